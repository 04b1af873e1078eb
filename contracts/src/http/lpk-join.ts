import { z } from 'zod';
import { PROGRAMS } from '../reference/programs';
import { findProvince } from '../reference/provinces';
import { LICENCE_DOCUMENT_TYPES } from '../rules/licence-document';
import { LISTING_STATUSES } from '../rules/listing';
import { PASSWORD_MAX, PASSWORD_RULES } from '../rules/password';
import { authSession } from './auth';
import { envelope, errorAnswers } from './envelope';
import { fields } from './fields';
import { releaseLogEntry } from './release';

/**
 * LPK institutions join and get verified (issue 23, part JOIN; api/src/modules/lpk-join and
 * api/src/modules/operator): the public application (or claim of a listed institute), the
 * applicant's own status, the operator console (applications with the registry check, approve,
 * reject, suspend, reinstate, the audit log, the release log).
 */

const TAGS = ['lpk-join'];
const OPERATOR_TAGS = ['operator'];
const BEARER = [{ bearer: [] }];

/** A multipart form sends every value as text: "true", "1" and "on" are yes; anything else no. */
const yesNo = z.preprocess((v) => v === true || v === 'true' || v === '1' || v === 1 || v === 'on', z.boolean());

/** Programs as a list, or (a multipart form) as comma-separated text. */
const programList = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean)
      : v,
  z.array(z.enum(PROGRAMS)).min(1, 'lpk_join.programs_required').max(PROGRAMS.length),
);

/** The LPK's data and its contact (no account): also what a rejected applicant sends again. */
export const lpkInstituteFields = z.object({
  name: fields.text(160, 3, 'line'),
  licence_number: fields.text(80, 3, 'line'),
  province: fields.text(80, 2, 'line').refine((v) => findProvince(v) !== undefined, 'lpk_join.province_unknown'),
  city: fields.text(80, 2, 'line'),
  address: fields.text(300, 5),
  programs: programList,
  sending_org: yesNo,
  contact_name: fields.text(100, 2, 'line'),
  phone: z.string().trim().min(1).max(32),
});

/**
 * POST /lpk-applications (multipart: these text fields and the file `document`). The phone must
 * be a valid Indonesian number and the password not a common one: the API checks both as well.
 */
export const lpkApplyFields = lpkInstituteFields
  .extend({
    email: z
      .string()
      .trim()
      .max(254)
      .pipe(z.email('validation.email'))
      .transform((v) => v.toLowerCase()),
    password: z
      .string()
      .max(PASSWORD_MAX)
      .superRefine((value, ctx) => {
        for (const rule of PASSWORD_RULES) if (!rule.test(value)) ctx.addIssue({ code: 'custom', message: rule.message });
      }),
    password_confirmation: z.string().max(200),
  })
  .refine((v) => v.password === v.password_confirmation, { path: ['password_confirmation'], message: 'auth.password_mismatch' });

export type LpkApplyFields = z.input<typeof lpkApplyFields>;
export type LpkInstituteFields = z.input<typeof lpkInstituteFields>;

export const LPK_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type LpkApplicationStatus = (typeof LPK_APPLICATION_STATUSES)[number];

/** An application as its applicant sees it. */
export const lpkApplication = z
  .object({
    id: z.number().int(),
    kind: z.enum(['new', 'claim']).describe('claim: the licence number is that of a listed institute'),
    status: z.enum(LPK_APPLICATION_STATUSES),
    name: z.string(),
    licence_number: z.string(),
    province: z.string(),
    city: z.string(),
    institute_id: z.number().int().nullable().describe('The claimed institute, or the one listed on approval'),
    decision_reason: z.string().nullable(),
    decided_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'LpkApplication' });

/** What the registry says of an application's licence number. */
export const registryCheck = z
  .object({
    result: z.enum(['match', 'no_match', 'differs']).describe('differs: the number is listed, under another name or province'),
    differences: z.array(z.enum(['name', 'province'])),
    entry: z.object({ licence_number: z.string(), name: z.string(), province: z.string(), status: z.string() }).nullable(),
    imported_at: z.string().nullable().describe('When the registry was last imported'),
  })
  .meta({ id: 'RegistryCheck' });

