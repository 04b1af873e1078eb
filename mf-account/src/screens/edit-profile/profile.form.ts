import type { ProfileInput, User } from 'mf-shared';
import { z } from 'zod';
import { makeRules, type Translate } from '../profile-sections/shared/rules';

/** POST /api/lpk/profile (api/src/modules/profile/schemas.ts): the general profile form. */

export const LOCALES = ['id', 'en'] as const;

export function profileSchema(t: Translate) {
  const r = makeRules(t);
  return z.object({ full_name: r.personName(), email: r.email(), phone: r.phone(), locale: r.choice(LOCALES) });
}

export type ProfileValues = z.input<ReturnType<typeof profileSchema>>;

export const emptyProfile = (): ProfileValues => ({ full_name: '', email: '', phone: '', locale: 'id' });

export function profileFromUser(user: User): ProfileValues {
  return {
    full_name: user.full_name ?? '',
    email: user.email ?? '',
    phone: user.phone ?? '',
    locale: (LOCALES as readonly string[]).includes(user.locale ?? '') ? (user.locale as string) : 'id',
  };
}

/** The payload: every field of the form, trimmed (the server normalises phone and email). */
export function profilePayload(v: ProfileValues): ProfileInput {
  return { full_name: v.full_name.trim(), email: v.email.trim(), phone: v.phone.trim(), locale: v.locale };
}
