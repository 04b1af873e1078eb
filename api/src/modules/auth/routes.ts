import { changePasswordRoute, loginRoute, logoutRoute, registerRoute } from 'contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../plugins/envelope';
import { presentAuthSession } from './present';
import { changePasswordBody, registerBody } from './schemas';
import { changePassword, logIn, logOut, register, type AuthDeps, type Client } from './service';
import { loginThrottleFor } from './throttle';
import { sessionPolicy } from './tokens';

/** Who is asking, as the use cases need it. */
export const clientOf = (request: FastifyRequest): Client => ({ ip: request.ip, userAgent: request.headers['user-agent'], lang: request.lang });

/** POST /register, /login, /logout, /change-password: accounts, sessions (bearer tokens) and passwords (service.ts). */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = loginThrottleFor(app);
  const policy = sessionPolicy(app.config);
  const deps = (request: FastifyRequest): AuthDeps => ({ db: app.db, broadcaster: app.broadcaster, throttle, policy, log: request.log });

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

  app.post('/change-password', { schema: { ...changePasswordRoute, body: changePasswordBody }, preValidation: app.authenticate }, async (request) => {
    const outcome = await changePassword(deps(request), request.user!, { sessionCreatedAt: request.sessionCreatedAt, tokenId: request.tokenId! }, request.body);
    return success(null, request.t(outcome === 'changed' ? 'auth.password_changed' : 'auth.password_set'));
  });
};

export default authRoutes;
