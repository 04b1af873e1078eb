import { z } from 'zod';
import { z as mini } from 'zod/mini';
import { normaliseIndonesianPhone } from '../rules/phone';
import { phoneField } from './signup-fields';

/**
 * An Indonesian phone number in any usual writing, checked with libphonenumber's metadata and
 * normalised to E.164 (+6281234567890). The API checks every phone number with it; the profile
 * forms too. The registration screen (a first visit) checks only `phoneField` and leaves the
 * number's validity to the API, so that the metadata stays out of its bytes.
 */
export const indonesianPhone = mini.pipe(
  phoneField,
  mini.transform((value: string, ctx) => {
    const normalised = normaliseIndonesianPhone(value);
    if (!normalised) {
      ctx.issues.push({ code: 'custom', message: value === '' ? 'validation.required' : 'labels.person.phone_invalid', input: value });
      return mini.NEVER;
    }
    return normalised;
  }),
);

/** The same field for schemas built with zod's methods. */
export const phone = z.string().pipe(indonesianPhone);
