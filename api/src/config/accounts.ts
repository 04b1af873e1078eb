import { GOOGLE_ISSUER, type DevOidcMode, type GoogleClientConfig } from '../modules/auth/oidc/settings';
import type { AppConfig } from './app-config';
import type { Env } from './env';
import { integer, OFF_WORDS, ON_WORDS, trimmed, variable, Unusable } from './variable-types';

/** Sign-in: sessions, password hashing, Google and its development stand-in. */
export const accountsVariables = {
  SESSION_IDLE_MINUTES: integer(14 * 24 * 60),
  SESSION_ABSOLUTE_MINUTES: integer(30 * 24 * 60),
  PASSWORD_HASH_CONCURRENCY: integer(2, 0, 64),
  GOOGLE_CLIENT_ID: trimmed(),
  GOOGLE_CLIENT_SECRET: trimmed(),
  GOOGLE_ISSUER: trimmed(),
  DEV_OIDC: variable<DevOidcMode>('local', (raw) => {
    const word = raw.trim().toLowerCase();
    if (ON_WORDS.includes(word)) return 'on';
    if (OFF_WORDS.includes(word)) return 'off';
    return new Unusable('is neither 1 (any browser) nor 0 (off)');
  }),
};

/** A listening address that only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || h.startsWith('127.') || h === '::ffff:127.0.0.1';
}

/**
 * The development stand-in for Google signs anyone in as anyone, so: never with NODE_ENV=production
 * or Google configured; by default ('local') only when the server listens on a loopback address
 * (as `npm start` does) and then only for browsers on this machine that come without a proxy;
 * otherwise only with DEV_OIDC=1 said explicitly.
 */
function devOidcMode(asked: DevOidcMode, context: { production: boolean; google: boolean; host: string }): DevOidcMode {
  if (context.production || context.google) return 'off';
  if (asked === 'local' && !isLoopbackHost(context.host)) return 'off';
  return asked;
}

function googleClient(env: Env): GoogleClientConfig | undefined {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return undefined;
  return { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, issuer: env.GOOGLE_ISSUER || GOOGLE_ISSUER };
}

/** Google sign-in: both or neither (a problem that stops start-up, whatever NODE_ENV). */
export function accountsChecks(env: Env): [string, string][] {
  if (Boolean(env.GOOGLE_CLIENT_ID) === Boolean(env.GOOGLE_CLIENT_SECRET)) return [];
  return [
    [env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID', 'Google sign-in needs both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (or neither).'],
  ];
}

export function accountsSection(env: Env): Pick<AppConfig, 'sessionIdleMinutes' | 'sessionAbsoluteMinutes' | 'passwordHashConcurrency' | 'google' | 'devOidc'> {
  const google = googleClient(env);
  return {
    // At least 1 (0 reads as 1).
    sessionIdleMinutes: Math.max(1, env.SESSION_IDLE_MINUTES),
    sessionAbsoluteMinutes: Math.max(1, env.SESSION_ABSOLUTE_MINUTES),
    passwordHashConcurrency: Math.max(1, env.PASSWORD_HASH_CONCURRENCY),
    google,
    // The development stand-in never runs in production nor beside Google.
    devOidc: devOidcMode(env.DEV_OIDC, { production: env.NODE_ENV === 'production', google: google !== undefined, host: env.HOST }),
  };
}
