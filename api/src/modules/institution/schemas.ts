import { z } from 'zod';
import { fields } from '../../lib/validation';
import { REGISTRATION_STATUSES } from '../registrations/states';

/** Staff never see withdrawn registrations, so that filter does not exist. */
const LISTABLE = REGISTRATION_STATUSES.filter((s) => s !== 'withdrawn');

export const staffListSchema = z.object({
  status: z.enum(LISTABLE as [string, ...string[]]).optional(),
  page: fields.queryInt(1, 100_000).default(1),
  per_page: fields.queryInt(1, 50).default(20),
});

/** Any known status is accepted here; the state machine then refuses the moves it does not allow. */
export const moveSchema = z.object({
  status: z.enum(REGISTRATION_STATUSES),
  note: fields.optionalText(1000),
});
