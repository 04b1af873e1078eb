import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely recommends
type AnyDb = Kysely<any>;

/**
 * A full-text index of `institutes.search_text` (the folded name, city and province that the
 * free-text search matches, modules/catalogue/search.ts), and the indexes of 0001 that no query
 * reads any more.
 *
 * SQLite: an FTS5 table with the trigram tokenizer, `institutes_fts`, over the institutes table
 * (external content: it stores only the index, rowid = institutes.id). A phrase of three or more
 * characters matches exactly the rows whose search_text contains it, so the LIKE '%term%' of the
 * search is answered from the index. `case_sensitive 1`: search_text and the terms are already
 * folded (lower case, no accents), the index compares them as they are. Triggers keep it in step
 * with every insert, delete and update of the table, whoever writes (seed, admin, manual SQL).
 * A rebuild of the institutes table (create, copy, drop, rename) drops these triggers: such a
 * migration must create them again (see createSqliteTriggers).
 *
 * PostgreSQL: a GIN index with pg_trgm's trigram operator class, which answers LIKE '%term%'
 * directly; PostgreSQL maintains it. pg_trgm is created when missing (it is a trusted extension:
 * the database owner may create it), in `public` so that every schema of the database shares one
 * copy. If it can be neither found nor created, the migration goes on without the index: the
 * search stays correct (LIKE over the covering indexes of 0004), only slower.
 *
 * Dropped (both databases), checked with EXPLAIN QUERY PLAN / EXPLAIN against every query that
 * reads institutes (search, assistant, detail, compare, jobs): `institutes_fee_idx`
 * (registration_fee, id), `institutes_rating_idx` (rating, id) and `institutes_province_idx`
 * (province_key) are prefixes of the covering indexes of 0004, and the few plans that picked them
 * (a fee range, a province count) take the covering index in the same way without them;
 * `institutes_fee_level_idx` (fee_level) is read by no query (the fee filter is a
 * registration_fee range). Every write of an institute then updates four indexes fewer.
 */
const UNUSED_INDEXES = [
  { name: 'institutes_fee_idx', columns: ['registration_fee', 'id'] },
  { name: 'institutes_rating_idx', columns: ['rating', 'id'] },
  { name: 'institutes_province_idx', columns: ['province_key'] },
  { name: 'institutes_fee_level_idx', columns: ['fee_level'] },
] as const;

export const SQLITE_FTS_TABLE = 'institutes_fts';
export const PG_TRIGRAM_INDEX = 'institutes_search_trgm_idx';

export async function up(db: AnyDb): Promise<void> {
  for (const index of UNUSED_INDEXES) await db.schema.dropIndex(index.name).ifExists().execute();
  if (isPostgres(db)) await upPostgres(db);
  else await upSqlite(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    await db.schema.dropIndex(PG_TRIGRAM_INDEX).ifExists().execute();
  } else {
    for (const trigger of ['institutes_fts_insert', 'institutes_fts_delete', 'institutes_fts_update']) {
      await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
    }
    await sql`drop table if exists ${sql.id(SQLITE_FTS_TABLE)}`.execute(db);
  }
  for (const index of UNUSED_INDEXES) {
    await db.schema
      .createIndex(index.name)
      .on('institutes')
      .columns([...index.columns])
      .execute();
  }
}

async function upSqlite(db: AnyDb): Promise<void> {
  await sql`create virtual table ${sql.id(SQLITE_FTS_TABLE)} using fts5(
    search_text, content = 'institutes', content_rowid = 'id', tokenize = 'trigram case_sensitive 1'
  )`.execute(db);
  // Indexes the rows already there.
  await sql`insert into ${sql.id(SQLITE_FTS_TABLE)}(${sql.id(SQLITE_FTS_TABLE)}) values ('rebuild')`.execute(db);
  await createSqliteTriggers(db);
}

/**
 * The triggers that keep `institutes_fts` in step with `institutes`. An external-content FTS5
 * index forgets a row through the 'delete' command given the values it indexed (the old row).
 */
export async function createSqliteTriggers(db: AnyDb): Promise<void> {
  await sql`create trigger institutes_fts_insert after insert on institutes begin
    insert into institutes_fts(rowid, search_text) values (new.id, new.search_text);
  end`.execute(db);
  await sql`create trigger institutes_fts_delete after delete on institutes begin
    insert into institutes_fts(institutes_fts, rowid, search_text) values ('delete', old.id, old.search_text);
  end`.execute(db);
  await sql`create trigger institutes_fts_update after update of id, search_text on institutes begin
    insert into institutes_fts(institutes_fts, rowid, search_text) values ('delete', old.id, old.search_text);
    insert into institutes_fts(rowid, search_text) values (new.id, new.search_text);
  end`.execute(db);
}

async function upPostgres(db: AnyDb): Promise<void> {
  const schema = await trigramSchema(db);
  if (!schema) {
    console.warn(
      'migration 0011: the pg_trgm extension is neither installed nor installable by this user; the institute search runs without its trigram index ' +
        '(correct, slower). Create it (create extension pg_trgm) and re-create the index: see api/src/db/migrations/0011_institute_full_text.ts',
    );
    return;
  }
  await sql`create index ${sql.id(PG_TRIGRAM_INDEX)} on institutes using gin (search_text ${sql.id(schema)}.gin_trgm_ops)`.execute(db);
}

/** The schema holding pg_trgm, after creating the extension when it is missing; undefined when it cannot be had. */
async function trigramSchema(db: AnyDb): Promise<string | undefined> {
  const installed = async () => {
    const { rows } = await sql<{ schema: string }>`
      select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
    return rows[0]?.schema;
  };
  const found = await installed();
  if (found) return found;
  // The migration runs in a transaction: a failed attempt is rolled back to this savepoint.
  // Another process creating it at the same moment makes this attempt fail; it is then found.
  for (const create of [sql`create extension if not exists pg_trgm schema public`, sql`create extension if not exists pg_trgm`]) {
    await sql`savepoint pg_trgm_create`.execute(db);
    try {
      await create.execute(db);
      await sql`release savepoint pg_trgm_create`.execute(db);
      return await installed();
    } catch {
      await sql`rollback to savepoint pg_trgm_create`.execute(db);
      const now = await installed();
      if (now) return now;
    }
  }
  return undefined;
}
