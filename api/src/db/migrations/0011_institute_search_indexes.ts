import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely recommends
type AnyDb = Kysely<any>;

/**
 * Indexes of the institute search (modules/catalogue/search.ts, text-match.ts): a full-text index
 * of `institutes.search_text` (the folded name, city and province that the free text matches),
 * the counts of institutes per combination of filter values, and the indexes of 0001 that no
 * query needs any more.
 *
 * SQLite: an FTS5 table with the trigram tokenizer, `institutes_fts`, over the institutes table
 * (external content: it stores only the index, rowid = institutes.id). A phrase of three or more
 * characters matches exactly the rows whose search_text contains it, so the LIKE '%term%' of the
 * search is answered from the index. `case_sensitive 1`: search_text and the terms are already
 * folded (lower case, no accents), the index compares them as they are. Triggers keep it in step
 * with every insert, delete and update of the table, whoever writes (seed, admin, manual SQL).
 * A rebuild of the institutes table (create, copy, drop, rename) drops these triggers and those
 * of the facets: such a migration must create them again (see createSqliteTriggers).
 *
 * PostgreSQL: a GIN index with pg_trgm's trigram operator class, which answers LIKE '%term%'
 * directly; PostgreSQL maintains it. pg_trgm is created when missing (it is a trusted extension:
 * the database owner may create it), in `public` so that every schema of the database shares one
 * copy. If it can be neither found nor created, the migration goes on without the index: the
 * search stays correct (LIKE over the covering indexes of 0004), only slower.
 *
 * Counts (both databases): `institute_facets` holds how many institutes have each combination
 * of the values the filters read (province, dormitory, the four programs, fee band), a few
 * thousand rows at most however large the catalogue, and the same counts over every province
 * together under the province key ' ' (a single space, which no folded province is: folding
 * trims). A count without free text sums the at most 96 rows of one province key that its
 * filters select, found by the primary key, instead of going through every matching institute. Triggers keep it in step
 * with every insert, delete and update of institutes (TRUNCATE is not followed: empty it too).
 * The fee bands are those of modules/catalogue/fee-level.ts (low below Rp5,000,000, medium up to
 * Rp15,000,000, high above), written out here as they are at this migration: a change of the
 * bands needs a migration that re-creates the triggers and refills the table.
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
export const FACET_TABLE = 'institute_facets';
/** The province key of the counts over every province (modules/catalogue/search.ts has the same). */
export const EVERY_PROVINCE = ' ';

/** The columns of institutes a count filters on; with the fee band, the key of a facet row. */
const FACET_COLUMNS = ['province_key', 'has_dormitory', 'prog_titp', 'prog_ssw', 'prog_kaigo_fukushishi', 'prog_language'] as const;
const FACET_KEY = [...FACET_COLUMNS, 'fee_band'] as const;

/** The fee band of the row `ref` (new, old, or the table), as fee-level.ts defines it at this migration. */
const feeBand = (ref: string) =>
  `case when ${ref}.registration_fee < 5000000 then 'low' when ${ref}.registration_fee <= 15000000 then 'medium' else 'high' end`;
const OTHER_COLUMNS = FACET_COLUMNS.filter((c) => c !== 'province_key');
/** The facet key of the row `ref`, in FACET_KEY order, under its province or (`every`) under every province. */
const keyValues = (ref: string, every = false) =>
  [every ? `'${EVERY_PROVINCE}'` : `${ref}.province_key`, ...OTHER_COLUMNS.map((c) => `${ref}.${c}`), feeBand(ref)].join(', ');
/** `facet row = key of ref`, for its province and for every province. */
const keyMatch = (ref: string) =>
  [`province_key in (${ref}.province_key, '${EVERY_PROVINCE}')`, ...OTHER_COLUMNS.map((c) => `${c} = ${ref}.${c}`), `fee_band = ${feeBand(ref)}`].join(' and ');
const keyList = FACET_KEY.join(', ');
/** Adds one institute with the key of `ref` to its two facet rows. */
const facetAdd = (ref: string) =>
  `insert into ${FACET_TABLE} (${keyList}, total) values (${keyValues(ref)}, 1), (${keyValues(ref, true)}, 1) on conflict (${keyList}) do update set total = ${FACET_TABLE}.total + 1`;
