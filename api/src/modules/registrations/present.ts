import type { Registration, RegistrationStatus } from 'contracts';
import type { Db } from '../../db/database';
import type { RegistrationRow } from '../../db/schema';
import type { Language } from '../../i18n';
import { presentCertificate } from '../certificates/present';
import { parseConsentScope } from './consent';
import { loadRelations, type Relations } from './queries';

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

/** Rows and their related rows -> the registration JSON of docs/architecture.md section 2 (caregiver and staff see the same shape). */
export function registrationsJson(ctx: Omit<PresentContext, 'db'>, rows: readonly RegistrationRow[], related: Relations): Registration[] {
  const lpkById = new Map(related.lpks.map((l) => [l.id, l]));
  const jobById = new Map(related.jobs.map((j) => [j.id, j]));
  const eventsByReg = groupBy(related.events, (e) => e.registration_id);
  const certByReg = new Map(related.certificates.map((c) => [c.registration_id, c]));

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
        actor: e.actor_id !== null && e.actor_name !== null && e.actor_role !== null ? { id: e.actor_id, full_name: e.actor_name, role: e.actor_role } : null,
      })),
      consent: { at: row.consent_at, scope: parseConsentScope(row.consent_scope) },
      certificate: cert ? presentCertificate(cert, row.status, ctx.appUrl) : null,
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  });
}

/** Presents registrations with their LPK, job, history and certificate in a fixed number of queries. */
export async function presentRegistrations(ctx: PresentContext, rows: readonly RegistrationRow[]): Promise<Registration[]> {
  if (rows.length === 0) return [];
  return registrationsJson(ctx, rows, await loadRelations(ctx.db, rows));
}

export async function presentRegistration(ctx: PresentContext, row: RegistrationRow): Promise<Registration> {
  const [json] = await presentRegistrations(ctx, [row]);
  return json!;
}
