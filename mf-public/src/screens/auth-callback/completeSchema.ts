import { z } from 'zod/mini';
import { isIndonesianPhone } from '../register/phone';

/**
 * What a new Google user still gives before the account exists, checked as the registration form
 * checks it (same rules, same messages; register/i18n.ts holds them).
 */
export const completeSchema = z.object({
  full_name: z.string().check(
    z.trim(),
    z.minLength(1, 'register.errors.full_name_required'),
    z.minLength(2, 'register.errors.full_name_short'),
    z.maxLength(100, 'register.errors.full_name_long'),
  ),
  phone: z.string().check(z.trim(), z.minLength(1, 'register.errors.phone_required'), z.refine(isIndonesianPhone, 'register.errors.phone_invalid')),
  agree: z.boolean().check(z.refine((agreed) => agreed, 'register.errors.agree_required')),
});

export type CompleteFormInput = z.input<typeof completeSchema>;
export type CompleteFormValues = z.output<typeof completeSchema>;

/** The fields the server may report errors on. */
export const COMPLETE_FIELDS = ['full_name', 'phone', 'agree'] as const;
