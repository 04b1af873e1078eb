/**
 * `npm run migrate` (or `node api/dist/migrate.js` in a deployment): applies the pending migrations
 * once, apart from the nodes' start-up (which then run with MIGRATE_ON_START=0; docs/deploying.md).
 * Reads the same DATABASE_URL / PG_SCHEMA / SQLITE_PATH as the API. Exit code 0 when the database
 * is at the latest migration, 1 otherwise (the error printed).
 */
import { databaseSettings } from './config';
import { createDb, ensurePgSchema, migrateToLatest } from './db/database';

async function main(): Promise<void> {
  const settings = databaseSettings();
  if (settings.databaseUrl && settings.pgSchema) await ensurePgSchema(settings.databaseUrl, settings.pgSchema);
  const db = createDb(settings);
  try {
    await migrateToLatest(db, settings.databaseUrl ? settings.pgSchema : undefined);
    console.log(`migrations applied (${settings.databaseUrl ? `PostgreSQL, schema ${settings.pgSchema ?? 'public'}` : settings.sqlitePath})`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
