import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { createDb, dropPgSchema, ensurePgSchema, migrateToLatest, type Db } from '../src/db/database';
import { migrationProvider } from '../src/db/migrations';

/**
 * Migration 0010 on a database that already holds Google sign-ins (SQLite, or PostgreSQL when
 * DATABASE_URL is set): accounts created through Google (their identity stored in the same
 * instant as the account) get has_password 0; registered accounts, linked later or never, keep 1.
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

test('0010 marks the accounts created through Google as without a password, and goes down and up again', async () => {
  const to8 = await migrator().migrateTo('0008_google_sign_in');
  expect(to8.error).toBeUndefined();

  // Before 0010 the users table has no has_password column: rows are written untyped.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an older schema than src/db/schema.ts describes
  const untyped = db as unknown as Kysely<any>;
  const created = '2026-11-20T08:00:00.000Z';
  const linkedLater = '2026-11-21T09:30:00.000Z';
  const user = (n: number) =>
    untyped
      .insertInto('users')
      .values({
        full_name: `User ${n}`,
        email: `u${n}@example.id`,
        phone: '+6281200000000',
        password_hash: 'x',
        role: 'caregiver',
        lpk_id: null,
        avatar: null,
        referral_code: `R${n}`,
        referred_by: null,
        locale: 'id',
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const identity = (userId: number, subject: string, at: string) =>
    untyped
      .insertInto('user_identities')
      .values({ user_id: userId, provider: 'google', subject, email: `${subject}@example.id`, created_at: at, last_used_at: at })
      .execute();
  const google = await user(1);
  await identity(google.id, 'g1', created);
  const registeredThenLinked = await user(2);
  await identity(registeredThenLinked.id, 'g2', linkedLater);
  const registered = await user(3);

  await migrateToLatest(db, schema);
  const rows = await db.selectFrom('users').select(['id', 'has_password']).orderBy('id').execute();
  expect(rows.map((r) => [r.id, Number(r.has_password)])).toEqual([
    [google.id, 0],
    [registeredThenLinked.id, 1],
    [registered.id, 1],
  ]);
  expect(await db.selectFrom('oidc_link_tickets').selectAll().execute()).toEqual([]);

  const down = await migrator().migrateTo('0008_google_sign_in');
  expect(down.error).toBeUndefined();
  await migrateToLatest(db, schema);
  expect((await db.selectFrom('users').select('has_password').where('id', '=', google.id).executeTakeFirstOrThrow()).has_password).toBe(0);
});
