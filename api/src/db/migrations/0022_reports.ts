import type { Kysely } from 'kysely';
import { idColumn, timestampType } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely recommends
type AnyDb = Kysely<any>;

/**
 * Reports of abuse about an LPK (issue 34, part 3; modules/reports, docs/trust.md "Reports"):
 * - lpk_reports: a signed-in user's report about an institute (optionally from one of their
 *   registrations there): a category, a text, an optional private attachment (a server-chosen
 *   key of the upload store, its sniffed type and size) and the status `new`, `in_review` or
 *   `closed`. The LPK never reads this table. The reporter's reports go with their account.
 * - lpk_report_events: the operator's history of a report, oldest first: each note and each
 *   status change, with who wrote it (name kept when the account goes).
 * - operator_audit.report_id: the report an operator action (a read of a report, of its
 *   attachment, a note, a status change) was about; kept when the report is gone.
 * Indexes: the queue by status (newest first), the open and total counts per LPK (the operator's
 * institute list, the grouped queue), the reporter's own list and the check for an open report
 * of the same kind, a report's history, a report's audit rows.
 * Portable DDL (SQLite and PostgreSQL); independent of migration 0021 (reviews).
 */
export async function up(db: AnyDb): Promise<void> {
  const id = idColumn(db);
  const ts = timestampType(db);

  await db.schema
    .createTable('lpk_reports')
    .addColumn('id', 'integer', id)
    .addColumn('reporter_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('institute_id', 'integer', (c) => c.notNull().references('institutes.id').onDelete('cascade'))
    .addColumn('registration_id', 'integer', (c) => c.references('registrations.id').onDelete('set null'))
    .addColumn('category', 'varchar(32)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('attachment_key', 'varchar(120)')
    .addColumn('attachment_type', 'varchar(40)')
    .addColumn('attachment_bytes', 'integer')
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('new'))
    .addColumn('locale', 'varchar(8)', (c) => c.notNull().defaultTo('id'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addColumn('status_changed_at', ts)
    .execute();
  await db.schema.createIndex('lpk_reports_status_idx').on('lpk_reports').columns(['status', 'id']).execute();
  await db.schema.createIndex('lpk_reports_institute_idx').on('lpk_reports').columns(['institute_id', 'status']).execute();
  await db.schema.createIndex('lpk_reports_reporter_idx').on('lpk_reports').columns(['reporter_user_id', 'institute_id', 'id']).execute();

  await db.schema
    .createTable('lpk_report_events')
    .addColumn('id', 'integer', id)
    .addColumn('report_id', 'integer', (c) => c.notNull().references('lpk_reports.id').onDelete('cascade'))
    .addColumn('actor_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)')
    .addColumn('note', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lpk_report_events_report_idx').on('lpk_report_events').columns(['report_id', 'id']).execute();

  await db.schema
    .alterTable('operator_audit')
    // A plain number, as the audit log keeps it after the report goes with its reporter's account
    // (and SQLite drops a column without a foreign key in place on the way down).
    .addColumn('report_id', 'integer')
    .execute();
  await db.schema.createIndex('operator_audit_report_idx').on('operator_audit').columns(['report_id', 'id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('operator_audit_report_idx').ifExists().execute();
  await db.schema.alterTable('operator_audit').dropColumn('report_id').execute();
  await db.schema.dropTable('lpk_report_events').ifExists().execute();
  await db.schema.dropTable('lpk_reports').ifExists().execute();
}
