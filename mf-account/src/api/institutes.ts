import type { InstituteDetail, InstituteSummary, Page } from 'contracts';
import { getData } from 'mf-shared';

/** GET /api/lpk/institutes?q=: LPKs whose name or place matches, for the registration picker. */
export async function searchInstitutes(q: string, signal?: AbortSignal): Promise<InstituteSummary[]> {
  return (await getData<Page<InstituteSummary>>('/api/lpk/institutes', { q, per_page: 10 }, { signal })).items;
}

/** Query key of one LPK (with its vacancies). */
export const instituteKey = (id: number) => ['institute', id] as const;

/** GET /api/lpk/institutes/{id}: the chosen LPK (name and place are enough here). */
export function getInstitute(id: number, signal?: AbortSignal): Promise<InstituteDetail> {
  return getData<InstituteDetail>(`/api/lpk/institutes/${id}`, {}, { signal });
}