/** Takes one institute with the key of `ref` from its two facet rows. */
const facetRemove = (ref: string) => `update ${FACET_TABLE} set total = total - 1 where ${keyMatch(ref)}`;
/** An update of these columns moves the institute to another facet row. */
const FACET_SOURCE_COLUMNS = [...FACET_COLUMNS, 'registration_fee'].join(', ');

export async function up(db: AnyDb): Promise<void> {
  for (const index of UNUSED_INDEXES) await db.schema.dropIndex(index.name).ifExists().execute();
  await createFacets(db);
  if (isPostgres(db)) await upPostgres(db);
  else await upSqlite(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists institute_facets_count on institutes`.execute(db);
    await sql`drop function if exists institute_facets_count()`.execute(db);
    await db.schema.dropIndex(PG_TRIGRAM_INDEX).ifExists().execute();
  } else {
    for (const trigger of ['institute_facets_insert', 'institute_facets_delete', 'institute_facets_update']) {
      await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
    }
    for (const trigger of ['institutes_fts_insert', 'institutes_fts_delete', 'institutes_fts_update']) {
      await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
    }
    await sql`drop table if exists ${sql.id(SQLITE_FTS_TABLE)}`.execute(db);
  }
  await db.schema.dropTable(FACET_TABLE).ifExists().execute();
  for (const index of UNUSED_INDEXES) {
    await db.schema
      .createIndex(index.name)
      .on('institutes')
      .columns([...index.columns])
      .execute();
  }
}

/** The facet table, filled from the institutes already there. */
async function createFacets(db: AnyDb): Promise<void> {
  await db.schema
    .createTable(FACET_TABLE)
    .addColumn('province_key', 'text', (c) => c.notNull())
    .addColumn('has_dormitory', 'integer', (c) => c.notNull())
    .addColumn('prog_titp', 'integer', (c) => c.notNull())
    .addColumn('prog_ssw', 'integer', (c) => c.notNull())
    .addColumn('prog_kaigo_fukushishi', 'integer', (c) => c.notNull())
    .addColumn('prog_language', 'integer', (c) => c.notNull())
    .addColumn('fee_band', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint(`${FACET_TABLE}_pk`, [...FACET_KEY])
    // SQLite: the rows are stored in the primary key itself (no separate rowid table to visit).
    .$call((table) => (isPostgres(db) ? table : table.modifyEnd(sql`without rowid`)))
    .execute();
  for (const every of [false, true]) {
    // (PostgreSQL refuses a constant in GROUP BY: every province's rows group by the other columns.)
    const groups = every ? [...OTHER_COLUMNS.map((c) => `institutes.${c}`), feeBand('institutes')].join(', ') : keyValues('institutes');
    await sql
      .raw(`insert into ${FACET_TABLE} (${keyList}, total) select ${keyValues('institutes', every)}, count(*) from institutes group by ${groups}`)
      .execute(db);
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
 * The triggers that keep `institutes_fts` and `institute_facets` in step with `institutes`. An
 * external-content FTS5 index forgets a row through the 'delete' command given the values it
 * indexed (the old row).
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
  await sql.raw(`create trigger institute_facets_insert after insert on institutes begin ${facetAdd('new')}; end`).execute(db);
  await sql.raw(`create trigger institute_facets_delete after delete on institutes begin ${facetRemove('old')}; end`).execute(db);
  await sql
    .raw(`create trigger institute_facets_update after update of ${FACET_SOURCE_COLUMNS} on institutes begin ${facetRemove('old')}; ${facetAdd('new')}; end`)
    .execute(db);
}

async function upPostgres(db: AnyDb): Promise<void> {
  // The function finds institute_facets through the search path it was created with, whatever
  // the search path of the session that writes institutes.
  await sql
    .raw(
      `create function institute_facets_count() returns trigger language plpgsql set search_path from current as $$
      begin
        if tg_op <> 'INSERT' then ${facetRemove('old')}; end if;
        if tg_op <> 'DELETE' then ${facetAdd('new')}; end if;
        return null;
      end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger institute_facets_count after insert or delete or update of ${FACET_SOURCE_COLUMNS} on institutes for each row execute function institute_facets_count()`,
    )
    .execute(db);
  const schema = await trigramSchema(db);
  if (!schema) {
    console.warn(
      'migration 0011: the pg_trgm extension is neither installed nor installable by this user; the institute search runs without its trigram index ' +
        '(correct, slower). Create it (create extension pg_trgm) and re-create the index: see api/src/db/migrations/0011_institute_search_indexes.ts',
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
