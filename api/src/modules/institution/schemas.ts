import { z } from 'zod';
import { fields, freeText } from 'contracts';
import { idField } from '../registrations/schemas';
import { REGISTRATION_STATUSES, type RegistrationStatus } from '../registrations/states';

/** Staff never see withdrawn registrations, so that filter does not exist. */
export const LISTABLE_STATUSES = REGISTRATION_STATUSES.filter((s) => s !== 'withdrawn') as Exclude<RegistrationStatus, 'withdrawn'>[];
export type ListableStatus = (typeof LISTABLE_STATUSES)[number];

/** Orders of the applicant list: newest (default) or oldest registration first, by name, by stage. */
export const STAFF_SORTS = ['newest', 'oldest', 'name', 'status'] as const;
export type StaffSort = (typeof STAFF_SORTS)[number];

/** A search longer than this is a paste accident, not a name, email or phone number. */
export const STAFF_SEARCH_MAX_CHARS = 100;

/** A query parameter sent empty (`?status=`) is the same as one not sent: "any". */
const blankIsAbsent = (v: unknown) => (v === '' ? undefined : v);

/**
 * GET /institution/registrations: `q` (name, email or phone), `status`, `job_id` (one of the
 * LPK's vacancies), `sort`, `page`, `per_page` (at most 50). Anything else in a known parameter
 * is a 422 naming it.
 */
export const staffListSchema = z.object({
  q: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    freeText('line').max(STAFF_SEARCH_MAX_CHARS).optional(),
  ),
  status: z.preprocess(blankIsAbsent, z.enum(LISTABLE_STATUSES as [ListableStatus, ...ListableStatus[]]).optional()),
  job_id: z.preprocess(blankIsAbsent, idField.optional()),
  sort: z.preprocess(blankIsAbsent, z.enum(STAFF_SORTS).default('newest')),
  page: fields.queryInt(1, 100_000).default(1),
  per_page: fields.queryInt(1, 50).default(20),
});

export type StaffListQuery = z.output<typeof staffListSchema>;

/** Any known status is accepted here; the state machine then refuses the moves it does not allow. */
export const moveSchema = z.object({
  status: z.enum(REGISTRATION_STATUSES),
  note: fields.optionalText(1000),
});
