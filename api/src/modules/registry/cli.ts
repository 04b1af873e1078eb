/**
 * `npm run registry:import -- <file.csv>`: replaces the registry of licensed LPKs with the file
 * (docs/lpk-join.md, "The official registry"). Reads the same DATABASE_URL / PG_SCHEMA / SQLITE_PATH as the API and
 * applies pending migrations first. Exit code 0 on success, 1 with the reason otherwise.
 */
import { databaseSettings } from '../../config';
import { createDb, ensurePgSchema, migrateToLatest } from '../../db/database';
import { RegistryCsvError } from './csv';
import { importRegistryFile } from './service';

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new RegistryCsvError('usage: npm run registry:import -- <file.csv>');
  const settings = databaseSettings();
  if (settings.databaseUrl && settings.pgSchema) await ensurePgSchema(settings.databaseUrl, settings.pgSchema);
  const db = createDb(settings);
  try {
    await migrateToLatest(db, settings.databaseUrl ? settings.pgSchema : undefined);
    const count = await importRegistryFile(db, file);
    console.log(`registry imported: ${count} licence numbers from ${file}`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
