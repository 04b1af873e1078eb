import type { FieldErrors } from '../../lib/http-error';
import { HttpError, notFound } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { lockActiveLpk } from '../../plugins/access';
import type { Pathway, Program, Vacancy, VacancyState, vacancyBody } from 'contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { JobRow } from '../../db/schema';
import { MONTHLY_HOURS, minimumHourlyWage } from '../catalogue/facts';
import type { JobDetailsJson } from '../catalogue/types';
import type { LpkMember } from './access';

/**
 * An LPK's vacancies: the `jobs` rows the public job pages show (GET /jobs, /jobs/{id},
 * /institutes/{id}). Rules beyond the contract's schema (contracts/src/http/institution.ts):
 * - the monthly salary is at least the prefecture's FY2025 minimum wage for 173 hours
 *   (catalogue/facts.ts; the seed's vacancies follow the same floor);
 * - the pathway is one the LPK trains for (its listing's programs), and Kaigo Fukushishi
 *   vacancies are for experienced people;
 * - the deadline is today or later when published or reopened.
 * Closing keeps the vacancy on the public pages, marked closed (`is_open` false); reopening
 * opens it again. The caller invalidates the catalogue after each change. Publishing, editing and
 * reopening are refused (403) while the operator has suspended the LPK: the route's guard, and
 * again under a lock in the write's transaction (`publishing`); closing stays allowed.
 */

export type VacancyInput = z.output<typeof vacancyBody>;

const today = () => new Date().toISOString().slice(0, 10);

/** The lowest monthly gross (JPY) a vacancy in this prefecture may offer, and the hourly wage it comes from. */
export function salaryFloor(prefecture: string): { monthly: number; hourly: number } {
  const hourly = minimumHourlyWage(prefecture).value;
  return { monthly: hourly * MONTHLY_HOURS, hourly };
}

function parseJson<T>(text: string, fallback: T): T {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

function stateOf(row: Pick<JobRow, 'closed_at' | 'deadline'>, day: string): VacancyState {
  if (row.closed_at !== null) return 'closed';
  return row.deadline < day ? 'expired' : 'open';
}

export function presentVacancy(row: JobRow): Vacancy {
  const d = parseJson<Partial<JobDetailsJson>>(row.details, {});
  return {
    id: row.id,
    lpk_id: row.lpk_id,
    title_id: row.title_id,
    title_en: row.title_en,
    facility_type: row.facility_type as Vacancy['facility_type'],
    prefecture: row.prefecture as Vacancy['prefecture'],
    city: row.city,
    monthly_salary_jpy: row.monthly_salary_jpy,
    experience: row.experience,
    pathway: row.pathway,
    jlpt_required: row.jlpt_required as Vacancy['jlpt_required'],
    deadline: row.deadline,
    openings: row.openings,
    description_id: d.description?.id ?? '',
    description_en: d.description?.en ?? '',
    requirements_id: d.requirements?.id ?? [],
    requirements_en: d.requirements?.en ?? [],
    benefits_id: d.benefits?.id ?? [],
    benefits_en: d.benefits?.en ?? [],
    working_hours: d.working_hours ?? { per_week: 40, night_shifts: false },
    state: stateOf(row, today()),
    closed_at: row.closed_at,
    created_at: row.created_at,
  };
}

async function programsOf(db: Db, lpkId: number): Promise<Program[]> {
  const row = await db.selectFrom('institutes').select('programs').where('id', '=', lpkId).executeTakeFirst();
  return parseJson<Program[]>(row?.programs ?? '[]', []);
}

/** The rules the schema cannot check; every broken one at once, as a 422. */
async function checkRules(db: Db, member: LpkMember, input: VacancyInput, { deadlineMayBePast }: { deadlineMayBePast: boolean }): Promise<void> {
  const errors: FieldErrors = {};
  const floor = salaryFloor(input.prefecture);
  if (input.monthly_salary_jpy < floor.monthly) {
    // The amounts are numbers, written in the answer's language by the message ("{{min, number}}"):
    // ¥212.098 in Indonesian, ¥212,098 in English.
    errors.monthly_salary_jpy = [{ key: 'institution.salary_floor', params: { min: floor.monthly, prefecture: input.prefecture, hourly: floor.hourly } }];
  }
  if (!deadlineMayBePast && input.deadline < today()) errors.deadline = [{ key: 'institution.deadline_past' }];
  if (!(await programsOf(db, member.lpkId)).includes(input.pathway as Pathway)) errors.pathway = [{ key: 'institution.pathway_not_taught' }];
  if (input.pathway === 'kaigo_fukushishi' && input.experience !== 'experienced') errors.experience = [{ key: 'institution.fukushishi_experienced' }];
  if (Object.keys(errors).length) throw new HttpError(422, 'errors.validation', errors);
}

function columns(input: VacancyInput, previous?: Partial<JobDetailsJson>) {
  const details: Partial<JobDetailsJson> = {
    ...previous,
    description: { id: input.description_id, en: input.description_en },
    requirements: { id: input.requirements_id, en: input.requirements_en },
    benefits: { id: input.benefits_id, en: input.benefits_en },
    working_hours: input.working_hours,
    fictional: false,
  };
  // A wage the LPK states is not our estimate: the estimate's figures no longer describe it.
  delete details.wage_basis;
  return {
    title_id: input.title_id,
    title_en: input.title_en,
    facility_type: input.facility_type,
    prefecture: input.prefecture,
    city: input.city,
    monthly_salary_jpy: input.monthly_salary_jpy,
    experience: input.experience,
    pathway: input.pathway,
    jlpt_required: input.jlpt_required,
    deadline: input.deadline,
    openings: input.openings,
    details: JSON.stringify(details),
  };
}

export async function listVacancies(db: Db, member: LpkMember): Promise<Vacancy[]> {
  const rows = await db.selectFrom('jobs').selectAll().where('lpk_id', '=', member.lpkId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map(presentVacancy);
}

/** Runs a write that adds to what the LPK shows in a transaction that first checks, locked, that the LPK is not suspended. */
function publishing<T>(db: Db, member: LpkMember, write: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockActiveLpk(trx, member.lpkId);
    return write(trx);
  });
}

