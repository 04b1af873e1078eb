import { STAFF_PAGE_MAX, type ApplicantDetail, type ApplicantPage, type ListableStatus, type RegistrationStatus, type StaffRegistration, type StaffSort } from 'contracts';
import { getData, postData } from './http';

/** Most rows the API gives in one page of the staff list. */
export const APPLICANTS_PER_PAGE = STAFF_PAGE_MAX;

export interface ApplicantQuery {
  q?: string;
  status?: ListableStatus;
  job_id?: number;
  sort?: StaffSort;
  page?: number;
  per_page?: number;
}

/** GET /api/lpk/institution/registrations: a page of the LPK's applicants, with the total and the counts per status. */
export function listApplicants(query: ApplicantQuery = {}): Promise<ApplicantPage> {
  const params: Record<string, unknown> = { per_page: APPLICANTS_PER_PAGE };
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params[key] = value;
  return getData<ApplicantPage>('/api/lpk/institution/registrations', params);
}

/**
 * GET /api/lpk/institution/registrations/{id}: one applicant (the read is audited). A 404 means
 * the registration is no longer live (rejected or withdrawn) or not the LPK's.
 */
export function getApplicant(id: number): Promise<ApplicantDetail> {
  return getData<ApplicantDetail>(`/api/lpk/institution/registrations/${id}`);
}

/** POST /api/lpk/institution/registrations/{id}/status: moves a registration (allowed moves only). */
export function moveApplicant(id: number, status: RegistrationStatus, note?: string): Promise<StaffRegistration> {
  return postData<StaffRegistration>(`/api/lpk/institution/registrations/${id}/status`, note ? { status, note } : { status });
}
