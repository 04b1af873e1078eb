import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import { isPostgres } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { escapeLike } from 'contracts';

/**
 * How the free-text terms of an institute search are matched. The rule users see is one rule on
 * both databases: every term (folded: lower case, no accents, see schemas.ts `searchTerms`) is a
 * substring of the institute's `search_text` (its folded name, city and province). The full-text
 * indexes of migration 0011 only make that fast:
 *
 * - PostgreSQL: `search_text LIKE '%term%'`, which the trigram GIN index answers; PostgreSQL's
 *   planner weighs it against the covering indexes from its statistics.
 * - SQLite: its planner cannot tell how many rows a full-text match has, so this module asks the
 *   FTS5 trigram index `institutes_fts` first, once per search, for the ids of the rows holding
 *   the longest term (usually the rarest; the next longest when that one is broad), up to a tenth
 *   of the catalogue: the index yields them lazily, so a broad term costs little to rule out. A
 *   match within that bound (a town: a few hundred rows of 10,000) is then counted and paged from
 *   those ids, each row looked up by id and the other terms checked with LIKE; a broader one
 *   ("lpk", "jawa barat": thousands of rows) goes through the narrow covering indexes of 0004 with
 *   LIKE, as it did without the full-text index (a page walks an index in its order and stops
 *   once it has its rows). Terms under three characters have no trigram and are never looked up.
 *
 * The trigram phrase of a term (its overlapping three-character pieces, one after another) matches
 * exactly the texts that contain the term, so both ways give the same rows, in the same orders.
 */

/** Fewest characters (code points) of a term the trigram index can answer. */
export const TRIGRAM_MIN_CHARS = 3;

/** SQLite: the ids of a term are read from the index when it holds at most this share of the institutes. */
export const INDEX_MAX_SHARE = 0.1;

/** SQLite: the most terms asked of the index for one search (each broad one costs a bounded probe). */
export const MAX_PROBES = 2;

/** `auto`: as above; `index` / `scan` force one way on SQLite (tests prove both give the same rows). */
export type TextStrategy = 'auto' | 'index' | 'scan';

export type TextPlan =
  /** No free text. */
  | { kind: 'none' }
  /** A term no institute can contain (a NUL character): no row matches. */
  | { kind: 'nothing' }
  /** LIKE '%term%' for every term. */
  | { kind: 'like'; terms: readonly string[] }
  /**
   * SQLite, read from the index: `ids` (a JSON array) are the `hits` rows whose text holds one
   * term; `like` are the other terms, checked with LIKE on those rows.
   */
  | { kind: 'index'; ids: string; hits: number; like: readonly string[] };

const isLong = (term: string) => [...term].length >= TRIGRAM_MIN_CHARS;

/** True when a value holds a NUL character, which no stored text has and neither database takes in a pattern. */
export const hasNul = (value: string) => value.includes('\u0000');

/** An FTS5 query for a term as a phrase (a quote inside a phrase is doubled). */
export function ftsPhrase(term: string): string {
  return `"${term.replaceAll('"', '""')}"`;
}

export async function planText(db: Db, terms: readonly string[], strategy: TextStrategy = 'auto'): Promise<TextPlan> {
  if (!terms.length) return { kind: 'none' };
  // No text of the catalogue holds a NUL, and neither database takes one in a pattern (SQLite
  // would end the pattern there and match everything; PostgreSQL refuses the string).
  if (terms.some(hasNul)) return { kind: 'nothing' };
  const longest = terms.filter(isLong).sort((a, b) => [...b].length - [...a].length);
  if (isPostgres(db) || !longest.length || strategy === 'scan') return { kind: 'like', terms };
  // The size of the catalogue is read as its highest id (one step down the primary key; ids are
  // never reused, so deletions only make it generous): count(*) would walk a whole index.
  const size = sql`(select coalesce(max(id), 0) from institutes)`;
  const limit = strategy === 'index' ? sql`-1` : sql`cast(${size} * ${INDEX_MAX_SHARE} as integer) + 1`;
  for (const term of longest.slice(0, strategy === 'index' ? 1 : MAX_PROBES)) {
    const { rows } = await sql<{ size: number; hits: number; ids: string }>`
      select ${size} as size, count(*) as hits, json_group_array(rowid) as ids
      from (select rowid from institutes_fts where institutes_fts match ${ftsPhrase(term)} limit ${limit})`.execute(db);
    const row = rows[0] ?? { size: 0, hits: 0, ids: '[]' };
    const hits = Number(row.hits);
    if (strategy === 'index' || hits <= Math.trunc(Number(row.size) * INDEX_MAX_SHARE)) {
      return { kind: 'index', ids: row.ids, hits, like: terms.filter((other) => other !== term) };
    }
  }
  return { kind: 'like', terms };
}

function likeTerm(eb: ExpressionBuilder<Database, 'institutes'>, term: string): Expression<SqlBool> {
  return sql<SqlBool>`${eb.ref('search_text')} like ${`%${escapeLike(term)}%`} escape '\\'`;
}

/** The WHERE conditions of a plan. */
export function textConditions(eb: ExpressionBuilder<Database, 'institutes'>, plan: TextPlan): Expression<SqlBool>[] {
  if (plan.kind === 'none') return [];
  if (plan.kind === 'nothing') return [sql<SqlBool>`1 = 0`];
  if (plan.kind === 'like') return plan.terms.map((term) => likeTerm(eb, term));
  return [sql<SqlBool>`${eb.ref('id')} in (select value from json_each(${plan.ids}))`, ...plan.like.map((term) => likeTerm(eb, term))];
}
