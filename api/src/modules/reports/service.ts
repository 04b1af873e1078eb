import {
  REPORT_EVENTS,
  REPORT_STATUSES,
  reportFields,
  type MyReport,
  type OperatorReport,
  type OperatorReportGroup,
  type ReportStatus,
  type ReportStoredType,
} from 'contracts';
import type { Db } from '../../db/database';
import type { LpkReportRow, UserRow } from '../../db/schema';
import { HttpError, notFound, type FieldErrors } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { validate as validateInput } from '../../lib/validation';
import { channels, type Broadcaster } from '../../realtime/broadcaster';
import { OPERATORS_CHANNEL } from '../lpk-join/service';
import type { MailService } from '../mail';
import { conflict } from '../operator/errors';
import { isUniqueViolation } from '../../db/errors';
import { recordOperatorAction } from '../operator/queries';
import type { Uploads } from '../uploads/storage';
import type { UploadObject } from '../uploads/store/types';
import { checkAttachment, openAttachment, removeAttachment, saveAttachment } from './attachments';
import type { ReportForm } from './form';
import { presentMyReport, presentOperatorReport, presentSummary } from './present';
import { auditOfReport, countsByInstitute, eventsOf, findReport, institutesBrief, openReportLike, queueRows, reportsOf } from './queries';

/**
 * Reports of abuse about an LPK (issue 34, part 3; docs/trust.md "Reports"). A signed-in user
 * reports; the operator reads (each read of a report or its attachment audited in
 * operator_audit), writes notes and moves the status, each audited in the change's transaction,
 * and a status change mails the reporter through the outbox (same transaction). Nothing here is
 * reachable by an LPK: the LPK is never told who reported, nor that a report exists.
 */
export interface ReportDeps {
  db: Db;
  mail: Pick<MailService, 'enqueue' | 'wake'>;
  uploads: Uploads;
  broadcaster: Broadcaster;
}

/** The operator acting, and the client's address of the request (written with each operator_audit row). */
export type Actor = Pick<UserRow, 'id' | 'full_name'> & { address?: string | null };

async function checkForm(db: Db, user: UserRow, form: ReportForm) {
  const input = validateInput(reportFields, form.fields, 'reports.submit_failed');
  const institute = await db.selectFrom('institutes').select(['id', 'name']).where('id', '=', input.lpk_id).executeTakeFirst();
  if (!institute) throw notFound('reports.lpk_not_found');
  if (input.registration_id !== undefined) {
    const registration = await db
      .selectFrom('registrations')
      .select('id')
      .where('id', '=', input.registration_id)
      .where('user_id', '=', user.id)
      .where('lpk_id', '=', institute.id)
      .executeTakeFirst();
    if (!registration) {
      const errors: FieldErrors = { registration_id: [{ key: 'reports.registration_not_yours' }] };
      throw new HttpError(422, 'reports.submit_failed', errors);
    }
  }
  if (await openReportLike(db, user.id, institute.id, input.category)) throw conflict('reports.already_open');
  return { input, institute };
}

/**
 * A new report (201): the fields are checked first, then the attachment (decoded and re-encoded
 * when an image), which is stored before the row is written and removed again if the write fails.
 */
