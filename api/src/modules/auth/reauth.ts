import type { UserRow } from '../../db/schema';
import { HttpError } from '../../lib/http-error';

/**
 * An account created through Google has a random password nobody knows (users.has_password 0).
 * What would ask such an account for its current password (a new password, a new email,
 * deleting the account) asks instead for a fresh sign-in: the session of the request must have
 * begun at most this long ago.
 */
export const RECENT_SIGN_IN_MS = 10 * 60_000;

/** Whether the account has a password its owner chose (false: created through Google, none set since). */
export function hasPassword(user: Pick<UserRow, 'has_password'>): boolean {
  return Number(user.has_password) !== 0;
}

/** The sign-in a request's session began with (an authenticated request has it). */
export interface SessionStart {
  sessionCreatedAt: string | null;
}

/** Whether the session of this (authenticated) request began within RECENT_SIGN_IN_MS. */
export function signedInRecently(session: SessionStart, now = Date.now()): boolean {
  const started = session.sessionCreatedAt ? Date.parse(session.sessionCreatedAt) : Number.NaN;
  return Number.isFinite(started) && now - started <= RECENT_SIGN_IN_MS;
}

/** 403 "sign in again" unless the session of this request began within RECENT_SIGN_IN_MS. */
export function requireRecentSignIn(session: SessionStart): void {
  if (!signedInRecently(session)) throw new HttpError(403, 'auth.reauth_required', undefined, undefined, { minutes: RECENT_SIGN_IN_MS / 60_000 });
}
