import { z } from 'zod';
import { fields } from 'contracts';
import { normaliseIndonesianPhone } from './phone';
import { passwordSchema } from './passwords';

export const fullName = fields
  .text(100, 2)
  .regex(/^\p{L}[\p{L}\p{M} .'’-]*$/u, { message: 'auth.full_name_format' });

export const email = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ message: 'validation.email' }))
  .transform((v) => v.toLowerCase());

export const phone = z
  .string()
  .trim()
  .max(32)
  .transform((value, ctx) => {
    const normalised = normaliseIndonesianPhone(value);
    if (!normalised) {
      ctx.addIssue({ code: 'custom', message: value === '' ? 'validation.required' : 'auth.phone_invalid' });
      return z.NEVER;
    }
    return normalised;
  });

/** Checkbox-style consent: true, "true", "1", 1 or "on" count as given. */
export const accepted = z.preprocess(
  (v) => (v === true || v === 'true' || v === 1 || v === '1' || v === 'on' ? true : v === undefined ? undefined : false),
  z.literal(true, { message: 'validation.accepted' }),
);

const referralCode = z
  .string()
  .trim()
  .max(32)
  .regex(/^[A-Za-z0-9-]*$/, { message: 'auth.referral_unknown' })
  .optional()
  .nullable()
  .transform((v) => (v ? v.toUpperCase() : undefined));

const confirmed = <T extends { password: string; password_confirmation: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.password !== value.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'auth.password_mismatch' });
  }
};

export const registerSchema = z
  .object({
    full_name: fullName,
    email,
    phone,
    password: passwordSchema,
    password_confirmation: z.string().max(200),
    referral_code: referralCode,
    agree: accepted,
  })
  .superRefine(confirmed);

export const loginSchema = z.object({
  email: z.string().trim().min(1).max(254).pipe(z.email({ message: 'validation.email' })).transform((v) => v.toLowerCase()),
  password: z.string().min(1).max(200),
});

export const changePasswordSchema = z
  .object({
    current_password: z.string().min(1).max(200),
    password: passwordSchema,
    password_confirmation: z.string().max(200),
  })
  .superRefine(confirmed);

/** The first password of an account created through Google (it has none to give as current); a `current_password` sent along is ignored. */
export const setPasswordSchema = z
  .object({
    current_password: z.unknown().optional(),
    password: passwordSchema,
    password_confirmation: z.string().max(200),
  })
  .superRefine(confirmed);
