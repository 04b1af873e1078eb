import { OPEN_REPORT_STATUSES, type ReportCounts, type ReportStatus } from 'contracts';
import type { Db } from '../../db/database';
import type { LpkReportRow } from '../../db/schema';

/** The Kysely of reports (modules/reports). No LPK-facing module imports this file. */

export function findReport(db: Db, id: number): Promise<LpkReportRow | undefined> {
  return db.selectFrom('lpk_reports').selectAll().where('id', '=', id).executeTakeFirst();
}

export function reportsOf(db: Db, reporterId: number, limit = 100): Promise<LpkReportRow[]> {
  return db.selectFrom('lpk_reports').selectAll().where('reporter_user_id', '=', reporterId).orderBy('id', 'desc').limit(limit).execute();
}

/** The reporter's open report of this category about this LPK, if any. */
export function openReportLike(db: Db, reporterId: number, instituteId: number, category: string) {
  return db
    .selectFrom('lpk_reports')
    .select('id')
    .where('reporter_user_id', '=', reporterId)
    .where('institute_id', '=', instituteId)
    .where('category', '=', category)
    .where('status', 'in', OPEN_REPORT_STATUSES)
    .executeTakeFirst();
}

export function institutesBrief(db: Db, ids: number[]) {
  return ids.length
    ? db.selectFrom('institutes').select(['id', 'name', 'listing_status']).where('id', 'in', ids).execute()
    : Promise.resolve([] as { id: number; name: string; listing_status: string }[]);
}

/** The queue: reports of one status (or all) and one LPK (or all), newest first, at most `limit`. */
export function queueRows(db: Db, filter: { status?: ReportStatus; lpkId?: number }, limit = 500): Promise<LpkReportRow[]> {
  let query = db.selectFrom('lpk_reports').selectAll();
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.lpkId) query = query.where('institute_id', '=', filter.lpkId);
  return query.orderBy('id', 'desc').limit(limit).execute();
}

/** Reports per LPK and status (the queue's group counts and the totals). */
export function countsByInstitute(db: Db, filter: { lpkId?: number }) {
  let query = db
    .selectFrom('lpk_reports')
    .select(['institute_id', 'status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy(['institute_id', 'status']);
  if (filter.lpkId) query = query.where('institute_id', '=', filter.lpkId);
  return query.execute();
}

/** The open (new, in review) and total reports of these LPKs: the operator's institute list. */
export async function reportCountsOf(db: Db, instituteIds: number[]): Promise<Map<number, ReportCounts>> {
  const counts = new Map<number, ReportCounts>(instituteIds.map((id) => [id, { open: 0, total: 0 }]));
  if (!instituteIds.length) return counts;
  const rows = await db
    .selectFrom('lpk_reports')
    .select(['institute_id', 'status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('institute_id', 'in', instituteIds)
    .groupBy(['institute_id', 'status'])
    .execute();
  for (const row of rows) {
    const entry = counts.get(row.institute_id)!;
    const n = Number(row.n);
    entry.total += n;
    if ((OPEN_REPORT_STATUSES as readonly string[]).includes(row.status)) entry.open += n;
  }
  return counts;
}

export function eventsOf(db: Db, reportId: number) {
  return db.selectFrom('lpk_report_events').selectAll().where('report_id', '=', reportId).orderBy('id').execute();
}

export function auditOfReport(db: Db, reportId: number, limit = 200) {
  return db
    .selectFrom('operator_audit')
    .select(['id', 'created_at', 'actor_name', 'action'])
    .where('report_id', '=', reportId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The attachment keys of a user's reports (removed from the store with the account). */
export async function attachmentKeysOf(db: Db, reporterId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('lpk_reports')
    .select('attachment_key')
    .where('reporter_user_id', '=', reporterId)
    .where('attachment_key', 'is not', null)
    .execute();
  return rows.map((r) => r.attachment_key!);
}
