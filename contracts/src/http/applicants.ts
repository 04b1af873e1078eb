import { z } from 'zod';
import { MOVE_NOTE_MAX_CHARS, STAFF_PAGE_MAX, STAFF_SEARCH_MAX_CHARS, STAFF_SORTS } from '../registration/limits';
import { LISTABLE_STATUSES, REGISTRATION_STATUSES } from '../registration/states';
import { LISTING_STATUSES } from '../rules/listing';
import { envelope, errorAnswers } from './envelope';
import { fields, freeText } from './fields';
import { idField, registrationIdParams } from './ids';
import { registration, registrationStatus } from './registrations';

/**
 * The LPK staff console (api/src/modules/applicants; docs/architecture.md section 2): the
 * registrations at the staff member's own LPK, one applicant's file, status moves.
 */

/** A query parameter sent empty (`?status=`) is the same as one not sent: "any". */
const blankIsAbsent = (v: unknown) => (v === '' ? undefined : v);

/**
 * GET /institution/registrations: `q` (name, email or phone), `status`, `job_id` (one of the
 * LPK's vacancies), `sort`, `page`, `per_page` (at most 50). Anything else in a known parameter
 * is a 422 naming it.
 */
export const staffListQuery = z.object({
  q: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), freeText('line').max(STAFF_SEARCH_MAX_CHARS).optional()),
  status: z.preprocess(blankIsAbsent, z.enum(LISTABLE_STATUSES).optional()),
  job_id: z.preprocess(blankIsAbsent, idField.optional()),
  sort: z.preprocess(blankIsAbsent, z.enum(STAFF_SORTS).default('newest')),
  page: fields.queryInt(1, 100_000).default(1),
  per_page: fields.queryInt(1, STAFF_PAGE_MAX).default(20),
});

/** Any known status is accepted here; the state machine then refuses the moves it does not allow (422). */
export const staffMoveBody = z.object({
  status: z.enum(REGISTRATION_STATUSES),
  note: fields.optionalText(MOVE_NOTE_MAX_CHARS),
});

/** The applicant as a row of the staff list shows them: the name, and the contact they consented to share. */
export const listedApplicant = z
  .object({
    id: z.number().int(),
    full_name: z.string(),
    email: z.string().optional(),
    /** With the email: when the applicant proved it (a mailed link, or Google); null while unverified. */
    email_verified_at: z.string().nullable().optional(),
    phone: z.string().optional(),
    avatar: z.string().nullable().optional(),
  })
  .meta({ id: 'ListedApplicant' });

/** A row of the staff list: the registration and its applicant. */
export const applicantRegistration = registration.extend({ applicant: listedApplicant }).meta({ id: 'ApplicantRegistration' });

export const applicantPage = z.object({
  items: z.array(applicantRegistration),
  meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int(), last_page: z.number().int() }),
  counts: z
    .record(z.enum(LISTABLE_STATUSES), z.number().int())
    .describe('Registrations per status matching the search and the vacancy filter (the status filter aside)'),
});

/** A registration as staff get it: with the statuses they may move it to now (the state machine's). */
export const staffRegistration = registration.extend({ allowed_moves: z.array(registrationStatus) }).meta({ id: 'StaffRegistration' });

/** A profile section as stored, or null when the applicant has not filled it in. */
export const applicantSection = z.object({ data: z.record(z.string(), z.unknown()), updated_at: z.string() }).nullable();

/** The applicant's profile as far as the caregiver consented to share it. */
export const applicantProfile = z
  .object({
    user: z.object({
      id: z.number().int(),
      full_name: z.string().optional(),
      email: z.string().optional(),
      /** With the email: when the applicant proved it; null while unverified. */
      email_verified_at: z.string().nullable().optional(),
      phone: z.string().optional(),
      avatar: z.string().nullable().optional(),
    }),
    sections: z.record(z.string(), applicantSection).describe('Consented sections (ktp, education, family, additional_info, quiz, essay)'),
    completeness: z.record(z.string(), z.number()).describe('Percent per consented section, and `overall`'),
  })
  .meta({ id: 'ApplicantProfile' });

export const applicantDetail = z.object({ registration: staffRegistration, applicant: applicantProfile });

export const applicantListRoute = {
  summary: 'The applicants at my LPK: search, filter, sort, page, with the counts per status (audited)',
  tags: ['applicants'],
  security: [{ bearer: [] }],
  querystring: staffListQuery,
  response: { 200: envelope(applicantPage), ...errorAnswers(401, 403, 422, 429) },
};

export const applicantGetRoute = {
  summary: 'One applicant: the registration, the moves allowed now, the consented profile (audited; 404 once closed)',
  tags: ['applicants'],
  security: [{ bearer: [] }],
  params: registrationIdParams,
  response: { 200: envelope(applicantDetail), ...errorAnswers(401, 403, 404, 429) },
};

export const applicantMoveRoute = {
  summary: 'Move a registration at my LPK along the state machine (other moves: 422; while the LPK is suspended: 403)',
  tags: ['applicants'],
  security: [{ bearer: [] }],
  params: registrationIdParams,
  body: staffMoveBody,
  response: { 200: envelope(staffRegistration), ...errorAnswers(401, 403, 404, 422, 429) },
};

/**
 * GET /institution/lpk: the staff member's or admin's own LPK and its standing with the operator.
 * While `listing_status` is `suspended` the LPK's work is frozen (docs/lpk-join.md): staff and
 * admin read registrations and messages and answer messages; moving a registration, issuing a
 * certificate and changing what the LPK publishes are refused (403). `draft` (added in 1.7.0):
 * approved, not yet published by its admin, so not public (rules/listing.ts). The same object is
 * sent live as `LpkStatusChanged` on `private-lpk.{id}` when the operator suspends or reinstates
 * it and when its admin publishes it.
 */
export const ownLpk = z
  .object({
    id: z.number().int(),
    name: z.string(),
    listing_status: z.enum(LISTING_STATUSES),
    /** When the operator suspended it; null while listed. */
    suspended_at: z.string().nullable(),
    /** The operator's reason; null while listed. */
    suspension_reason: z.string().nullable(),
  })
  .meta({ id: 'OwnLpk' });

export const ownLpkRoute = {
  summary: 'My LPK and whether the operator suspended it (staff and admin)',
  tags: ['applicants'],
  security: [{ bearer: [] }],
  response: { 200: envelope(ownLpk), ...errorAnswers(401, 403, 429) },
};

export type OwnLpk = z.infer<typeof ownLpk>;
export type StaffListQuery = z.output<typeof staffListQuery>;
export type StaffMoveInput = z.input<typeof staffMoveBody>;
export type ListedApplicant = z.infer<typeof listedApplicant>;
export type ApplicantRegistration = z.infer<typeof applicantRegistration>;
export type ApplicantPage = z.infer<typeof applicantPage>;
export type StaffRegistration = z.infer<typeof staffRegistration>;
export type ApplicantSection = z.infer<typeof applicantSection>;
export type ApplicantProfile = z.infer<typeof applicantProfile>;
export type ApplicantDetail = z.infer<typeof applicantDetail>;
