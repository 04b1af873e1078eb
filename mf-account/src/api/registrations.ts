import { api, type Envelope } from 'mf-shared';
import { dataOf, getData } from './http';
import type { CertificateSummary, Paged, RegistrationView } from './types';

/** What POST /registrations takes: the LPK, an optional vacancy, and explicit consent. */
export interface CreateRegistrationInput {
  lpk_id: number;
  job_id?: number | null;
  consent: true;
}

/** GET /api/lpk/registrations: the caller's registrations, newest first. */
export async function listRegistrations(): Promise<RegistrationView[]> {
  const data = await getData<Paged<RegistrationView>>('/api/lpk/registrations', { per_page: 50 });
  return data.items;
}

/** GET /api/lpk/registrations/{id}. */
export function getRegistration(id: number): Promise<RegistrationView> {
  return getData<RegistrationView>(`/api/lpk/registrations/${id}`);
}

/** POST /api/lpk/registrations: the answer's message is shown to the user. */
export async function createRegistration(input: CreateRegistrationInput): Promise<{ registration: RegistrationView; message: string | undefined }> {
  const body = (await api.post<Envelope<RegistrationView>>('/api/lpk/registrations', input)).data;
  return { registration: dataOf(body), message: body.message };
}

/** DELETE /api/lpk/registrations/{id}: withdraws; the LPK loses access at once. */
export async function withdrawRegistration(id: number): Promise<{ registration: RegistrationView; message: string | undefined }> {
  const body = (await api.delete<Envelope<RegistrationView>>(`/api/lpk/registrations/${id}`)).data;
  return { registration: dataOf(body), message: body.message };
}

/** GET /api/lpk/registrations/{id}/certificate. */
export function getCertificate(id: number): Promise<CertificateSummary> {
  return getData<CertificateSummary>(`/api/lpk/registrations/${id}/certificate`);
}

