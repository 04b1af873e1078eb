import {
  STAFF_PAGE_MAX,
  type ApplicantDetail,
  type ApplicantPage,
  type ListableStatus,
  type OwnLpk,
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

/** GET /api/lpk/institution/registrations: a page of the LPK's applicants, with the total and the counts per status. */
export function listApplicants(query: ApplicantQuery = {}, signal?: AbortSignal): Promise<ApplicantPage> {
  return getData<ApplicantPage>('/api/lpk/institution/registrations', { per_page: APPLICANTS_PER_PAGE, ...query }, { signal });
}

/**
 * GET /api/lpk/institution/registrations/{id}: one applicant (the read is audited). A 404 means
 * the registration is no longer live (rejected or withdrawn) or not the LPK's.
 */
export function getApplicant(id: number, signal?: AbortSignal): Promise<ApplicantDetail> {
  return getData<ApplicantDetail>(`/api/lpk/institution/registrations/${id}`, {}, { signal });
}

/** POST /api/lpk/institution/registrations/{id}/status: moves a registration (allowed moves only). */
export function moveApplicant(id: number, status: RegistrationStatus, note?: string): Promise<StaffRegistration> {
  return postData<StaffRegistration>(`/api/lpk/institution/registrations/${id}/status`, note ? { status, note } : { status });
}

/** Query key of the staff member's own LPK and its standing with the operator. */
export const OWN_LPK_KEY = ['institution', 'lpk'] as const;

/** GET /api/lpk/institution/lpk: the LPK of the signed-in staff or admin, and whether the operator suspended it (with the reason). */
export function getOwnLpk(signal?: AbortSignal): Promise<OwnLpk> {
  return getData<OwnLpk>('/api/lpk/institution/lpk', {}, { signal });
}

export const ownLpkQuery: QueryDefinition<OwnLpk> = { key: OWN_LPK_KEY, fetch: getOwnLpk };

/** Queries of the staff list and an applicant: keys and fetchers together (screens never build these keys). */
export const applicantsQuery = (query: ApplicantQuery): QueryDefinition<ApplicantPage> => ({
  key: [...APPLICANTS_KEY, query],
  fetch: (signal) => listApplicants(query, signal),
});
export const applicantQuery = (id: number): QueryDefinition<ApplicantDetail> => ({ key: applicantKey(id), fetch: (signal) => getApplicant(id, signal) });
