import { randomBytes } from 'node:crypto';
import { safeRedirect, type GoogleNeedsLink, type GoogleNeedsProfile, type GoogleSignedIn, type googleCallbackBody, type googleLinkBody } from 'contracts';
import type { z } from 'zod/mini';
import type { NewUser, UserRow } from '../../../db/schema';
import { fieldError, HttpError } from '../../../lib/http-error';
import { nowIso } from '../../../lib/time';
import { uniqueReferralCode } from '../../users/referral';
import { hashPassword, verifyPassword } from '../passwords';
import { markEmailVerified, userByEmail, userById } from '../queries';
import { hasPassword } from '../reauth';
import type { googleCompleteBody } from '../schemas';
import { checkPasswordThrottled, startSession, type AuthDeps, type Client } from '../service';
import { type OidcClient, ProviderDenied, type IdTokenClaims } from './client';
import { presentNeedsLink, presentNeedsProfile, presentSignedIn } from './present';
import {
  bindingMatches,
  createLinkTicket,
  createTicket,
  createUserWithIdentity,
  findLinkTicket,
  linkIdentity,
  purgeExpired,
  saveFlow,
  takeFlow,
  takeLinkTicket,
  takeTicket,
  userByIdentity,
  type ProviderIdentity,
} from './queries';

/** The sign-in use cases plus the provider (none when Google sign-in is not configured) and where it sends the browser back. */
export interface GoogleDeps extends AuthDeps {
  client: OidcClient | undefined;
  redirectUri: string;
}

/** An answer: its data, the i18n key of its message, and 201 when an account was created. */
export interface Outcome<T> {
  data: T;
  message: string;
  created?: boolean;
}

const invalidCallback = () => new HttpError(400, 'oidc.invalid_callback');

