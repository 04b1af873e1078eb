import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { createDb, dropPgSchema, ensurePgSchema, migrateToLatest, type Db } from '../src/db/database';
import { migrationProvider } from '../src/db/migrations';

/**
 * Migration 0006 on a database that already holds audit rows (SQLite, or PostgreSQL when
 * DATABASE_URL is set): names are backfilled, and deleting a staff account keeps the rows.
 */
const databaseUrl = process.env.DATABASE_URL || undefined;
const schema = databaseUrl ? `t_${randomBytes(6).toString('hex')}` : undefined;
let db: Db;

beforeAll(async () => {
  if (databaseUrl && schema) await ensurePgSchema(databaseUrl, schema);
  db = createDb({ databaseUrl, sqlitePath: ':memory:', pgSchema: schema });
});
afterAll(async () => {
  await db.destroy();
  if (databaseUrl && schema) await dropPgSchema(databaseUrl, schema);
});

const migrator = () => new Migrator({ db, provider: migrationProvider, ...(schema ? { migrationTableSchema: schema } : {}) });

test('0006 keeps audit rows when the staff account goes, with the name recorded', async () => {
  const to5 = await migrator().migrateTo('0005_rollout_failures');
  expect(to5.error).toBeUndefined();

  const now = new Date().toISOString();
  // Before 0006 the tables have fewer columns than the typed schema: rows are written untyped.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an older schema than src/db/schema.ts describes
  const untyped = db as unknown as Kysely<any>;
  const lpk = await untyped
    .insertInto('institutes')
    .values({
      name: 'LPK Sakura Mandiri', province: 'Jawa Barat', city: 'Bandung', address: 'Jl. Dago 1', programs: '[]', registration_fee: 1, fee_level: 'low',
      training_months: 6, licence_number: 'L-1', sending_org_status: 'x', accreditation: 'A', pass_rate: 0.9, rating: 4.5, description_id: '-', description_en: '-',
      details: '{}', search_text: 'lpk sakura', province_key: 'jawa barat', created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = (full_name: string, role: string, lpk_id: number | null, n: number) =>
    untyped
      .insertInto('users')
      .values({ full_name, email: `u${n}@example.id`, phone: '+6281200000000', password_hash: 'x', role, lpk_id, avatar: null, referral_code: `R${n}`, referred_by: null, locale: 'id', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
  const staff = await user('Agus Wijaya', 'lpk_staff', lpk.id, 1);
  const caregiver = await user('Siti Rahma', 'caregiver', null, 2);
  await untyped
    .insertInto('audit_logs')
    .values({ subject_user_id: caregiver.id, actor_user_id: staff.id, lpk_id: lpk.id, registration_id: null, action: 'profile.read', created_at: now })
    .execute();

  await migrateToLatest(db, schema);
  const backfilled = await db.selectFrom('audit_logs').selectAll().executeTakeFirstOrThrow();
  expect(backfilled).toMatchObject({ actor_user_id: staff.id, actor_name: 'Agus Wijaya', actor_role: 'lpk_staff', lpk_name: 'LPK Sakura Mandiri' });

  // The foreign key no longer cascades: the row stays, without the account.
  await db.deleteFrom('users').where('id', '=', staff.id).execute();
  const kept = await db.selectFrom('audit_logs').selectAll().execute();
  expect(kept).toEqual([expect.objectContaining({ id: backfilled.id, subject_user_id: caregiver.id, actor_user_id: null, actor_name: 'Agus Wijaya' })]);
  // New rows get fresh ids after the rebuild (SQLite keeps its autoincrement sequence).
  const next = await db
    .insertInto('audit_logs')
    .values({ subject_user_id: caregiver.id, actor_user_id: null, lpk_id: lpk.id, registration_id: null, action: 'profile.read', created_at: now, actor_name: 'X', actor_role: 'lpk_staff', lpk_name: 'Y' })
    .returning('id')
    .executeTakeFirstOrThrow();
  expect(next.id).toBeGreaterThan(backfilled.id);
  // The subject's rows still go with the subject.
  await db.deleteFrom('users').where('id', '=', caregiver.id).execute();
  expect(await db.selectFrom('audit_logs').selectAll().execute()).toEqual([]);

  // And back down, and up again.
  const down = await migrator().migrateTo('0005_rollout_failures');
  expect(down.error).toBeUndefined();
  await migrateToLatest(db, schema);
});
