import type * as OpenIdClient from 'openid-client';

type Library = typeof OpenIdClient;

/** The OpenID provider Google sign-in talks to (Google itself, or the development stand-in). */
export interface ProviderSettings {
  /** Stored with each linked identity ('google' for both: the stand-in stands in for Google). */
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Added to every authorisation request (Google: prompt=select_account). */
  authorizationParams: Record<string, string>;
  /** Requests to the provider go through this instead of the network (the in-process stand-in). */
  fetch?: OpenIdClient.CustomFetch;
  /** Plain-http provider URLs allowed (never for Google; the stand-in and test issuers on this machine). */
  allowHttp: boolean;
}

/** What a sign-in needs to remember until the provider sends the browser back. */
export interface AuthorizationRequest {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The checks of one callback: the values remembered when the flow started. */
export interface CallbackChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The ID-token claims a sign-in uses. */
export interface IdTokenClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
  given_name?: unknown;
  family_name?: unknown;
}

/** A failure of the provider's answer: the authorisation response said `error` (e.g. access_denied). */
export class ProviderDenied extends Error {
  constructor(readonly error: string) {
    super(`the provider answered error=${error}`);
  }
}

/** Provider HTTP answers are given this long (seconds). */
const TIMEOUT_SECONDS = 10;

/**
 * The OpenID Connect relying party (openid-client): authorisation-code flow with PKCE (S256),
 * `state` and `nonce`. The provider's metadata is discovered on first use and kept (a failed
 * discovery is retried on the next sign-in); openid-client checks the ID token's issuer,
 * audience, expiry, nonce and signature (against the provider's published keys).
 */
export class OidcClient {
  #ready: Promise<{ lib: Library; config: OpenIdClient.Configuration }> | undefined;

  constructor(readonly settings: ProviderSettings) {}

  private load(): Promise<{ lib: Library; config: OpenIdClient.Configuration }> {
    this.#ready ??= (async () => {
      // openid-client is ESM-only: loaded when the first sign-in needs it.
      const lib = await import('openid-client');
      const { issuer, clientId, clientSecret, allowHttp, fetch } = this.settings;
      const execute = [lib.enableNonRepudiationChecks, ...(allowHttp ? [lib.allowInsecureRequests] : [])];
      const config = await lib.discovery(new URL(issuer), clientId, clientSecret, lib.ClientSecretPost(), {
        execute,
        timeout: TIMEOUT_SECONDS,
        ...(fetch ? { [lib.customFetch]: fetch } : {}),
      });
      return { lib, config };
    })();
    this.#ready.catch(() => {
      this.#ready = undefined;
    });
    return this.#ready;
  }

  /** A new authorisation request: fresh state, nonce and PKCE verifier, and the URL to send the browser to. */
  async authorizationRequest(redirectUri: string, extra: Record<string, string> = {}): Promise<AuthorizationRequest> {
    const { lib, config } = await this.load();
    const state = lib.randomState();
    const nonce = lib.randomNonce();
    const codeVerifier = lib.randomPKCECodeVerifier();
    const url = lib.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge: await lib.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      ...this.settings.authorizationParams,
      ...extra,
    });
    return { url: url.href, state, nonce, codeVerifier };
  }

  /**
   * Checks the callback (its `state`, the `iss` the provider adds, an `error` it reports),
   * exchanges the code with the PKCE verifier and returns the verified ID token's claims.
   * Throws ProviderDenied for an error the provider reported, anything else for a callback or
   * token that does not check out.
   */
  async finish(callbackUrl: URL, checks: CallbackChecks): Promise<IdTokenClaims> {
    const { lib, config } = await this.load();
    let tokens: Awaited<ReturnType<Library['authorizationCodeGrant']>>;
    try {
      tokens = await lib.authorizationCodeGrant(config, callbackUrl, {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.codeVerifier,
        idTokenExpected: true,
      });
    } catch (error) {
      if (error instanceof lib.AuthorizationResponseError) throw new ProviderDenied(error.error);
      throw error;
    }
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    return claims as IdTokenClaims;
  }
}
