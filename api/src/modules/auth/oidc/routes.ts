import type { RateLimitOptions } from '@fastify/rate-limit';
import { googleCallbackRoute, googleCompleteRoute, googleLinkRoute, googleStartRoute } from 'contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RateLimitName } from '../../../config/rate-limits';
import { success } from '../../../plugins/envelope';
import { routeLimit } from '../../../plugins/rate-limit';
import devOidcPlugin, { inProcessFetch } from '../../dev-oidc/routes';
import { DevAccounts, generateDevClient, importProviderClass, MOUNT_PATH } from '../../dev-oidc/provider';
import { clientOf } from '../routes';
import { googleCompleteBody } from '../schemas';
import type { AuthDeps } from '../service';
import { loginThrottleFor } from '../throttle';
import { sessionPolicy } from '../tokens';
import { OidcClient, type ProviderSettings } from './client';
import { completeSignUp, finishSignIn, linkWithPassword, startSignIn, type GoogleDeps } from './service';
import { GOOGLE_ISSUER } from './settings';

/** The origin of an absolute http(s) URL, or null. */
function httpOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** A plain-http issuer on this machine (a test issuer), outside production. */
function localHttpIssuer(issuer: string, production: boolean): boolean {
  const url = new URL(issuer);
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) && !production;
}

/** The shared rate limiter's options for a route counted in `name`'s class (plugins/rate-limit.ts), per address. */
function limitedAs(app: FastifyInstance, name: RateLimitName): { rateLimit?: RateLimitOptions } {
  const rateLimit = routeLimit(app, name, 'onRequest');
  return rateLimit ? { rateLimit } : {};
}

/**
 * The development stand-in for Google (modules/dev-oidc) mounted at /dev-oidc, and the relying
 * party's client for it; undefined when oidc-provider, a development dependency, is not installed
 * (start-up says so, and sign-in with Google then answers "unavailable").
 */
async function devStandIn(app: FastifyInstance, appUrl: string, redirectUri: string): Promise<OidcClient | undefined> {
  const { config } = app;
  if (config.devOidc === 'off') return undefined;
  const Provider = await importProviderClass();
  if (!Provider) {
    app.log.warn(
      'Google sign-in: the development stand-in for Google is unavailable: the package oidc-provider is not installed (a development dependency, left out by `npm install --omit=dev`). Sign-in with Google answers "unavailable"; set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET for Google itself.',
    );
    return undefined;
  }
  const issuer = `${httpOrigin(config.site.apiBaseUrl) ?? new URL(appUrl).origin}${MOUNT_PATH}`;
  const devClient = generateDevClient(redirectUri);
  await app.register(devOidcPlugin, { Provider, issuer, appUrl, client: devClient, accounts: new DevAccounts(), mode: config.devOidc });
  app.log.info({ issuer }, 'Google sign-in: no GOOGLE_CLIENT_ID, the development sign-in stands in for Google');
  return new OidcClient({
    name: 'google',
    issuer,
    clientId: devClient.clientId,
    clientSecret: devClient.clientSecret,
    // A fresh choice of identity on every sign-in, as Google's account chooser gives.
    authorizationParams: { prompt: 'login' },
    fetch: inProcessFetch(app, issuer),
    allowHttp: true,
  });
}

/**
 * Google sign-in: the relying party (to Google when GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET are
 * set; otherwise, outside production, to the development stand-in it mounts at /dev-oidc) and its
 * routes under /api/lpk/auth/google:
 *
 * - GET /start?redirect=/path&lang=id: a new flow (state, nonce, PKCE verifier kept server-side
 *   for 10 minutes, used once) and a 302 to the provider, which sends the browser back to
 *   APP_URL/auth/callback. Without a provider: 302 to /auth/callback?error=unavailable.
 * - POST /callback {code, state, iss?, error?}: the flow is taken (a replayed or forged state
 *   finds none), the code exchanged and the ID token checked; the account linked to the
 *   provider's `sub` is signed in (`data.token`, `data.user`, `data.redirect`). Otherwise, with a
 *   verified email: an account with that email and a password is NOT signed in, as our emails
 *   are never verified (whoever registered it first may not own the address): `data.needs_link`
 *   and a link ticket, for that account's password; an account with that email and no password
 *   (made through another Google account) refuses (409); a new person gets `data.needs_profile`
 *   and a signup ticket.
 * - POST /link {ticket, password}: the password of the account the ticket names, checked as login
 *   checks it (the same throttle per email and address before argon2, the login rate class); right:
 *   the identity is linked and the account signed in; wrong: 422 on `password`, nothing linked.
 * - POST /complete {ticket, full_name, phone, agree}: the new person's account, as registration
 *   validates it, signed in (or, should an account with that email have appeared meanwhile, what
 *   the callback would now answer).
 */
const googleSignIn: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const appUrl = config.appUrl.replace(/\/+$/, '');
  const redirectUri = `${appUrl}/auth/callback`;

  let client: OidcClient | undefined;
  if (config.google) {
    const { issuer, clientId, clientSecret } = config.google;
    const settings: ProviderSettings = {
      name: 'google',
      issuer,
      clientId,
      clientSecret,
      // Google: let the person choose among their Google accounts each time.
      authorizationParams: issuer === GOOGLE_ISSUER ? { prompt: 'select_account' } : {},
      allowHttp: localHttpIssuer(issuer, config.production),
    };
    client = new OidcClient(settings);
  } else if (config.devOidc !== 'off' && !config.production) {
    client = await devStandIn(app, appUrl, redirectUri);
  }

  const policy = sessionPolicy(config);
  const throttle = loginThrottleFor(app);
  const deps = (request: FastifyRequest): GoogleDeps => {
    const auth: AuthDeps = { db: app.db, broadcaster: app.broadcaster, throttle, policy, log: request.log };
    return { ...auth, client, redirectUri };
  };

  await app.register(
    async (plugin) => {
      const routes = plugin.withTypeProvider<ZodTypeProvider>();
      routes.get('/start', { schema: googleStartRoute, config: limitedAs(app, 'login') }, async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return reply.redirect(await startSignIn(deps(request), request.query, request.lang), 302);
      });

      // An unreadable callback (a parameter too long, not an object) is "Invalid callback URL", as a forged one.
      routes.post('/callback', { schema: googleCallbackRoute, attachValidation: true, config: limitedAs(app, 'login') }, async (request) => {
        const outcome = await finishSignIn(deps(request), request.validationError ? undefined : request.body, clientOf(request));
        return success(outcome.data, request.t(outcome.message));
      });

      // Counted in the `login` class per address by the shared limiter (plugins/rate-limit.ts ROUTE_CLASSES).
      routes.post('/link', { schema: googleLinkRoute, config: { invalidMessage: 'oidc.link_failed' } }, async (request) => {
        const outcome = await linkWithPassword(deps(request), request.body, clientOf(request));
        return success(outcome.data, request.t(outcome.message));
      });

      routes.post(
        '/complete',
        { schema: { ...googleCompleteRoute, body: googleCompleteBody }, config: { ...limitedAs(app, 'register'), invalidMessage: 'auth.register_failed' } },
        async (request, reply) => {
          const outcome = await completeSignUp(deps(request), request.body, clientOf(request));
          return reply.code(outcome.created ? 201 : 200).send(success(outcome.data, request.t(outcome.message)));
        },
      );
    },
    { prefix: '/api/lpk/auth/google' },
  );
};

export default googleSignIn;
