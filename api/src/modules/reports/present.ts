import type { ListingStatus, MyReport, OperatorReport, OperatorReportSummary, ReportCategory, ReportStatus, ReportStoredType } from 'contracts';
import type { LpkReportRow } from '../../db/schema';

/** Answers of modules/reports, from rows. */

const attachmentOf = (row: LpkReportRow): MyReport['attachment'] =>
  row.attachment_key && row.attachment_type ? { type: row.attachment_type as ReportStoredType, bytes: row.attachment_bytes ?? 0 } : null;

export function presentMyReport(row: LpkReportRow, lpk: { id: number; name: string }): MyReport {
  return {
    id: row.id,
    lpk: { id: lpk.id, name: lpk.name },
    registration_id: row.registration_id,
    category: row.category as ReportCategory,
    text: row.body,
    attachment: attachmentOf(row),
    status: row.status,
    created_at: row.created_at,
    status_changed_at: row.status_changed_at,
  };
}

export function presentSummary(row: LpkReportRow): OperatorReportSummary {
  return {
    id: row.id,
    category: row.category as ReportCategory,
    status: row.status,
    has_attachment: row.attachment_key !== null,
    from_registration: row.registration_id !== null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export interface OperatorReportParts {
  lpk: { id: number; name: string; listing_status: string };
  reporter: { id: number; full_name: string; email: string };
  registration: { id: number; status: string } | null;
  events: Array<{ id: number; kind: 'note' | 'status'; status: string | null; note: string | null; actor_name: string; created_at: string }>;
  audit: Array<{ id: number; created_at: string; actor_name: string; action: string }>;
}

export function presentOperatorReport(row: LpkReportRow, parts: OperatorReportParts): OperatorReport {
  return {
    ...presentMyReport(row, parts.lpk),
    lpk: { id: parts.lpk.id, name: parts.lpk.name, listing_status: parts.lpk.listing_status as ListingStatus },
    reporter: parts.reporter,
    registration: parts.registration,
    updated_at: row.updated_at,
    events: parts.events.map((e) => ({
      id: e.id,
      kind: e.kind,
      status: e.status as ReportStatus | null,
      note: e.note,
      actor: e.actor_name,
      at: e.created_at,
    })),
    audit: parts.audit.map((a) => ({ id: a.id, at: a.created_at, actor: a.actor_name, action: a.action })),
  };
}
