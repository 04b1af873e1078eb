import type { CreateRegistrationInput, OwnCertificate, Registration, RegistrationPage } from 'contracts';
import { type QueryDefinition, getData, request } from 'mf-shared';

/** Query key of the caller's registrations (the dashboard and /admin/registration show the same list). */
export const REGISTRATIONS_KEY = ['registrations'] as const;

/**
 * Options of lists that real-time events change (registrations, applicants, message threads):
 * shown from the cache at once, and read again whenever a screen shows them (events that arrived
 * while none did were not heard). The screen showing one applies the events itself.
 */
export const LIVE_LIST = { staleTime: 0 } as const;

/** GET /api/lpk/registrations: the caller's registrations, newest first. */
export async function listRegistrations(signal?: AbortSignal): Promise<Registration[]> {
  const data = await getData<RegistrationPage>('/api/lpk/registrations', { per_page: 50 }, { signal });
  return data.items;
}

/** GET /api/lpk/registrations/{id}. */
export function getRegistration(id: number): Promise<Registration> {
  return getData<Registration>(`/api/lpk/registrations/${id}`);
}

/** POST /api/lpk/registrations: the answer's message is shown to the user. */
export async function createRegistration(input: CreateRegistrationInput): Promise<{ registration: Registration; message: string | undefined }> {
  const { data, message } = await request<Registration>({ method: 'post', url: '/api/lpk/registrations', data: input });
  return { registration: data, message };
}

/** DELETE /api/lpk/registrations/{id}: withdraws; the LPK loses access at once. */
export async function withdrawRegistration(id: number): Promise<{ registration: Registration; message: string | undefined }> {
  const { data, message } = await request<Registration>({ method: 'delete', url: `/api/lpk/registrations/${id}` });
  return { registration: data, message };
}

/** GET /api/lpk/registrations/{id}/certificate. */
export function getCertificate(id: number): Promise<OwnCertificate> {
  return getData<OwnCertificate>(`/api/lpk/registrations/${id}/certificate`);
}

/** The caregiver's own registrations. */
export const registrationsQuery: QueryDefinition<Registration[]> = { key: REGISTRATIONS_KEY, fetch: listRegistrations };
