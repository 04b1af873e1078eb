import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely recommends
type AnyDb = Kysely<any>;

/**
 * The listing status `draft` (issue 33; contracts/src/rules/listing.ts): a newly approved LPK is
 * not public until its admin completes the listing and publishes it. The column
 * `institutes.listing_status` is text (migration 0015), so `draft` needs no DDL; this migration
 * - adds `institutes.suspended_from`: the status a suspension interrupted (`draft` or `listed`),
 *   so reinstating returns to it (null: `listed`, as every suspension before this one);
 * - moves to `draft` the LPKs approved before it whose admin never completed the listing (created
 *   from a `new` application, still at the zeros approval gave them: no fee, no training length
 *   or no description), which had gone public with "Rp 0" and "0 bulan". A suspended one of those
 *   returns to `draft` when reinstated. Seeded, registry and claimed institutes are untouched.
 * Portable SQL (SQLite and PostgreSQL); the column is plain and unindexed, so SQLite drops it in
 * place on the way down, where `draft` becomes `listed` again (the only public status before).
 */
const NEVER_COMPLETED = sql`(registration_fee <= 0 or training_months < 1 or length(description_id) < 20 or length(description_en) < 20)
  and id in (select institute_id from lpk_applications where kind = 'new' and status = 'approved' and institute_id is not null)`;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('institutes').addColumn('suspended_from', 'varchar(16)').execute();
  await sql`update institutes set listing_status = 'draft' where listing_status = 'listed' and ${NEVER_COMPLETED}`.execute(db);
  await sql`update institutes set suspended_from = 'draft' where listing_status = 'suspended' and ${NEVER_COMPLETED}`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`update institutes set listing_status = 'listed' where listing_status = 'draft'`.execute(db);
  await db.schema.alterTable('institutes').dropColumn('suspended_from').execute();
}
