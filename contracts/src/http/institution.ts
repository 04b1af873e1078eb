import { z } from 'zod';
import { FACILITY_TYPES } from '../reference/facility-types';
import { FEE_ITEMS, OFFICE_DAYS } from '../reference/institutes';
import { JLPT_LEVELS } from '../reference/jlpt';
import { PREFECTURES } from '../reference/prefectures';
import { EXPERIENCES, PATHWAYS, PROGRAMS } from '../reference/programs';
import { encodeIssueMessage } from '../rules/issues';
import { LISTING_STATUSES, forbiddenFeeItems } from '../rules/listing';
import { SIMULATION_GROSS_MAX_JPY, SIMULATION_GROSS_MIN_JPY } from '../rules/salary';
import { newPasswordField } from './auth-bodies';
import { authSession } from './auth';
import { envelope, errorAnswers } from './envelope';
import { fields } from './fields';
import { user } from './user';

/**
 * The LPK admin area (api/src/modules/institution; docs/institution.md): an LPK admin edits its own
 * listing and photos, publishes and closes vacancies, invites and removes staff. Every route acts
 * on the signed-in admin's own LPK (no LPK id in the path: an id of another LPK's vacancy, photo,
 * invitation or staff member answers 404). Staff may read the listing, vacancies and staff list
 * (403 on every write); a pending admin may read but not publish (403). The invitation link
 * (/staff-invitation?token=) is checked and accepted by the public routes at the end.
 *
 * Messages are i18n keys, worded in the request language: the API's (`institution.*`), those these
 * schemas carry (`labels.institution.*`, contracts/src/i18n/institution.ts) and `validation.*`.
 */

const TAGS = ['institution'];
const BEARER = [{ bearer: [] }];

/** Most photos a listing shows. */
export const LISTING_PHOTOS_MAX = 6;
/** Largest photo upload (bytes): as the avatar (uploads/multipart.ts). */
export const LISTING_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** How long a staff invitation link is valid. */
export const STAFF_INVITATION_DAYS = 7;
/** Most invitations an LPK may send in a day (a mistyped address can simply be invited again). */
export const STAFF_INVITATIONS_PER_DAY = 20;
/** A fee item's largest amount (IDR). */
export const FEE_ITEM_MAX_IDR = 200_000_000;
/** Longest name of an `other` fee item. */
export const FEE_LABEL_MAX = 80;
/** Lines of a vacancy's requirements or benefits, per language. */
export const VACANCY_LIST_MAX = 12;

const int = () => z.number().int();
const line = (max: number, min = 1) => fields.text(max, min, 'line');
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'labels.institution.time_format');
const email = z
  .string()
  .trim()
  .max(254)
  .toLowerCase()
  .pipe(z.email({ message: 'validation.email' }));
/** An optional web address: http(s) only; "" is none. */
const website = z
  .string()
  .trim()
  .max(200)
  .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), 'labels.institution.website_format');

/** What a listing says besides its name and licence (those come from the registry and the operator). */
export const listingFields = z.object({
  description_id: fields.text(4000, 20),
  description_en: fields.text(4000, 20),
  programs: z
    .array(z.enum(PROGRAMS))
    .min(1, 'labels.institution.programs_required')
    .max(PROGRAMS.length)
    .refine((list) => new Set(list).size === list.length, 'labels.institution.duplicate'),
  fees: z.object({
    items: z
      .array(
        z.object({
          key: z.enum(FEE_ITEMS),
          amount: int().min(0).max(FEE_ITEM_MAX_IDR),
          /** The name of an `other` item, as the LPK words it (since 1.9.0); none for the named items. */
          label: fields.text(FEE_LABEL_MAX, 2, 'line').optional(),
        }),
      )
      .min(1, 'labels.institution.fees_required')
      .max(FEE_ITEMS.length)
      .refine((list) => new Set(list.map((i) => i.key)).size === list.length, 'labels.institution.duplicate'),
    instalments: z.boolean(),
  }),
  has_dormitory: z.boolean(),
  dormitory: z.object({ capacity: int().min(1).max(5000), monthly_fee_idr: int().min(0).max(20_000_000), separate_by_gender: z.boolean() }).nullable(),
  training_months: int().min(1).max(36),
  contact: z.object({
    phone: line(32, 6),
    whatsapp: line(32, 6),
    email,
    website,
    office_hours: z.object({ days: z.enum(OFFICE_DAYS), open: hhmm, close: hhmm }),
  }),
});

