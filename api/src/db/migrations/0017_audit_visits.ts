import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely recommends
type AnyDb = Kysely<any>;

/**
 * One staff visit is one entry in the caregiver's audit log (modules/account/audit.ts): every
 * read is still written, and a read within the visit points at the visit's first row
 * (`visit_of`). The look-up of the visit a read belongs to (same reader, action and registration,
 * recent) and the count of a visit's reads are both answered from an index.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('audit_logs').addColumn('visit_of', 'integer').execute();
  await db.schema.createIndex('audit_actor_visit_idx').on('audit_logs').columns(['actor_user_id', 'action', 'registration_id', 'created_at']).execute();
  await db.schema.createIndex('audit_visit_of_idx').on('audit_logs').column('visit_of').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('audit_visit_of_idx').ifExists().execute();
  await db.schema.dropIndex('audit_actor_visit_idx').ifExists().execute();
  await db.schema.alterTable('audit_logs').dropColumn('visit_of').execute();
}