/** An application as the operator sees it. */
export const operatorApplication = lpkApplication
  .extend({
    address: z.string(),
    programs: z.array(z.enum(PROGRAMS)),
    sending_org: z.boolean(),
    contact_name: z.string(),
    email: z.string(),
    phone: z.string(),
    document: z.object({ type: z.enum(LICENCE_DOCUMENT_TYPES), bytes: z.number().int() }),
    registry: registryCheck,
    claimed: z.object({ id: z.number().int(), name: z.string(), province: z.string() }).nullable(),
  })
  .meta({ id: 'OperatorApplication' });

/** An institute as the operator manages it: `draft` (approved, not yet published by its admin), `listed` (public) or `suspended`. */
export const operatorInstitute = z
  .object({
    id: z.number().int(),
    name: z.string(),
    province: z.string(),
    city: z.string(),
    licence_number: z.string(),
    listing_status: z.enum(LISTING_STATUSES),
    licence_verified_at: z.string().nullable(),
    suspended_at: z.string().nullable(),
    suspension_reason: z.string().nullable(),
    reports: z
      .object({ open: z.number().int(), total: z.number().int() })
      .optional()
      .describe('Reports of abuse about it: open (new or in review) and in all (contracts 1.9)'),
  })
  .meta({ id: 'OperatorInstitute' });

export const OPERATOR_ACTIONS = [
  'application.approved',
  'application.rejected',
  'application.document_viewed',
  'applications.listed',
  'lpk.suspended',
  'lpk.reinstated',
  // Reports of abuse (contracts/src/http/reports.ts, contracts 1.9): every read of a report or its attachment, each note and status change.
  'report.viewed',
  'report.attachment_viewed',
  'report.noted',
  'report.status_changed',
  // Reviews (contracts/src/http/reviews.ts, contracts 1.9): the operator hid a review with a reason, or showed it again.
  'review.hidden',
  'review.restored',
] as const;
export type OperatorAction = (typeof OPERATOR_ACTIONS)[number];

export const operatorAuditEntry = z
  .object({
    id: z.number().int(),
    at: z.string(),
    actor: z.string(),
    action: z.enum(OPERATOR_ACTIONS),
    application_id: z.number().int().nullable(),
    report_id: z.number().int().nullable().optional().describe('The report the action was about (contracts 1.9)'),
    review_id: z.number().int().nullable().optional().describe('The review hidden or restored (contracts 1.9)'),
    lpk: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    reason: z.string().nullable(),
    client_address: z
      .string()
      .nullable()
      .optional()
      .describe("The operator's client address at the action (TRUST_PROXY applied); null for actions recorded before it was kept"),
  })
  .meta({ id: 'OperatorAuditEntry' });

export const REASON_MAX_CHARS = 500;
export const reasonBody = z.object({ reason: fields.text(REASON_MAX_CHARS, 3) });
export const idParams = z.object({ id: z.string().describe('A positive integer (anything else: 404)') });
export const operatorInstitutesQuery = z.object({
  q: z.preprocess((v) => (v === '' ? undefined : v), fields.text(100, 1, 'line').optional()),
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(LISTING_STATUSES).optional()),
});

/** The real-time events (Laravel names) of this part. */
export const LPK_JOIN_EVENTS = Object.freeze({
  /** On `private-operators`: a new application. */
  applicationSubmitted: 'LpkApplicationSubmitted',
  /** On the applicant's `private-App.Models.User.{id}`: approved or rejected. */
  applicationDecided: 'LpkApplicationDecided',
  /** On each live registrant's channel: the LPK they registered with was suspended or reinstated. */
  lpkSuspension: 'LpkSuspensionChanged',
  /** On `private-lpk.{id}` (its staff and admin): the operator suspended or reinstated their own LPK, or its admin published it; the payload is `OwnLpk`. */
  lpkStatus: 'LpkStatusChanged',
});

export const lpkApplyRoute = {
  summary: 'Apply to list an LPK, or claim a listed one (public; multipart with the licence document `document`)',
  description: 'Creates a pending LPK admin account, signed in (201). A licence number that a listed institute has is a claim of that listing.',
  tags: TAGS,
  consumes: ['multipart/form-data'],
  response: { 201: envelope(authSession.extend({ application: lpkApplication })), ...errorAnswers(413, 415, 422, 429) },
};

