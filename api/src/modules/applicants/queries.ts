import { LISTABLE_STATUSES, type ListableStatus, type StaffSort } from 'contracts';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import { isPostgres } from '../../db/dialect';
import type { Database, RegistrationRow } from '../../db/schema';
import { escapeLike } from 'contracts';

/**
 * The Kysely of the staff console. The applicant list of one LPK as SQL (docs/architecture.md
 * section 2: staff see the registrations at their own LPK only, never withdrawn ones).
 *
 * An answer is the counts per status of everything the search and the vacancy filter match (the
 * status filter aside, so the console shows every status's count; the total is the chosen
 * status's count, or the sum) and one page of rows. The page is found as ids first, on narrow
 * covering indexes (migration 0009), and only its rows are then read with their applicant:
 * - no search, newest or oldest first: the ids walked in order on `(lpk_id, id, status, job_id)`,
 *   or for one status on `(lpk_id, status, id, user_id, job_id)`;
 * - no search, by stage: the counts say which statuses the page spans; each is walked in id
 *   order on that index, so nothing is sorted;
 * - by name, without a search: the database sorts the LPK's registrations joined with their
 *   applicant (`(lpk_id, status, id, user_id, job_id)` then the users' primary key);
 * - a search: one pass over the same join gives the matching ids with their status and name,
 *   the counts come from that pass, and the page is cut from the matches in the chosen order.
 * User text is always a bound parameter with LIKE wildcards escaped.
 */

export interface StaffListFilters {
  q?: string | undefined;
  status?: ListableStatus | undefined;
  jobId?: number | undefined;
  sort: StaffSort;
  page: number;
  perPage: number;
}

export interface StaffListRow extends RegistrationRow {
  applicant_name: string;
  applicant_email: string;
  applicant_email_verified_at: string | null;
  applicant_phone: string;
  applicant_avatar: string | null;
}

export type StatusCounts = Record<ListableStatus, number>;

export interface StaffListResult {
  rows: StaffListRow[];
  counts: StatusCounts;
  /** Rows matching every filter, the status filter included. */
  total: number;
}

type Scope = Database & { r: Database['registrations']; u: Database['users'] };
type Eb = ExpressionBuilder<Scope, 'r' | 'u'>;

/** Most words of a search that are matched (each must be in the name or the email). */
const MAX_TERMS = 6;

/** The stages in the order `sort=status` lists them: the state machine's order, rejected last. */
const STATUS_ORDER: readonly ListableStatus[] = LISTABLE_STATUSES;

/** Digits of a search that looks like a phone number (+62 812-3456, 0812 3456...), else undefined. */
export function phoneDigits(q: string): string | undefined {
  if (!/^[+\d\s().-]+$/.test(q)) return undefined;
  const digits = q.replace(/\D/g, '');
  if (digits.length < 3) return undefined;
  // Phones are stored in E.164 (+62...): a national number's leading 0 stands for the country code 62.
  return digits.startsWith('0') ? `62${digits.slice(1)}` : digits;
}

/**
 * A search: a phone-looking text matches the phone (or an email holding those digits); any other
 * text matches when every word is in the name (any case) or in the email (stored lower-cased).
 * SQLite's LIKE ignores ASCII case by itself; PostgreSQL needs ILIKE.
 */
function searchCondition(eb: Eb, q: string, postgres: boolean): Expression<SqlBool> {
  const like = (column: 'u.full_name' | 'u.email' | 'u.phone', needle: string) =>
    sql<SqlBool>`${eb.ref(column)} ${sql.raw(postgres && column === 'u.full_name' ? 'ilike' : 'like')} ${`%${escapeLike(needle)}%`} escape '\\'`;
  const lower = q.toLowerCase();
  const digits = phoneDigits(q);
  if (digits !== undefined) return eb.or([like('u.phone', digits), like('u.email', lower)]);
  const terms = [...new Set(lower.split(/\s+/).filter(Boolean))].slice(0, MAX_TERMS);
  return eb.and(terms.map((term) => eb.or([like('u.full_name', term), like('u.email', term)])));
}

/** What the LPK, the statuses and the vacancy ask of a registration `r`. */
function registrationConditions(lpkId: number, statuses: readonly ListableStatus[], jobId: number | undefined): Expression<SqlBool>[] {
  const list: Expression<SqlBool>[] = [sql<SqlBool>`r.lpk_id = ${lpkId}`];
  list.push(statuses.length === 1 ? sql<SqlBool>`r.status = ${statuses[0]}` : sql<SqlBool>`r.status in (${sql.join([...statuses])})`);
  if (jobId !== undefined) list.push(sql<SqlBool>`r.job_id = ${jobId}`);
  return list;
}

function emptyCounts(): StatusCounts {
  return Object.fromEntries(LISTABLE_STATUSES.map((s) => [s, 0])) as StatusCounts;
}

function addCount(counts: StatusCounts, status: string, n: number): void {
  if ((LISTABLE_STATUSES as readonly string[]).includes(status)) counts[status as ListableStatus] += n;
}

const totalOf = (counts: StatusCounts, status: ListableStatus | undefined) => (status ? counts[status] : Object.values(counts).reduce((sum, n) => sum + n, 0));

