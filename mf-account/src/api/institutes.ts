import type { InstituteDetail, InstituteSummary, Page } from 'contracts';
import { getData } from './http';

/** GET /api/lpk/institutes?q=: LPKs whose name or place matches, for the registration picker. */
export async function searchInstitutes(q: string): Promise<InstituteSummary[]> {
  return (await getData<Page<InstituteSummary>>('/api/lpk/institutes', { q, per_page: 10 })).items;
}

/** GET /api/lpk/institutes/{id}: the chosen LPK (name and place are enough here). */
export function getInstitute(id: number): Promise<InstituteDetail> {
  return getData<InstituteDetail>(`/api/lpk/institutes/${id}`);
}
