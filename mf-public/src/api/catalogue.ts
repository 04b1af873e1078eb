import type { AxiosRequestConfig } from 'axios';
import { getData } from './http';
import type { Experience, FeeLevel, Facts, InstituteDetail, InstituteDetails, InstituteSummary, JobDetail, JobSummary, Page, Pathway, Program, SortOrder } from './types';

const BASE = '/api/lpk';

/** GET /institutes query (docs/architecture.md section 2). */
export interface InstituteSearchParams {
  q?: string;
  dormitory?: '1' | '0';
  program?: Program;
  fee?: FeeLevel;
  province?: string;
  sort?: SortOrder;
  page?: number;
  per_page?: number;
}

export function searchInstitutes(params: InstituteSearchParams, config?: AxiosRequestConfig): Promise<Page<InstituteSummary>> {
  return getData<Page<InstituteSummary>>(`${BASE}/institutes`, { ...params }, config);
}

/** Silent: the detail page shows its own "not found" state instead of a toast. */
export function getInstitute(id: string | number, config?: AxiosRequestConfig): Promise<InstituteDetail> {
  return getData<InstituteDetail>(`${BASE}/institutes/${encodeURIComponent(String(id))}`, {}, { silent: true, ...config });
}

/** Two to four institutes, in the order asked. */
export async function compareInstitutes(ids: readonly number[], config?: AxiosRequestConfig): Promise<InstituteDetails[]> {
  const data = await getData<{ items: InstituteDetails[] }>(`${BASE}/institutes/compare`, { ids: ids.join(',') }, { silent: true, ...config });
  return data.items;
}

/** GET /jobs query. */
export interface JobSearchParams {
  experience?: Experience;
  pathway?: Pathway;
  prefecture?: string;
  lpk_id?: number;
  page?: number;
  per_page?: number;
}

export function listJobs(params: JobSearchParams, config?: AxiosRequestConfig): Promise<Page<JobSummary>> {
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
