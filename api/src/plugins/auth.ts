import fp from 'fastify-plugin';
import { unauthenticated } from '../lib/http-error';
import { resolveToken, sessionPolicy } from '../modules/auth/tokens';

/** Bearer-token authentication (Sanctum style) as a preHandler; no-store on account answers. Role checks: plugins/access.ts. */
export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('tokenId', null);
    app.decorateRequest('sessionCreatedAt', null);

    const policy = sessionPolicy(app.config);
    app.decorate('authenticate', async (request) => {
      // An expired token is deleted on the way (401): its real-time sockets close with it.
      const found = await resolveToken(app.db, request.headers.authorization, { policy, onRevoked: (ids) => app.broadcaster.terminateTokens(ids) });
      if (!found) throw unauthenticated();
      request.user = found.user;
      request.tokenId = found.tokenId;
      request.sessionCreatedAt = found.createdAt;
    });

    // No cache may keep an answer given to an account (profile, KTP and health sections shown to
    // staff, messages, the data export...) nor the answer of a write (login and register return a
    // token): `no-store`, whatever the route set. Answers given to an account also depend on who
    // asked: `Vary: Authorization`.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.user) {
        reply.header('Cache-Control', 'no-store');
        const vary = reply.getHeader('vary');
        const list = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
        const named = list.split(',').some((name) => ['authorization', '*'].includes(name.trim().toLowerCase()));
        if (!named) reply.header('Vary', list ? `${list}, Authorization` : 'Authorization');
      } else if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') {
        reply.header('Cache-Control', 'no-store');
      }
      done(null, payload);
    });
  },
  { name: 'auth' },
);
