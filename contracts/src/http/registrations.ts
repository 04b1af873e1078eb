import { z } from 'zod';
import { userRole } from './user';
import { REGISTRATION_STATUSES } from '../registration/states';
import { certificateSummary } from './certificates';
import { envelope, errorAnswers } from './envelope';
import { fields } from './fields';
import { idField, registrationIdParams } from './ids';

/**
 * A caregiver's registrations with LPKs (api/src/modules/registrations; docs/architecture.md
 * section 2): register after explicit consent, list and read one's own, withdraw.
 */
export const registrationStatus = z.enum(REGISTRATION_STATUSES).meta({ id: 'RegistrationStatus' });

/** Explicit consent: the JSON value true (or "true"/"1"/"on"/1 from a form); anything else refuses. */
export const consentField = z.preprocess(
  (v) => (v === true || v === 'true' || v === 1 || v === '1' || v === 'on' ? true : v),
  z.literal(true, { message: 'labels.registrations.consent_required' }),
);

/** POST /registrations: the LPK, an optional vacancy of that LPK, and explicit consent. */
export const createRegistrationBody = z.object({
  lpk_id: idField,
  job_id: idField.optional().nullable(),
  consent: consentField,
});

/** Paging of a caregiver's registrations (at most 50 a page). */
export const registrationPagingQuery = z.object({
  page: fields.queryInt(1, 100_000).default(1),
  per_page: fields.queryInt(1, 50).default(20),
});

export const registrationLpk = z
  .object({
    id: z.number().int(),
    name: z.string(),
    city: z.string(),
    province: z.string(),
    suspended: z.boolean().optional().describe('Suspended by the platform operator: out of search, no new registrations (contracts 1.4)'),
  })
  .meta({ id: 'RegistrationLpk' });

export const registrationJob = z
  .object({
    id: z.number().int(),
    lpk_id: z.number().int(),
    title: z.string().describe("In the request's language; both languages follow"),
    title_id: z.string(),
    title_en: z.string(),
    prefecture: z.string(),
    city: z.string(),
    monthly_salary_jpy: z.number().int(),
    experience: z.enum(['experienced', 'inexperienced']),
    pathway: z.enum(['titp', 'ssw', 'kaigo_fukushishi']),
    jlpt_required: z.string(),
    deadline: z.string(),
  })
  .meta({ id: 'RegistrationJob' });

export const registrationActor = z.object({ id: z.number().int(), full_name: z.string(), role: userRole });

export const registrationHistoryItem = z
  .object({
    status: registrationStatus,
    at: z.string(),
    note: z.string().nullable(),
    actor: registrationActor.nullable().describe('Who made the change; null once that account has been deleted'),
  })
  .meta({ id: 'RegistrationHistoryItem' });

/** What a caregiver agreed to share with the LPK (stored with the registration). */
export const consentScope = z
  .object({
    version: z.string().describe('Version of the consent text'),
    account_fields: z.array(z.string()),
    profile_sections: z.array(z.string()),
    lpk_id: z.number().int(),
  })
  .meta({ id: 'ConsentScope' });

/** A registration as its owner (and the LPK's staff) see it. */
export const registration = z
  .object({
    id: z.number().int(),
    lpk_id: z.number().int(),
    lpk: registrationLpk.nullable(),
    job_id: z.number().int().nullable(),
    job: registrationJob.nullable(),
    status: registrationStatus,
    history: z.array(registrationHistoryItem).describe('Oldest first'),
    consent: z.object({ at: z.string(), scope: consentScope }),
    certificate: certificateSummary.nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Registration' });

export const registrationPage = z.object({
  items: z.array(registration),
  meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() }),
});

export const registrationCreateRoute = {
  summary: 'Register with an LPK (explicit consent to share the profile with it)',
  tags: ['registrations'],
  security: [{ bearer: [] }],
  body: createRegistrationBody,
  response: { 201: envelope(registration), ...errorAnswers(401, 403, 422, 429) },
};

export const registrationListRoute = {
  summary: 'My registrations, newest first',
  tags: ['registrations'],
  security: [{ bearer: [] }],
  querystring: registrationPagingQuery,
  response: { 200: envelope(registrationPage), ...errorAnswers(401, 422) },
};

export const registrationGetRoute = {
  summary: 'One of my registrations',
  tags: ['registrations'],
  security: [{ bearer: [] }],
  params: registrationIdParams,
  response: { 200: envelope(registration), ...errorAnswers(401, 404) },
};

export const registrationWithdrawRoute = {
  summary: 'Withdraw one of my registrations (the LPK loses access to my data at once)',
  tags: ['registrations'],
  security: [{ bearer: [] }],
  params: registrationIdParams,
  response: { 200: envelope(registration), ...errorAnswers(401, 404, 422, 429) },
};

export type CreateRegistrationInput = z.input<typeof createRegistrationBody>;
export type RegistrationLpk = z.infer<typeof registrationLpk>;
export type RegistrationJob = z.infer<typeof registrationJob>;
export type RegistrationHistoryItem = z.infer<typeof registrationHistoryItem>;
export type ConsentScope = z.infer<typeof consentScope>;
export type Registration = z.infer<typeof registration>;
export type RegistrationPage = z.infer<typeof registrationPage>;
