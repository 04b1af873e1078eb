import type { OperatorApplication, OperatorAuditEntry, OperatorInstitute, ReleaseLogEntry } from 'contracts';
import { type QueryDefinition, api, getData, request } from 'mf-shared';

/** The operator console's calls (api/src/modules/operator), one per endpoint. */

export const OPERATOR_APPLICATIONS_KEY = ['operator', 'applications'] as const;
export const OPERATOR_AUDIT_KEY = ['operator', 'audit'] as const;
export const OPERATOR_RELEASE_LOG_KEY = ['operator', 'release-log'] as const;
export const operatorInstitutesKey = (q: string) => ['operator', 'institutes', q] as const;

/** GET /api/lpk/operator/applications: newest first, with the registry check. */
export async function listOperatorApplications(signal?: AbortSignal): Promise<OperatorApplication[]> {
  return (await getData<{ items: OperatorApplication[] }>('/api/lpk/operator/applications', {}, { signal })).items;
}

/** GET /api/lpk/operator/applications/{id}/document: the licence document as a Blob (the view is audited). */
export async function fetchLicenceDocument(id: number): Promise<Blob> {
  const response = await api.get<ArrayBuffer>(`/api/lpk/operator/applications/${id}/document`, {
    responseType: 'arraybuffer',
    headers: { Accept: 'application/pdf, image/jpeg, image/png, application/json' },
  });
  const type = response.headers['content-type'];
  return new Blob([response.data], typeof type === 'string' ? { type } : undefined);
}

/** POST /api/lpk/operator/applications/{id}/approve. */
export async function approveApplication(id: number): Promise<{ application: OperatorApplication; message: string | undefined }> {
  const { data, message } = await request<OperatorApplication>({ method: 'post', url: `/api/lpk/operator/applications/${id}/approve`, data: {} });
  return { application: data, message };
}

/** POST /api/lpk/operator/applications/{id}/reject with the reason. */
export async function rejectApplication(id: number, reason: string): Promise<{ application: OperatorApplication; message: string | undefined }> {
  const { data, message } = await request<OperatorApplication>({ method: 'post', url: `/api/lpk/operator/applications/${id}/reject`, data: { reason } });
  return { application: data, message };
}

/** GET /api/lpk/operator/institutes: suspended ones, or found by name or id. */
export async function listOperatorInstitutes(q: string, signal?: AbortSignal): Promise<OperatorInstitute[]> {
  return (await getData<{ items: OperatorInstitute[] }>('/api/lpk/operator/institutes', q ? { q } : {}, { signal })).items;
}

/** POST /api/lpk/operator/institutes/{id}/suspend or /reinstate, with the reason. */
export async function setInstituteSuspension(
  id: number,
  suspend: boolean,
  reason: string,
): Promise<{ institute: OperatorInstitute; message: string | undefined }> {
  const { data, message } = await request<OperatorInstitute>({
    method: 'post',
    url: `/api/lpk/operator/institutes/${id}/${suspend ? 'suspend' : 'reinstate'}`,
    data: { reason },
  });
  return { institute: data, message };
}

/** GET /api/lpk/operator/audit: every operator action, newest first. */
export async function listOperatorAudit(signal?: AbortSignal): Promise<OperatorAuditEntry[]> {
  return (await getData<{ items: OperatorAuditEntry[] }>('/api/lpk/operator/audit', {}, { signal })).items;
}

/** GET /api/lpk/operator/release-log: the release log of every remote. */
export async function listReleaseLog(signal?: AbortSignal): Promise<ReleaseLogEntry[]> {
  return (await getData<{ items: ReleaseLogEntry[] }>('/api/lpk/operator/release-log', {}, { signal })).items;
}

/** The operator console's lists. */
export const operatorApplicationsQuery: QueryDefinition<OperatorApplication[]> = { key: OPERATOR_APPLICATIONS_KEY, fetch: listOperatorApplications };
export const operatorAuditQuery: QueryDefinition<OperatorAuditEntry[]> = { key: OPERATOR_AUDIT_KEY, fetch: listOperatorAudit };
export const releaseLogQuery: QueryDefinition<ReleaseLogEntry[]> = { key: OPERATOR_RELEASE_LOG_KEY, fetch: listReleaseLog };
export const operatorInstitutesQuery = (q: string): QueryDefinition<OperatorInstitute[]> => ({
  key: operatorInstitutesKey(q),
  fetch: (signal) => listOperatorInstitutes(q, signal),
});
