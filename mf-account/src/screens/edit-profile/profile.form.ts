import type { ProfileInput, User } from 'mf-shared';
import { z } from 'zod';
import { makeRules, type Translate } from '../profile-sections/shared/rules';

/** POST /api/lpk/profile (api/src/modules/profile/schemas.ts): the general profile form. */

export const LOCALES = ['id', 'en'] as const;

/** Whether the typed email is a new login email (the server trims and lower-cases it). */
export function emailChanges(typed: string, saved: string): boolean {
  return typed.trim().toLowerCase() !== saved.trim().toLowerCase();
}

/**
 * The form's rules; `savedEmail` is the account's current email: a different one (a new login)
 * takes the current password, which is never trimmed — unless the account has no password of its
 * own (made through Google: the server then asks for a recent sign-in instead).
 */
export function profileSchema(t: Translate, savedEmail: string, hasPassword = true) {
  const r = makeRules(t);
  return z
    .object({ full_name: r.personName(), email: r.email(), phone: r.phone(), locale: r.choice(LOCALES), current_password: z.string() })
    .superRefine(({ email, current_password: password }, ctx) => {
      if (hasPassword && emailChanges(email, savedEmail) && password === '') {
        ctx.addIssue({ code: 'custom', path: ['current_password'], message: t('editProfile.password_required') });
      }
    });
}

export type ProfileValues = z.input<ReturnType<typeof profileSchema>>;

export const emptyProfile = (): ProfileValues => ({ full_name: '', email: '', phone: '', locale: 'id', current_password: '' });

export function profileFromUser(user: User): ProfileValues {
  return {
    full_name: user.full_name ?? '',
    email: user.email ?? '',
    phone: user.phone ?? '',
    locale: (LOCALES as readonly string[]).includes(user.locale ?? '') ? (user.locale as string) : 'id',
    current_password: '',
  };
}

/**
 * The payload: every field of the form, trimmed (the server normalises phone and email), and the
 * current password only when the email changes.
 */
export function profilePayload(v: ProfileValues, savedEmail: string, hasPassword = true): ProfileInput {
  const payload: ProfileInput = { full_name: v.full_name.trim(), email: v.email.trim(), phone: v.phone.trim(), locale: v.locale };
  if (hasPassword && emailChanges(v.email, savedEmail)) payload.current_password = v.current_password;
  return payload;
}
