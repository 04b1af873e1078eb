import { feeRange, type InstituteSearch } from 'contracts';
import { expressionBuilder, sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { Language } from '../../i18n';
import { PROGRAM_COLUMNS } from './columns';
import { computeFeeStats, withinUsualRange, type FeeStats } from './fee-stats';
import { hiddenInstituteIds } from './visibility';
import { hasNul, planText, textConditions, type TextPlan, type TextStrategy } from './text-match';

/**
 * The institute search as SQL. Every filter is an indexed column; the free text is matched as
 * text-match.ts plans it (full-text index or LIKE over the folded `search_text`); user text is
 * always a bound parameter (LIKE wildcards escaped, FTS5 phrases quoted).
 *
 * Two statements answer a page: the count and the page itself. Without free text the count is a
 * sum over `institute_facets` (counts per combination of filter values, migration 0011); with free
 * text it is a COUNT over the narrow covering indexes of migration 0004, or over the ids the
 * full-text index gives (SQLite, a narrow match). The ordered page of ids comes from a covering
 * index (or those ids) without touching the wide rows (descriptions, JSON); only the rows of the
 * page are then read, by primary key.
 */
type Filters = Pick<InstituteSearch, 'terms' | 'dormitory' | 'program' | 'fee' | 'province' | 'feeCheck'>;

/** How the search matches its free text: the default lets text-match.ts choose (tests force a way). */
export interface SearchOptions {
  text?: TextStrategy;
  /** The fee check's figures for `fee_check=within` (the service passes the cached ones; read here when absent). */
  feeStats?: FeeStats;
}

function conditions(eb: ExpressionBuilder<Database, 'institutes'>, f: Filters, text: TextPlan, feeStats: FeeStats | undefined): Expression<SqlBool>[] {
  const list: Expression<SqlBool>[] = [];
  if (f.dormitory !== undefined) list.push(eb('has_dormitory', '=', f.dormitory));
  if (f.program) list.push(eb(PROGRAM_COLUMNS[f.program], '=', 1));
  if (f.fee) {
    const range = feeRange(f.fee);
    if (range.min !== undefined) list.push(eb('registration_fee', '>=', range.min));
    if (range.max !== undefined) list.push(eb('registration_fee', '<=', range.max));
  }
  // A NUL matches no province (and PostgreSQL refuses the string).
  if (f.province) list.push(hasNul(f.province) ? sql<SqlBool>`1 = 0` : eb('province_key', '=', f.province));
  list.push(...textConditions(eb, text));
  if (f.feeCheck === 'within') list.push(feeStats ? withinUsualRange(feeStats) : sql<SqlBool>`1 = 0`);
  return list;
}

/** The matching institutes. No WHERE at all without a condition: SQLite counts a whole table fastest that way. */
function filtered(db: Db, f: Filters, text: TextPlan, feeStats?: FeeStats) {
  const list = conditions(expressionBuilder<Database, 'institutes'>(), f, text, feeStats);
  const query = db.selectFrom('institutes');
  return list.length ? query.where((eb) => eb.and(list)) : query;
}

/**
 * The route counts and then reads a page with the same search object: the count hands its text
 * plan (on SQLite, the ids read from the full-text index) to the page, taken once, so a request
 * reads the index once and its count and page agree. A count always plans afresh.
 */
const handedOver = new WeakMap<Filters, TextPlan>();

async function textPlanForPage(db: Db, f: Filters, options: SearchOptions): Promise<TextPlan> {
  const plan = handedOver.get(f);
  handedOver.delete(f);
  return plan && !options.text ? plan : planText(db, f.terms, options.text);
}

/** The fee check's figures when the filter needs them. */
async function feeStatsFor(db: Db, f: Filters, options: SearchOptions): Promise<FeeStats | undefined> {
  if (!f.feeCheck) return undefined;
  return options.feeStats ?? computeFeeStats(db);
}

/** Cache key of the filters alone (the count does not depend on sort or page). */
export function filterKey(f: Filters): string {
  return JSON.stringify([f.terms.join(' '), f.dormitory ?? '', f.program ?? '', f.fee ?? '', f.province ?? '', f.feeCheck ?? '']);
}

/** Cache key of a whole answer: filters, sort, page, view and language. */
export function pageKey(s: InstituteSearch, lang: Language): string {
  return `${lang}|${filterKey(s)}|${s.sort ?? ''}|${s.page}|${s.perPage}|${s.view}`;
}

/**
 * How many institutes match. Without free text, the sum of the facet rows of the filters
 * (migration 0011: at most 96 rows of one province key, however large the catalogue); with free
 * text, a COUNT of the matching institutes.
 */
export async function countInstitutes(db: Db, f: Filters, options: SearchOptions = {}): Promise<number> {
  const text = await planText(db, f.terms, options.text);
  if (!options.text) handedOver.set(f, text);
  const feeStats = await feeStatsFor(db, f, options);
  const all = await countAll(db, f, text, feeStats);
  // Suspended institutes are counted by the facets and the index: take the matching ones off.
  const hidden = await hiddenInstituteIds(db);
  if (!hidden.length) return all;
  const row = await filtered(db, f, text, feeStats)
    .where('id', 'in', hidden)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return all - Number(row.total);
}

/** How many institutes match, suspended ones included. */
async function countAll(db: Db, f: Filters, text: TextPlan, feeStats: FeeStats | undefined): Promise<number> {
  // The facet counts know nothing of the fee check: with it, a COUNT of the matching rows.
  if (text.kind === 'none' && !f.feeCheck) return countFacets(db, f);
  // Free text alone, read from the index: the plan already counted its rows.
  const onlyText = f.dormitory === undefined && !f.program && !f.fee && !f.province && !f.feeCheck;
  if (text.kind === 'index' && onlyText && !text.like.length) return text.hits;
  const row = await filtered(db, f, text, feeStats)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The province key of the facet rows that count every province together (a space: no folded province is one). */
const EVERY_PROVINCE = ' ';

async function countFacets(db: Db, f: Filters): Promise<number> {
  const row = await db
    .selectFrom('institute_facets')
    .where((eb) => {
      const list: Expression<SqlBool>[] = [];
      if (f.dormitory !== undefined) list.push(eb('has_dormitory', '=', f.dormitory));
      if (f.program) list.push(eb(PROGRAM_COLUMNS[f.program], '=', 1));
      if (f.fee) list.push(eb('fee_band', '=', f.fee));
      // One province's rows, or those of every province together (migration 0011), by the primary key.
      list.push(f.province && hasNul(f.province) ? sql<SqlBool>`1 = 0` : eb('province_key', '=', f.province || EVERY_PROVINCE));
      return eb.and(list);
    })
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('total'), sql<number>`0`).as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Columns of a list item (no `details`: the list never shows them). */
export const LIST_COLUMNS = [
  'id',
  'name',
  'province',
  'city',
  'address',
  'programs',
  'registration_fee',
  'has_dormitory',
  'training_months',
  'licence_number',
  'sending_org_status',
  'accreditation',
  'pass_rate',
  'rating',
  'review_count',
  'description_id',
  'description_en',
  'licence_verified_at',
] as const;

/**
 * One page of matching institutes in the requested order: by default rating (best first, ties
 * by id ascending); price_asc by fee then id ascending; price_desc exactly its reverse (fee then
 * id descending). Each order is the order of one covering index, so pages never overlap.
 */
export async function searchInstitutes(db: Db, s: InstituteSearch, options: SearchOptions = {}) {
  const hidden = await hiddenInstituteIds(db);
  let ids = filtered(db, s, await textPlanForPage(db, s, options), await feeStatsFor(db, s, options)).select('id');
  if (hidden.length) ids = ids.where('id', 'not in', hidden);
  if (s.sort === 'price_asc') ids = ids.orderBy('registration_fee', 'asc').orderBy('id', 'asc');
  else if (s.sort === 'price_desc') ids = ids.orderBy('registration_fee', 'desc').orderBy('id', 'desc');
  else ids = ids.orderBy('rating', 'desc').orderBy('id', 'asc');
  ids = ids.limit(s.perPage).offset((s.page - 1) * s.perPage);
  // One statement: the page of ids comes from the covering index, then only those rows are read.
  const rows = await db.selectFrom('institutes').select(LIST_COLUMNS).where('id', 'in', ids).execute();
  return rows.sort(comparator(s.sort));
}

/** The same order in JavaScript (the IN subquery does not order the outer rows). */
function comparator(sort: InstituteSearch['sort']) {
  type Row = { id: number; registration_fee: number; rating: number };
  if (sort === 'price_asc') return (a: Row, b: Row) => a.registration_fee - b.registration_fee || a.id - b.id;
  if (sort === 'price_desc') return (a: Row, b: Row) => b.registration_fee - a.registration_fee || b.id - a.id;
  return (a: Row, b: Row) => b.rating - a.rating || a.id - b.id;
}

export type InstituteListRow = Awaited<ReturnType<typeof searchInstitutes>>[number];
