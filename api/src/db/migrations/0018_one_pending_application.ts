import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely recommends
type AnyDb = Kysely<any>;

/**
 * At most one pending LPK application per account (modules/lpk-join: applying again after a
 * rejection). Two tabs sending the form at the same moment both passed the "latest application was
 * rejected" check on PostgreSQL (READ COMMITTED, no lock): the second insert now fails on this
 * index and is answered 409 like any other second application. A database that already holds two
 * pending applications of one account keeps the newest pending; the older ones are rejected with
 * the reason saying why (the operator sees them in the log), before the index is built.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`
    update lpk_applications
    set status = 'rejected', decision_reason = 'Sent twice at the same moment: the newer application is reviewed.', decided_at = updated_at
    where status = 'pending'
      and exists (select 1 from lpk_applications newer where newer.user_id = lpk_applications.user_id and newer.status = 'pending' and newer.id > lpk_applications.id)
  `.execute(db);
  await sql`create unique index lpk_applications_one_pending on lpk_applications (user_id) where status = 'pending'`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('lpk_applications_one_pending').ifExists().execute();
}