/** PUT /institution/listing: a dormitory's details exactly when it has one; a total above zero. */
export const listingBody = listingFields
  .refine((v) => (v.has_dormitory ? v.dormitory !== null : v.dormitory === null), { path: ['dormitory'], message: 'labels.institution.dormitory_mismatch' })
  .refine((v) => v.fees.items.reduce((sum, i) => sum + i.amount, 0) > 0, { path: ['fees', 'items'], message: 'labels.institution.fees_total' })
  .superRefine((v, ctx) => {
    v.fees.items.forEach((item, index) => {
      if (item.key === 'other' && !item.label)
        ctx.addIssue({ code: 'custom', path: ['fees', 'items', index, 'label'], message: 'labels.institution.fee_label_required' });
      if (item.key !== 'other' && item.label !== undefined)
        ctx.addIssue({ code: 'custom', path: ['fees', 'items', index, 'label'], message: 'labels.institution.fee_label_other_only' });
    });
    // A deposit, "thank-you money" or a penalty: refused, naming the item and the rule (reference/trust-rules.ts).
    for (const found of forbiddenFeeItems(v.fees.items))
      ctx.addIssue({
        code: 'custom',
        path: ['fees', 'items', found.index, 'label'],
        message: encodeIssueMessage({ key: found.message, params: { label: found.label } }),
      });
  })
  .refine((v) => v.contact.office_hours.open < v.contact.office_hours.close, {
    path: ['contact', 'office_hours', 'close'],
    message: 'labels.institution.hours_order',
  });

export const listingPhoto = z.object({ id: int(), url: z.string(), width: int(), height: int() }).meta({ id: 'ListingPhoto' });

/**
 * The listing as stored: the same fields without the body's rules, since a draft (an approved LPK
 * its admin has not completed yet) has empty descriptions, no fee and no contact.
 */
const storedListingFields = z.object({
  description_id: z.string(),
  description_en: z.string(),
  programs: z.array(z.enum(PROGRAMS)),
  fees: z.object({ items: z.array(z.object({ key: z.enum(FEE_ITEMS), amount: int(), label: z.string().optional() })), instalments: z.boolean() }),
  has_dormitory: z.boolean(),
  dormitory: z.object({ capacity: int(), monthly_fee_idr: int(), separate_by_gender: z.boolean() }).nullable(),
  training_months: int(),
  contact: z.object({
    phone: z.string(),
    whatsapp: z.string(),
    email: z.string(),
    website: z.string(),
    office_hours: z.object({ days: z.enum(OFFICE_DAYS), open: z.string(), close: z.string() }),
  }),
});

/** The listing as its admin edits it. `registration_fee` is the sum of the fee items. */
export const listing = storedListingFields
  .extend({
    id: int(),
    name: z.string(),
    province: z.string(),
    city: z.string(),
    registration_fee: int(),
    fee_level: z.enum(['low', 'medium', 'high']),
    photos: z.array(listingPhoto),
    /** Whether this account may change it now (an admin of a listed LPK; not staff, not a pending admin). */
    can_edit: z.boolean(),
    /**
     * `draft` until its admin publishes it (POST /institution/listing/publish), then `listed`
     * (public); `suspended` by the operator (rules/listing.ts). Added in 1.7.0: absent from an
     * older API, where every listing was public.
     */
    listing_status: z.enum(LISTING_STATUSES).optional(),
  })
  .meta({ id: 'Listing' });

/** A vacancy's fields as its LPK writes them (the public pages show them: GET /jobs/{id}). */
export const vacancyFields = z.object({
  title_id: line(160, 5),
  title_en: line(160, 5),
  facility_type: z.enum(FACILITY_TYPES),
  prefecture: z.enum(PREFECTURES),
  city: line(80, 2),
  monthly_salary_jpy: int()
    .min(SIMULATION_GROSS_MIN_JPY)
    .max(SIMULATION_GROSS_MAX_JPY)
    .describe('Gross JPY a month; at least the minimum wage of the prefecture for 173 hours (the API checks)'),
  experience: z.enum(EXPERIENCES),
  pathway: z.enum(PATHWAYS),
  jlpt_required: z.enum(JLPT_LEVELS),
  deadline: fields.date(),
  openings: int().min(1).max(500),
  description_id: fields.text(4000, 20),
  description_en: fields.text(4000, 20),
  requirements_id: z.array(line(200)).max(VACANCY_LIST_MAX),
  requirements_en: z.array(line(200)).max(VACANCY_LIST_MAX),
  benefits_id: z.array(line(200)).max(VACANCY_LIST_MAX),
  benefits_en: z.array(line(200)).max(VACANCY_LIST_MAX),
  working_hours: z.object({ per_week: int().min(1).max(60), night_shifts: z.boolean() }),
});

