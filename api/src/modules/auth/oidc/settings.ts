/**
 * The settings of Google sign-in, made by config/accounts.ts from GOOGLE_CLIENT_ID + GOOGLE_CLIENT_SECRET
 * (both or neither; one alone stops start-up), GOOGLE_ISSUER and DEV_OIDC. docs/security.md "Google sign-in"
 * describes them.
 */

/** The OAuth client of Google sign-in; `issuer` is Google's unless GOOGLE_ISSUER names another OpenID provider. */
export interface GoogleClientConfig {
  clientId: string;
  clientSecret: string;
  issuer: string;
}

export const GOOGLE_ISSUER = 'https://accounts.google.com';

/**
 * Whether the development stand-in provider (modules/dev-oidc) runs: off, for browsers on this
 * machine only, or for any browser. DEV_OIDC unset = local (loopback addresses), 1 = on (a
 * development machine reached over the network), 0 = off; never with NODE_ENV=production, nor
 * when Google is configured.
 */
export type DevOidcMode = 'off' | 'local' | 'on';
