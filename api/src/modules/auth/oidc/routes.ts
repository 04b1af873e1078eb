import { randomBytes } from 'node:crypto';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RateLimitClass } from '../../../config';
import type { UserRow } from '../../../db/schema';
import { fieldError, HttpError } from '../../../lib/http-error';
import { nowIso } from '../../../lib/time';
import { validate } from '../../../lib/validation';
import { success } from '../../../plugins/envelope';
import { rateLimitKey } from '../../../plugins/rate-limit';
import devOidcPlugin, { inProcessFetch } from '../../dev-oidc/routes';
import { DevAccounts, generateDevClient, MOUNT_PATH } from '../../dev-oidc/provider';
import { presentUser } from '../../users/present';
import { uniqueReferralCode } from '../../users/referral';
import { hashPassword, verifyPassword } from '../passwords';
import { hasPassword } from '../reauth';
import { loginThrottleFor } from '../throttle';
import { issueToken, purgeExpiredTokens, sessionPolicy } from '../tokens';
import { OidcClient, ProviderDenied, type IdTokenClaims, type ProviderSettings } from './client';
import { safeRedirect } from './redirect';
import { callbackSchema, completeSchema, linkSchema } from './schemas';
import { GOOGLE_ISSUER } from './settings';
import {
  createLinkTicket,
  createTicket,
  findLinkTicket,
  linkIdentity,
  LINK_TICKET_TTL_MS,
  purgeExpired,
  saveFlow,
  takeFlow,
  takeLinkTicket,
  takeTicket,
  TICKET_TTL_MS,
  userByIdentity,
  type ProviderIdentity,
} from './store';

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
function limitedAs(app: FastifyInstance, name: RateLimitClass): { rateLimit?: RateLimitOptions } {
  const { enabled, limits } = app.config.rateLimit;
  const { max, windowSeconds } = limits[name];
  if (!enabled || max <= 0) return {};
  return { rateLimit: { max, timeWindow: windowSeconds * 1000, hook: 'onRequest', keyGenerator: (request: FastifyRequest) => rateLimitKey(name, request) } };
}

