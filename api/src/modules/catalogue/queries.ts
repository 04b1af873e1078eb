import type { JobSearch } from 'contracts';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { hiddenInstituteIds, listedOnly } from './visibility';

/**
 * The catalogue's reads besides the institute search (search.ts): institutes by id, and
 * vacancies (filters on indexed columns, ordered by deadline, soonest first, then id).
 */

/** Whole rows of the public institutes of these ids (any order; unknown, draft and suspended ids are simply absent). */
export async function institutesByIds(db: Db, ids: readonly number[]) {
  return db.selectFrom('institutes').selectAll().where('id', 'in', ids).where(listedOnly).execute();
}

/** A listed institute (a draft or suspended one is not found: modules/catalogue/visibility.ts). */
export async function findInstitute(db: Db, id: number) {
  return db.selectFrom('institutes').selectAll().where('id', '=', id).where(listedOnly).executeTakeFirst();
}

/** The photos of an institute's listing, in their order (modules/institution writes them). */
export async function photosOfInstitute(db: Db, lpkId: number) {
  return db.selectFrom('institute_photos').select(['file', 'width', 'height']).where('lpk_id', '=', lpkId).orderBy('position').orderBy('id').execute();
}

/** How many vacancies each of these institutes has (institutes without any are absent). */
export async function jobCounts(db: Db, lpkIds: readonly number[]): Promise<Map<number, number>> {
  const counts = await db
    .selectFrom('jobs')
    .select(['lpk_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('lpk_id', 'in', lpkIds)
    .groupBy('lpk_id')
    .execute();
  return new Map(counts.map((c) => [c.lpk_id, Number(c.n)]));
}

type Filters = Omit<JobSearch, 'page' | 'perPage'>;

function conditions(eb: ExpressionBuilder<Database, 'jobs'>, f: Filters): Expression<SqlBool>[] {
  const list: Expression<SqlBool>[] = [];
  if (f.experience) list.push(eb('jobs.experience', '=', f.experience));
  if (f.pathway) list.push(eb('jobs.pathway', '=', f.pathway));
  if (f.lpkId !== undefined) list.push(eb('jobs.lpk_id', '=', f.lpkId));
  // Prefectures are stored in romaji ("Tokyo"); the filter value is folded (lower case, no macrons).
  if (f.prefecture) list.push(sql<SqlBool>`lower(${eb.ref('jobs.prefecture')}) = ${f.prefecture}`);
  return list;
}

export const JOB_LIST_COLUMNS = [
  'jobs.id',
  'jobs.lpk_id',
  'jobs.title_id',
  'jobs.title_en',
  'jobs.facility_type',
  'jobs.prefecture',
  'jobs.city',
  'jobs.monthly_salary_jpy',
  'jobs.experience',
  'jobs.pathway',
  'jobs.jlpt_required',
  'jobs.deadline',
  'jobs.openings',
  'jobs.closed_at',
] as const;

export async function countJobs(db: Db, f: Filters): Promise<number> {
  const hidden = await hiddenInstituteIds(db);
  const row = await db
    .selectFrom('jobs')
    .where((eb) => eb.and([...conditions(eb, f), ...(hidden.length ? [eb('jobs.lpk_id', 'not in', hidden)] : [])]))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Vacancies as lists show them (with their institute's name), closing soonest first, then by id. */
function listedJobs(db: Db) {
  return db
    .selectFrom('jobs')
    .innerJoin('institutes', 'institutes.id', 'jobs.lpk_id')
    .where(listedOnly)
    .select([...JOB_LIST_COLUMNS, 'institutes.name as lpk_name'])
    .orderBy('jobs.deadline', 'asc')
    .orderBy('jobs.id', 'asc');
}

export async function searchJobs(db: Db, s: JobSearch) {
  return listedJobs(db)
    .where((eb) => eb.and(conditions(eb, s)))
    .limit(s.perPage)
    .offset((s.page - 1) * s.perPage)
    .execute();
}

/** Every vacancy of one institute, soonest deadline first. */
export async function jobsOfInstitute(db: Db, lpkId: number) {
  return listedJobs(db).where('jobs.lpk_id', '=', lpkId).execute();
}

export async function findJob(db: Db, id: number) {
  return db
    .selectFrom('jobs')
    .innerJoin('institutes', 'institutes.id', 'jobs.lpk_id')
    .where('jobs.id', '=', id)
    .where(listedOnly)
    .selectAll('jobs')
    .select(['institutes.name as lpk_name', 'institutes.province as lpk_province', 'institutes.city as lpk_city'])
    .executeTakeFirst();
}