/** POST /institution/vacancies and PUT /institution/vacancies/{id}. */
export const vacancyBody = vacancyFields;

export const VACANCY_STATES = ['open', 'closed', 'expired'] as const;
export type VacancyState = (typeof VACANCY_STATES)[number];

export const vacancy = vacancyFields
  .extend({
    id: int(),
    lpk_id: int(),
    /** `closed` by the LPK; `expired` once the deadline passed; else `open`. */
    state: z.enum(VACANCY_STATES),
    closed_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'Vacancy' });

/**
 * A member of the LPK's staff. `email` is the admin's alone: a staff member reading the list gets
 * names and roles only (optional since 1.8.0; before, always present).
 */
export const staffMember = z
  .object({ id: int(), full_name: z.string(), email: z.string().optional(), role: z.enum(['lpk_staff', 'lpk_admin']), since: z.string() })
  .meta({ id: 'StaffMember' });

export const INVITATION_STATES = ['pending', 'expired', 'accepted', 'revoked'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** An invitation to the staff; its `email` only in the admin's answer (optional since 1.8.0). */
export const staffInvitation = z
  .object({
    id: int(),
    email: z.string().optional(),
    state: z.enum(INVITATION_STATES),
    created_at: z.string(),
    expires_at: z.string(),
    accepted_at: z.string().nullable(),
  })
  .meta({ id: 'StaffInvitation' });

export const staffOverview = z.object({ members: z.array(staffMember), invitations: z.array(staffInvitation) });

/** POST /institution/staff/invitations: the address, and the language of the mail (the admin's own when absent). */
export const inviteBody = z.object({ email, locale: z.enum(['id', 'en']).optional() });

/** POST /staff-invitation/check and /staff-invitation/join: the link's token. */
export const invitationTokenBody = z.object({ token: z.string().trim().min(1).max(200) });

/** POST /staff-invitation/accept: a new account for the invited address. */
export const invitationAcceptFields = z.object({
  token: z.string().trim().min(1).max(200),
  full_name: line(100, 2),
  password: newPasswordField,
  password_confirmation: z.string().max(200),
});

/** The two passwords must be equal (reported on `password_confirmation`). */
export const invitationAcceptBody = invitationAcceptFields.refine((v) => v.password === v.password_confirmation, {
  path: ['password_confirmation'],
  message: 'auth.password_mismatch',
});

export const invitationInfo = z.object({
  email: z.string(),
  lpk_id: int(),
  lpk_name: z.string(),
  expires_at: z.string(),
  /** An account has this address: sign in with it and join (POST /staff-invitation/join). */
  account_exists: z.boolean(),
});

const idParams = (what: string) => z.object({ id: z.string().describe(`${what} id, a positive integer (anything else: 404)`) });

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
  tags: TAGS,
  security: BEARER,
  response: { 200: envelope(ownLpk), ...errorAnswers(401, 403, 429) },
};

export type OwnLpk = z.infer<typeof ownLpk>;

export const listingGetRoute = {
  summary: 'My LPK’s listing as I edit it (admin or staff; staff read only)',
  tags: TAGS,
  security: BEARER,
  response: { 200: envelope(listing), ...errorAnswers(401, 403, 404) },
};

export const listingUpdateRoute = {
  summary: 'Change my LPK’s listing (admin): once published, public in search, detail and jobs at once (saving a draft does not publish it)',
  tags: TAGS,
  security: BEARER,
  body: listingBody,
  response: { 200: envelope(listing), ...errorAnswers(401, 403, 404, 422) },
};

export const listingPublishRoute = {
  summary: 'Publish my LPK’s draft listing (admin): public in search, detail, comparison and jobs at once',
  description:
    'Only a complete stored listing is published: otherwise 422 with one error per missing field (descriptions, programs, fees totalling above zero, training length, contact; labels.institution.missing.*) and nothing changes. A listing already public answers 200 as it is; a suspended LPK 403.',
  tags: TAGS,
  security: BEARER,
  body: z.strictObject({}).optional(),
  response: { 200: envelope(listing), ...errorAnswers(401, 403, 404, 422) },
};

export const listingPhotoAddRoute = {
  summary: 'Add a photo to my LPK’s listing (admin; multipart field `photo`, JPEG/PNG/WebP up to 2 MB; at most 6)',
  tags: TAGS,
  security: BEARER,
  consumes: ['multipart/form-data'],
  response: { 201: envelope(listing), ...errorAnswers(401, 403, 404, 413, 422, 503) },
};

export const listingPhotoDeleteRoute = {
  summary: 'Remove a photo of my LPK’s listing (admin)',
  tags: TAGS,
  security: BEARER,
  params: idParams('Photo'),
  response: { 200: envelope(listing), ...errorAnswers(401, 403, 404) },
};

