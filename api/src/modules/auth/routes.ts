import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { success } from '../../plugins/envelope';
import { HttpError, fieldError, type FieldErrors } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { validate } from '../../lib/validation';
import { presentUser } from '../users/present';
import { uniqueReferralCode } from '../users/referral';
import { dummyVerify, hashPassword, verifyPassword } from './passwords';
import { hasPassword, requireRecentSignIn } from './reauth';
import { changePasswordSchema, loginSchema, registerSchema, setPasswordSchema } from './schemas';
import { loginThrottleFor } from './throttle';
import { issueToken, purgeExpiredTokens, revokeOtherTokens, revokeToken, sessionPolicy } from './tokens';

/** POST /register, /login, /logout, /change-password: accounts, sessions (bearer tokens) and passwords. */
const authRoutes: FastifyPluginAsync = async (app) => {
  const throttle = loginThrottleFor(app);
  const policy = sessionPolicy(app.config);
  const userAgent = (request: FastifyRequest) => request.headers['user-agent'];

  app.post('/register', async (request, reply) => {
    const input = validate(registerSchema, request.body, 'auth.register_failed');
    const errors: FieldErrors = {};
    const existing = await app.db.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst();
    if (existing) errors.email = [{ key: 'auth.email_taken' }];
    let referredBy: number | null = null;
    if (input.referral_code) {
      const referrer = await app.db.selectFrom('users').select('id').where('referral_code', '=', input.referral_code).executeTakeFirst();
      if (referrer) referredBy = referrer.id;
      else errors.referral_code = [{ key: 'auth.referral_unknown' }];
    }
    if (Object.keys(errors).length) throw new HttpError(422, 'auth.register_failed', errors);

    const now = nowIso();
    const user = await app.db
      .insertInto('users')
      .values({
        full_name: input.full_name,
        email: input.email,
        phone: input.phone,
        password_hash: await hashPassword(input.password),
        role: 'caregiver',
        lpk_id: null,
        avatar: null,
        referral_code: await uniqueReferralCode(app.db),
        referred_by: referredBy,
        locale: request.lang,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
      .catch((error: unknown) => {
        // Two registrations racing for one email: the unique index decides.
        if (/unique/i.test(String(error))) throw fieldError('email', 'auth.email_taken', undefined, 'auth.register_failed');
        throw error;
      });
    const token = await issueToken(app.db, user.id, { userAgent: userAgent(request) });
    request.log.info({ userId: user.id, referredBy }, 'user registered');
    return reply.code(201).send(success({ token, user: presentUser(user) }, request.t('auth.registered')));
  });

  app.post('/login', async (request) => {
    const input = validate(loginSchema, request.body, 'auth.login_failed');
    // Counted before argon2 runs (and across nodes with Redis); a success gives it back.
    const wait = await throttle.begin(input.email, request.ip);
    if (wait > 0) throw new HttpError(429, 'errors.too_many_requests', undefined, { 'Retry-After': String(wait) }, { seconds: wait });

    const user = await app.db.selectFrom('users').selectAll().where('email', '=', input.email).executeTakeFirst();
    const ok = user ? await verifyPassword(user.password_hash, input.password) : await dummyVerify(input.password);
    if (!user || !ok) throw fieldError('email', 'auth.login_failed', undefined, 'auth.login_failed');
    await throttle.succeeded(input.email, request.ip);
    // Sessions that expired unused are cleared on the way (everyone's: most are never presented again).
    const expired = await purgeExpiredTokens(app.db, policy);
    if (expired.length) void app.broadcaster.terminateTokens(expired);
    const token = await issueToken(app.db, user.id, { userAgent: userAgent(request) });
    return success({ token, user: presentUser(user) }, request.t('auth.logged_in'));
  });

  app.post('/logout', { preHandler: app.authenticate }, async (request) => {
    await revokeToken(app.db, request.tokenId!);
    await app.broadcaster.terminateTokens([request.tokenId!]);
    return success(null, request.t('auth.logged_out'));
  });

  /**
   * A new password, with the current one; or, for an account created through Google that has
   * none of its own, a first password without it, within 10 minutes of signing in (403 after).
   */
  app.post('/change-password', { preHandler: app.authenticate }, async (request) => {
    const user = request.user!;
    const had = hasPassword(user);
    let input;
    if (had) {
      input = validate(changePasswordSchema, request.body);
      if (!(await verifyPassword(user.password_hash, input.current_password))) {
        throw fieldError('current_password', 'auth.current_password_wrong');
      }
      if (input.password === input.current_password) throw fieldError('password', 'auth.password_same');
    } else {
      requireRecentSignIn(request);
      input = validate(setPasswordSchema, request.body);
    }
    await app.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(input.password), has_password: 1, updated_at: nowIso() })
      .where('id', '=', user.id)
      .execute();
    // Every other session ends, with its real-time sockets.
    await app.broadcaster.terminateTokens(await revokeOtherTokens(app.db, user.id, request.tokenId!));
    request.log.info({ userId: user.id, first: !had }, had ? 'password changed' : 'password set');
    return success(null, request.t(had ? 'auth.password_changed' : 'auth.password_set'));
  });
};

export default authRoutes;
