import type { MyReport, OperatorReport, OperatorReportGroup, ReportFields, ReportStatus } from 'contracts';
import { type QueryDefinition, api, getData, request } from 'mf-shared';

/** Reports of abuse about an LPK (api/src/modules/reports), one call per endpoint. */

export const MY_REPORTS_KEY = ['reports', 'mine'] as const;
/** Every filter of the operator's queue (a new report invalidates them all). */
export const OPERATOR_REPORTS_KEY = ['operator', 'reports'] as const;
export const operatorReportsKey = (status: ReportStatus | '') => [...OPERATOR_REPORTS_KEY, status] as const;

/** POST /api/lpk/reports: multipart when there is an attachment, JSON otherwise; the answer's message is shown. */
export async function createReport(fields: ReportFields, attachment: File | null): Promise<{ report: MyReport; message: string | undefined }> {
  let data: FormData | ReportFields = fields;
  if (attachment) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) if (value !== undefined && value !== null) form.append(key, String(value));
    form.append('attachment', attachment);
    data = form;
  }
  const { data: answer, message } = await request<{ report: MyReport }>({
    method: 'post',
    url: '/api/lpk/reports',
    data,
    ...(attachment ? { headers: { 'Content-Type': 'multipart/form-data' } } : {}),
  });
  return { report: answer.report, message };
}

/** GET /api/lpk/reports/mine: the signed-in user's reports with their status (silent: the dashboard's panel shows nothing when it fails). */
export async function listMyReports(signal?: AbortSignal): Promise<MyReport[]> {
  return (await getData<{ items: MyReport[] }>('/api/lpk/reports/mine', {}, { signal, silent: true })).items;
}

/** GET /api/lpk/reports/{id}/attachment as a Blob (for the operator, the view is audited). */
export async function fetchReportAttachment(id: number): Promise<Blob> {
  const response = await api.get<ArrayBuffer>(`/api/lpk/reports/${id}/attachment`, {
    responseType: 'arraybuffer',
    headers: { Accept: 'application/pdf, image/webp, application/json' },
  });
  const type = response.headers['content-type'];
  return new Blob([response.data], typeof type === 'string' ? { type } : undefined);
}

export interface ReportQueue {
  totals: Record<ReportStatus, number>;
  groups: OperatorReportGroup[];
}

/** GET /api/lpk/operator/reports: the queue grouped by LPK (no reporter, no text). */
export function listOperatorReports(status: ReportStatus | '', signal?: AbortSignal): Promise<ReportQueue> {
  return getData<ReportQueue>('/api/lpk/operator/reports', status ? { status } : {}, { signal });
}

/** GET /api/lpk/operator/reports/{id}: one report, audited. */
export function getOperatorReport(id: number): Promise<OperatorReport> {
  return getData<OperatorReport>(`/api/lpk/operator/reports/${id}`);
}

/** POST /api/lpk/operator/reports/{id}/status. */
export async function setReportStatus(id: number, status: ReportStatus, note: string): Promise<{ report: OperatorReport; message: string | undefined }> {
  const { data, message } = await request<OperatorReport>({ method: 'post', url: `/api/lpk/operator/reports/${id}/status`, data: { status, note } });
  return { report: data, message };
}

/** POST /api/lpk/operator/reports/{id}/notes. */
export async function addReportNote(id: number, note: string): Promise<{ report: OperatorReport; message: string | undefined }> {
  const { data, message } = await request<OperatorReport>({ method: 'post', url: `/api/lpk/operator/reports/${id}/notes`, data: { note } });
  return { report: data, message };
}

export const myReportsQuery: QueryDefinition<MyReport[]> = { key: MY_REPORTS_KEY, fetch: listMyReports };
export const operatorReportsQuery = (status: ReportStatus | ''): QueryDefinition<ReportQueue> => ({
  key: operatorReportsKey(status),
  fetch: (signal) => listOperatorReports(status, signal),
});
