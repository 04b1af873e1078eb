import type { Kysely } from 'kysely';
import { idColumn, isPostgres, timestampType } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely recommends
type AnyDb = Kysely<any>;

/**
 * LPK institutions join and get verified (issue 23, part JOIN):
 * - users.role gains `lpk_admin` and `operator` (the column is text: no DDL). An LPK admin whose
 *   application is not approved has `lpk_id` null: that is what "pending" means (rules/roles.ts).
 * - institutes.listing_status: `listed` (in search and detail) or `suspended` by the operator
 *   (with suspended_at and suspension_reason); licence_verified_at: when the operator approved
 *   the licence against the registry (null: not verified).
 * - lpk_applications: an application to list a new LPK or claim a listed one (`institute_id` is
 *   the claimed institute, or the one created on approval); its licence document is kept in
 *   lpk_application_documents, in the database: private (no public path serves it), and every
 *   API node reads it, wherever it was uploaded.
 * - lpk_registry: the ministry's list of licensed LPKs as last imported (npm run registry:import),
 *   keyed by the normalised licence number.
 * - operator_audit: every operator action (approve, reject, suspend, reinstate, document viewed).
 */
export async function up(db: AnyDb): Promise<void> {
  const id = idColumn(db);
  const ts = timestampType(db);

  await db.schema
    .alterTable('institutes')
    .addColumn('listing_status', 'varchar(16)', (c) => c.notNull().defaultTo('listed'))
    .execute();
  await db.schema.alterTable('institutes').addColumn('licence_verified_at', ts).execute();
  await db.schema.alterTable('institutes').addColumn('suspended_at', ts).execute();
  await db.schema.alterTable('institutes').addColumn('suspension_reason', 'text').execute();
  // The catalogue reads the few suspended ids through this index (modules/catalogue/visibility.ts).
  await db.schema.createIndex('institutes_listing_status_idx').on('institutes').columns(['listing_status', 'id']).execute();

  await db.schema
    .createTable('lpk_applications')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('institute_id', 'integer', (c) => c.references('institutes.id').onDelete('set null'))
    .addColumn('name', 'varchar(160)', (c) => c.notNull())
    .addColumn('licence_number', 'varchar(80)', (c) => c.notNull())
    .addColumn('licence_key', 'varchar(80)', (c) => c.notNull())
    .addColumn('province', 'varchar(80)', (c) => c.notNull())
    .addColumn('city', 'varchar(80)', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('programs', 'text', (c) => c.notNull())
    .addColumn('sending_org', 'integer', (c) => c.notNull())
    .addColumn('contact_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('document_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('document_bytes', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('decision_reason', 'text')
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lpk_applications_user_idx').on('lpk_applications').columns(['user_id', 'id']).execute();
  await db.schema
    .createTable('lpk_application_documents')
    .addColumn('application_id', 'integer', (c) => c.primaryKey().references('lpk_applications.id').onDelete('cascade'))
    .addColumn('content', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lpk_applications_status_idx').on('lpk_applications').columns(['status', 'id']).execute();

  await db.schema
    .createTable('lpk_registry')
    .addColumn('id', 'integer', id)
    .addColumn('licence_key', 'varchar(80)', (c) => c.notNull().unique())
    .addColumn('licence_number', 'varchar(80)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('province', 'varchar(80)', (c) => c.notNull())
    .addColumn('status', 'varchar(40)', (c) => c.notNull())
    .addColumn('imported_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('operator_audit')
    .addColumn('id', 'integer', id)
    .addColumn('actor_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('action', 'varchar(40)', (c) => c.notNull())
    .addColumn('application_id', 'integer', (c) => c.references('lpk_applications.id').onDelete('set null'))
    .addColumn('lpk_id', 'integer', (c) => c.references('institutes.id').onDelete('set null'))
    .addColumn('reason', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('operator_audit_created_idx').on('operator_audit').columns(['id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('operator_audit').ifExists().execute();
  await db.schema.dropTable('lpk_registry').ifExists().execute();
  await db.schema.dropTable('lpk_application_documents').ifExists().execute();
  await db.schema.dropTable('lpk_applications').ifExists().execute();
  await db.schema.dropIndex('institutes_listing_status_idx').ifExists().execute();
  for (const column of ['suspension_reason', 'suspended_at', 'licence_verified_at', 'listing_status']) {
    await db.schema.alterTable('institutes').dropColumn(column).execute();
  }
}
