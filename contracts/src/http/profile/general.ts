import { z } from 'zod';
import { email, fullName } from '../person';
import { phone } from '../phone';

export const LOCALES = ['id', 'en'] as const;

/**
 * POST /api/lpk/profile: a partial update of the general profile. Every field is optional but
 * at least one must be given; unknown fields (role, avatar, referral_code...) are ignored.
 * Changing the email (the login) also needs `current_password`.
 */
export const profileUpdateSchema = z
  .object({
    // An empty name says "required" once, rather than both of fullName's length and format messages.
    full_name: z.string().trim().min(1).pipe(fullName).optional(),
    phone: phone.optional(),
    email: email.optional(),
    locale: z.enum(LOCALES).optional(),
    /** Required (and checked) only when `email` changes the login email. */
    current_password: z.string().max(200).optional(),
  })
  .superRefine(({ current_password: _password, ...changes }, ctx) => {
    if (Object.values(changes).every((v) => v === undefined)) ctx.addIssue({ code: 'custom', path: [], message: 'labels.profile.nothing_to_update' });
  });

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
export type ProfileInput = z.input<typeof profileUpdateSchema>;
