import type { Db } from '../../db/database';
import type { User } from 'contracts';
import { readProfile, type ProfileView } from '../profile';
import type { ConsentScope } from './consent';

/** An applicant's profile as LPK staff are shown it: only what the caregiver consented to share. */
export interface ApplicantProfile {
  user: Partial<User> & { id: number };
  /** Consented sections; null when the caregiver has not filled one in yet. */
  sections: Record<string, ProfileView['sections'][keyof ProfileView['sections']]>;
  /** Percentages per consented section, and `overall` for the whole profile. */
  completeness: Record<string, number>;
}

/** Limits a profile to the registration's consent scope (account fields and sections). */
export function limitToConsent(profile: ProfileView, scope: ConsentScope): ApplicantProfile {
  const user: ApplicantProfile['user'] = { id: profile.user.id };
  for (const field of scope.account_fields) {
    if (field in profile.user) (user as Record<string, unknown>)[field] = profile.user[field as keyof User];
  }
  // With the email, whether its owner proved it (staff then know they can rely on it).
  if ('email' in user) user.email_verified_at = profile.user.email_verified_at;
  const sections: ApplicantProfile['sections'] = {};
  const completeness: Record<string, number> = { overall: profile.completeness.overall };
  for (const name of scope.profile_sections) {
    if (!(name in profile.sections)) continue;
    const key = name as keyof ProfileView['sections'];
    sections[name] = profile.sections[key];
    completeness[name] = profile.completeness[key];
  }
  return { user, sections, completeness };
}

/** The applicant's profile through the profile module's `readProfile`; undefined once the user is gone. */
export async function readApplicantProfile(db: Db, userId: number, scope: ConsentScope): Promise<ApplicantProfile | undefined> {
  const profile = await readProfile(db, userId);
  return profile ? limitToConsent(profile, scope) : undefined;
}
