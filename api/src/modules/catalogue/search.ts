import { escapeLike, feeRange, type InstituteSearch } from 'contracts';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { Language } from '../../i18n';
import { PROGRAM_COLUMNS } from './columns';

/**
 * The institute search as SQL. Every filter is an indexed column or a LIKE over the folded
 * `search_text`; user text is always a bound parameter with LIKE wildcards escaped.
 *
 * Two statements answer a page: a COUNT of the matching rows and the page itself. Both work on
 * the narrow covering indexes of migration 0004: the count and the ordered page of ids come from
 * an index without touching the wide rows (descriptions, JSON); only the rows of the page are
 * then read, by primary key.
 */
type Filters = Pick<InstituteSearch, 'terms' | 'dormitory' | 'program' | 'fee' | 'province'>;

function conditions(eb: ExpressionBuilder<Database, 'institutes'>, f: Filters): Expression<SqlBool>[] {
  const list: Expression<SqlBool>[] = [];
  if (f.dormitory !== undefined) list.push(eb('has_dormitory', '=', f.dormitory));
  if (f.program) list.push(eb(PROGRAM_COLUMNS[f.program], '=', 1));
  if (f.fee) {
    const range = feeRange(f.fee);
    if (range.min !== undefined) list.push(eb('registration_fee', '>=', range.min));
    if (range.max !== undefined) list.push(eb('registration_fee', '<=', range.max));
  }
  if (f.province) list.push(eb('province_key', '=', f.province));
  for (const term of f.terms) list.push(sql<SqlBool>`${eb.ref('search_text')} like ${`%${escapeLike(term)}%`} escape '\\'`);
  return list;
}

function filtered(db: Db, f: Filters) {
  return db.selectFrom('institutes').where((eb) => eb.and(conditions(eb, f)));
}

/** Cache key of the filters alone (the count does not depend on sort or page). */
export function filterKey(f: Filters): string {
  return JSON.stringify([f.terms.join(' '), f.dormitory ?? '', f.program ?? '', f.fee ?? '', f.province ?? '']);
}

/** Cache key of a whole answer: filters, sort, page and language. */
export function pageKey(s: InstituteSearch, lang: Language): string {
  return `${lang}|${filterKey(s)}|${s.sort ?? ''}|${s.page}|${s.perPage}`;
}

export async function countInstitutes(db: Db, f: Filters): Promise<number> {
  const row = await filtered(db, f)
    .select((eb) => eb.fn.countAll<number>().as('total'))
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
  'description_id',
  'description_en',
] as const;

/**
 * One page of matching institutes in the requested order: by default rating (best first, ties
 * by id ascending); price_asc by fee then id ascending; price_desc exactly its reverse (fee then
 * id descending). Each order is the order of one covering index, so pages never overlap.
 */
export async function searchInstitutes(db: Db, s: InstituteSearch) {
  let ids = filtered(db, s).select('id');
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
