import type { Listing, ListingInput, OwnLpk, StaffOverview, Vacancy, VacancyInput } from 'contracts';
import { type QueryDefinition, getData, request } from 'mf-shared';

/**
 * The LPK admin area (/admin/institution): the LPK's standing with the operator, its listing and
 * photos, vacancies and staff.
 * One function per endpoint (contracts/src/http/institution.ts); writes answer the changed
 * resource, which the screen puts in its query's place, and the server's message.
 */

export const LISTING_KEY = ['institution', 'listing'] as const;
export const VACANCIES_KEY = ['institution', 'vacancies'] as const;
export const STAFF_KEY = ['institution', 'staff'] as const;

/** Query key of the staff member's own LPK and its standing with the operator. */
export const OWN_LPK_KEY = ['institution', 'lpk'] as const;

/** GET /api/lpk/institution/lpk: the LPK of the signed-in staff or admin, and whether the operator suspended it (with the reason). */
export function getOwnLpk(signal?: AbortSignal): Promise<OwnLpk> {
  return getData<OwnLpk>('/api/lpk/institution/lpk', {}, { signal });
}

export const ownLpkQuery: QueryDefinition<OwnLpk> = { key: OWN_LPK_KEY, fetch: getOwnLpk };

export interface Saved<T> {
  data: T;
  message: string | undefined;
}

/** GET /api/lpk/institution/listing. */
export function getListing(signal?: AbortSignal): Promise<Listing> {
  return getData<Listing>('/api/lpk/institution/listing', {}, { signal });
}

/** PUT /api/lpk/institution/listing. */
export function saveListing(body: ListingInput): Promise<Saved<Listing>> {
  return request<Listing>({ method: 'put', url: '/api/lpk/institution/listing', data: body });
}

/**
 * POST /api/lpk/institution/listing/publish: a draft listing goes public. A 422 names each missing
 * part of the stored listing (one message per field, in the reader's language).
 */
export function publishListing(): Promise<Saved<Listing>> {
  return request<Listing>({ method: 'post', url: '/api/lpk/institution/listing/publish', data: {} });
}

/** POST /api/lpk/institution/listing/photos (multipart field `photo`). */
export function addListingPhoto(file: Blob, filename: string): Promise<Saved<Listing>> {
  const form = new FormData();
  form.append('photo', file, filename);
  return request<Listing>({ method: 'post', url: '/api/lpk/institution/listing/photos', data: form, headers: { 'Content-Type': 'multipart/form-data' } });
}

/** DELETE /api/lpk/institution/listing/photos/{id}. */
export function removeListingPhoto(id: number): Promise<Saved<Listing>> {
  return request<Listing>({ method: 'delete', url: `/api/lpk/institution/listing/photos/${id}` });
}

/** GET /api/lpk/institution/vacancies. */
export async function getVacancies(signal?: AbortSignal): Promise<Vacancy[]> {
  return (await getData<{ items: Vacancy[] }>('/api/lpk/institution/vacancies', {}, { signal })).items;
}

/** POST /api/lpk/institution/vacancies. */
export function createVacancy(body: VacancyInput): Promise<Saved<Vacancy>> {
  return request<Vacancy>({ method: 'post', url: '/api/lpk/institution/vacancies', data: body });
}

/** PUT /api/lpk/institution/vacancies/{id}. */
export function updateVacancy(id: number, body: VacancyInput): Promise<Saved<Vacancy>> {
  return request<Vacancy>({ method: 'put', url: `/api/lpk/institution/vacancies/${id}`, data: body });
}

/** POST /api/lpk/institution/vacancies/{id}/close or /reopen. */
export function setVacancyOpen(id: number, open: boolean): Promise<Saved<Vacancy>> {
  return request<Vacancy>({ method: 'post', url: `/api/lpk/institution/vacancies/${id}/${open ? 'reopen' : 'close'}`, data: {} });
}

/** GET /api/lpk/institution/staff. */
export function getStaff(signal?: AbortSignal): Promise<StaffOverview> {
  return getData<StaffOverview>('/api/lpk/institution/staff', {}, { signal });
}

/** POST /api/lpk/institution/staff/invitations. */
export function inviteStaff(email: string, locale: 'id' | 'en'): Promise<Saved<StaffOverview>> {
  return request<StaffOverview>({ method: 'post', url: '/api/lpk/institution/staff/invitations', data: { email, locale } });
}

/** DELETE /api/lpk/institution/staff/invitations/{id}. */
export function revokeInvitation(id: number): Promise<Saved<StaffOverview>> {
  return request<StaffOverview>({ method: 'delete', url: `/api/lpk/institution/staff/invitations/${id}` });
}

/** DELETE /api/lpk/institution/staff/{id}: their access ends at once. */
export function removeStaff(id: number): Promise<Saved<StaffOverview>> {
  return request<StaffOverview>({ method: 'delete', url: `/api/lpk/institution/staff/${id}` });
}

/** The LPK admin's listing, vacancies and staff. */
export const listingQuery: QueryDefinition<Listing> = { key: LISTING_KEY, fetch: getListing };
export const vacanciesQuery: QueryDefinition<Vacancy[]> = { key: VACANCIES_KEY, fetch: getVacancies };
export const staffQuery: QueryDefinition<StaffOverview> = { key: STAFF_KEY, fetch: getStaff };
