import { z } from 'zod/mini';
import { newPasswordField, passwordsMatch } from './auth-bodies';

/**
 * The request bodies of the signed-in account's routes (http/auth.ts, http/account.ts): POST
 * /logout, /change-password and DELETE /me; the change-password and delete-account forms check
 * with them. zod/mini, as auth-bodies.ts explains.
 */

/** POST /logout: no body (an empty object, or none). */
export const emptyBody = z.strictObject({});

/**
 * POST /change-password: `current_password` is required when the account has a password of its
 * own (`has_password`); an account created through Google sets its first password without it
 * (and one sent along is ignored).
 */
export const changePasswordFields = z.object({
  current_password: z.optional(z.string().check(z.maxLength(200))),
  password: newPasswordField,
  password_confirmation: z.string().check(z.maxLength(200)),
});
export const changePasswordBody = changePasswordFields.check(passwordsMatch);

/** DELETE /me: the account's password; none for an account created through Google without one (a recent sign-in instead). */
export const deleteAccountBody = z.object({
  password: z.optional(z.string().check(z.maxLength(200))),
});

export type ChangePasswordBody = z.input<typeof changePasswordBody>;
export type DeleteAccountBody = z.input<typeof deleteAccountBody>;
