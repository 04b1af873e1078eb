import type { InstituteCard, InstituteDetail, Page } from 'contracts';
import { sharedKeys, type QueryDefinition, getData } from 'mf-shared';

/** GET /api/lpk/institutes?q=&view=card: LPKs whose name or place matches, for the registration picker (a card is all it needs). */
export async function searchInstitutes(q: string, signal?: AbortSignal): Promise<InstituteCard[]> {
  return (await getData<Page<InstituteCard>>('/api/lpk/institutes', { q, per_page: 10, view: 'card' }, { signal })).items;
}

/** Query key of one LPK (with its vacancies). */
export const instituteKey = sharedKeys.institute;

/** GET /api/lpk/institutes/{id}: the chosen LPK (name and place are enough here). */
export function getInstitute(id: number, signal?: AbortSignal): Promise<InstituteDetail> {
  return getData<InstituteDetail>(`/api/lpk/institutes/${id}`, {}, { signal });
}

/** An LPK's public detail: the key is mf-shared's (mf-public reads the same entry). */
export const instituteQuery = (id: number): QueryDefinition<InstituteDetail> => ({ key: instituteKey(id), fetch: (signal) => getInstitute(id, signal) });
/** The registration form's LPK search. */
export const instituteSearchQuery = (term: string): QueryDefinition<InstituteCard[]> => ({
  key: ['lpk-picker', term],
  fetch: (signal) => searchInstitutes(term, signal),
});
