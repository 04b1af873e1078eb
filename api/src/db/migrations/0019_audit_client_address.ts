import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely recommends
type AnyDb = Kysely<any>;

/**
 * Both audit logs record the client's address of the request that made the row, as
 * lib/client-address.ts yields it (TRUST_PROXY: the rightmost X-Forwarded-For entry that is not a
 * trusted proxy): `audit_logs` (staff reads of applicant data) and `operator_audit` (the
 * operator's actions). Nullable: rows written before this migration, and rows written outside a
 * request, have none. A plain column without an index, so SQLite drops it in place (3.35+).
 */
const TABLES = ['audit_logs', 'operator_audit'] as const;

export async function up(db: AnyDb): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).addColumn('client_address', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('client_address').execute();
}
