import type { loginBody } from 'contracts';
import type { z } from 'zod/mini';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { HttpError, fieldError, type FieldErrors } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import type { Broadcaster } from '../../realtime/broadcaster';
import { uniqueReferralCode } from '../users/referral';
import { dummyVerify, hashPassword, verifyPassword } from './passwords';
import { withdrawLinks, type MailService } from '../mail';
import { enqueueVerification } from './email-verification';
import { emailTaken, insertUser, setPasswordHash, userByEmail, userIdByReferralCode } from './queries';
import { hasPassword, requireRecentSignIn, type SessionStart } from './reauth';
import type { changePasswordBody, registerBody } from './schemas';
import type { LoginGuard } from './throttle';
import { issueToken, purgeExpiredTokens, revokeOtherTokens, revokeToken, type SessionPolicy } from './tokens';

/** What the sign-in use cases need: the database, the real-time sockets to close, the login throttle, the session policy, a log. */
export interface AuthDeps {
  db: Db;
  broadcaster: Pick<Broadcaster, 'terminateTokens'>;
  throttle: LoginGuard;
  policy: SessionPolicy;
  log: Record<'info' | 'warn' | 'error', (details: object, message: string) => void>;
}

/** Who is asking: their address (throttle), browser (device list) and language (the account's locale). */
export interface Client {
  ip: string;
  userAgent: string | undefined;
  lang: string;
}

/** The 429 of the login throttle. */
function tooManyAttempts(seconds: number): HttpError {
  return new HttpError(429, 'errors.too_many_requests', undefined, { 'Retry-After': String(seconds) }, { seconds });
}

/**
 * Checks a password against an account as login does: the throttle per email and address counts
 * before argon2 runs; a success gives it back, and so does a check that failed (the database
 * down, any error): only a password found wrong stays counted.
 */
export async function checkPasswordThrottled(
  deps: Pick<AuthDeps, 'throttle' | 'log'>,
  email: string,
  ip: string,
  verify: () => Promise<boolean>,
): Promise<boolean> {
  const wait = await deps.throttle.begin(email, ip);
  if (wait > 0) throw tooManyAttempts(wait);
  let ok: boolean;
  try {
    ok = await verify();
  } catch (error) {
    await deps.throttle.unchecked(email, ip).catch((giveBackError: unknown) => deps.log.warn({ err: giveBackError }, 'login throttle: attempt not given back'));
    throw error;
  }
  if (ok) await deps.throttle.succeeded(email, ip);
  return ok;
}

/** A new session for `user`; sessions that expired unused are cleared on the way (everyone's: most are never presented again). */
export async function startSession(deps: AuthDeps, user: UserRow, client: Client): Promise<string> {
  const expired = await purgeExpiredTokens(deps.db, deps.policy);
  if (expired.length) void deps.broadcaster.terminateTokens(expired);
  return issueToken(deps.db, user.id, { userAgent: client.userAgent });
}

/**
 * A caregiver account, signed in, and the mail verifying its address (written with the account:
 * both or neither). 422 on `email` (taken) and `referral_code` (unknown) together.
 */
export async function register(
  deps: AuthDeps & { mail: Pick<MailService, 'createLink' | 'enqueue' | 'wake'> },
  input: z.output<typeof registerBody>,
  client: Client,
): Promise<{ token: string; user: UserRow }> {
  const { db } = deps;
  const errors: FieldErrors = {};
  if (await emailTaken(db, input.email)) errors.email = [{ key: 'auth.email_taken' }];
  let referredBy: number | null = null;
  if (input.referral_code) {
    const referrer = await userIdByReferralCode(db, input.referral_code);
    if (referrer !== undefined) referredBy = referrer;
    else errors.referral_code = [{ key: 'auth.referral_unknown' }];
  }
  if (Object.keys(errors).length) throw new HttpError(422, 'auth.register_failed', errors);

  const now = nowIso();
  const values = {
    full_name: input.full_name,
    email: input.email,
    phone: input.phone,
    password_hash: await hashPassword(input.password),
    role: 'caregiver' as const,
    lpk_id: null,
    avatar: null,
    referral_code: await uniqueReferralCode(db),
    referred_by: referredBy,
    locale: client.lang,
    created_at: now,
    updated_at: now,
  };
  const user = await db
    .transaction()
    .execute(async (trx) => {
      const created = await insertUser(trx, values);
      await enqueueVerification(deps.mail, trx, created, 'signup', client.lang);
      return created;
    })
    .catch((error: unknown) => {
      // Two registrations racing for one email: the unique index decides.
      if (/unique/i.test(String(error))) throw fieldError('email', 'auth.email_taken', undefined, 'auth.register_failed');
      throw error;
    });
  deps.mail.wake();
  const token = await issueToken(db, user.id, { userAgent: client.userAgent });
  deps.log.info({ userId: user.id, referredBy }, 'user registered');
  return { token, user };
}

/** Email and password, counted by the login throttle (across nodes with Redis) before argon2 runs. */
export async function logIn(deps: AuthDeps, input: z.output<typeof loginBody>, client: Client): Promise<{ token: string; user: UserRow }> {
  let user: UserRow | undefined;
  const ok = await checkPasswordThrottled(deps, input.email, client.ip, async () => {
    user = await userByEmail(deps.db, input.email);
    return user ? verifyPassword(user.password_hash, input.password) : dummyVerify(input.password);
  });
  if (!user || !ok) throw fieldError('email', 'auth.login_failed', undefined, 'auth.login_failed');
  return { token: await startSession(deps, user, client), user };
}

/** Ends the session of this token, with its real-time sockets. */
export async function logOut(deps: AuthDeps, tokenId: number): Promise<void> {
  await revokeToken(deps.db, tokenId);
  await deps.broadcaster.terminateTokens([tokenId]);
}

/**
 * A new password, with the current one; or, for an account created through Google that has none
 * of its own, a first password without it, within 10 minutes of signing in (403 after). Every
 * other session ends, and every reset link still outstanding is withdrawn. Returns whether the
 * account had a password (changed) or not (set).
 */
export async function changePassword(
  deps: AuthDeps & { mail: Pick<MailService, 'now'> },
  user: UserRow,
  session: SessionStart & { tokenId: number },
  input: z.output<typeof changePasswordBody>,
): Promise<'changed' | 'set'> {
  const had = hasPassword(user);
  if (had) {
    if (!input.current_password) throw fieldError('current_password', 'validation.required');
    if (!(await verifyPassword(user.password_hash, input.current_password))) throw fieldError('current_password', 'auth.current_password_wrong');
    if (input.password === input.current_password) throw fieldError('password', 'auth.password_same');
  } else {
    requireRecentSignIn(session);
  }
  const passwordHash = await hashPassword(input.password);
  const withdrawn = await deps.db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, user.id, passwordHash);
    // A reset link still in the mailbox no longer sets a password (mailed before this change).
    return withdrawLinks(trx, user.id, 'password_reset', deps.mail.now());
  });
  // Every other session ends, with its real-time sockets.
  await deps.broadcaster.terminateTokens(await revokeOtherTokens(deps.db, user.id, session.tokenId));
  deps.log.info({ userId: user.id, first: !had, resetLinksWithdrawn: withdrawn }, had ? 'password changed' : 'password set');
  return had ? 'changed' : 'set';
}
