import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely recommends
type AnyDb = Kysely<any>;

/**
 * Covering indexes of the LPK staff console's applicant list (modules/applicants/queries.ts), so
 * that an LPK with 10,000 registrations gets a page or a search without reading the wide
 * registration rows (the consent scope JSON) of the ones it does not show:
 * - `(lpk_id, status, id, user_id, job_id)` replaces `(lpk_id, status)`: the counts per status,
 *   one status's page in id order, and the pass of a search or of the name order (which joins
 *   each applicant by user_id);
 * - `(lpk_id, id, status, job_id)`: pages newest or oldest first over every status, walked in
 *   order and stopped after the page;
 * - `(lpk_id, job_id, status)`: the vacancy filter's counts and pages.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.createIndex('registrations_lpk_status_cover_idx').on('registrations').columns(['lpk_id', 'status', 'id', 'user_id', 'job_id']).execute();
  await db.schema.dropIndex('registrations_lpk_idx').ifExists().execute();
  await db.schema.createIndex('registrations_lpk_order_idx').on('registrations').columns(['lpk_id', 'id', 'status', 'job_id']).execute();
  await db.schema.createIndex('registrations_lpk_job_idx').on('registrations').columns(['lpk_id', 'job_id', 'status']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('registrations_lpk_job_idx').ifExists().execute();
  await db.schema.dropIndex('registrations_lpk_order_idx').ifExists().execute();
  await db.schema.createIndex('registrations_lpk_idx').on('registrations').columns(['lpk_id', 'status']).execute();
  await db.schema.dropIndex('registrations_lpk_status_cover_idx').ifExists().execute();
}
