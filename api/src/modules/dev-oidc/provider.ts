import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { KoaContext, Provider } from 'oidc-provider';
import { memoryAdapter } from './adapter';

/** Where the stand-in is mounted on the API host. */
export const MOUNT_PATH = '/dev-oidc';

/** What a development identity tells the relying party (the claims of its ID token). */
export interface DevIdentity {
  email: string;
  email_verified: boolean;
  name?: string;
}

/**
 * The identities signed in so far, by `sub`. A `sub` is derived from the email, so the same
 * email is the same "Google account" across restarts (a linked account keeps matching by sub).
 */
export class DevAccounts {
  readonly #claims = new Map<string, DevIdentity>();

  static subjectOf(email: string): string {
    return `dev-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24)}`;
  }

  remember(identity: DevIdentity): string {
    const sub = DevAccounts.subjectOf(identity.email);
    this.#claims.set(sub, identity);
    return sub;
  }

  claimsOf(sub: string): DevIdentity | undefined {
    return this.#claims.get(sub);
  }
}

/** The relying party's registration with the stand-in: generated at start, never published. */
export interface DevClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export function generateDevClient(redirectUri: string): DevClient {
  return { clientId: `lpk-dev-${randomBytes(6).toString('hex')}`, clientSecret: randomBytes(32).toString('base64url'), redirectUri };
}

/** oidc-provider's Provider class. */
export type ProviderClass = typeof Provider;

/**
 * oidc-provider (ESM-only, with koa) is a development dependency of the API: loaded with a dynamic
 * import, and only when the stand-in runs (never in production). Undefined when it is not
 * installed (`npm install --omit=dev` leaves it out); any other failure to load it is thrown.
 */
export async function importProviderClass(specifier = 'oidc-provider'): Promise<ProviderClass | undefined> {
  try {
    const loaded = (await import(specifier)) as { default: ProviderClass };
    return loaded.default;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if ((code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') && String(error).includes(specifier)) return undefined;
    throw error;
  }
}

export interface DevProviderOptions {
  /** oidc-provider's class (importProviderClass). */
  Provider: ProviderClass;
  issuer: string;
  client: DevClient;
  accounts: DevAccounts;
  /** The provider's own error page (HTML, with its Content-Security-Policy). */
  renderError: (ctx: KoaContext, error: { error?: string; error_description?: string }) => void;
}

const TEN_MINUTES = 600;

/**
 * The oidc-provider instance standing in for Google: authorisation-code flow only, PKCE required,
 * scopes openid email profile with their claims in the ID token (as Google gives them), ID tokens
 * signed with an ES256 key generated here (held in memory only), sign-in pages of our own
 * (dev-oidc/routes.ts) instead of the library's development ones.
 */
export function createDevProvider(options: DevProviderOptions): Provider {
  const { Provider: ProviderClass } = options;
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: randomBytes(8).toString('hex'), alg: 'ES256', use: 'sig' };
  const { client, accounts } = options;

  const provider = new ProviderClass(options.issuer, {
    adapter: memoryAdapter(),
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: {
      keys: [randomBytes(32).toString('base64url')],
      names: { session: 'dev_oidc_session', interaction: 'dev_oidc_interaction', resume: 'dev_oidc_resume' },
    },
    responseTypes: ['code'],
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Scope claims in the ID token itself, as Google puts them there.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      resourceIndicators: { enabled: false },
      dPoP: { enabled: false },
      userinfo: { enabled: false },
    },
    clientBasedCORS: () => false,
    findAccount: async (_ctx: unknown, sub: string) => {
      const identity = accounts.claimsOf(sub);
      if (!identity) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...identity }) };
    },
    interactions: { url: async (_ctx: unknown, interaction: { uid: string }) => `${MOUNT_PATH}/interaction/${interaction.uid}` },
    ttl: { AccessToken: TEN_MINUTES, AuthorizationCode: 60, IdToken: TEN_MINUTES, Interaction: TEN_MINUTES, Session: TEN_MINUTES, Grant: TEN_MINUTES },
    renderError: async (ctx: KoaContext, out: { error?: string; error_description?: string }) => options.renderError(ctx, out),
  });
  // Requests reach it through the API host (and in-process from the relying party): the host and
  // scheme it answers for come from X-Forwarded-* when present.
  provider.proxy = true;
  return provider;
}
