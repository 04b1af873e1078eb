import { z } from 'zod';

/** docs/product.md section 5: the rules a new password must meet (the server enforces them too). */
export const PASSWORD_RULES = [
  { id: 'length', test: (value: string) => value.length >= 8 },
  { id: 'upper', test: (value: string) => /\p{Lu}/u.test(value) },
  { id: 'lower', test: (value: string) => /\p{Ll}/u.test(value) },
  { id: 'digit', test: (value: string) => /\d/.test(value) },
  { id: 'special', test: (value: string) => /[^\p{L}\p{N}\s]/u.test(value) },
] as const;

const newPassword = z
  .string()
  .min(1, 'change_password.required')
  .refine((value) => PASSWORD_RULES.every((rule) => rule.test(value)), 'change_password.rules_unmet');

const repeated = (values: { password: string; password_confirmation: string }) => values.password === values.password_confirmation;
const MISMATCH = { path: ['password_confirmation'], message: 'common:errors.password_mismatch' };

/** Messages are translation keys (namespace account unless prefixed). */
export const changePasswordSchema = z
  .object({
    current_password: z.string().min(1, 'change_password.required'),
    password: newPassword,
    password_confirmation: z.string().min(1, 'change_password.required'),
  })
  .refine(repeated, MISMATCH);

/** A first password (an account created through Google, `has_password: false`): no current password to give. */
export const setPasswordSchema = z
  .object({
    current_password: z.string().optional(),
    password: newPassword,
    password_confirmation: z.string().min(1, 'change_password.required'),
  })
  .refine(repeated, MISMATCH);

export type ChangePasswordValues = z.infer<typeof setPasswordSchema>;
export const CHANGE_PASSWORD_FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
