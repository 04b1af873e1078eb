import type { GoogleCallbackBody, GoogleCompleteBody, GoogleLinkBody, GoogleNeedsLink, GoogleNeedsProfile, GoogleSignedIn } from 'contracts';
import { connectRealtime, postData, setSession, t, toast } from 'mf-shared';

/** What the callback screen forwards: the provider's redirect, and the binding its tab kept when it started. */
export type CallbackParams = Pick<GoogleCallbackBody, 'code' | 'state' | 'iss' | 'binding'>;

/** A new Google user: what Google gave, and the ticket that completes the account. */
export type NeedsProfile = GoogleNeedsProfile;

/**
 * Google's email is that of an existing account with a password: its password links Google to it
 * (the account is not entered on Google's word alone: whoever registered it first may not own
 * the address).
 */
export type NeedsLink = GoogleNeedsLink;

/** Signed in: the session as login answers it, and where to go (a path of this site, or null). */
export type SignedIn = GoogleSignedIn;

export const CALLBACK_PATH = '/api/lpk/auth/google/callback';
export const COMPLETE_PATH = '/api/lpk/auth/google/complete';
export const LINK_PATH = '/api/lpk/auth/google/link';

/** Silent calls: the screen shows failures itself (no toast). */
function post<T>(url: string, payload: unknown): Promise<T> {
  return postData<T>(url, payload, { silent: true });
}

/** Stores the session exactly as login does (mf-shared), with the real-time connection and the welcome toast. */
export function startSession(data: SignedIn, welcome: 'login' | 'registration'): void {
  setSession(data.token, data.user);
  // A failure of the real-time connection never fails the sign-in.
  connectRealtime().catch((error: unknown) => console.warn('google sign-in: real-time connection failed', error));
  toast.success(t(`success.${welcome}`));
}

/** POST /api/lpk/auth/google/callback: signed in, a new user to complete, or an existing account's password to ask. */
export function sendCallback(params: CallbackParams): Promise<SignedIn | NeedsProfile | NeedsLink> {
  return post<SignedIn | NeedsProfile | NeedsLink>(CALLBACK_PATH, params);
}

/** POST /api/lpk/auth/google/complete: the new account, signed in (or, if an account with that email appeared meanwhile, its password to ask). */
export function completeSignUp(input: GoogleCompleteBody): Promise<SignedIn | NeedsLink> {
  return post<SignedIn | NeedsLink>(COMPLETE_PATH, input);
}

/** POST /api/lpk/auth/google/link: the existing account's password; Google linked to it, signed in. */
export function linkAccount(input: GoogleLinkBody): Promise<SignedIn> {
  return post<SignedIn>(LINK_PATH, input);
}

export function needsProfile(data: SignedIn | NeedsProfile | NeedsLink): data is NeedsProfile {
  return (data as NeedsProfile).needs_profile === true;
}

export function needsLink(data: SignedIn | NeedsProfile | NeedsLink): data is NeedsLink {
  return (data as NeedsLink).needs_link === true;
}
