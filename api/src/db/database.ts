import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type PostgresPool, type SqliteDatabase } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import type { AppConfig } from '../config';
import { DatabaseAvailability, DatabaseUnavailable, isDatabaseUnavailable } from './availability';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

export type Db = Kysely<Database>;

const PG_INT8 = 20;
const PG_NUMERIC = 1700;
const PG_TIMESTAMPTZ = 1184;
const PG_TIMESTAMP = 1114;

/**
 * pg type parsers for this pool only (no global mutation): counts come back as numbers and
 * timestamps as ISO strings, so rows look the same as SQLite's.
 */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === PG_INT8 || oid === PG_NUMERIC) return (v: string) => Number(v);
    if (oid === PG_TIMESTAMPTZ || oid === PG_TIMESTAMP) return (v: string) => new Date(v).toISOString();
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

const availabilities = new WeakMap<Db, DatabaseAvailability>();

/** The reachability of a PostgreSQL database opened by createDb (undefined for SQLite: a file is always there). */
export function availabilityOf(db: Db): DatabaseAvailability | undefined {
  return availabilities.get(db);
}

/** A connection attempt waits at most this long (a server that does not answer at all must not hold requests). */
const PG_CONNECT_TIMEOUT_MS = 5_000;

/**
 * The pg pool as Kysely sees it, made to survive the database going away (a restart, a fail-over,
 * `pg_terminate_backend`, an idle time-out): every client has an error listener (pg emits
 * `error` on an idle or checked-out client whose connection breaks, which ends the process when
 * nobody listens); a failed connection attempt marks the database down (DatabaseAvailability),
 * and while it is down requests get DatabaseUnavailable at once while one probe reconnects with
 * back-off. Broken clients are dropped by the pool itself when released.
 */
function resilientPool(pool: pg.Pool, availability: DatabaseAvailability, warn: (error: unknown, message: string) => void): PostgresPool {
  const watched = new WeakSet<pg.PoolClient>();
  pool.on('error', (error) => warn(error, 'database: an idle connection broke (dropped from the pool)'));
  return Object.assign(
    {
      async connect() {
        availability.assertUp();
        let client: pg.PoolClient;
        try {
          client = await pool.connect();
        } catch (error) {
          if (!isDatabaseUnavailable(error)) throw error;
          availability.markDown(error);
          throw new DatabaseUnavailable(availability.retryAfterSeconds(), { cause: error });
        }
        if (!watched.has(client)) {
          watched.add(client);
          client.on('error', (error) => warn(error, 'database: a connection in use broke'));
        }
        availability.markUp();
        return client;
      },
      async end() {
        availability.stop();
        await pool.end();
      },
    },
    // Kysely cancels a query through a separate client made like the pool's (its `Client` and `options`).
    { Client: (pool as unknown as Pick<PostgresPool, 'Client'>).Client, options: pool.options },
  );
}

/** Opens the database the configuration names: PostgreSQL when DATABASE_URL is set, else SQLite. */
export function createDb(config: Pick<AppConfig, 'databaseUrl' | 'sqlitePath' | 'pgSchema'>): Db {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      types: pgTypes,
      connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
      keepAlive: true,
      ...(config.pgSchema ? { options: `-c search_path=${config.pgSchema}` } : {}),
    });
    const availability = new DatabaseAvailability(async () => {
      const client = await pool.connect();
      try {
        await client.query('select 1');
      } finally {
        client.release(true); // the probe's connection is not kept: the next request makes its own
      }
    });
    const warn = (error: unknown, message: string) => availability.warn(error, message);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: resilientPool(pool, availability, warn) }) });
    availabilities.set(db, availability);
    return db;
  }
  if (config.sqlitePath !== ':memory:') fs.mkdirSync(path.dirname(config.sqlitePath), { recursive: true });
  const database = new SQLite(config.sqlitePath);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
  // 64 MB of page cache (the default is 2 MB): the staff list's audit writes and searches stay in memory.
  database.pragma('cache_size = -65536');
  // Deleted rows are overwritten with zeros, not left readable in free pages (account deletion).
  database.pragma('secure_delete = ON');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });
}

/** Compiled SQLite statements kept (the app runs a few hundred distinct SQL texts; values are bound parameters). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query it runs, and better-sqlite3 compiles SQL on each prepare (tens of
 * microseconds for a search statement, as much as running it). The same SQL texts come back with
 * other bound values, so compiled statements are kept by text, least recently used dropped
 * first. A statement still being iterated (a stream) is never handed out twice: a fresh one is
 * compiled. Statements survive schema changes (SQLite recompiles them when the schema moved).
 */
function withStatementCache(database: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare: (text: string) => {
      const kept = statements.get(text);
      if (kept && !kept.busy) {
        statements.delete(text);
        statements.set(text, kept);
        return kept;
      }
      const statement = database.prepare(text);
      statements.delete(text);
      statements.set(text, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}

/**
 * Applies every pending migration; throws with the failing migration's error. On PostgreSQL
 * with a schema, the migration tables live in that schema (Kysely otherwise finds another
 * schema's tables and skips creating its own).
 */
export async function migrateToLatest(db: Db, pgSchema?: string): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider, ...(pgSchema ? { migrationTableSchema: pgSchema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** Creates a PostgreSQL schema if it does not exist (used by tests to isolate runs). */
export async function ensurePgSchema(databaseUrl: string, schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name ${schema}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`create schema if not exists ${schema}`);
  } finally {
    await client.end();
  }
}

export async function dropPgSchema(databaseUrl: string, schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name ${schema}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}

/** Cheap reachability probe for GET /health. */
export async function pingDb(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
