import { zodResolver } from '@hookform/resolvers/zod';
import { passwordsMatch, resetPasswordFields } from 'contracts';
import { issueKind, withFormMessages, type FormMessages } from 'mf-shared';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod/mini';

/**
 * What the form checks before any call: the password fields of POST /reset-password (contracts:
 * the rules of docs/product.md section 5 and the repeated password); the token comes from the link.
 */
export const resetSchema = z
  .object({
    password: resetPasswordFields.shape.password,
    password_confirmation: resetPasswordFields.shape.password_confirmation.check(z.minLength(1)),
  })
  .check(passwordsMatch);

export const RESET_MESSAGES: FormMessages = {
  password: { required: 'reset.errors.password_required', default: 'reset.errors.password_rules' },
  password_confirmation: { required: 'reset.errors.password_confirmation_required', default: 'common:errors.password_mismatch' },
};

export type ResetFormInput = z.input<typeof resetSchema>;
export type ResetFormValues = z.output<typeof resetSchema>;

export const resetResolver = withFormMessages(zodResolver(resetSchema, { error: issueKind }), RESET_MESSAGES) as Resolver<
  ResetFormInput,
  unknown,
  ResetFormValues
>;

export const RESET_FIELDS = ['password', 'password_confirmation'] as const;
