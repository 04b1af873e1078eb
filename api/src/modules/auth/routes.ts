import {
  changePasswordRoute,
  forgotPasswordRoute,
  loginRoute,
  logoutRoute,
  registerRoute,
  resendVerificationRoute,
  resetPasswordCheckRoute,
  resetPasswordRoute,
  verifyEmailRoute,
} from 'contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientAddressOf } from '../../lib/client-address';
import { success } from '../../plugins/envelope';
import { resendVerification, verifyEmail } from './email-verification';
import { AfterAnswer, checkPasswordReset, lookUpPasswordReset, resetPassword, type ResetDeps } from './password-reset';
import { presentAuthSession } from './present';
import { changePasswordBody, registerBody, resetPasswordBody } from './schemas';
import { changePassword, logIn, logOut, register, type Client } from './service';
import { loginThrottleFor } from './throttle';
import { sessionPolicy } from './tokens';

/** Who is asking, as the use cases need it. */
export const clientOf = (request: FastifyRequest): Client => ({ ip: clientAddressOf(request), userAgent: request.headers['user-agent'], lang: request.lang });

/**
 * POST /register, /login, /logout, /change-password: accounts, sessions (bearer tokens) and
 * passwords (service.ts); the address and the password by mail: /verify-email, /email/verification,
 * /forgot-password, /reset-password (email-verification.ts, password-reset.ts).
 */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = loginThrottleFor(app);
  const policy = sessionPolicy(app.config);
  const deps = (request: FastifyRequest): ResetDeps => ({ db: app.db, broadcaster: app.broadcaster, throttle, policy, log: request.log, mail: app.mail });

  app.post('/register', { schema: { ...registerRoute, body: registerBody }, config: { invalidMessage: 'auth.register_failed' } }, async (request, reply) => {
    const { token, user } = await register(deps(request), request.body, clientOf(request));
    return reply.code(201).send(success(presentAuthSession(token, user), request.t('auth.registered')));
  });

  app.post('/login', { schema: loginRoute, config: { invalidMessage: 'auth.login_failed' } }, async (request) => {
    const { token, user } = await logIn(deps(request), request.body, clientOf(request));
    return success(presentAuthSession(token, user), request.t('auth.logged_in'));
  });

  app.post('/logout', { schema: logoutRoute, preValidation: app.authenticate }, async (request) => {
    await logOut(deps(request), request.tokenId!);
    return success(null, request.t('auth.logged_out'));
  });

  // The same answer, after the same work, whether or not an account has this address; the link and
  // its mail are written once the answer has gone.
  const afterAnswer = new AfterAnswer();
  const resetMails = new WeakMap<FastifyRequest, () => Promise<void>>();
  app.addHook('onClose', () => afterAnswer.settled());
  app.post(
    '/forgot-password',
    {
      schema: forgotPasswordRoute,
      onResponse: async (request) => {
        const send = resetMails.get(request);
        if (send) afterAnswer.run(request.body.email, send, request.log, 'password reset mail');
      },
    },
    async (request) => {
      resetMails.set(request, await lookUpPasswordReset(deps(request), request.body.email, request.lang));
      return success(null, request.t('mail.api.forgot_sent'));
    },
  );

  app.post('/reset-password/check', { schema: resetPasswordCheckRoute }, async (request) =>
    success(await checkPasswordReset(deps(request), request.body.token), request.t('mail.api.reset_valid')),
  );

  app.post('/reset-password', { schema: { ...resetPasswordRoute, body: resetPasswordBody } }, async (request) => {
    const { token, user } = await resetPassword(deps(request), request.body, clientOf(request));
    return success(presentAuthSession(token, user), request.t('mail.api.reset_done'));
  });

  app.post('/verify-email', { schema: verifyEmailRoute }, async (request) => {
    const { email, email_verified_at: verifiedAt, user } = await verifyEmail(app.mail, app.db, request.body.token);
    request.log.info({ userId: user.id }, 'email verified');
    return success({ email, email_verified_at: verifiedAt }, request.t('mail.api.verified'));
  });

  app.post('/email/verification', { schema: resendVerificationRoute, preValidation: app.authenticate }, async (request, reply) => {
    const user = request.user!;
    await resendVerification(app.mail, app.db, user, request.lang);
    return reply.code(202).send(success(null, request.t('mail.api.verification_sent', { email: user.email })));
  });

  app.post('/change-password', { schema: { ...changePasswordRoute, body: changePasswordBody }, preValidation: app.authenticate }, async (request) => {
    const outcome = await changePassword(deps(request), request.user!, { sessionCreatedAt: request.sessionCreatedAt, tokenId: request.tokenId! }, request.body);
    return success(null, request.t(outcome === 'changed' ? 'auth.password_changed' : 'auth.password_set'));
  });
};

export default authRoutes;
