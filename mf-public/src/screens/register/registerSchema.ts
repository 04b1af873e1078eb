import type { RegisterInput } from 'mf-shared';
import { z } from 'zod/mini';
import { unmetPasswordRules } from '../../components/auth/passwordRules';
import { isIndonesianPhone } from './phone';

/**
 * What the registration form checks before any call (docs/product.md section 5). Messages are
 * translation keys (namespace `public`, or `common:` for the shared mismatch message).
 */
// zod/mini (functional checks): the same rules as `zod` for ~5 KB gzip instead of ~35 KB.
export const registerSchema = z
  .object({
    full_name: z.string().check(
      z.trim(),
      z.minLength(1, 'register.errors.full_name_required'),
      z.minLength(2, 'register.errors.full_name_short'),
      z.maxLength(100, 'register.errors.full_name_long'),
    ),
    email: z.pipe(z.string().check(z.trim(), z.minLength(1, 'register.errors.email_required')), z.email('register.errors.email_invalid')),
    phone: z.string().check(z.trim(), z.minLength(1, 'register.errors.phone_required'), z.refine(isIndonesianPhone, 'register.errors.phone_invalid')),
    password: z
      .string()
      .check(
        z.minLength(1, 'register.errors.password_required'),
        z.refine((password) => unmetPasswordRules(password).length === 0, 'register.errors.password_rules'),
      ),
    password_confirmation: z.string().check(z.minLength(1, 'register.errors.password_confirmation_required')),
    referral_code: z
      .string()
      .check(z.trim(), z.maxLength(32, 'register.errors.referral_invalid'), z.regex(/^[A-Za-z0-9-]*$/, 'register.errors.referral_invalid')),
    agree: z.boolean().check(z.refine((agreed) => agreed, 'register.errors.agree_required')),
  })
  .check(
    z.refine((form) => form.password === form.password_confirmation, {
      path: ['password_confirmation'],
      message: 'common:errors.password_mismatch',
      // Also while other fields are still wrong, as soon as both passwords are typed.
      when: ({ value }) => {
        const form = value as { password?: unknown; password_confirmation?: unknown };
        return typeof form.password === 'string' && form.password !== '' && typeof form.password_confirmation === 'string' && form.password_confirmation !== '';
      },
    }),
  );

export type RegisterFormInput = z.input<typeof registerSchema>;
export type RegisterFormValues = z.output<typeof registerSchema>;

/** The fields the server may report errors on, all present in the form. */
export const REGISTER_FIELDS = ['full_name', 'email', 'phone', 'password', 'password_confirmation', 'referral_code', 'agree'] as const;

/** The payload of POST /api/lpk/register (docs/architecture.md names); an empty referral code is left out. */
export function toRegisterInput(values: RegisterFormValues): RegisterInput {
  const { referral_code: referralCode, ...rest } = values;
  return { ...rest, agree: true, ...(referralCode ? { referral_code: referralCode } : {}) };
}
