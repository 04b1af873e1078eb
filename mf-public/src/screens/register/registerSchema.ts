import { zodResolver } from '@hookform/resolvers/zod';
import { passwordsMatch, registerFields } from 'contracts';
import { issueKind, withFormMessages, type FormMessages, type RegisterInput } from 'mf-shared';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod/mini';
import { PERSON_MESSAGES } from './personMessages';
import { isIndonesianPhone } from './phone';

/**
 * What the registration form checks before any call (docs/product.md section 5): the request
 * schema of POST /register (contracts), plus what only a form asks: the repeated password typed,
 * and a first check of the phone number (the server checks it for good, with libphonenumber).
 */
export const registerSchema = z
  .object({
    ...registerFields.shape,
    phone: registerFields.shape.phone.check(z.refine(isIndonesianPhone)),
    password_confirmation: registerFields.shape.password_confirmation.check(z.minLength(1)),
  })
  .check(passwordsMatch);

/** The form's words for each failure (namespace `public`, or `common:` for the shared mismatch message). */
export const REGISTER_MESSAGES: FormMessages = {
  ...PERSON_MESSAGES,
  email: { required: 'register.errors.email_required', default: 'register.errors.email_invalid' },
  password: { required: 'register.errors.password_required', default: 'register.errors.password_rules' },
  password_confirmation: { required: 'register.errors.password_confirmation_required', default: 'common:errors.password_mismatch' },
  referral_code: { default: 'register.errors.referral_invalid' },
};

/** The form's controls: strings, and the agreement checkbox's boolean (the schema accepts more, as the API does). */
export type RegisterFormInput = Omit<z.input<typeof registerSchema>, 'agree' | 'referral_code'> & { agree: boolean; referral_code: string };
export type RegisterFormValues = z.output<typeof registerSchema>;

export const registerResolver = withFormMessages(zodResolver(registerSchema, { error: issueKind }), REGISTER_MESSAGES) as Resolver<
  RegisterFormInput,
  unknown,
  RegisterFormValues
>;

/** The fields the server may report errors on, all present in the form. */
export const REGISTER_FIELDS = ['full_name', 'email', 'phone', 'password', 'password_confirmation', 'referral_code', 'agree'] as const;

/** The payload of POST /api/lpk/register (docs/architecture.md names); an empty referral code is left out. */
export function toRegisterInput(values: RegisterFormValues): RegisterInput {
  const { referral_code: referralCode, ...rest } = values;
  return { ...rest, agree: true, ...(referralCode ? { referral_code: referralCode } : {}) };
}
