import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFields, passwordsMatch } from 'contracts';
import { issueKind, withFormMessages, type FormMessages } from 'mf-shared';
import { z } from 'zod/mini';

/**
 * The request schema of POST /change-password (contracts), plus what only the form asks: the
 * repeated password typed, and the current password when the account has one.
 */
const fields = z.extend(changePasswordFields, { password_confirmation: changePasswordFields.shape.password_confirmation.check(z.minLength(1)) });

/** A first password (an account created through Google, `has_password: false`): no current password to give. */
export const setPasswordSchema = fields.check(passwordsMatch);

export const changePasswordSchema = z
  // Optional only in type: the form always holds a string, and an empty one is "required".
  .extend(fields, { current_password: z.optional(z.string().check(z.minLength(1), z.maxLength(200))) })
  .check(passwordsMatch);

/** The form's words for each failure (namespace `account`, or `common:` for the shared mismatch message). */
const MESSAGES: FormMessages = {
  current_password: { required: 'change_password.required', default: 'change_password.required' },
  password: { required: 'change_password.required', default: 'change_password.rules_unmet' },
  password_confirmation: { required: 'change_password.required', default: 'common:errors.password_mismatch' },
};

export const setPasswordResolver = withFormMessages(zodResolver(setPasswordSchema, { error: issueKind }), MESSAGES);
export const changePasswordResolver = withFormMessages(zodResolver(changePasswordSchema, { error: issueKind }), MESSAGES);

export type ChangePasswordValues = z.output<typeof setPasswordSchema>;
export const CHANGE_PASSWORD_FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
