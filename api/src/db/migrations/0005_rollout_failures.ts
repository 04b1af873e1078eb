import type { Kysely } from 'kysely';
import { idColumn, timestampType } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely recommends
type AnyDb = Kysely<any>;

/**
 * Remote versions that failed to load in browsers (docs/architecture.md section 4): one row per remote
 * version, counted by the shell's beacon (POST /api/lpk/rollout/failures).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('rollout_failures')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('remote', 'varchar(64)', (c) => c.notNull())
    .addColumn('version', 'varchar(64)', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_reason', 'text')
    .addColumn('first_at', timestampType(db), (c) => c.notNull())
    .addColumn('last_at', timestampType(db), (c) => c.notNull())
    .addUniqueConstraint('rollout_failures_remote_version_unique', ['remote', 'version'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('rollout_failures').ifExists().execute();
}
