import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001_initial';

/**
 * Migrations in order. A static provider (rather than reading the folder) works the same
 * from TypeScript sources under jest/tsx and from the compiled dist/ build.
 * To add one: create `NNNN_name.ts` exporting `up`/`down` and list it here.
 */
const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
