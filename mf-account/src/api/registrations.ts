import type { CreateRegistrationInput, OwnCertificate, Registration, RegistrationPage } from 'contracts';
import { api, type Envelope } from 'mf-shared';
import { dataOf, getData } from './http';

/** GET /api/lpk/registrations: the caller's registrations, newest first. */
export async function listRegistrations(): Promise<Registration[]> {
  const data = await getData<RegistrationPage>('/api/lpk/registrations', { per_page: 50 });
  return data.items;
}

/** GET /api/lpk/registrations/{id}. */
export function getRegistration(id: number): Promise<Registration> {
  return getData<Registration>(`/api/lpk/registrations/${id}`);
}

/** POST /api/lpk/registrations: the answer's message is shown to the user. */
export async function createRegistration(input: CreateRegistrationInput): Promise<{ registration: Registration; message: string | undefined }> {
  const body = (await api.post<Envelope<Registration>>('/api/lpk/registrations', input)).data;
  return { registration: dataOf(body), message: body.message };
}

/** DELETE /api/lpk/registrations/{id}: withdraws; the LPK loses access at once. */
export async function withdrawRegistration(id: number): Promise<{ registration: Registration; message: string | undefined }> {
  const body = (await api.delete<Envelope<Registration>>(`/api/lpk/registrations/${id}`)).data;
  return { registration: dataOf(body), message: body.message };
}

/** GET /api/lpk/registrations/{id}/certificate. */
export function getCertificate(id: number): Promise<OwnCertificate> {
  return getData<OwnCertificate>(`/api/lpk/registrations/${id}/certificate`);
}

