import { safeRedirect, type GoogleNeedsLink, type GoogleNeedsProfile, type GoogleSignedIn } from 'contracts';
import type { UserRow } from '../../../db/schema';
import { presentAuthSession } from '../present';
import { LINK_TICKET_TTL_MS, TICKET_TTL_MS, type ProviderIdentity } from './queries';

/** Signed in through Google: as login answers, plus where to go (a path of this site, or null). */
export function presentSignedIn(token: string, user: UserRow, redirect: string | null): GoogleSignedIn {
  // Checked again on the way out (the one rule of contracts): a destination stored before is answered only if still safe.
  return { ...presentAuthSession(token, user), redirect: safeRedirect(redirect) };
}

/** A new person: the signup ticket and what the provider gave, to prefill the form. */
export function presentNeedsProfile(ticket: string, identity: ProviderIdentity): GoogleNeedsProfile {
  return { needs_profile: true, ticket, expires_in: TICKET_TTL_MS / 1000, profile: { full_name: identity.fullName, email: identity.email } };
}

/** An account with this email and a password: the link ticket, and whose password to give. */
export function presentNeedsLink(ticket: string, account: Pick<UserRow, 'email'>): GoogleNeedsLink {
  return { needs_link: true, ticket, expires_in: LINK_TICKET_TTL_MS / 1000, account: { email: account.email } };
}
