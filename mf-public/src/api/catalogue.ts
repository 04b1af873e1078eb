import type { AxiosRequestConfig } from 'axios';
import type { ComparedInstitute, Facts, InstituteDetail, InstituteSearchQuery, InstituteSummary, JobDetail, JobSearchQuery, JobSummary, Page } from 'contracts';
import { getData } from './http';

/** The catalogue's routes and answers: contracts/src/http/catalogue.ts. */
const BASE = '/api/lpk';

export function searchInstitutes(params: InstituteSearchQuery, config?: AxiosRequestConfig): Promise<Page<InstituteSummary>> {
  return getData<Page<InstituteSummary>>(`${BASE}/institutes`, { ...params }, config);
}

/** Silent: the detail page shows its own "not found" state instead of a toast. */
export function getInstitute(id: string | number, config?: AxiosRequestConfig): Promise<InstituteDetail> {
  return getData<InstituteDetail>(`${BASE}/institutes/${encodeURIComponent(String(id))}`, {}, { silent: true, ...config });
}

/** Two to four institutes, in the order asked. */
export async function compareInstitutes(ids: readonly number[], config?: AxiosRequestConfig): Promise<ComparedInstitute[]> {
  const data = await getData<{ items: ComparedInstitute[] }>(`${BASE}/institutes/compare`, { ids: ids.join(',') }, { silent: true, ...config });
  return data.items;
}

export function listJobs(params: JobSearchQuery, config?: AxiosRequestConfig): Promise<Page<JobSummary>> {
  return getData<Page<JobSummary>>(`${BASE}/jobs`, { ...params }, config);
}

/** 404 when the vacancy is unknown or belongs to another LPK. */
export function getJob(id: string | number, lpkId: string | number | undefined, config?: AxiosRequestConfig): Promise<JobDetail> {
  return getData<JobDetail>(`${BASE}/jobs/${encodeURIComponent(String(id))}`, { lpk_id: lpkId }, { silent: true, ...config });
}

let factsOnce: Promise<Facts> | undefined;

/** GET /facts, fetched once per page load (the figures change with a deploy, not per visit); a failure is retried next time. */
export function getFacts(): Promise<Facts> {
  if (!factsOnce) {
    factsOnce = getData<Facts>(`${BASE}/facts`, {}, { silent: true });
    factsOnce.catch(() => {
      factsOnce = undefined;
    });
  }
  return factsOnce;
}

/** Tests only: forget the cached facts. */
export function resetFactsCache(): void {
  factsOnce = undefined;
}
