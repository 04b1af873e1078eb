import { sql } from 'kysely';
import type { Db } from './database';
import { isPostgres } from './dialect';

/**
 * After personal data is deleted (account deletion): SQLite's secure_delete (database.ts) has
 * zeroed the freed content in the new page versions, but the write-ahead log still holds the
 * pages as they were before. A TRUNCATE checkpoint copies the current pages into the database
 * file and empties the WAL, so the old bytes are gone from disk. PostgreSQL: nothing to do here
 * (its dead tuples are vacuumed).
 */
export async function scrubDeletedData(db: Db): Promise<void> {
  if (isPostgres(db)) return;
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
}
