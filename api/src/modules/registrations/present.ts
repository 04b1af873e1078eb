import type { Db } from '../../db/database';
import type { RegistrationRow } from '../../db/schema';
import type { Language } from '../../i18n';
import { presentCertificate, type CertificateJson } from '../certificates/service';
import { parseConsentScope, type ConsentScope } from './consent';
import type { RegistrationStatus } from './states';

export interface LpkSummary {
  id: number;
  name: string;
  city: string;
  province: string;
}

export interface JobSummary {
  id: number;
  lpk_id: number;
  /** In the request's language; both languages follow. */
  title: string;
  title_id: string;
  title_en: string;
  prefecture: string;
  city: string;
  monthly_salary_jpy: number;
  experience: string;
  pathway: string;
  jlpt_required: string;
  deadline: string;
}

export interface HistoryItem {
  status: RegistrationStatus;
  at: string;
  note: string | null;
  /** Who made the change; null once that account has been deleted. */
  actor: { id: number; full_name: string; role: 'caregiver' | 'lpk_staff' } | null;
}

/** The registration JSON of docs/architecture.md section 2 (caregiver and staff see the same shape). */
export interface RegistrationJson {
  id: number;
  lpk_id: number;
  lpk: LpkSummary | null;
  job_id: number | null;
  job: JobSummary | null;
  status: RegistrationStatus;
  /** Oldest first. */
  history: HistoryItem[];
  consent: { at: string; scope: ConsentScope };
  certificate: CertificateJson | null;
  created_at: string;
  updated_at: string;
}

export interface PresentContext {
  db: Db;
  lang: Language;
  appUrl: string;
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

/** Presents registrations with their LPK, job, history and certificate in a fixed number of queries. */
export async function presentRegistrations(ctx: PresentContext, rows: readonly RegistrationRow[]): Promise<RegistrationJson[]> {
  if (rows.length === 0) return [];
  const { db } = ctx;
  const ids = rows.map((r) => r.id);
  const lpkIds = [...new Set(rows.map((r) => r.lpk_id))];
  const jobIds = [...new Set(rows.map((r) => r.job_id).filter((id): id is number => id !== null))];

  const [lpks, jobs, events, certificates] = await Promise.all([
    db.selectFrom('institutes').select(['id', 'name', 'city', 'province']).where('id', 'in', lpkIds).execute(),
    jobIds.length
      ? db
          .selectFrom('jobs')
          .select(['id', 'lpk_id', 'title_id', 'title_en', 'prefecture', 'city', 'monthly_salary_jpy', 'experience', 'pathway', 'jlpt_required', 'deadline'])
          .where('id', 'in', jobIds)
          .execute()
      : Promise.resolve([]),
    db
      .selectFrom('registration_events as e')
      .leftJoin('users as u', 'u.id', 'e.actor_user_id')
      .select(['e.id', 'e.registration_id', 'e.status', 'e.note', 'e.created_at', 'u.id as actor_id', 'u.full_name as actor_name', 'u.role as actor_role'])
      .where('e.registration_id', 'in', ids)
      .orderBy('e.id', 'asc')
      .execute(),
    db.selectFrom('certificates').selectAll().where('registration_id', 'in', ids).execute(),
  ]);

  const lpkById = new Map(lpks.map((l) => [l.id, l]));
  const jobById = new Map(jobs.map((j) => [j.id, j]));
  const eventsByReg = groupBy(events, (e) => e.registration_id);
  const certByReg = new Map(certificates.map((c) => [c.registration_id, c]));

  return rows.map((row) => {
    const job = row.job_id === null ? undefined : jobById.get(row.job_id);
    const cert = certByReg.get(row.id);
    return {
      id: row.id,
      lpk_id: row.lpk_id,
      lpk: lpkById.get(row.lpk_id) ?? null,
      job_id: row.job_id,
      job: job
        ? {
            id: job.id,
            lpk_id: job.lpk_id,
            title: ctx.lang === 'en' ? job.title_en : job.title_id,
            title_id: job.title_id,
            title_en: job.title_en,
            prefecture: job.prefecture,
            city: job.city,
            monthly_salary_jpy: job.monthly_salary_jpy,
            experience: job.experience,
            pathway: job.pathway,
            jlpt_required: job.jlpt_required,
            deadline: job.deadline,
          }
        : null,
      status: row.status as RegistrationStatus,
      history: (eventsByReg.get(row.id) ?? []).map((e) => ({
        status: e.status as RegistrationStatus,
        at: e.created_at,
        note: e.note,
        actor:
          e.actor_id !== null && e.actor_name !== null && e.actor_role !== null
            ? { id: e.actor_id, full_name: e.actor_name, role: e.actor_role }
            : null,
      })),
      consent: { at: row.consent_at, scope: parseConsentScope(row.consent_scope) },
      certificate: cert ? presentCertificate(cert, row.status, ctx.appUrl) : null,
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  });
}

export async function presentRegistration(ctx: PresentContext, row: RegistrationRow): Promise<RegistrationJson> {
  const [json] = await presentRegistrations(ctx, [row]);
  return json!;
}
