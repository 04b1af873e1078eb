import { broadcastingAuthRoute } from 'contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, HttpError, unauthenticated } from '../lib/http-error';
import { resolveToken, sessionPolicy } from '../modules/auth/tokens';
import { authorizeChannel } from './channel-access';
import { signChannel } from './signature';

/**
 * POST /broadcasting/auth (at the root, as Laravel serves it). pusher-js posts
 * `socket_id` and `channel_name` form-urlencoded with the bearer token Echo was given; JSON works
 * too (either is parsed before the route's schema, contracts/src/http/realtime.ts, reads it).
 * The answer is Laravel's own, outside the envelope, because pusher-js reads `auth` (and
 * `channel_data`) at the top level: `{"auth":"key:signature"}`.
 *
 * Before answering, the socket is bound to the user and the token (on whichever node holds it):
 * revoking the token later closes the socket (`app.broadcaster.terminateTokens`). The token is
 * then checked once more: if it was revoked while the binding travelled, its sockets are closed
 * now and nothing is signed (the revocation's own order may have passed before the binding).
 */
const broadcastingAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const policy = sessionPolicy(app.config);
  app.post('/broadcasting/auth', { schema: broadcastingAuthRoute, preValidation: app.authenticate }, async (request, reply) => {
    const input = request.body;
    const grant = authorizeChannel(request.user!, input.channel_name);
    if (!grant) {
      request.log.info({ userId: request.user!.id, channel: input.channel_name }, 'realtime: channel refused');
      throw forbidden('realtime.channel_forbidden');
    }
    const userId = request.user!.id;
    const tokenId = request.tokenId!;
    try {
      await app.broadcaster.bindSocket(input.socket_id, { userId, tokenId });
    } catch (error) {
      // Unbound, the socket would outlive its token: refuse rather than sign.
      request.log.error({ err: error }, 'realtime: socket binding failed');
      throw new HttpError(503, 'realtime.unavailable');
    }
    const still = await resolveToken(app.db, request.headers.authorization, { policy });
    if (!still || still.tokenId !== tokenId) {
      await app.broadcaster.terminateTokens([tokenId]);
      throw unauthenticated();
    }
    const credentials = { key: app.config.pusher.key, secret: app.config.pusher.secret };
    reply.header('cache-control', 'no-store');
    if (grant.kind === 'presence') {
      const channelData = JSON.stringify(grant.member);
      return { auth: signChannel(credentials, input.socket_id, input.channel_name, channelData), channel_data: channelData };
    }
    return { auth: signChannel(credentials, input.socket_id, input.channel_name) };
  });
};

export default broadcastingAuthRoutes;