async function ownVacancy(db: Db, member: LpkMember, id: number): Promise<JobRow> {
  const row = await db.selectFrom('jobs').selectAll().where('id', '=', id).where('lpk_id', '=', member.lpkId).executeTakeFirst();
  if (!row) throw notFound('institution.vacancy_not_found');
  return row;
}

export async function createVacancy(db: Db, member: LpkMember, input: VacancyInput): Promise<Vacancy> {
  await checkRules(db, member, input, { deadlineMayBePast: false });
  const row = await publishing(db, member, (trx) =>
    trx
      .insertInto('jobs')
      .values({ lpk_id: member.lpkId, ...columns(input), created_at: nowIso(), closed_at: null })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
  return presentVacancy(row);
}

export async function updateVacancy(db: Db, member: LpkMember, id: number, input: VacancyInput): Promise<Vacancy> {
  const current = await ownVacancy(db, member, id);
  // An unchanged deadline that has passed may stay (editing an expired vacancy's text); a new one may not be in the past.
  await checkRules(db, member, input, { deadlineMayBePast: input.deadline === current.deadline });
  const row = await publishing(db, member, (trx) =>
    trx
      .updateTable('jobs')
      .set(columns(input, parseJson<Partial<JobDetailsJson>>(current.details, {})))
      .where('id', '=', id)
      .where('lpk_id', '=', member.lpkId)
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
  return presentVacancy(row);
}

export async function closeVacancy(db: Db, member: LpkMember, id: number): Promise<Vacancy> {
  const current = await ownVacancy(db, member, id);
  if (current.closed_at !== null) return presentVacancy(current);
  const row = await db
    .updateTable('jobs')
    .set({ closed_at: nowIso() })
    .where('id', '=', id)
    .where('lpk_id', '=', member.lpkId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return presentVacancy(row);
}

export async function reopenVacancy(db: Db, member: LpkMember, id: number): Promise<Vacancy> {
  const current = await ownVacancy(db, member, id);
  if (current.closed_at === null) throw new HttpError(422, 'errors.validation', { id: [{ key: 'institution.not_closed' }] });
  if (current.deadline < today()) throw new HttpError(422, 'errors.validation', { deadline: [{ key: 'institution.deadline_past' }] });
  const row = await publishing(db, member, (trx) =>
    trx.updateTable('jobs').set({ closed_at: null }).where('id', '=', id).where('lpk_id', '=', member.lpkId).returningAll().executeTakeFirstOrThrow(),
  );
  return presentVacancy(row);
}
