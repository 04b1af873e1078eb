import { api, type Envelope } from 'mf-shared';
import { getData } from './http';
import type { AuditLogItem, Paged, SessionItem } from './types';

/** GET /api/lpk/me/export: everything stored about the user, as one JSON object. */
export function exportMyData(): Promise<Record<string, unknown>> {
  return getData<Record<string, unknown>>('/api/lpk/me/export');
}

/** GET /api/lpk/me/audit: who at which LPK read the user's data, newest first. */
export async function listAudit(): Promise<AuditLogItem[]> {
  return (await getData<Paged<AuditLogItem>>('/api/lpk/me/audit', { per_page: 100 })).items;
}

/**
 * DELETE /api/lpk/me with the password (none for an account without one of its own, created
 * through Google: the server asks for a recent sign-in instead): the account and its data are
 * gone afterwards.
 */
export async function deleteMyAccount(password?: string): Promise<string | undefined> {
  const body = (await api.delete<Envelope<null>>('/api/lpk/me', password === undefined ? {} : { data: { password } })).data;
  return body.message;
}

/** GET /api/lpk/sessions: the devices signed in to the account, the current one marked. */
export async function listSessions(): Promise<SessionItem[]> {
  return (await getData<{ items: SessionItem[] }>('/api/lpk/sessions')).items;
}

/** DELETE /api/lpk/sessions/{id}: signs that device out (its token stops working at once). */
export async function endSession(id: number): Promise<void> {
  await api.delete<Envelope<{ id: number; current: boolean }>>(`/api/lpk/sessions/${id}`);
}
