import type { RegisterInput } from 'mf-shared';
import { z } from 'zod';
import { unmetPasswordRules } from '../../components/auth/passwordRules';
import { isIndonesianPhone } from './phone';

/**
 * What the registration form checks before any call (SPEC.md section 5). Messages are
 * translation keys (namespace `public`, or `common:` for the shared mismatch message).
 */
export const registerSchema = z
  .object({
    full_name: z
      .string()
      .trim()
      .min(1, 'register.errors.full_name_required')
      .min(2, 'register.errors.full_name_short')
      .max(100, 'register.errors.full_name_long'),
    email: z.string().trim().min(1, 'register.errors.email_required').pipe(z.email('register.errors.email_invalid')),
    phone: z.string().trim().min(1, 'register.errors.phone_required').refine(isIndonesianPhone, 'register.errors.phone_invalid'),
    password: z
      .string()
      .min(1, 'register.errors.password_required')
      .refine((password) => unmetPasswordRules(password).length === 0, 'register.errors.password_rules'),
    password_confirmation: z.string().min(1, 'register.errors.password_confirmation_required'),
    referral_code: z
      .string()
      .trim()
      .max(32, 'register.errors.referral_invalid')
      .regex(/^[A-Za-z0-9-]*$/, 'register.errors.referral_invalid'),
    agree: z.boolean().refine((agreed) => agreed, 'register.errors.agree_required'),
  })
  .refine((form) => form.password === form.password_confirmation, {
    path: ['password_confirmation'],
    message: 'common:errors.password_mismatch',
    // Also while other fields are still wrong, as soon as both passwords are typed.
    when: ({ value }) => {
      const form = value as { password?: unknown; password_confirmation?: unknown };
      return typeof form.password === 'string' && form.password !== '' && typeof form.password_confirmation === 'string' && form.password_confirmation !== '';
    },
  });

export type RegisterFormInput = z.input<typeof registerSchema>;
export type RegisterFormValues = z.output<typeof registerSchema>;

/** The fields the server may report errors on, all present in the form. */
export const REGISTER_FIELDS = ['full_name', 'email', 'phone', 'password', 'password_confirmation', 'referral_code', 'agree'] as const;

/** The payload of POST /api/lpk/register (DESIGN.md names); an empty referral code is left out. */
export function toRegisterInput(values: RegisterFormValues): RegisterInput {
  const { referral_code: referralCode, ...rest } = values;
  return { ...rest, agree: true, ...(referralCode ? { referral_code: referralCode } : {}) };
}
