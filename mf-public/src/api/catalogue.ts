import type { ComparedInstitute, Facts, InstituteCard, InstituteDetail, InstituteSearchQuery, JobDetail, JobSearchQuery, JobSummary, Page } from 'contracts';
import { getData, sharedKeys, type QueryDefinition } from 'mf-shared';

/*
 * The catalogue's GETs (contracts/src/http/catalogue.ts), each with its query key: screens never
 * build keys. The host's first screens render the same screens, so these are a page's keys too.
 * Silent ones: the screen shows the failure itself (no toast).
 */
const BASE = '/api/lpk';

/** A card's fields only (`view=card`, in the key too: page-heads.ts names the same GET). */
export const institutesQuery = (params: Omit<InstituteSearchQuery, 'view'>): QueryDefinition<Page<InstituteCard>> => {
  const query = { ...params, view: 'card' as const };
  return { key: ['institutes', query], fetch: (signal) => getData(`${BASE}/institutes`, query, { signal }) };
};

/** Two to four institutes, in the order asked. */
export const compareQuery = (ids: readonly number[]): QueryDefinition<ComparedInstitute[]> => ({
  key: ['institutes', 'compare', ids],
  fetch: async (signal) =>
    (await getData<{ items: ComparedInstitute[] }>(`${BASE}/institutes/compare`, { ids: ids.join(',') }, { silent: true, signal })).items,
});

/** `id` as the URL has it; the key is mf-shared's (mf-account reads the same entry). */
export const instituteQuery = (id: string): QueryDefinition<InstituteDetail> => ({
  key: sharedKeys.institute(Number(id)),
  fetch: (signal) => getData(`${BASE}/institutes/${encodeURIComponent(id)}`, {}, { silent: true, signal }),
});

export const jobsQuery = (params: JobSearchQuery): QueryDefinition<Page<JobSummary>> => ({
  key: ['jobs', params],
  fetch: (signal) => getData(`${BASE}/jobs`, { ...params }, { signal }),
});

/** A 404 when the vacancy is unknown or another LPK's. */
export const jobQuery = (id: string, lpkId: string): QueryDefinition<JobDetail> => ({
  key: ['job', id, lpkId],
  fetch: (signal) => getData(`${BASE}/jobs/${encodeURIComponent(id)}`, { lpk_id: lpkId }, { silent: true, signal }),
});

/** The figures (exchange rate, wages, counts): read once per page load (`staleTime: Infinity`). */
export const factsQuery: QueryDefinition<Facts> = { key: ['facts'], fetch: (signal) => getData(`${BASE}/facts`, {}, { silent: true, signal }) };
