import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely recommends
type AnyDb = Kysely<any>;

/**
 * Google sign-in bound to the browser tab that started it (modules/auth/oidc): the sha256 of the
 * value the tab keeps, stored with the flow. A flow without one (started before this column, or
 * without the value) cannot finish.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('oidc_flows').addColumn('binding_hash', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('oidc_flows').dropColumn('binding_hash').execute();
}
