import type { Kysely } from 'kysely';
import { idColumn, isPostgres, timestampType } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely recommends
type AnyDb = Kysely<any>;

/**
 * Releases shipped by the teams' CI over HTTP (docs/releasing.md, docs/deploying.md):
 * - release_tokens: deploy tokens, one remote each; only the sha256 of a token is kept;
 * - release_log: every release command (who, when, which remote and versions, the result);
 * - release_state: the rollout manifest every node serves (one row, a revision for compare-and-set);
 * - release_versions + release_files: published remote versions and their files (the content here,
 *   or in S3 when S3_* is configured: then only the list), shared by every node with DATABASE_URL;
 * - release_canary_reports: which networks loaded or failed to load a canary (the automatic stop).
 */
export async function up(db: AnyDb): Promise<void> {
  const ts = timestampType(db);
  await db.schema
    .createTable('release_tokens')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('remote', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('last_used_at', ts)
    .addColumn('revoked_at', ts)
    .execute();

  await db.schema
    .createTable('release_log')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('at', ts, (c) => c.notNull())
    .addColumn('actor', 'varchar(120)', (c) => c.notNull())
    .addColumn('token_id', 'integer')
    .addColumn('remote', 'varchar(64)')
    .addColumn('command', 'varchar(32)', (c) => c.notNull())
    .addColumn('version', 'varchar(64)')
    .addColumn('stable_before', 'varchar(64)')
    .addColumn('stable_after', 'varchar(64)')
    .addColumn('canary_after', 'varchar(100)')
    .addColumn('result', 'varchar(16)', (c) => c.notNull())
    .addColumn('message', 'text')
    .execute();
  await db.schema.createIndex('release_log_remote_at').on('release_log').columns(['remote', 'id']).execute();

  await db.schema
    .createTable('release_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('manifest', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('release_versions')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('remote', 'varchar(64)', (c) => c.notNull())
    .addColumn('version', 'varchar(64)', (c) => c.notNull())
    .addColumn('files', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    // Where the files' content is when it is not in release_files (an S3 key prefix); null: in release_files.
    .addColumn('storage_key', 'varchar(300)')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addUniqueConstraint('release_versions_remote_version_unique', ['remote', 'version'])
    .execute();

  await db.schema
    .createTable('release_files')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('remote', 'varchar(64)', (c) => c.notNull())
    .addColumn('version', 'varchar(64)', (c) => c.notNull())
    .addColumn('path', 'varchar(512)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('content', isPostgres(db) ? 'bytea' : 'blob')
    .addUniqueConstraint('release_files_remote_version_path_unique', ['remote', 'version', 'path'])
    .execute();

  await db.schema
    .createTable('release_canary_reports')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('remote', 'varchar(64)', (c) => c.notNull())
    .addColumn('version', 'varchar(64)', (c) => c.notNull())
    .addColumn('reporter', 'varchar(64)', (c) => c.notNull())
    .addColumn('loaded_at', ts)
    .addColumn('failed_at', ts)
    .addUniqueConstraint('release_canary_reports_unique', ['remote', 'version', 'reporter'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['release_canary_reports', 'release_files', 'release_versions', 'release_state', 'release_log', 'release_tokens']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