/** The name to prefill: the ID token's `name`, else given + family name. */
function nameOf(claims: IdTokenClaims): string {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const name = text(claims.name) || [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ');
  return name.slice(0, 100);
}

/** Signs `user` in: a new session, answered as login answers it, plus where to go. */
async function signedIn(deps: GoogleDeps, user: UserRow, redirect: string | null, how: string, client: Client): Promise<GoogleSignedIn> {
  const token = await startSession(deps, user, client);
  deps.log.info({ userId: user.id, how }, 'google sign-in');
  return presentSignedIn(token, user, redirect);
}

/** Google vouches for its email: the account's address is verified when it is that one. */
async function verifiedByProvider(deps: GoogleDeps, user: UserRow, identity: ProviderIdentity): Promise<UserRow> {
  return (await markEmailVerified(deps.db, user.id, identity.email, nowIso())) ?? user;
}

/**
 * The account a verified identity belongs to: the one linked to its sub; else the one with its
 * email, which is never linked here: `password` when that account has a password (its owner must
 * give it), `other` when it has none (it signs in with another Google account).
 */
type Found = { kind: 'linked' | 'password' | 'other'; user: UserRow };
async function accountFor(deps: GoogleDeps, identity: ProviderIdentity): Promise<Found | undefined> {
  const linked = await userByIdentity(deps.db, identity.provider, identity.subject);
  if (linked) return { kind: 'linked', user: linked };
  const byEmail = await userByEmail(deps.db, identity.email);
  if (!byEmail) return undefined;
  return { kind: hasPassword(byEmail) ? 'password' : 'other', user: byEmail };
}

/** The answer for an identity with an account: signed in, or asked for the password of the account with its email, or refused. */
async function answerFor(
  deps: GoogleDeps,
  found: Found,
  identity: ProviderIdentity,
  redirect: string | null,
  client: Client,
): Promise<Outcome<GoogleSignedIn | GoogleNeedsLink>> {
  if (found.kind === 'linked') {
    const user = await verifiedByProvider(deps, found.user, identity);
    return { data: await signedIn(deps, user, redirect, 'linked', client), message: 'auth.logged_in' };
  }
  if (found.kind === 'other') {
    deps.log.info({ userId: found.user.id }, 'google sign-in: the email belongs to an account of another google identity');
    throw new HttpError(409, 'oidc.email_in_use');
  }
  const ticket = await createLinkTicket(deps.db, found.user.id, identity, redirect);
  deps.log.info({ userId: found.user.id }, 'google sign-in: password account with this email, its password asked');
  return { data: presentNeedsLink(ticket, found.user), message: 'oidc.needs_link' };
}

/**
 * The provider sends the browser back to APP_URL/auth/callback, and only the tab storage that
 * started the flow holds its binding. A button on another origin of the same site (the page opened
 * as http://127.0.0.1:8080 while APP_URL is http://localhost:8080) would start a flow that origin's
 * tab storage remembers and the callback's never sees ("Invalid callback URL"). So no flow is
 * started there: the browser goes to APP_URL's /login?google=start (with the destination and the
 * language), which starts it from APP_URL's origin. That page sends no origin, so this cannot loop.
 * Undefined: the page is on APP_URL's origin, or did not say (then the flow starts here, as before).
 */
export function startOnAppOrigin(redirectUri: string, pageOrigin: string | undefined, redirect: string | null, lang: string): string | undefined {
  if (!pageOrigin) return undefined;
  let from: string;
  try {
    from = new URL(pageOrigin).origin;
  } catch {
    return undefined;
  }
  const app = new URL(redirectUri).origin;
  if (from === 'null' || from === app) return undefined;
  const query = new URLSearchParams({ google: 'start' });
  if (redirect) query.set('redirect', redirect);
  query.set('lang', lang);
  return `${app}/login?${query.toString()}`;
}

/**
 * Where to send the browser to start signing in: the provider, with a new flow kept server-side
 * (state, nonce and PKCE verifier, 10 minutes, used once); or back to the callback with
 * `error=unavailable` when there is no provider or it cannot be reached.
 */
export async function startSignIn(
  deps: GoogleDeps,
  query: { redirect?: unknown; lang?: unknown; binding?: string | undefined; origin?: string | undefined },
  requestLang: string,
): Promise<string> {
  const { client, redirectUri } = deps;
  const failed = `${redirectUri}?error=unavailable`;
  if (!client) return failed;
  const lang = query.lang === 'id' || query.lang === 'en' ? query.lang : requestLang;
  const elsewhere = startOnAppOrigin(redirectUri, query.origin, safeRedirect(query.redirect), lang);
  if (elsewhere) return elsewhere;
  let started;
  try {
    started = await client.authorizationRequest(redirectUri, { ui_locales: lang });
  } catch (error) {
    deps.log.error({ err: error }, 'google sign-in: the provider cannot be reached');
    return failed;
  }
  await purgeExpired(deps.db);
  await saveFlow(deps.db, client.settings.name, {
    state: started.state,
    nonce: started.nonce,
    codeVerifier: started.codeVerifier,
    redirectTo: safeRedirect(query.redirect),
    binding: query.binding,
  });
  return started.url;
}

/**
 * The provider's redirect: the flow is taken (a replayed or forged state finds none), the code
 * exchanged and the ID token checked. The account linked to the provider's `sub` is signed in;
 * otherwise, with a verified email: an account with that email and a password is asked for its
 * password (`needs_link`), one without a password refuses (409), a new person gets
 * `needs_profile` and a signup ticket.
 */
export async function finishSignIn(
  deps: GoogleDeps,
  input: z.output<typeof googleCallbackBody> | undefined,
  client: Client,
): Promise<Outcome<GoogleSignedIn | GoogleNeedsProfile | GoogleNeedsLink>> {
  const provider = deps.client;
  if (!input?.state || !provider) throw invalidCallback();
  const name = provider.settings.name;
  const flow = await takeFlow(deps.db, name, input.state);
  if (!flow.found) throw invalidCallback();
  // Only the browser tab that started this sign-in may finish it (login CSRF: a callback link sent
  // to someone else). The flow is used up either way: a code is good for one try.
  if (!bindingMatches(flow.row.binding_hash, input.binding)) {
    deps.log.warn({ provider: name }, 'google sign-in: callback from another browser than the one that started it refused');
    throw invalidCallback();
  }
  if (flow.expired) throw new HttpError(400, 'oidc.expired');

  const callbackUrl = new URL(deps.redirectUri);
  for (const param of ['code', 'state', 'iss', 'error', 'error_description'] as const) {
    const value = input[param];
    if (value !== undefined) callbackUrl.searchParams.set(param, value);
  }
  let claims: IdTokenClaims;
  try {
    claims = await provider.finish(callbackUrl, { state: input.state, nonce: flow.row.nonce, codeVerifier: flow.row.code_verifier });
  } catch (error) {
    if (error instanceof ProviderDenied) {
      deps.log.info({ error: error.error }, 'google sign-in: the provider answered an error');
      throw new HttpError(400, error.error === 'access_denied' ? 'oidc.denied' : 'oidc.provider_error');
    }
    deps.log.warn({ err: error }, 'google sign-in: callback refused');
    throw invalidCallback();
  }

  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  const identity: ProviderIdentity = { provider: name, subject: claims.sub, email, fullName: nameOf(claims) };
  // The provider's sub identifies a linked account; an email links or creates one only when verified.
  const linked = await userByIdentity(deps.db, name, claims.sub);
  if (linked) {
    const user = email && verified ? await verifiedByProvider(deps, linked, identity) : linked;
    return { data: await signedIn(deps, user, flow.row.redirect_to, 'linked', client), message: 'auth.logged_in' };
  }
  if (!email || !verified || email.length > 254) throw new HttpError(400, 'oidc.email_unverified');
  const existing = await accountFor(deps, identity);
  if (existing) return answerFor(deps, existing, identity, flow.row.redirect_to, client);

  const ticket = await createTicket(deps.db, identity, flow.row.redirect_to);
  return { data: presentNeedsProfile(ticket, identity), message: 'oidc.needs_profile' };
}

/**
 * The password of the account a link ticket names, checked as login checks it (the same throttle
 * per email and address before argon2): right, the identity is linked and the account signed in;
 * wrong, 422 on `password` and nothing linked.
 */
export async function linkWithPassword(deps: GoogleDeps, input: z.output<typeof googleLinkBody>, client: Client): Promise<Outcome<GoogleSignedIn>> {
  const held = await findLinkTicket(deps.db, input.ticket);
  if (!held.found || held.expired) throw new HttpError(400, 'oidc.link_ticket_invalid');
  const ticket = held.row;
  const user = await userById(deps.db, ticket.user_id);
  if (!user) throw new HttpError(400, 'oidc.link_ticket_invalid');

  if (!(await checkPasswordThrottled(deps, user.email, client.ip, () => verifyPassword(user.password_hash, input.password)))) {
    deps.log.info({ userId: user.id }, 'google sign-in: wrong password to link');
    throw fieldError('password', 'oidc.link_password_wrong', undefined, 'oidc.link_failed');
  }

  // Used once: of two requests with the right password, one links.
  if (!(await takeLinkTicket(deps.db, input.ticket))) throw new HttpError(400, 'oidc.link_ticket_invalid');
  const identity: ProviderIdentity = { provider: ticket.provider, subject: ticket.subject, email: ticket.email, fullName: '' };
  if (!(await linkIdentity(deps.db, user.id, identity))) {
    // Linked meanwhile (another tab): fine if to this account, refused if to another one.
    const owner = await userByIdentity(deps.db, identity.provider, identity.subject);
    if (owner?.id !== user.id) throw new HttpError(400, 'oidc.link_ticket_invalid');
  }
  deps.log.info({ userId: user.id }, 'google identity linked with the account password');
  const verified = await verifiedByProvider(deps, user, identity);
  return { data: await signedIn(deps, verified, ticket.redirect_to, 'password-link', client), message: 'oidc.linked' };
}

/**
 * The new person's account (as registration validates it), signed in; or, should an account with
 * that email have appeared meanwhile, what the callback would now answer.
 */
export async function completeSignUp(
  deps: GoogleDeps,
  input: z.output<typeof googleCompleteBody>,
  client: Client,
): Promise<Outcome<GoogleSignedIn | GoogleNeedsLink>> {
  const taken = await takeTicket(deps.db, input.ticket);
  if (!taken.found || taken.expired) throw new HttpError(400, 'oidc.ticket_invalid');
  const ticket = taken.row;
  const identity: ProviderIdentity = { provider: ticket.provider, subject: ticket.subject, email: ticket.email, fullName: ticket.full_name };

  // An account for this person appeared meanwhile (another tab, a registration): as the callback would answer now.
  const existing = await accountFor(deps, identity);
  if (existing) return answerFor(deps, existing, identity, ticket.redirect_to, client);

  // No password is ever typed for this account: it gets a random one nobody knows.
  const now = nowIso();
  const values: NewUser = {
    full_name: input.full_name,
    email: identity.email,
    phone: input.phone,
    password_hash: await hashPassword(randomBytes(32).toString('base64url')),
    has_password: 0,
    role: 'caregiver',
    lpk_id: null,
    avatar: null,
    referral_code: await uniqueReferralCode(deps.db),
    referred_by: null,
    locale: client.lang,
    created_at: now,
    updated_at: now,
    // Google said email_verified (no account is made otherwise).
    email_verified_at: now,
  };
  let user: UserRow;
  try {
    user = await createUserWithIdentity(deps.db, values, identity);
  } catch (error) {
    // Two completions (or a completion and a registration) racing for one email or identity:
    // the unique indexes decide; the loser gets what the callback would now answer.
    if (!/unique|duplicate/i.test(String(error))) throw error;
    const raced = await accountFor(deps, identity);
    if (!raced) throw new HttpError(400, 'oidc.ticket_invalid');
    return answerFor(deps, raced, identity, ticket.redirect_to, client);
  }
  deps.log.info({ userId: user.id }, 'user registered with google');
  return { data: await signedIn(deps, user, ticket.redirect_to, 'created', client), message: 'auth.registered', created: true };
}
