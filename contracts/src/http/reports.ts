import { z } from 'zod';
import { LISTING_STATUSES } from '../rules/listing';
import { REPORT_CATEGORIES, REPORT_NOTE_MAX, REPORT_STATUSES, REPORT_STORED_TYPES, REPORT_TEXT_MAX, REPORT_TEXT_MIN } from '../rules/reports';
import { envelope, errorAnswers } from './envelope';
import { fields } from './fields';
import { idField } from './ids';
import { idParams } from './lpk-join';

/**
 * Reports of abuse about an LPK (issue 34, part 3; api/src/modules/reports; docs/trust.md,
 * "Reports"): any signed-in user reports an LPK (from its page or from a registration there),
 * with a category, a text and an optional private attachment; the reporter follows its status;
 * the operator works a queue grouped by LPK (notes, status changes, every read audited). No
 * LPK-facing route says who reported, or that anyone did.
 */

const TAGS = ['reports'];
const BEARER = [{ bearer: [] }];

/** An optional id from a form: missing, null or "" are none. */
const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), idField.optional());

/**
 * POST /reports (multipart: these text fields and the optional file `attachment`; the same
 * fields as JSON when there is no file). The registration, when given, must be one of the
 * reporter's at that LPK.
 */
export const reportFields = z.object({
  lpk_id: idField,
  registration_id: optionalId,
  // A string first, so that a missing or empty choice says "required" rather than "invalid choice".
  category: z.string().trim().min(1).pipe(z.enum(REPORT_CATEGORIES)),
  text: fields.text(REPORT_TEXT_MAX, REPORT_TEXT_MIN),
});
export type ReportFields = z.input<typeof reportFields>;

export const reportStatus = z.enum(REPORT_STATUSES).meta({ id: 'ReportStatus' });
export const reportCategory = z.enum(REPORT_CATEGORIES).meta({ id: 'ReportCategory' });

/** The attachment's kind and size (its bytes: GET /reports/{id}/attachment). */
export const reportAttachment = z.object({ type: z.enum(REPORT_STORED_TYPES), bytes: z.number().int() }).meta({ id: 'ReportAttachment' });

/** A report as its reporter sees it. */
export const myReport = z
  .object({
    id: z.number().int(),
    lpk: z.object({ id: z.number().int(), name: z.string() }),
    registration_id: z.number().int().nullable(),
    category: reportCategory,
    text: z.string(),
    attachment: reportAttachment.nullable(),
    status: reportStatus,
    created_at: z.string(),
    status_changed_at: z.string().nullable().describe('When the operator last changed the status (null: still as sent)'),
  })
  .meta({ id: 'MyReport' });

/** A report in the operator's queue: no reporter, no text (those are read one report at a time, audited). */
export const operatorReportSummary = z
  .object({
    id: z.number().int(),
    category: reportCategory,
    status: reportStatus,
    has_attachment: z.boolean(),
    from_registration: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'OperatorReportSummary' });

const statusCounts = z.object({ new: z.number().int(), in_review: z.number().int(), closed: z.number().int() });

/** The queue's reports of one LPK, with its counts by status. */
export const operatorReportGroup = z
  .object({
    lpk: z.object({ id: z.number().int(), name: z.string(), listing_status: z.enum(LISTING_STATUSES) }),
    counts: statusCounts,
    items: z.array(operatorReportSummary),
  })
  .meta({ id: 'OperatorReportGroup' });

/** One entry of a report's history: a note, or a status change (with its note, if any). */
export const reportEvent = z
  .object({
    id: z.number().int(),
    kind: z.enum(['note', 'status']),
    status: reportStatus.nullable(),
    note: z.string().nullable(),
    actor: z.string(),
    at: z.string(),
  })
  .meta({ id: 'ReportEvent' });

/** Who read or acted on a report, and when (operator_audit rows of this report). */
export const reportAuditEntry = z
  .object({
    id: z.number().int(),
    at: z.string(),
    actor: z.string(),
    action: z.string(),
  })
  .meta({ id: 'ReportAuditEntry' });