export async function createReport(deps: ReportDeps, user: UserRow, form: ReportForm, locale: string): Promise<MyReport> {
  const { input, institute } = await checkForm(deps.db, user, form);
  const attachment = form.attachment ? await checkAttachment(form.attachment) : null;
  const key = attachment ? await saveAttachment(deps.uploads, attachment) : null;
  const now = nowIso();
  let row: LpkReportRow;
  try {
    row = await deps.db
      .insertInto('lpk_reports')
      .values({
        reporter_user_id: user.id,
        institute_id: institute.id,
        registration_id: input.registration_id ?? null,
        category: input.category,
        body: input.text,
        attachment_key: key,
        attachment_type: attachment?.type ?? null,
        attachment_bytes: attachment?.bytes.length ?? null,
        status: 'new',
        locale,
        created_at: now,
        updated_at: now,
        status_changed_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (key) await removeAttachment(deps.uploads, key).catch(() => undefined);
    // The same report sent twice at once: the second meets the one-open-report index (migration 0024).
    if (isUniqueViolation(error)) throw conflict('reports.already_open');
    throw error;
  }
  // The operators' queue reloads (no personal data in the event).
  await deps.broadcaster.event(REPORT_EVENTS.reportSubmitted, OPERATORS_CHANNEL, { report_id: row.id, lpk_id: institute.id });
  return presentMyReport(row, institute);
}

/** The reporter's own reports, newest first. */
export async function myReports(db: Db, userId: number): Promise<MyReport[]> {
  const rows = await reportsOf(db, userId);
  const lpks = new Map((await institutesBrief(db, [...new Set(rows.map((r) => r.institute_id))])).map((i) => [i.id, i]));
  return rows.map((row) => presentMyReport(row, lpks.get(row.institute_id) ?? { id: row.institute_id, name: '' }));
}

/**
 * The attachment's bytes, for its reporter or an operator (the operator's view audited first);
 * anyone else gets 404, as for a report that does not exist.
 */
export async function readAttachment(deps: ReportDeps, user: UserRow, actor: Actor, id: number): Promise<{ file: UploadObject; type: ReportStoredType }> {
  const report = await findReport(deps.db, id);
  const mayRead = report && (report.reporter_user_id === user.id || user.role === 'operator');
  if (!report || !mayRead) throw notFound('reports.not_found');
  if (!report.attachment_key || !report.attachment_type) throw notFound('reports.no_attachment');
  if (report.reporter_user_id !== user.id) {
    // Audited before a byte is read.
    await recordOperatorAction(deps.db, { actor, action: 'report.attachment_viewed', reportId: id, lpkId: report.institute_id, at: nowIso() });
  }
  const file = await openAttachment(deps.uploads, report.attachment_key);
  if (!file) throw notFound('reports.no_attachment');
  return { file, type: report.attachment_type as ReportStoredType };
}

const emptyCounts = () => ({ new: 0, in_review: 0, closed: 0 });

/**
 * The queue grouped by LPK (the LPK with the most open reports first, then the newest report),
 * each group with its counts by status (all statuses, whatever the filter) and the reports the
 * filter keeps. No reporter and no text: those are read one report at a time, audited.
 */
export async function operatorQueue(db: Db, filter: { status?: ReportStatus; lpkId?: number }) {
  const [rows, counts] = await Promise.all([queueRows(db, filter), countsByInstitute(db, { lpkId: filter.lpkId })]);
  const totals = emptyCounts();
  const countsOf = new Map<number, ReturnType<typeof emptyCounts>>();
  for (const c of counts) {
    const status = c.status as ReportStatus;
    if (!REPORT_STATUSES.includes(status)) continue;
    const n = Number(c.n);
    totals[status] += n;
    const entry = countsOf.get(c.institute_id) ?? emptyCounts();
    entry[status] += n;
    countsOf.set(c.institute_id, entry);
  }
  const byLpk = new Map<number, LpkReportRow[]>();
  for (const row of rows) byLpk.set(row.institute_id, [...(byLpk.get(row.institute_id) ?? []), row]);
  const lpks = new Map((await institutesBrief(db, [...byLpk.keys()])).map((i) => [i.id, i]));
  const groups: OperatorReportGroup[] = [...byLpk.entries()].map(([lpkId, items]) => {
    const lpk = lpks.get(lpkId);
    return {
      lpk: { id: lpkId, name: lpk?.name ?? '', listing_status: (lpk?.listing_status ?? 'listed') as OperatorReportGroup['lpk']['listing_status'] },
      counts: countsOf.get(lpkId) ?? emptyCounts(),
      items: items.map(presentSummary),
    };
  });
  const open = (g: OperatorReportGroup) => g.counts.new + g.counts.in_review;
  groups.sort((a, b) => open(b) - open(a) || b.items[0]!.id - a.items[0]!.id);
  return { totals, groups };
}

async function operatorView(db: Db, row: LpkReportRow): Promise<OperatorReport> {
  const [lpk, reporter, registration, events, audit] = await Promise.all([
    db.selectFrom('institutes').select(['id', 'name', 'listing_status']).where('id', '=', row.institute_id).executeTakeFirstOrThrow(),
    db.selectFrom('users').select(['id', 'full_name', 'email']).where('id', '=', row.reporter_user_id).executeTakeFirstOrThrow(),
    row.registration_id === null
      ? Promise.resolve(undefined)
      : db.selectFrom('registrations').select(['id', 'status']).where('id', '=', row.registration_id).executeTakeFirst(),
    eventsOf(db, row.id),
    auditOfReport(db, row.id),
  ]);
  return presentOperatorReport(row, { lpk, reporter, registration: registration ?? null, events, audit });
}

async function existing(db: Db, id: number): Promise<LpkReportRow> {
  const row = await findReport(db, id);
  if (!row) throw notFound('reports.not_found');
  return row;
}

/** One report for the operator: the read is audited (`report.viewed`) before it is answered. */
export async function readReport(db: Db, actor: Actor, id: number): Promise<OperatorReport> {
  const row = await existing(db, id);
  await recordOperatorAction(db, { actor, action: 'report.viewed', reportId: id, lpkId: row.institute_id, at: nowIso() });
  return operatorView(db, row);
}

/**
 * Moves a report to another status (409 when it already has it), with an optional note: the
 * history entry, the audit row and the reporter's mail (in their language; never the note) in one
 * transaction. The answer is the report as the operator now sees it.
 */
export async function changeStatus(deps: ReportDeps, actor: Actor, id: number, status: ReportStatus, note: string | null): Promise<OperatorReport> {
  const { db } = deps;
  const report = await existing(db, id);
  if (report.status === status) throw conflict('reports.same_status');
  const now = nowIso();
  const row = await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('lpk_reports')
      .set({ status, status_changed_at: now, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', report.status)
      .returningAll()
      .executeTakeFirst()
      .catch((error: unknown) => {
        // Reopening a closed report while its reporter has a newer open one of the same kind (migration 0024).
        throw isUniqueViolation(error) ? conflict('reports.reopen_duplicate') : error;
      });
    // Another operator moved it first.
    if (!changed) throw conflict('reports.same_status');
    await trx
      .insertInto('lpk_report_events')
      .values({ report_id: id, actor_user_id: actor.id, actor_name: actor.full_name, kind: 'status', status, note, created_at: now })
      .execute();
    await recordOperatorAction(trx, { actor, action: 'report.status_changed', reportId: id, lpkId: report.institute_id, reason: status, at: now });
    const [reporter, lpk] = await Promise.all([
      trx.selectFrom('users').select(['id', 'full_name', 'email', 'locale']).where('id', '=', report.reporter_user_id).executeTakeFirstOrThrow(),
      trx.selectFrom('institutes').select('name').where('id', '=', report.institute_id).executeTakeFirstOrThrow(),
    ]);
    await deps.mail.enqueue(trx, {
      template: 'report_status',
      to: reporter.email,
      locale: reporter.locale,
      userId: reporter.id,
      data: { name: reporter.full_name, report_id: id, lpk_name: lpk.name, status },
    });
    return changed;
  });
  deps.mail.wake();
  // The reporter's dashboard follows at once.
  await deps.broadcaster.event(REPORT_EVENTS.reportStatusChanged, channels.user(report.reporter_user_id), { report_id: id, status });
  return operatorView(db, row);
}

/** A note of the operator's on a report (the reporter never sees notes); audited with it. */
export async function addNote(db: Db, actor: Actor, id: number, note: string): Promise<OperatorReport> {
  const report = await existing(db, id);
  const now = nowIso();
  const row = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('lpk_report_events')
      .values({ report_id: id, actor_user_id: actor.id, actor_name: actor.full_name, kind: 'note', status: null, note, created_at: now })
      .execute();
    await recordOperatorAction(trx, { actor, action: 'report.noted', reportId: id, lpkId: report.institute_id, at: now });
    return trx.updateTable('lpk_reports').set({ updated_at: now }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  });
  return operatorView(db, row);
}
