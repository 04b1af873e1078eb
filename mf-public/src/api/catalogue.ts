import type { ComparedInstitute, Facts, InstituteDetail, InstituteSearchQuery, InstituteSummary, JobDetail, JobSearchQuery, JobSummary, Page } from 'contracts';
import { getData } from 'mf-shared';

/** The catalogue's routes and answers: contracts/src/http/catalogue.ts. */
const BASE = '/api/lpk';

export function searchInstitutes(params: InstituteSearchQuery, signal?: AbortSignal): Promise<Page<InstituteSummary>> {
  return getData<Page<InstituteSummary>>(`${BASE}/institutes`, { ...params }, { signal });
}

/** Silent: the detail page shows its own "not found" state instead of a toast. */
export function getInstitute(id: string | number, signal?: AbortSignal): Promise<InstituteDetail> {
  return getData<InstituteDetail>(`${BASE}/institutes/${encodeURIComponent(String(id))}`, {}, { silent: true, signal });
}

/** Two to four institutes, in the order asked. */
export async function compareInstitutes(ids: readonly number[], signal?: AbortSignal): Promise<ComparedInstitute[]> {
  const data = await getData<{ items: ComparedInstitute[] }>(`${BASE}/institutes/compare`, { ids: ids.join(',') }, { silent: true, signal });
  return data.items;
}

export function listJobs(params: JobSearchQuery, signal?: AbortSignal): Promise<Page<JobSummary>> {
  return getData<Page<JobSummary>>(`${BASE}/jobs`, { ...params }, { signal });
}

/** 404 when the vacancy is unknown or belongs to another LPK. */
export function getJob(id: string | number, lpkId: string | number | undefined, signal?: AbortSignal): Promise<JobDetail> {
  return getData<JobDetail>(`${BASE}/jobs/${encodeURIComponent(String(id))}`, { lpk_id: lpkId }, { silent: true, signal });
}

/** GET /facts (silent: a page without the figures still works). */
export function getFacts(signal?: AbortSignal): Promise<Facts> {
  return getData<Facts>(`${BASE}/facts`, {}, { silent: true, signal });
}
