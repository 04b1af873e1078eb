import fp from 'fastify-plugin';
import { forbidden, unauthenticated } from '../lib/http-error';
import { resolveToken, sessionPolicy } from '../modules/auth/tokens';

/** Bearer-token authentication (Sanctum style) and the staff role check, as preHandlers. */
export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('tokenId', null);

    const policy = sessionPolicy(app.config);
    app.decorate('authenticate', async (request) => {
      // An expired token is deleted on the way (401): its real-time sockets close with it.
      const found = await resolveToken(app.db, request.headers.authorization, { policy, onRevoked: (ids) => app.broadcaster.terminateTokens(ids) });
      if (!found) throw unauthenticated();
      request.user = found.user;
      request.tokenId = found.tokenId;
    });

    app.decorate('requireStaff', async (request) => {
      if (!request.user) throw unauthenticated();
      if (request.user.role !== 'lpk_staff' || request.user.lpk_id === null) throw forbidden();
    });
  },
  { name: 'auth' },
);
