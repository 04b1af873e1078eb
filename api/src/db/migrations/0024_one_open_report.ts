import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely recommends
type AnyDb = Kysely<any>;

/**
 * One open report per reporter, LPK and category (modules/reports): the service checks it before
 * writing, and this partial unique index holds it when two reports are sent at the same instant
 * (the check and the insert are apart: an attachment is re-encoded between them) or a closed
 * report is reopened beside a newer one. Portable (SQLite and PostgreSQL partial indexes).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('lpk_reports_one_open_idx')
    .on('lpk_reports')
    .columns(['reporter_user_id', 'institute_id', 'category'])
    .unique()
    .where(sql.ref('status'), 'in', [sql.lit('new'), sql.lit('in_review')])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('lpk_reports_one_open_idx').execute();
}