/** Registrations per status matching the vacancy filter (no search), on a covering index. */
async function countByStatus(db: Db, lpkId: number, jobId: number | undefined): Promise<StatusCounts> {
  const rows = await db
    .selectFrom('registrations as r')
    .where((eb) => eb.and(registrationConditions(lpkId, LISTABLE_STATUSES, jobId)))
    .select(['r.status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('r.status')
    .execute();
  const counts = emptyCounts();
  for (const row of rows) addCount(counts, row.status, Number(row.n));
  return counts;
}

/** Ids of one status (or all), newest or oldest first, `limit` of them after `offset`. */
async function idsInOrder(
  db: Db,
  lpkId: number,
  statuses: readonly ListableStatus[],
  jobId: number | undefined,
  direction: 'asc' | 'desc',
  limit: number,
  offset: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('registrations as r')
    .where((eb) => eb.and(registrationConditions(lpkId, statuses, jobId)))
    .select('r.id')
    .orderBy('r.id', direction)
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => r.id);
}

/** `sort=status` without a search: the page's share of each status, each walked in id order (newest first). */
async function idsByStage(db: Db, lpkId: number, f: StaffListFilters, counts: StatusCounts): Promise<number[]> {
  let skip = (f.page - 1) * f.perPage;
  let need = f.perPage;
  const ids: number[] = [];
  for (const status of f.status ? [f.status] : STATUS_ORDER) {
    if (need === 0) break;
    const count = counts[status];
    if (skip >= count) {
      skip -= count;
      continue;
    }
    const take = Math.min(need, count - skip);
    ids.push(...(await idsInOrder(db, lpkId, [status], f.jobId, 'desc', take, skip)));
    need -= take;
    skip = 0;
  }
  return ids;
}

/** Code-unit order of the lower-cased names, as SQLite's NOCASE collation orders ASCII names. */
const byName = (a: string, b: string) => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * A search: the matching registrations' ids, statuses (and names for the name order) in one pass
 * over the LPK's registrations joined with their applicant; the counts come from the same pass,
 * and the page is cut from the matches in the chosen order.
 */
async function search(db: Db, lpkId: number, f: StaffListFilters, q: string): Promise<{ ids: number[]; counts: StatusCounts; total: number }> {
  const postgres = isPostgres(db);
  const matches = await db
    .selectFrom('registrations as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .where((eb) => eb.and([...registrationConditions(lpkId, LISTABLE_STATUSES, f.jobId), searchCondition(eb, q, postgres)]))
    .select(['r.id', 'r.status', 'u.full_name'])
    .execute();
  const counts = emptyCounts();
  for (const m of matches) addCount(counts, m.status, 1);
  const chosen = f.status ? matches.filter((m) => m.status === f.status) : matches;
  const rank = (status: string) => STATUS_ORDER.indexOf(status as ListableStatus);
  chosen.sort((a, b) => {
    if (f.sort === 'oldest') return a.id - b.id;
    if (f.sort === 'name') return byName(a.full_name, b.full_name) || a.id - b.id;
    if (f.sort === 'status') return rank(a.status) - rank(b.status) || b.id - a.id;
    return b.id - a.id;
  });
  const offset = (f.page - 1) * f.perPage;
  return { ids: chosen.slice(offset, offset + f.perPage).map((m) => m.id), counts, total: chosen.length };
}

/** The name order without a search: one page sorted by the database over the LPK's registrations joined with their applicant. */
async function idsByName(db: Db, lpkId: number, f: StaffListFilters): Promise<number[]> {
  const postgres = isPostgres(db);
  const rows = await db
    .selectFrom('registrations as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .where((eb) => eb.and(registrationConditions(lpkId, f.status ? [f.status] : LISTABLE_STATUSES, f.jobId)))
    .select('r.id')
    // Any case: SQLite's NOCASE collation compares without building a lower-cased copy of every name.
    .orderBy(postgres ? sql`lower(u.full_name)` : sql`u.full_name collate nocase`)
    .orderBy('r.id')
    .limit(f.perPage)
    .offset((f.page - 1) * f.perPage)
    .execute();
  return rows.map((r) => r.id);
}

/** The rows of the page's ids, in the ids' order, with the applicant's name and contact. */
async function rowsOf(db: Db, ids: number[]): Promise<StaffListRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('registrations as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .selectAll('r')
    .select([
      'u.full_name as applicant_name',
      'u.email as applicant_email',
      'u.email_verified_at as applicant_email_verified_at',
      'u.phone as applicant_phone',
      'u.avatar as applicant_avatar',
    ])
    .where('r.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is StaffListRow => r !== undefined);
}

/** One page of an LPK's applicant list, with the counts per status and the total. */
export async function listApplicants(db: Db, lpkId: number, f: StaffListFilters): Promise<StaffListResult> {
  if (f.q) {
    const { ids, counts, total } = await search(db, lpkId, f, f.q);
    return { rows: await rowsOf(db, ids), counts, total };
  }
  const counts = await countByStatus(db, lpkId, f.jobId);
  const total = totalOf(counts, f.status);
  const offset = (f.page - 1) * f.perPage;
  // Past the last page: nothing to read.
  if (offset >= total) return { rows: [], counts, total };
  let ids: number[];
  if (f.sort === 'name') ids = await idsByName(db, lpkId, f);
  else if (f.sort === 'status') ids = await idsByStage(db, lpkId, f, counts);
  else ids = await idsInOrder(db, lpkId, f.status ? [f.status] : LISTABLE_STATUSES, f.jobId, f.sort === 'oldest' ? 'asc' : 'desc', f.perPage, offset);
  return { rows: await rowsOf(db, ids), counts, total };
}

/** The LPK a vacancy belongs to; undefined when there is no such vacancy. */
export async function jobLpk(db: Db, jobId: number): Promise<number | undefined> {
  return (await db.selectFrom('jobs').select('lpk_id').where('id', '=', jobId).executeTakeFirst())?.lpk_id;
}
