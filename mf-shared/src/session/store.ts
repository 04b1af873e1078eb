import type { User } from '../api/types';
import { STORAGE_KEYS } from './keys';
import { readItem, removeItem, writeItem } from './storage';

/** What a logged-in page knows about its user; both null when logged out. */
export interface SessionState {
  token: string | null;
  user: User | null;
}

export type SessionListener = (state: SessionState) => void;

const LOGGED_OUT: SessionState = Object.freeze({ token: null, user: null });
const listeners = new Set<SessionListener>();
let cached: { rawToken: string | null; rawUser: string | null; state: SessionState } | undefined;

function parseUser(raw: string): User | null | undefined {
  try {
    const value: unknown = JSON.parse(raw);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as User) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The session as stored. A user entry that is not a JSON object (corrupted, edited by hand)
 * means logged out: the token beside it is not trusted either. The returned object is the same
 * while storage does not change (React's useSyncExternalStore needs that).
 */
export function getSession(): SessionState {
  const rawToken = readItem(STORAGE_KEYS.token);
  const rawUser = readItem(STORAGE_KEYS.user);
  if (cached && cached.rawToken === rawToken && cached.rawUser === rawUser) return cached.state;
  let state: SessionState;
  if (!rawToken) state = LOGGED_OUT;
  else if (rawUser === null) state = Object.freeze({ token: rawToken, user: null });
  else {
    const user = parseUser(rawUser);
    state = user === undefined ? LOGGED_OUT : Object.freeze({ token: rawToken, user });
  }
  cached = { rawToken, rawUser, state };
  return state;
}

export function getToken(): string | null {
  return getSession().token;
}

export function getUser(): User | null {
  return getSession().user;
}

export function isLoggedIn(): boolean {
  return getToken() !== null;
}

function notify(): void {
  const state = getSession();
  for (const listener of [...listeners]) {
    try {
      listener(state);
    } catch (error) {
      // One broken listener must not keep the others from hearing about the change.
      console.error('mf-shared session listener failed', error);
    }
  }
}

/** After login or register: token and user saved together. */
export function setSession(token: string, user: User): void {
  writeItem(STORAGE_KEYS.token, token);
  writeItem(STORAGE_KEYS.user, JSON.stringify(user));
  notify();
}

/** A new token for the same user (the real-time connection re-authorises on it). */
export function replaceToken(token: string): void {
  writeItem(STORAGE_KEYS.token, token);
  notify();
}

/** Merges fields into the stored user (profile update, avatar upload). No-op when logged out. */
export function updateUser(partial: Partial<User>): void {
  const current = getUser();
  if (!current) return;
  writeItem(STORAGE_KEYS.user, JSON.stringify({ ...current, ...partial }));
  notify();
}

/** Replaces the stored user as a whole (a profile update answers the full user). */
export function replaceUser(user: User): void {
  if (!getToken()) return;
  writeItem(STORAGE_KEYS.user, JSON.stringify(user));
  notify();
}

/** Logged out: token and user removed. The chosen language stays (it is not session data). */
export function clear(): void {
  removeItem(STORAGE_KEYS.token);
  removeItem(STORAGE_KEYS.user);
  notify();
}

/** Called with the new state on every change, in this tab or another one. */
export function subscribe(listener: SessionListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

// Another tab logged in, out or replaced the token: `storage` fires here (never in the tab that
// wrote). key null means localStorage.clear() there.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.user) notify();
  });
}
