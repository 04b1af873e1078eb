import {
  STAFF_PAGE_MAX,
  type ApplicantDetail,
  type ApplicantPage,
  type ListableStatus,
  type RegistrationStatus,
  type StaffRegistration,
  type StaffSort,
} from 'contracts';
import { type QueryDefinition, getData, postData } from 'mf-shared';

export { LISTABLE_STATUSES } from 'contracts';

/** Most rows the API gives in one page of the staff list. */
export const APPLICANTS_PER_PAGE = STAFF_PAGE_MAX;

/** Query keys: the LPK's applicant lists (any query), and one applicant. */
export const APPLICANTS_KEY = ['applicants'] as const;
export const applicantKey = (id: number) => ['applicant', id] as const;

export interface ApplicantQuery {
  q?: string;
  status?: ListableStatus;
  job_id?: number;
  sort?: StaffSort;
  page?: number;
  per_page?: number;
}

/** GET /api/lpk/applicants: a page of the LPK's applicants, with the total and the counts per status. */
export function listApplicants(query: ApplicantQuery = {}, signal?: AbortSignal): Promise<ApplicantPage> {
  return getData<ApplicantPage>('/api/lpk/applicants', { per_page: APPLICANTS_PER_PAGE, ...query }, { signal });
}

/**
 * GET /api/lpk/applicants/{id}: one applicant (the read is audited). A 404 means
 * the registration is no longer live (rejected or withdrawn) or not the LPK's.
 */
export function getApplicant(id: number, signal?: AbortSignal): Promise<ApplicantDetail> {
  return getData<ApplicantDetail>(`/api/lpk/applicants/${id}`, {}, { signal });
}

/** POST /api/lpk/applicants/{id}/status: moves a registration (allowed moves only). */
export function moveApplicant(id: number, status: RegistrationStatus, note?: string): Promise<StaffRegistration> {
  return postData<StaffRegistration>(`/api/lpk/applicants/${id}/status`, note ? { status, note } : { status });
}

/** Queries of the staff list and an applicant: keys and fetchers together (screens never build these keys). */
export const applicantsQuery = (query: ApplicantQuery): QueryDefinition<ApplicantPage> => ({
  key: [...APPLICANTS_KEY, query],
  fetch: (signal) => listApplicants(query, signal),
});
export const applicantQuery = (id: number): QueryDefinition<ApplicantDetail> => ({ key: applicantKey(id), fetch: (signal) => getApplicant(id, signal) });
