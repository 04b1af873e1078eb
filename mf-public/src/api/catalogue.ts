import { getData } from 'mf-shared';
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

export function searchInstitutes(params: InstituteSearchParams, signal?: AbortSignal): Promise<Page<InstituteSummary>> {
  return getData<Page<InstituteSummary>>(`${BASE}/institutes`, { ...params }, { signal });
}

/** Silent: the detail page shows its own "not found" state instead of a toast. */
export function getInstitute(id: string | number, signal?: AbortSignal): Promise<InstituteDetail> {
  return getData<InstituteDetail>(`${BASE}/institutes/${encodeURIComponent(String(id))}`, {}, { silent: true, signal });
}

/** Two to four institutes, in the order asked. */
export async function compareInstitutes(ids: readonly number[], signal?: AbortSignal): Promise<InstituteDetails[]> {
  const data = await getData<{ items: InstituteDetails[] }>(`${BASE}/institutes/compare`, { ids: ids.join(',') }, { silent: true, signal });
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

export function listJobs(params: JobSearchParams, signal?: AbortSignal): Promise<Page<JobSummary>> {
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
