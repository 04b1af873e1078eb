import { z } from 'zod/mini';
import { PASSWORD_MAX, PASSWORD_RULES } from '../rules/password';
import { acceptedField, fullNameField, phoneField } from './signup-fields';

/**
 * The request body of registration (http/auth.ts; its name, phone and consent: signup-fields.ts;
 * login and linking Google with a password: login-body.ts; the signed-in account's:
 * account-bodies.ts). The API validates with these bodies and the forms of the front ends check
 * with them before sending. zod/mini, and only its plainer parts (checks rather than transforms):
 * the register and login screens are first visits, and webpack takes only the modules a screen
 * imports (the package is `sideEffects: false`).
 *
 * Messages are i18n keys of the API (`auth.*`, `validation.*`); where a check sets none, the API
 * words it from the issue (lib/validation.ts) and a form from its own table (mf-shared
 * forms/formMessages.ts).
 *
 * Two checks only the API makes, over these same fields (api/src/modules/auth/schemas.ts): the
 * phone number is a valid Indonesian number, normalised to E.164 (libphonenumber's metadata stays
 * out of the browser), and a new password is not a common one (the list stays on the server).
 */

/** An email address, lower-cased. */
export const emailField = z.pipe(z.string().check(z.trim(), z.maxLength(254)), z.email({ message: 'validation.email' }).check(z.toLowerCase()));

/** A new password under the rules of rules/password.ts, each broken rule with its own message. */
export const newPasswordField = z.string().check(z.maxLength(PASSWORD_MAX), ...PASSWORD_RULES.map((rule) => z.refine<string>(rule.test, rule.message)));

/** An optional referral code (letters, digits and dashes), upper-cased; empty means none. */
export const referralCodeField = z.optional(
  z.nullable(z.string().check(z.trim(), z.maxLength(32), z.regex(/^[A-Za-z0-9-]*$/, 'auth.referral_unknown'), z.toUpperCase())),
);

/**
 * The repeated password must equal the password: reported on `password_confirmation`, also while
 * other fields are still wrong, as soon as both are strings.
 */
export const passwordsMatch = z.refine<{ password: string; password_confirmation: string }>((value) => value.password === value.password_confirmation, {
  path: ['password_confirmation'],
  message: 'auth.password_mismatch',
  when: ({ value }) => {
    const form = value as { password?: unknown; password_confirmation?: unknown } | null;
    return typeof form === 'object' && form !== null && typeof form.password === 'string' && typeof form.password_confirmation === 'string';
  },
});

/** POST /register, before the check of the passwords being equal (a form builds on these fields). */
export const registerFields = z.object({
  full_name: fullNameField,
  email: emailField,
  phone: phoneField,
  password: newPasswordField,
  password_confirmation: z.string().check(z.maxLength(200)),
  referral_code: referralCodeField,
  agree: acceptedField,
});
export const registerBody = /* @__PURE__ */ registerFields.check(passwordsMatch);

export type RegisterBody = z.input<typeof registerBody>;
