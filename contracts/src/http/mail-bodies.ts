import { z } from 'zod/mini';
import { emailField, newPasswordField, passwordsMatch } from './auth-bodies';

/**
 * The request bodies of mail's routes (http/mail.ts) that forms send: forgot password, reset
 * password, a link's token. zod/mini, as auth-bodies.ts explains (these screens are first visits).
 */

/** A token of a link sent by mail (as it came in the link's query). */
export const mailTokenField = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));

/** POST /forgot-password: the address to send a reset link to. */
export const forgotPasswordBody = z.object({ email: emailField });

/** POST /reset-password, before the check of the passwords being equal (the form builds on these fields). */
export const resetPasswordFields = z.object({
  token: mailTokenField,
  password: newPasswordField,
  password_confirmation: z.string().check(z.maxLength(200)),
});
export const resetPasswordBody = /* @__PURE__ */ resetPasswordFields.check(passwordsMatch);

/** POST /reset-password/check and /verify-email: the link's token. */
export const mailTokenBody = z.object({ token: mailTokenField });

export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;
export type MailTokenBody = z.input<typeof mailTokenBody>;
