import { getData, request } from 'mf-shared';
import type { CertificateSummary, Paged, RegistrationView } from './types';

/** Query key of the caller's registrations (the dashboard and /admin/registration show the same list). */
export const REGISTRATIONS_KEY = ['registrations'] as const;

/**
 * Options of lists that real-time events change (registrations, applicants, message threads):
 * shown from the cache at once, and read again whenever a screen shows them (events that arrived
 * while none did were not heard). The screen showing one applies the events itself.
 */
export const LIVE_LIST = { staleTime: 0 } as const;

/** What POST /registrations takes: the LPK, an optional vacancy, and explicit consent. */
export interface CreateRegistrationInput {
  lpk_id: number;
  job_id?: number | null;
  consent: true;
}

/** GET /api/lpk/registrations: the caller's registrations, newest first. */
export async function listRegistrations(signal?: AbortSignal): Promise<RegistrationView[]> {
  const data = await getData<Paged<RegistrationView>>('/api/lpk/registrations', { per_page: 50 }, { signal });
  return data.items;
}

/** GET /api/lpk/registrations/{id}. */
export function getRegistration(id: number): Promise<RegistrationView> {
  return getData<RegistrationView>(`/api/lpk/registrations/${id}`);
}

/** POST /api/lpk/registrations: the answer's message is shown to the user. */
export async function createRegistration(input: CreateRegistrationInput): Promise<{ registration: RegistrationView; message: string | undefined }> {
  const { data, message } = await request<RegistrationView>({ method: 'post', url: '/api/lpk/registrations', data: input });
  return { registration: data, message };
}

/** DELETE /api/lpk/registrations/{id}: withdraws; the LPK loses access at once. */
export async function withdrawRegistration(id: number): Promise<{ registration: RegistrationView; message: string | undefined }> {
  const { data, message } = await request<RegistrationView>({ method: 'delete', url: `/api/lpk/registrations/${id}` });
  return { registration: data, message };
}

/** GET /api/lpk/registrations/{id}/certificate. */
export function getCertificate(id: number): Promise<CertificateSummary> {
  return getData<CertificateSummary>(`/api/lpk/registrations/${id}/certificate`);
}

