import type { AuditLogItem, DataExport, SessionItem } from 'contracts';
import { type QueryDefinition, getData, request } from 'mf-shared';
import type { Paged } from './types';

/** Query keys of the account's own data (the devices signed in, the audit log). */
export const SESSIONS_KEY = ['account', 'sessions'] as const;
export const AUDIT_KEY = ['account', 'audit'] as const;

/** GET /api/lpk/me/export: everything stored about the user, as one JSON object. */
export function exportMyData(): Promise<DataExport> {
  return getData<DataExport>('/api/lpk/me/export');
}

/** GET /api/lpk/me/audit: who at which LPK read the user's data, newest first. */
export async function listAudit(signal?: AbortSignal): Promise<AuditLogItem[]> {
  return (await getData<Paged<AuditLogItem>>('/api/lpk/me/audit', { per_page: 100 }, { signal })).items;
}

/**
 * DELETE /api/lpk/me with the password (none for an account without one of its own, created
 * through Google: the server asks for a recent sign-in instead): the account and its data are
 * gone afterwards.
 */
export async function deleteMyAccount(password?: string): Promise<string | undefined> {
  const { message } = await request<null>({ method: 'delete', url: '/api/lpk/me', data: password === undefined ? undefined : { password } }, true);
  return message;
}

/** GET /api/lpk/sessions: the devices signed in to the account, the current one marked. */
export async function listSessions(signal?: AbortSignal): Promise<SessionItem[]> {
  return (await getData<{ items: SessionItem[] }>('/api/lpk/sessions', {}, { signal })).items;
}

/** DELETE /api/lpk/sessions/{id}: signs that device out (its token stops working at once). */
export async function endSession(id: number): Promise<void> {
  await request({ method: 'delete', url: `/api/lpk/sessions/${id}` }, true);
}

/** The account's sessions and audit log. */
export const sessionsQuery: QueryDefinition<SessionItem[]> = { key: SESSIONS_KEY, fetch: listSessions };
export const auditQuery: QueryDefinition<AuditLogItem[]> = { key: AUDIT_KEY, fetch: listAudit };