/** A report as the operator reads it (audited): the reporter, the text, the history and the audit rows. */
export const operatorReport = myReport
  .extend({
    lpk: z.object({ id: z.number().int(), name: z.string(), listing_status: z.enum(LISTING_STATUSES) }),
    reporter: z.object({ id: z.number().int(), full_name: z.string(), email: z.string() }),
    registration: z.object({ id: z.number().int(), status: z.string() }).nullable(),
    updated_at: z.string(),
    events: z.array(reportEvent),
    audit: z.array(reportAuditEntry),
  })
  .meta({ id: 'OperatorReport' });

export const operatorReportsQuery = z.object({
  status: z.preprocess((v) => (v === '' ? undefined : v), reportStatus.optional()),
  lpk_id: z.preprocess((v) => (v === '' ? undefined : v), idField.optional()),
});

export const reportStatusBody = z.object({
  status: reportStatus,
  note: fields.optionalText(REPORT_NOTE_MAX),
});
export const reportNoteBody = z.object({ note: fields.text(REPORT_NOTE_MAX, 1) });
export type ReportStatusBody = z.input<typeof reportStatusBody>;
export type ReportNoteBody = z.input<typeof reportNoteBody>;

/** The open (new, in review) and total reports of an LPK: the operator's institute list. */
export const reportCounts = z.object({ open: z.number().int(), total: z.number().int() }).meta({ id: 'ReportCounts' });

export const createReportRoute = {
  summary: 'Report a problem with an LPK (signed in; multipart with an optional image or PDF `attachment`, or JSON)',
  description:
    'Any signed-in user. The LPK is never told who reported, nor that a report exists. 409 while the same person has an open report of the same category about that LPK.',
  tags: TAGS,
  security: BEARER,
  consumes: ['multipart/form-data', 'application/json'],
  response: { 201: envelope(z.object({ report: myReport })), ...errorAnswers(401, 404, 409, 413, 415, 422, 429, 503) },
};

export const myReportsRoute = {
  summary: "The signed-in user's reports, newest first, with their status",
  tags: TAGS,
  security: BEARER,
  response: { 200: envelope(z.object({ items: z.array(myReport) })), ...errorAnswers(401) },
};

export const reportAttachmentRoute = {
  summary: "A report's attachment: its reporter, or the operator (every operator view is in the audit log)",
  tags: TAGS,
  security: BEARER,
  params: idParams,
  response: {
    200: {
      description: 'The attachment as kept (a PDF, or an image re-encoded to WebP)',
      content: Object.fromEntries(REPORT_STORED_TYPES.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }])),
    },
    ...errorAnswers(401, 404, 503),
  },
};

export const operatorReportsRoute = {
  summary: 'The reports queue grouped by LPK, with counts by status (operator; no reporter or text in it)',
  tags: TAGS,
  security: BEARER,
  querystring: operatorReportsQuery,
  response: {
    200: envelope(z.object({ totals: statusCounts, groups: z.array(operatorReportGroup) })),
    ...errorAnswers(401, 403, 422),
  },
};

export const operatorReportRoute = {
  summary: 'One report with its reporter, text, history and audit (operator; the read is audited)',
  tags: TAGS,
  security: BEARER,
  params: idParams,
  response: { 200: envelope(operatorReport), ...errorAnswers(401, 403, 404) },
};

export const operatorReportStatusRoute = {
  summary: "Change a report's status, with an optional note (operator; audited; the reporter is mailed)",
  tags: TAGS,
  security: BEARER,
  params: idParams,
  body: reportStatusBody,
  response: { 200: envelope(operatorReport), ...errorAnswers(401, 403, 404, 409, 422) },
};

export const operatorReportNoteRoute = {
  summary: 'Add a note to a report (operator; audited; the reporter never sees notes)',
  tags: TAGS,
  security: BEARER,
  params: idParams,
  body: reportNoteBody,
  response: { 200: envelope(operatorReport), ...errorAnswers(401, 403, 404, 422) },
};

export type MyReport = z.infer<typeof myReport>;
export type OperatorReport = z.infer<typeof operatorReport>;
export type OperatorReportSummary = z.infer<typeof operatorReportSummary>;
export type OperatorReportGroup = z.infer<typeof operatorReportGroup>;
export type ReportEvent = z.infer<typeof reportEvent>;
export type ReportCounts = z.infer<typeof reportCounts>;
