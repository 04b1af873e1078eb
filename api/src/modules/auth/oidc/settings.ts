/**
 * The environment variables of Google sign-in, read by config.ts (loadConfig): GOOGLE_CLIENT_ID,
 * GOOGLE_CLIENT_SECRET, GOOGLE_ISSUER and DEV_OIDC. README "Google sign-in" describes them.
 */

/** The OAuth client of Google sign-in; `issuer` is Google's unless GOOGLE_ISSUER names another OpenID provider. */
export interface GoogleClientConfig {
  clientId: string;
  clientSecret: string;
  issuer: string;
}

export const GOOGLE_ISSUER = 'https://accounts.google.com';

/** Whether the development stand-in provider (modules/dev-oidc) runs: off, for browsers on this machine only, or for any browser. */
export type DevOidcMode = 'off' | 'local' | 'on';

/** GOOGLE_CLIENT_ID + GOOGLE_CLIENT_SECRET (both or neither; one alone stops start-up), GOOGLE_ISSUER. */
export function googleClient(env: NodeJS.ProcessEnv): GoogleClientConfig | undefined {
  const clientId = env.GOOGLE_CLIENT_ID?.trim() ?? '';
  const clientSecret = env.GOOGLE_CLIENT_SECRET?.trim() ?? '';
  if (!clientId && !clientSecret) return undefined;
  if (!clientId || !clientSecret) throw new Error('Google sign-in needs both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (or neither).');
  return { clientId, clientSecret, issuer: env.GOOGLE_ISSUER?.trim() || GOOGLE_ISSUER };
}

/**
 * DEV_OIDC. The stand-in never runs with NODE_ENV=production, nor when Google is configured;
 * otherwise: unset = for browsers on this machine only (loopback addresses), 1 = for any
 * browser (a development machine reached over the network), 0 = off.
 */
export function devOidcMode(env: NodeJS.ProcessEnv): DevOidcMode {
  if (env.NODE_ENV === 'production' || googleClient(env)) return 'off';
  const value = env.DEV_OIDC?.trim().toLowerCase() ?? '';
  if (value === '') return 'local';
  return ['0', 'false', 'no', 'off'].includes(value) ? 'off' : 'on';
}
