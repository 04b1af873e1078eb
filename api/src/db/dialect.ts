import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/** True when this Kysely instance talks to PostgreSQL (otherwise SQLite). */
export function isPostgres<DB>(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * The one place where the two dialects differ in DDL.
 * Id column: SQLite `integer primary key autoincrement`, PostgreSQL identity.
 */
export function idColumn(db: Kysely<unknown>) {
  return isPostgres(db)
    ? (col: ColumnDefinitionBuilder) => col.primaryKey().generatedByDefaultAsIdentity()
    : (col: ColumnDefinitionBuilder) => col.primaryKey().autoIncrement();
}

/** Timestamps: timestamptz in PostgreSQL, ISO text in SQLite. */
export function timestampType(db: Kysely<unknown>): 'timestamptz' | 'text' {
  return isPostgres(db) ? 'timestamptz' : 'text';
}
