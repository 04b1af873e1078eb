import { z } from 'zod';
import { MOVE_NOTE_MAX_CHARS, STAFF_PAGE_MAX, STAFF_SEARCH_MAX_CHARS, STAFF_SORTS } from '../registration/limits';
import { LISTABLE_STATUSES, REGISTRATION_STATUSES } from '../registration/states';
import { envelope, errorAnswers } from './envelope';
import { fields, freeText } from './fields';
import { idField, registrationIdParams } from './ids';
import { registration, registrationStatus } from './registrations';

/**
 * The applicants console of LPK staff (api/src/modules/applicants; docs/architecture.md section 2):
 * the registrations at the staff member's own LPK, one applicant's file, status moves. Canonical
 * paths: GET /applicants, GET /applicants/{id}, POST /applicants/{id}/status. The first published paths
 * fixed, /institution/registrations[/{id}[/status]], answer the same (the `...LegacyRoute`s below,
 * deprecated in the OpenAPI document with the canonical path named).
 */

/** A query parameter sent empty (`?status=`) is the same as one not sent: "any". */
const blankIsAbsent = (v: unknown) => (v === '' ? undefined : v);

/**
 * GET /applicants: `q` (name, email or phone), `status`, `job_id` (one of the
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
 * A route at its first published path, kept for the clients that call it: the same schema,
 * marked deprecated, naming the canonical path, with its own operationId and summary (no two
 * routes share either: api/src/plugins/contract.ts).
 */
function legacyPath<T extends { summary: string }>(route: T, canonical: string, operationId: string) {
  return {
    ...route,
    summary: `${route.summary} [deprecated path]`,
    description: `Deprecated path, kept as first published: the same route as \`${canonical}\`, which clients should call.`,
    deprecated: true,
    operationId,
  };
}

/** GET /institution/registrations: deprecated, the same as GET /applicants. */
export const applicantListLegacyRoute = legacyPath(applicantListRoute, 'GET /api/lpk/applicants', 'applicantListLegacy');
/** GET /institution/registrations/{id}: deprecated, the same as GET /applicants/{id}. */
export const applicantGetLegacyRoute = legacyPath(applicantGetRoute, 'GET /api/lpk/applicants/{id}', 'applicantGetLegacy');
/** POST /institution/registrations/{id}/status: deprecated, the same as POST /applicants/{id}/status. */
export const applicantMoveLegacyRoute = legacyPath(applicantMoveRoute, 'POST /api/lpk/applicants/{id}/status', 'applicantMoveLegacy');

export type StaffListQuery = z.output<typeof staffListQuery>;
export type StaffMoveInput = z.input<typeof staffMoveBody>;
export type ListedApplicant = z.infer<typeof listedApplicant>;
export type ApplicantRegistration = z.infer<typeof applicantRegistration>;
export type ApplicantPage = z.infer<typeof applicantPage>;
export type StaffRegistration = z.infer<typeof staffRegistration>;
export type ApplicantSection = z.infer<typeof applicantSection>;
export type ApplicantProfile = z.infer<typeof applicantProfile>;
export type ApplicantDetail = z.infer<typeof applicantDetail>;
