import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { createDb, dropPgSchema, ensurePgSchema, migrateToLatest, type Db } from '../src/db/database';
import { migrationProvider } from '../src/db/migrations';
import { isPostgres } from '../src/db/dialect';
import { instituteSearchQuery as instituteSearchSchema } from 'contracts';
import { countInstitutes, searchInstitutes } from '../src/modules/catalogue/search';

/**
 * Migrations on a database that already holds rows (SQLite, or PostgreSQL when DATABASE_URL is
 * set): 0006 backfills names, and deleting a staff account keeps the audit rows; 0011 indexes
 * the institutes already there for full-text search and drops the indexes no query reads.
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
      name: 'LPK Sakura Mandiri',
      province: 'Jawa Barat',
      city: 'Bandung',
      address: 'Jl. Dago 1',
      programs: '[]',
      registration_fee: 1,
      fee_level: 'low',
      training_months: 6,
      licence_number: 'L-1',
      sending_org_status: 'x',
      accreditation: 'A',
      pass_rate: 0.9,
      rating: 4.5,
      description_id: '-',
      description_en: '-',
      details: '{}',
      search_text: 'lpk sakura',
      province_key: 'jawa barat',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = (full_name: string, role: string, lpk_id: number | null, n: number) =>
    untyped
      .insertInto('users')
      .values({
        full_name,
        email: `u${n}@example.id`,
        phone: '+6281200000000',
        password_hash: 'x',
        role,
        lpk_id,
        avatar: null,
        referral_code: `R${n}`,
        referred_by: null,
        locale: 'id',
        created_at: now,
        updated_at: now,
      })
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
    .values({
      subject_user_id: caregiver.id,
      actor_user_id: null,
      lpk_id: lpk.id,
      registration_id: null,
      action: 'profile.read',
      created_at: now,
      actor_name: 'X',
      actor_role: 'lpk_staff',
      lpk_name: 'Y',
    })
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

test('0011 indexes and counts the institutes already there, drops the unused indexes, and goes down and up again', async () => {
  const indexes = async () => {
    const rows = isPostgres(db)
      ? (await sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = ${schema} and tablename = 'institutes'`.execute(db)).rows
      : (await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'institutes' and name not like 'sqlite_%'`.execute(db))
          .rows;
    return rows.map((r) => r.name).sort();
  };
  const fullText = async () =>
    isPostgres(db)
      ? (await indexes()).includes('institutes_search_trgm_idx')
      : (await sql<{ name: string }>`select name from sqlite_master where name = 'institutes_fts'`.execute(db)).rows.length === 1;
  const covering = ['institutes_fee_cover_idx', 'institutes_province_cover_idx', 'institutes_rating_cover_idx'];
  const unused = ['institutes_fee_idx', 'institutes_fee_level_idx', 'institutes_province_idx', 'institutes_rating_idx'];

  expect((await migrator().migrateTo('0010_google_link_password')).error).toBeUndefined();
  expect(await fullText()).toBe(false);
  expect(await indexes()).toEqual(expect.arrayContaining([...covering, ...unused]));
  const now = new Date().toISOString();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows written before the migration, untyped as in the 0006 test
  const untyped = db as unknown as Kysely<any>;
  const { id } = await untyped
    .insertInto('institutes')
    .values({
      name: 'LPK Zzmigrasi Uji',
      province: 'Jawa Barat',
      city: 'Bandung',
      address: 'Jl. Dago 2',
      programs: '["ssw"]',
      prog_ssw: 1,
      registration_fee: 6_000_000,
      fee_level: 'medium',
      training_months: 6,
      licence_number: 'L-2',
      sending_org_status: 'x',
      accreditation: 'A',
      pass_rate: 0.9,
      rating: 4.5,
      description_id: '-',
      description_en: '-',
      details: '{}',
      search_text: 'lpk zzmigrasi uji bandung jawa barat',
      province_key: 'jawa barat',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  await migrateToLatest(db, schema);
  expect(await fullText()).toBe(true);
  const after = await indexes();
  expect(after).toEqual(expect.arrayContaining(covering));
  for (const name of unused) expect(after).not.toContain(name);
  // The row written before is in the index (SQLite: read from the index, not by a scan).
  const search = instituteSearchSchema.parse({ q: 'ZZMIGRASI', program: 'ssw' });
  expect(await countInstitutes(db, search, { text: 'index' })).toBe(1);
  expect((await searchInstitutes(db, search, { text: 'index' })).map((r) => r.id)).toEqual([id]);
  if (!isPostgres(db)) await sql`insert into institutes_fts(institutes_fts, rank) values ('integrity-check', 1)`.execute(db);
  // The count table was filled from the rows already there.
  const institutes = () => db.selectFrom('institutes');
  const direct = async (where: (q: ReturnType<typeof institutes>) => ReturnType<typeof institutes>) =>
    Number(
      (
        await where(institutes())
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  expect(await countInstitutes(db, instituteSearchSchema.parse({}))).toBe(await direct((q) => q));
  expect(await countInstitutes(db, instituteSearchSchema.parse({ program: 'ssw', fee: 'medium' }))).toBe(
    await direct((q) => q.where('prog_ssw', '=', 1).where('registration_fee', '>=', 5_000_000).where('registration_fee', '<=', 15_000_000)),
  );
  expect(await countInstitutes(db, instituteSearchSchema.parse({ province: 'jawa barat' }))).toBe(
    await direct((q) => q.where('province_key', '=', 'jawa barat')),
  );

  expect((await migrator().migrateTo('0010_google_link_password')).error).toBeUndefined();
  expect(await fullText()).toBe(false);
  expect(await indexes()).toEqual(expect.arrayContaining([...covering, ...unused]));
  // No trigger is left behind: rows are written as before 0011.
  await untyped.deleteFrom('institutes').where('id', '=', id).execute();
  await migrateToLatest(db, schema);
  expect(await fullText()).toBe(true);
  // Built again from the rows there: the deleted institute is in neither the index nor the counts.
  expect(await countInstitutes(db, search, { text: 'index' })).toBe(0);
  expect(await countInstitutes(db, instituteSearchSchema.parse({}))).toBe(await direct((q) => q));
});

test('0019 gives both audit logs a client_address (null on rows already there), and goes down and up again keeping the rows', async () => {
  expect((await migrator().migrateTo('0018_one_pending_application')).error).toBeUndefined();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an older schema than src/db/schema.ts describes
  const untyped = db as unknown as Kysely<any>;
  const before = await untyped
    .insertInto('operator_audit')
    .values({ actor_name: 'Operator Lama', action: 'lpk.suspended', reason: 'sebelum 0019', created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();

  await migrateToLatest(db, schema);
  const address = (id: number) => db.selectFrom('operator_audit').select('client_address').where('id', '=', id).executeTakeFirstOrThrow();
  expect(await address(before.id)).toEqual({ client_address: null });
  const after = await db
    .insertInto('operator_audit')
    .values({
      actor_user_id: null,
      actor_name: 'Operator Baru',
      action: 'lpk.reinstated',
      created_at: new Date().toISOString(),
      client_address: '198.51.100.7',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  expect(await address(after.id)).toEqual({ client_address: '198.51.100.7' });
  expect(await db.selectFrom('audit_logs').select('client_address').limit(1).execute()).toBeDefined();

  expect((await migrator().migrateTo('0018_one_pending_application')).error).toBeUndefined();
  for (const table of ['operator_audit', 'audit_logs'] as const) {
    await expect(db.selectFrom(table).select('client_address').limit(1).execute()).rejects.toThrow(/client_address/);
  }
  expect(
    (await untyped.selectFrom('operator_audit').select('actor_name').where('id', 'in', [before.id, after.id]).orderBy('id').execute()).map((r) => r.actor_name),
  ).toEqual(['Operator Lama', 'Operator Baru']);
  await migrateToLatest(db, schema);
  expect(await address(after.id)).toEqual({ client_address: null });
});

test('0020: LPKs approved before it and never completed become drafts (a suspended one returns to draft); others keep their status; down makes drafts listed again', async () => {
  expect((await migrator().migrateTo('0019_audit_client_address')).error).toBeUndefined();
  const now = new Date().toISOString();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows written before the migration, untyped as in the tests above
  const untyped = db as unknown as Kysely<any>;
  const institute = async (name: string, listing_status: string, complete: boolean) =>
    (
      await untyped
        .insertInto('institutes')
        .values({
          name,
          province: 'Jawa Tengah',
          city: 'Surakarta',
          address: 'Jl. Slamet Riyadi 1',
          programs: '["ssw"]',
          prog_ssw: 1,
          registration_fee: complete ? 7_500_000 : 0,
          fee_level: complete ? 'medium' : 'low',
          training_months: complete ? 6 : 0,
          licence_number: `L-${name}`,
          sending_org_status: 'registered',
          accreditation: 'none',
          pass_rate: 0,
          rating: 0,
          description_id: complete ? 'Pusat pelatihan perawat lansia di Surakarta.' : '',
          description_en: complete ? 'A care-worker training centre in Surakarta.' : '',
          details: '{}',
          search_text: name.toLowerCase(),
          province_key: 'jawa tengah',
          created_at: now,
          listing_status,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id as number;
  const user = (
    await untyped
      .insertInto('users')
      .values({
        full_name: 'Admin Lama',
        email: `admin.0020.${Date.now()}@example.id`,
        phone: '+6281200000000',
        password_hash: 'x',
        role: 'lpk_admin',
        avatar: null,
        referral_code: `R0020${Date.now() % 100000}`,
        referred_by: null,
        locale: 'id',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id as number;
  const applied = async (instituteId: number, kind: 'new' | 'claim') =>
    untyped
      .insertInto('lpk_applications')
      .values({
        user_id: user,
        kind,
        institute_id: instituteId,
        name: 'LPK',
        licence_number: 'L',
        licence_key: 'l',
        province: 'Jawa Tengah',
        city: 'Surakarta',
        address: 'Jl.',
        programs: '["ssw"]',
        sending_org: 1,
        contact_name: 'Admin Lama',
        email: 'a@example.id',
        phone: '0812',
        document_type: 'application/pdf',
        document_bytes: 1,
        status: 'approved',
        created_at: now,
        updated_at: now,
      })
      .execute();
  const zeros = await institute('LPK Nol Baru', 'listed', false);
  const filled = await institute('LPK Lengkap Baru', 'listed', true);
  const zerosSuspended = await institute('LPK Nol Ditangguhkan', 'suspended', false);
  const claimed = await institute('LPK Nol Diklaim', 'listed', false);
  const seeded = await institute('LPK Nol Tanpa Pengajuan', 'listed', false);
  for (const id of [zeros, filled, zerosSuspended]) await applied(id, 'new');
  await applied(claimed, 'claim');

  await migrateToLatest(db, schema);
  const states = async () =>
    Object.fromEntries(
      (
        await untyped
          .selectFrom('institutes')
          .select(['id', 'listing_status', 'suspended_from'])
          .where('id', 'in', [zeros, filled, zerosSuspended, claimed, seeded])
          .execute()
      ).map((r: { id: number; listing_status: string; suspended_from?: string | null }) => [r.id, [r.listing_status, r.suspended_from ?? null]]),
    );
  expect(await states()).toEqual({
    [zeros]: ['draft', null],
    [filled]: ['listed', null],
    [zerosSuspended]: ['suspended', 'draft'],
    [claimed]: ['listed', null],
    [seeded]: ['listed', null],
  });

  expect((await migrator().migrateTo('0019_audit_client_address')).error).toBeUndefined();
  await expect(db.selectFrom('institutes').select('suspended_from').limit(1).execute()).rejects.toThrow(/suspended_from/);
  const down = await untyped.selectFrom('institutes').select(['id', 'listing_status']).where('id', 'in', [zeros, zerosSuspended]).orderBy('id').execute();
  expect(down.map((r: { listing_status: string }) => r.listing_status)).toEqual(['listed', 'suspended']);
  await migrateToLatest(db, schema);
  // Up again: the never-completed one is a draft once more.
  expect((await states())[zeros]).toEqual(['draft', null]);
});

test('0022 (reports) goes down and up again keeping the operator audit rows; its tables and report_id come back empty', async () => {
  await migrateToLatest(db, schema);
  const row = await db
    .insertInto('operator_audit')
    .values({ actor_user_id: null, actor_name: 'Operator 0022', action: 'report.viewed', created_at: new Date().toISOString(), report_id: 12 })
    .returning('id')
    .executeTakeFirstOrThrow();
  expect(await db.selectFrom('lpk_reports').select('id').execute()).toEqual([]);
  expect(await db.selectFrom('lpk_report_events').select('id').execute()).toEqual([]);

  // Down to the migration before it (0021, reviews, once it is there), whatever came after.
  const names = Object.keys(await migrationProvider.getMigrations()).sort();
  const down = await migrator().migrateTo(names[names.indexOf('0022_reports') - 1]!);
  expect(down.error).toBeUndefined();
  expect(down.results?.map((r) => r.migrationName)).toContain('0022_reports');
  await expect(db.selectFrom('lpk_reports').select('id').execute()).rejects.toThrow(/lpk_reports/);
  await expect(db.selectFrom('operator_audit').select('report_id').limit(1).execute()).rejects.toThrow(/report_id/);
  expect(await db.selectFrom('operator_audit').select('actor_name').where('id', '=', row.id).executeTakeFirst()).toEqual({ actor_name: 'Operator 0022' });

  await migrateToLatest(db, schema);
  expect(await db.selectFrom('operator_audit').select('report_id').where('id', '=', row.id).executeTakeFirst()).toEqual({ report_id: null });
});

test('0021 (reviews) goes down and up again: the LPK’s own rating goes back into `rating`, the review columns and table go, and come back empty', async () => {
  await migrateToLatest(db, schema);
  const institute = await db.selectFrom('institutes').select(['id', 'rating']).orderBy('id').executeTakeFirstOrThrow();
  // As 3 visible reviews leave it: their mean shown, the LPK's own figure kept aside.
  await db
    .updateTable('institutes')
    .set({ rating: 2.5, self_rating: institute.rating, review_count: 3, review_average: 2.5 })
    .where('id', '=', institute.id)
    .execute();
  const names = Object.keys(await migrationProvider.getMigrations()).sort();
  const down = await migrator().migrateTo(names[names.indexOf('0021_reviews') - 1]!);
  expect(down.error).toBeUndefined();
  expect(down.results?.map((r) => r.migrationName)).toContain('0021_reviews');
  await expect(db.selectFrom('reviews').select('id').execute()).rejects.toThrow(/reviews/);
  const untyped = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  expect(await untyped.selectFrom('institutes').select('rating').where('id', '=', institute.id).executeTakeFirst()).toEqual({ rating: institute.rating });

  await migrateToLatest(db, schema);
  expect(await db.selectFrom('institutes').select(['review_count', 'review_average', 'self_rating']).where('id', '=', institute.id).executeTakeFirst()).toEqual(
    {
      review_count: 0,
      review_average: null,
      self_rating: null,
    },
  );
  expect(await db.selectFrom('reviews').select('id').execute()).toEqual([]);
});
