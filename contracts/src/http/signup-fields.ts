import { z } from 'zod/mini';
import { TEXT_RULE_MESSAGE, isCleanText, normaliseText } from '../rules/text';

/**
 * What a new person gives when signing up, by registering (auth-bodies.ts) or through Google: name,
 * phone number and consent; and POST /auth/google/complete, which asks only these (the Google
 * sign-up form of the /auth/callback screen loads this module, not the rest of registration).
 * zod/mini, as auth-bodies.ts explains.
 */

/** One line of text under the text rule (rules/text.ts), trimmed, between min and max characters. */
const lineOfText = (min: number, max: number) =>
  z.string().check(
    z.trim(),
    z.overwrite((value) => normaliseText(value, 'multiline')),
    z.refine((value) => isCleanText(value, 'multiline'), { message: TEXT_RULE_MESSAGE, abort: true }),
    z.minLength(min),
    z.maxLength(max),
  );

/** A person's name: letters (any script), spaces, dots, apostrophes and hyphens; 2 to 100 characters. */
export const fullNameField = lineOfText(2, 100).check(z.regex(/^\p{L}[\p{L}\p{M} .'’-]*$/u, 'labels.person.full_name_format'));

/** Checkbox-style consent: true, "true", "1", 1 or "on" count as given. */
export const acceptedField = z.custom((value) => value === true || value === 'true' || value === 1 || value === '1' || value === 'on', {
  message: 'validation.accepted',
  abort: false, // other checks (the passwords matching) still speak
});

/** A phone number as typed; the API accepts only a valid Indonesian number and stores it as E.164 (+6281234567890). */
export const phoneField = z.string().check(z.trim(), z.maxLength(32));

/** POST /auth/google/complete: what registration asks and Google does not give. */
export const googleCompleteBody = z.object({
  ticket: z.string().check(z.minLength(1), z.maxLength(200)),
  full_name: fullNameField,
  phone: phoneField,
  agree: acceptedField,
});

export type GoogleCompleteBody = z.input<typeof googleCompleteBody>;
