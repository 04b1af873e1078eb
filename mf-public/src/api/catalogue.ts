import type { ComparedInstitute, Facts, InstituteDetail, InstituteSearchQuery, InstituteSummary, JobDetail, JobSearchQuery, JobSummary, Page } from 'contracts';
import { getData, sharedKeys, type QueryDefinition } from 'mf-shared';

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

/*
 * The catalogue's queries: keys and fetchers together (screens never build these keys). The API
 * host's first screens (first-screen/server.tsx) render the same screens, so these keys are also
 * the keys of the answers a page carries for the remote's query cache: changing one changes what
 * the server writes and what the remote reads alike (api/test/site-first-screen.test.ts names them).
 */

/** A page of the LPK search, for its query, filters, sort and page. */
export const institutesQuery = (params: InstituteSearchQuery): QueryDefinition<Page<InstituteSummary>> => ({
  key: ['institutes', params],
  fetch: (signal) => searchInstitutes(params, signal),
});

/** The institutes compared side by side, in the order asked. */
export const compareQuery = (ids: readonly number[]): QueryDefinition<ComparedInstitute[]> => ({
  key: ['institutes', 'compare', ids],
  fetch: (signal) => compareInstitutes(ids, signal),
});

/** One LPK's public detail, `id` as the URL has it: the key is mf-shared's, a number (mf-account reads the same entry). */
export const instituteQuery = (id: string): QueryDefinition<InstituteDetail> => ({
  key: sharedKeys.institute(Number(id)),
  fetch: (signal) => getInstitute(id, signal),
});

/** A page of vacancies for the filters. */
export const jobsQuery = (params: JobSearchQuery): QueryDefinition<Page<JobSummary>> => ({
  key: ['jobs', params],
  fetch: (signal) => listJobs(params, signal),
});

/** One vacancy of an LPK, ids as the URL has them. */
export const jobQuery = (id: string, lpkId: string): QueryDefinition<JobDetail> => ({
  key: ['job', id, lpkId],
  fetch: (signal) => getJob(id, lpkId, signal),
});

/** The catalogue's figures (exchange rate, counts, wage sources): one per page load (`staleTime: Infinity` where read). */
export const factsQuery: QueryDefinition<Facts> = { key: ['facts'], fetch: getFacts };
