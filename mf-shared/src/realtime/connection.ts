import type Echo from 'laravel-echo';
import { isEndingSession } from '../session/ending';
import { getToken, subscribe } from '../session/store';
import { buildRealtimeOptions, reauthorizeOptions, type RealtimeOptions } from './options';

export type RealtimeConnection = Echo<'pusher'>;

let echo: RealtimeConnection | null = null;
let options: RealtimeOptions | null = null;
let connecting: Promise<RealtimeConnection | null> | null = null;
/** Bumped on every disconnect so a connect still loading its modules knows it was cancelled. */
let generation = 0;

/** What a unit test connects instead of the server (mf-shared/testing's `useFakeRealtime`); null: the real one. */
let testConnection: { connection: RealtimeConnection | null } | null = null;

/** For mf-shared/testing only: every `connectRealtime` resolves to `connection` until called with undefined. */
export function replaceConnectionForTests(connection: RealtimeConnection | null | undefined): void {
  testConnection = connection === undefined ? null : { connection };
}

/**
 * Opens the Echo/pusher-js connection for the stored token (after login). pusher-js and
 * laravel-echo are loaded on demand, so a first anonymous visit never downloads them.
 * Resolves to null when logged out or when the connection was closed meanwhile.
 */
export function connectRealtime(): Promise<RealtimeConnection | null> {
  if (testConnection) return Promise.resolve(testConnection.connection);
  if (echo) return Promise.resolve(echo);
  if (connecting) return connecting;
  const token = getToken();
  if (!token) return Promise.resolve(null);
  const started = generation;
  connecting = Promise.all([import('laravel-echo'), import('pusher-js')])
    .then(([echoModule, pusherModule]) => {
      const currentToken = getToken();
      if (started !== generation || !currentToken) return null;
      const built = buildRealtimeOptions(currentToken);
      const EchoClass = echoModule.default;
      echo = new EchoClass<'pusher'>({ ...built, Pusher: pusherModule.default });
      watchRevocation(echo);
      // Echo copies the options object but keeps our `auth` (and its headers) by reference.
      options = echo.options as unknown as RealtimeOptions;
      return echo;
    })
    .finally(() => {
      connecting = null;
    });
  return connecting;
}

/** Pusher's close code for a connection whose token was revoked (api/src/realtime/protocol.ts). */
const REVOKED = 4009;

/**
 * The server closed the socket because a token behind its subscriptions was revoked (logged out
 * elsewhere, a password reset, the device ended from another browser): the session is checked at
 * once, so that a revoked session ends now (the client's 401 handling: signed out, to /login with
 * "Session expired") instead of at the next request. A valid session is left as it is.
 */
function watchRevocation(connection: RealtimeConnection): void {
  connection.connector.pusher.connection.bind('error', (event: { data?: { code?: unknown } } | undefined) => {
    // Revoked while the user ends the session on purpose (an account deleted): expected, nothing to check.
    if (event?.data?.code !== REVOKED || !getToken() || isEndingSession()) return;
    void import('../api/endpoints').then(({ getProfile }) => getProfile()).catch(() => undefined); // a 401 has ended the session; anything else is left to the next request
  });
}

/** The open connection, if any (remotes call `.private(...)` on it). */
export function getRealtime(): RealtimeConnection | null {
  return echo;
}

/** Socket id of the open connection, for `X-Socket-Id` (Echo's `toOthers`). */
export function getSocketId(): string | undefined {
  if (!echo) return undefined;
  try {
    return echo.socketId() || undefined;
  } catch {
    return undefined;
  }
}

/** New subscriptions authorise with this token from now on. */
export function reauthorizeRealtime(token: string): void {
  if (options) reauthorizeOptions(options, token);
}

/** Closes the connection (logout, 401, logged out in another tab). */
export function disconnectRealtime(): void {
  generation += 1;
  const current = echo;
  echo = null;
  options = null;
  connecting = null;
  if (current) {
    try {
      current.disconnect();
    } catch {
      // Already closed.
    }
  }
}

// Follow the session: a replaced token re-authorises, logging out (here or in another tab) closes.
subscribe((state) => {
  if (!state.token) disconnectRealtime();
  else if (options && options.bearerToken !== state.token) reauthorizeRealtime(state.token);
});