/** The name to prefill: the ID token's `name`, else given + family name. */
function nameOf(claims: IdTokenClaims): string {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const name = text(claims.name) || [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ');
  return name.slice(0, 100);
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
const googleSignIn: FastifyPluginAsync = async (app) => {
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
    const issuer = `${httpOrigin(config.site.apiBaseUrl) ?? new URL(appUrl).origin}${MOUNT_PATH}`;
    const devClient = generateDevClient(redirectUri);
    await app.register(devOidcPlugin, { issuer, appUrl, client: devClient, accounts: new DevAccounts(), mode: config.devOidc });
    client = new OidcClient({
      name: 'google',
      issuer,
      clientId: devClient.clientId,
      clientSecret: devClient.clientSecret,
      // A fresh choice of identity on every sign-in, as Google's account chooser gives.
      authorizationParams: { prompt: 'login' },
      fetch: inProcessFetch(app, issuer),
      allowHttp: true,
    });
    app.log.info({ issuer }, 'Google sign-in: no GOOGLE_CLIENT_ID, the development sign-in stands in for Google');
  }

  const policy = sessionPolicy(config);
  const throttle = loginThrottleFor(app);

  await app.register(
    async (routes) => {
      const invalid = () => new HttpError(400, 'oidc.invalid_callback');

      /** Signs `user` in: a new session, answered as login answers it, plus where to go. */
      const signedIn = async (request: FastifyRequest, user: UserRow, redirect: string | null, how: string) => {
        const expired = await purgeExpiredTokens(app.db, policy);
        if (expired.length) void app.broadcaster.terminateTokens(expired);
        const token = await issueToken(app.db, user.id, { userAgent: request.headers['user-agent'] });
        request.log.info({ userId: user.id, how }, 'google sign-in');
        return { token, user: presentUser(user), redirect };
      };

      /**
       * The account a verified identity belongs to: the one linked to its sub; else the one with
       * its email, which is never linked here: `password` when that account has a password (its
       * owner must give it), `other` when it has none (it signs in with another Google account).
       */
      type Found = { kind: 'linked' | 'password' | 'other'; user: UserRow };
      const accountFor = async (identity: ProviderIdentity): Promise<Found | undefined> => {
        const linked = await userByIdentity(app.db, identity.provider, identity.subject);
        if (linked) return { kind: 'linked', user: linked };
        const byEmail = await app.db.selectFrom('users').selectAll().where('email', '=', identity.email).executeTakeFirst();
        if (!byEmail) return undefined;
        return { kind: hasPassword(byEmail) ? 'password' : 'other', user: byEmail };
      };

      /** The answer for an identity with an account: signed in, or asked for the password of the account with its email, or refused. */
      const answerFor = async (request: FastifyRequest, found: Found, identity: ProviderIdentity, redirect: string | null) => {
        if (found.kind === 'linked') return success(await signedIn(request, found.user, redirect, 'linked'), request.t('auth.logged_in'));
        if (found.kind === 'other') {
          request.log.info({ userId: found.user.id }, 'google sign-in: the email belongs to an account of another google identity');
          throw new HttpError(409, 'oidc.email_in_use');
        }
        const ticket = await createLinkTicket(app.db, found.user.id, identity, redirect);
        request.log.info({ userId: found.user.id }, 'google sign-in: password account with this email, its password asked');
        return success(
          { needs_link: true, ticket, expires_in: LINK_TICKET_TTL_MS / 1000, account: { email: found.user.email } },
          request.t('oidc.needs_link'),
        );
      };

      routes.get<{ Querystring: { redirect?: unknown; lang?: unknown } }>('/start', { config: limitedAs(app, 'login') }, async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const failed = (reason: string) => reply.redirect(`${redirectUri}?error=${reason}`, 302);
        if (!client) return failed('unavailable');
        const query = request.query ?? {};
        const lang = query.lang === 'id' || query.lang === 'en' ? query.lang : request.lang;
        let started;
        try {
          started = await client.authorizationRequest(redirectUri, { ui_locales: lang });
        } catch (error) {
          request.log.error({ err: error }, 'google sign-in: the provider cannot be reached');
          return failed('unavailable');
        }
        await purgeExpired(app.db);
        await saveFlow(app.db, client.settings.name, {
          state: started.state,
          nonce: started.nonce,
          codeVerifier: started.codeVerifier,
          redirectTo: safeRedirect(query.redirect),
        });
        return reply.redirect(started.url, 302);
      });

      routes.post('/callback', { config: limitedAs(app, 'login') }, async (request) => {
        const parsed = callbackSchema.safeParse(request.body ?? {});
        if (!parsed.success || !parsed.data.state || !client) throw invalid();
        const input = parsed.data;
        const provider = client.settings.name;
        const flow = await takeFlow(app.db, provider, input.state!);
        if (!flow.found) throw invalid();
        if (flow.expired) throw new HttpError(400, 'oidc.expired');

        const callbackUrl = new URL(redirectUri);
        for (const name of ['code', 'state', 'iss', 'error', 'error_description'] as const) {
          const value = input[name];
          if (value !== undefined) callbackUrl.searchParams.set(name, value);
        }
        let claims: IdTokenClaims;
        try {
          claims = await client.finish(callbackUrl, { state: input.state!, nonce: flow.row.nonce, codeVerifier: flow.row.code_verifier });
        } catch (error) {
          if (error instanceof ProviderDenied) {
            request.log.info({ error: error.error }, 'google sign-in: the provider answered an error');
            throw new HttpError(400, error.error === 'access_denied' ? 'oidc.denied' : 'oidc.provider_error');
          }
          request.log.warn({ err: error }, 'google sign-in: callback refused');
          throw invalid();
        }

        const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
        const verified = claims.email_verified === true || claims.email_verified === 'true';
        const identity: ProviderIdentity = { provider, subject: claims.sub, email, fullName: nameOf(claims) };
        // The provider's sub identifies a linked account; an email links or creates one only when verified.
        const linked = await userByIdentity(app.db, provider, claims.sub);
        if (linked) return success(await signedIn(request, linked, flow.row.redirect_to, 'linked'), request.t('auth.logged_in'));
        if (!email || !verified || email.length > 254) throw new HttpError(400, 'oidc.email_unverified');
        const existing = await accountFor(identity);
        if (existing) return answerFor(request, existing, identity, flow.row.redirect_to);

        const ticket = await createTicket(app.db, identity, flow.row.redirect_to);
        return success(
          { needs_profile: true, ticket, expires_in: TICKET_TTL_MS / 1000, profile: { full_name: identity.fullName, email } },
          request.t('oidc.needs_profile'),
        );
      });

      // Counted in the `login` class per address by the shared limiter (plugins/rate-limit.ts ROUTE_CLASSES).
      routes.post('/link', async (request) => {
        const input = validate(linkSchema, request.body, 'oidc.link_failed');
        const held = await findLinkTicket(app.db, input.ticket);
        if (!held.found || held.expired) throw new HttpError(400, 'oidc.link_ticket_invalid');
        const ticket = held.row;
        const user = await app.db.selectFrom('users').selectAll().where('id', '=', ticket.user_id).executeTakeFirst();
        if (!user) throw new HttpError(400, 'oidc.link_ticket_invalid');

        // As login: counted against the account's email and this address before argon2 runs; a success gives it back.
        const wait = await throttle.begin(user.email, request.ip);
        if (wait > 0) throw new HttpError(429, 'errors.too_many_requests', undefined, { 'Retry-After': String(wait) }, { seconds: wait });
        if (!(await verifyPassword(user.password_hash, input.password))) {
          request.log.info({ userId: user.id }, 'google sign-in: wrong password to link');
          throw fieldError('password', 'oidc.link_password_wrong', undefined, 'oidc.link_failed');
        }
        await throttle.succeeded(user.email, request.ip);

        // Used once: of two requests with the right password, one links.
        if (!(await takeLinkTicket(app.db, input.ticket))) throw new HttpError(400, 'oidc.link_ticket_invalid');
        const identity: ProviderIdentity = { provider: ticket.provider, subject: ticket.subject, email: ticket.email, fullName: '' };
        if (!(await linkIdentity(app.db, user.id, identity))) {
          // Linked meanwhile (another tab): fine if to this account, refused if to another one.
          const owner = await userByIdentity(app.db, identity.provider, identity.subject);
          if (owner?.id !== user.id) throw new HttpError(400, 'oidc.link_ticket_invalid');
        }
        request.log.info({ userId: user.id }, 'google identity linked with the account password');
        return success(await signedIn(request, user, ticket.redirect_to, 'password-link'), request.t('oidc.linked'));
      });

      routes.post('/complete', { config: limitedAs(app, 'register') }, async (request, reply) => {
        const input = validate(completeSchema, request.body, 'auth.register_failed');
        const taken = await takeTicket(app.db, input.ticket);
        if (!taken.found || taken.expired) throw new HttpError(400, 'oidc.ticket_invalid');
        const ticket = taken.row;
        const identity: ProviderIdentity = { provider: ticket.provider, subject: ticket.subject, email: ticket.email, fullName: ticket.full_name };

        // An account for this person appeared meanwhile (another tab, a registration): as the callback would answer now.
        const existing = await accountFor(identity);
        if (existing) return answerFor(request, existing, identity, ticket.redirect_to);

        // No password is ever typed for this account: it gets a random one nobody knows.
        const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
        const referralCode = await uniqueReferralCode(app.db);
        const now = nowIso();
        let user: UserRow;
        try {
          user = await app.db.transaction().execute(async (trx) => {
            const created = await trx
              .insertInto('users')
              .values({
                full_name: input.full_name,
                email: identity.email,
                phone: input.phone,
                password_hash: passwordHash,
                has_password: 0,
                role: 'caregiver',
                lpk_id: null,
                avatar: null,
                referral_code: referralCode,
                referred_by: null,
                locale: request.lang,
                created_at: now,
                updated_at: now,
              })
              .returningAll()
              .executeTakeFirstOrThrow();
            await trx
              .insertInto('user_identities')
              .values({ user_id: created.id, provider: identity.provider, subject: identity.subject, email: identity.email, created_at: now, last_used_at: now })
              .execute();
            return created;
          });
        } catch (error) {
          // Two completions (or a completion and a registration) racing for one email or identity:
          // the unique indexes decide; the loser gets what the callback would now answer.
          if (!/unique|duplicate/i.test(String(error))) throw error;
          const raced = await accountFor(identity);
          if (!raced) throw new HttpError(400, 'oidc.ticket_invalid');
          return answerFor(request, raced, identity, ticket.redirect_to);
        }
        request.log.info({ userId: user.id }, 'user registered with google');
        return reply.code(201).send(success(await signedIn(request, user, ticket.redirect_to, 'created'), request.t('auth.registered')));
      });
    },
    { prefix: '/api/lpk/auth/google' },
  );
};

export default googleSignIn;
