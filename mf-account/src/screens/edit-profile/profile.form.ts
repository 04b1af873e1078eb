import { LOCALES, profileUpdateSchema, type ProfileInput } from 'contracts';
import type { User } from 'mf-shared';

/** POST /api/lpk/profile: the general profile form (rules: contracts' profileUpdateSchema). */

export { LOCALES };

export interface ProfileValues {
  full_name: string;
  email: string;
  phone: string;
  locale: string;
  current_password: string;
}

/** Whether the typed email is a new login email (the server trims and lower-cases it). */
export function emailChanges(typed: string, saved: string): boolean {
  return typed.trim().toLowerCase() !== saved.trim().toLowerCase();
}

/**
 * The form's rules, checked on the payload it would send (profilePayload): the API's schema, and
 * the current password given when the payload carries one (a new login email on an account with a
 * password: the API checks it after its schema, so the form asks for it itself; an account made
 * through Google has none, and the server asks for a recent sign-in instead).
 */
export const profileRules = profileUpdateSchema.superRefine(({ current_password: password }, ctx) => {
  if (password === '') ctx.addIssue({ code: 'custom', path: ['current_password'], message: 'labels.profile.email_password_required' });
});

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
  const payload: ProfileInput = { full_name: v.full_name.trim(), email: v.email.trim(), phone: v.phone.trim(), locale: v.locale as ProfileInput['locale'] };
  if (hasPassword && emailChanges(v.email, savedEmail)) payload.current_password = v.current_password;
  return payload;
}
