import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import { isPostgres } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { escapeLike } from '../../lib/text';

/**
 * How the free-text terms of an institute search are matched. The rule users see is one rule on
 * both databases: every term (folded: lower case, no accents, see schemas.ts `searchTerms`) is a
 * substring of the institute's `search_text` (its folded name, city and province). The full-text
 * indexes of migration 0011 only make that fast:
 *
 * - PostgreSQL: `search_text LIKE '%term%'`, which the trigram GIN index answers; PostgreSQL's
 *   planner weighs it against the covering indexes from its statistics.
 * - SQLite: its planner cannot tell how many rows a full-text match has, so this module asks the
 *   index first (one cheap, bounded probe). A match on at most a tenth of the catalogue reads its
 *   rows by id from the FTS5 trigram index `institutes_fts` (a town: a few hundred rows of 10,000);
 *   a broader one ("lpk", "jawa": thousands of rows) is cheaper as LIKE over the narrow covering
 *   indexes of 0004, stopping early for a page. Terms under three characters have no trigram:
 *   they are always matched with LIKE (beside the index for the longer terms).
 *
 * The trigram phrase of a term (its overlapping three-character pieces, one after another) matches
 * exactly the texts that contain the term, so both ways give the same rows, in the same orders.
 */

/** Fewest characters (code points) of a term the trigram index can answer. */
export const TRIGRAM_MIN_CHARS = 3;

/** SQLite: the index answers a match on at most this share of the institutes; a broader one is scanned. */
export const INDEX_MAX_SHARE = 0.1;

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
   * SQLite: ids from the full-text index for the terms of three or more characters (`match`,
   * an FTS5 query), LIKE for the shorter ones (`like`); `hits` rows match the indexed terms.
   */
  | { kind: 'index'; match: string; like: readonly string[]; hits: number };

const isLong = (term: string) => [...term].length >= TRIGRAM_MIN_CHARS;

/** True when a value holds a NUL character, which no stored text has and neither database takes in a pattern. */
export const hasNul = (value: string) => value.includes('\u0000');

/** An FTS5 query requiring every term as a phrase (a quote inside a phrase is doubled). */
export function ftsQuery(terms: readonly string[]): string {
  return terms.map((term) => `"${term.replaceAll('"', '""')}"`).join(' ');
}

export async function planText(db: Db, terms: readonly string[], strategy: TextStrategy = 'auto'): Promise<TextPlan> {
  if (!terms.length) return { kind: 'none' };
  // No text of the catalogue holds a NUL, and neither database takes one in a pattern (SQLite
  // would end the pattern there and match everything; PostgreSQL refuses the string).
  if (terms.some(hasNul)) return { kind: 'nothing' };
  const long = terms.filter(isLong);
  if (isPostgres(db) || !long.length || strategy === 'scan') return { kind: 'like', terms };
  const match = ftsQuery(long);
  const like = terms.filter((term) => !isLong(term));
  if (strategy === 'index') {
    const { rows } = await sql<{ hits: number }>`select count(*) as hits from institutes_fts where institutes_fts match ${match}`.execute(db);
    return { kind: 'index', match, like, hits: Number(rows[0]?.hits ?? 0) };
  }
  // Counts the matches only up to the bound (the index yields them lazily), so a broad term
  // costs no more than a narrow one to rule out. The size of the catalogue is read as its
  // highest id (one step down the primary key; ids are never reused, so deletions only make the
  // bound generous): count(*) would walk a whole index.
  const { rows } = await sql<{ hits: number; bound: number }>`
    select
      (select cast(coalesce(max(id), 0) * ${INDEX_MAX_SHARE} as integer) from institutes) as bound,
      (select count(*) from (
        select rowid from institutes_fts where institutes_fts match ${match}
        limit (select cast(coalesce(max(id), 0) * ${INDEX_MAX_SHARE} as integer) from institutes) + 1
      )) as hits`.execute(db);
  const hits = Number(rows[0]?.hits ?? 0);
  const bound = Number(rows[0]?.bound ?? 0);
  return hits <= bound ? { kind: 'index', match, like, hits } : { kind: 'like', terms };
}

function likeTerm(eb: ExpressionBuilder<Database, 'institutes'>, term: string): Expression<SqlBool> {
  return sql<SqlBool>`${eb.ref('search_text')} like ${`%${escapeLike(term)}%`} escape '\\'`;
}

/** The WHERE conditions of a plan. */
export function textConditions(eb: ExpressionBuilder<Database, 'institutes'>, plan: TextPlan): Expression<SqlBool>[] {
  if (plan.kind === 'none') return [];
  if (plan.kind === 'nothing') return [sql<SqlBool>`1 = 0`];
  if (plan.kind === 'like') return plan.terms.map((term) => likeTerm(eb, term));
  return [sql<SqlBool>`${eb.ref('id')} in (select rowid from institutes_fts where institutes_fts match ${plan.match})`, ...plan.like.map((term) => likeTerm(eb, term))];
}
