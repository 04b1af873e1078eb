import fp from 'fastify-plugin';
import { forbidden, unauthenticated } from '../lib/http-error';
import { resolveToken } from '../modules/auth/tokens';

/** Bearer-token authentication (Sanctum style) and the staff role check, as preHandlers. */
export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('tokenId', null);

    app.decorate('authenticate', async (request) => {
      const found = await resolveToken(app.db, request.headers.authorization);
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