export const vacancyListRoute = {
  summary: 'My LPK’s vacancies, open, closed and expired (admin or staff)',
  tags: TAGS,
  security: BEARER,
  response: { 200: envelope(z.object({ items: z.array(vacancy) })), ...errorAnswers(401, 403, 404) },
};

export const vacancyCreateRoute = {
  summary: 'Publish a vacancy of my LPK (admin of a listed LPK)',
  tags: TAGS,
  security: BEARER,
  body: vacancyBody,
  response: { 201: envelope(vacancy), ...errorAnswers(401, 403, 404, 422) },
};

export const vacancyUpdateRoute = {
  summary: 'Change a vacancy of my LPK (admin)',
  tags: TAGS,
  security: BEARER,
  params: idParams('Vacancy'),
  body: vacancyBody,
  response: { 200: envelope(vacancy), ...errorAnswers(401, 403, 404, 422) },
};

/** Close and reopen take no body (an empty object or none). */
const noBody = z.strictObject({}).optional();

export const vacancyCloseRoute = {
  summary: 'Close a vacancy of my LPK (admin): public pages show it closed',
  tags: TAGS,
  security: BEARER,
  params: idParams('Vacancy'),
  body: noBody,
  response: { 200: envelope(vacancy), ...errorAnswers(401, 403, 404) },
};

export const vacancyReopenRoute = {
  summary: 'Reopen a closed vacancy of my LPK (admin; its deadline must not have passed)',
  tags: TAGS,
  security: BEARER,
  params: idParams('Vacancy'),
  body: noBody,
  response: { 200: envelope(vacancy), ...errorAnswers(401, 403, 404, 422) },
};

export const staffListRoute = {
  summary: 'My LPK’s staff and the invitations sent (admin or staff)',
  description: 'E-mail addresses (of members and invitations) are answered to the LPK’s admin only: staff get names, roles and dates.',
  tags: TAGS,
  security: BEARER,
  response: { 200: envelope(staffOverview), ...errorAnswers(401, 403, 404) },
};

export const staffInviteRoute = {
  summary: 'Invite a staff member by mail (admin): a one-use link valid 7 days',
  tags: TAGS,
  security: BEARER,
  body: inviteBody,
  response: { 201: envelope(staffOverview), ...errorAnswers(401, 403, 404, 422, 429) },
};

export const staffInvitationRevokeRoute = {
  summary: 'Withdraw an invitation not yet accepted (admin): its link stops working',
  tags: TAGS,
  security: BEARER,
  params: idParams('Invitation'),
  response: { 200: envelope(staffOverview), ...errorAnswers(401, 403, 404) },
};

export const staffRemoveRoute = {
  summary: 'Remove a staff member (admin): their sessions end and their sockets close at once',
  tags: TAGS,
  security: BEARER,
  params: idParams('User'),
  response: { 200: envelope(staffOverview), ...errorAnswers(401, 403, 404, 422) },
};

export const invitationCheckRoute = {
  summary: 'What a staff invitation link is for, before accepting it (410 when expired, used or unknown)',
  tags: TAGS,
  body: invitationTokenBody,
  response: { 200: envelope(invitationInfo), ...errorAnswers(410, 422, 429) },
};

export const invitationAcceptRoute = {
  summary: 'Accept a staff invitation with a new account (name and password): signed in',
  tags: TAGS,
  body: invitationAcceptBody,
  response: { 201: envelope(authSession), ...errorAnswers(409, 410, 422, 429) },
};

export const invitationJoinRoute = {
  summary: 'Accept a staff invitation into the signed-in account (its address must be the invited one)',
  tags: TAGS,
  security: BEARER,
  body: invitationTokenBody,
  response: { 200: envelope(z.object({ user })), ...errorAnswers(401, 403, 409, 410, 422, 429) },
};

export type ListingInput = z.input<typeof listingBody>;
export type Listing = z.infer<typeof listing>;
export type ListingPhoto = z.infer<typeof listingPhoto>;
export type VacancyInput = z.input<typeof vacancyBody>;
export type Vacancy = z.infer<typeof vacancy>;
export type StaffMember = z.infer<typeof staffMember>;
export type StaffInvitation = z.infer<typeof staffInvitation>;
export type StaffOverview = z.infer<typeof staffOverview>;
export type InviteInput = z.input<typeof inviteBody>;
export type InvitationInfo = z.infer<typeof invitationInfo>;
export type InvitationAcceptInput = z.input<typeof invitationAcceptFields>;