export const lpkReapplyRoute = {
  summary: 'Apply again after a rejection, from the same account (multipart with the licence document `document`)',
  description:
    'For a signed-in pending LPK admin whose latest application was rejected: the same fields without the account (e-mail and password). 409 while an application is pending or once approved; 403 for other roles.',
  tags: TAGS,
  security: BEARER,
  consumes: ['multipart/form-data'],
  response: { 201: envelope(z.object({ application: lpkApplication })), ...errorAnswers(401, 403, 409, 413, 415, 422, 429) },
};

export const myLpkApplicationRoute = {
  summary: "The signed-in applicant's latest LPK application (null: none)",
  tags: TAGS,
  security: BEARER,
  response: { 200: envelope(z.object({ application: lpkApplication.nullable() })), ...errorAnswers(401) },
};

export const operatorApplicationsRoute = {
  summary: 'LPK applications, newest first, with the registry check (operator)',
  tags: OPERATOR_TAGS,
  security: BEARER,
  response: { 200: envelope(z.object({ items: z.array(operatorApplication) })), ...errorAnswers(401, 403) },
};

export const operatorDocumentRoute = {
  summary: "An application's licence document (operator; every view is in the audit log)",
  tags: OPERATOR_TAGS,
  security: BEARER,
  params: idParams,
  response: {
    200: {
      description: 'The document as uploaded (PDF, JPEG or PNG)',
      content: Object.fromEntries(LICENCE_DOCUMENT_TYPES.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }])),
    },
    ...errorAnswers(401, 403, 404),
  },
};

export const operatorApproveRoute = {
  summary:
    'Approve an application: a new LPK is created as a draft (public once its admin publishes it), or the claim granted (the listing keeps its status) (operator)',
  tags: OPERATOR_TAGS,
  security: BEARER,
  params: idParams,
  body: z.object({}).optional().default({}),
  response: { 200: envelope(operatorApplication), ...errorAnswers(401, 403, 404, 409) },
};

export const operatorRejectRoute = {
  summary: 'Reject an application with a reason (operator)',
  tags: OPERATOR_TAGS,
  security: BEARER,
  params: idParams,
  body: reasonBody,
  response: { 200: envelope(operatorApplication), ...errorAnswers(401, 403, 404, 409, 422) },
};

export const operatorInstitutesRoute = {
  summary: 'Institutes to manage: suspended ones first, or found by name or id (operator)',
  tags: OPERATOR_TAGS,
  security: BEARER,
  querystring: operatorInstitutesQuery,
  response: { 200: envelope(z.object({ items: z.array(operatorInstitute) })), ...errorAnswers(401, 403, 422) },
};

export const operatorSuspendRoute = {
  summary: 'Suspend a listed or draft LPK with a reason: it leaves search and detail on every node (operator)',
  tags: OPERATOR_TAGS,
  security: BEARER,
  params: idParams,
  body: reasonBody,
  response: { 200: envelope(operatorInstitute), ...errorAnswers(401, 403, 404, 409, 422) },
};

export const operatorReinstateRoute = {
  ...operatorSuspendRoute,
  summary: 'Reinstate a suspended LPK with a reason: back to the status it had, listed or draft (operator)',
};

export const operatorAuditRoute = {
  summary: 'Every operator action, newest first (operator)',
  tags: OPERATOR_TAGS,
  security: BEARER,
  response: { 200: envelope(z.object({ items: z.array(operatorAuditEntry) })), ...errorAnswers(401, 403) },
};

export const operatorReleaseLogRoute = {
  summary: 'The release log of every remote, newest first (operator)',
  tags: OPERATOR_TAGS,
  security: BEARER,
  response: { 200: envelope(z.object({ items: z.array(releaseLogEntry) })), ...errorAnswers(401, 403) },
};

export type LpkApplication = z.infer<typeof lpkApplication>;
export type OperatorApplication = z.infer<typeof operatorApplication>;
export type OperatorInstitute = z.infer<typeof operatorInstitute>;
export type OperatorAuditEntry = z.infer<typeof operatorAuditEntry>;
export type RegistryCheck = z.infer<typeof registryCheck>;
export type ReasonBody = z.input<typeof reasonBody>;
