import type { FastifyInstance } from 'fastify';
import { liveTokenIds, sessionPolicy } from '../modules/auth/tokens';
import { startRealtimeServer, type RealtimeServer, type RealtimeServerOptions } from './server';

/**
 * The real-time server of an API node, wired to it: the app's configuration and logger, the tokens
 * table for its revocation check, its rate limiter, and the app's broadcaster pointed at it. server.ts starts it so;
 * tests start it so too (with their own port and limits).
 */
export async function startRealtimeForApp(app: FastifyInstance, overrides: Partial<RealtimeServerOptions> = {}): Promise<RealtimeServer> {
  const policy = sessionPolicy(app.config);
  const realtime = await startRealtimeServer({
    config: app.config,
    db: app.db,
    logger: app.log,
    liveTokens: (ids) => liveTokenIds(app.db, ids, policy),
    rateLimiter: app.rateLimiter,
    ...overrides,
  });
  app.broadcaster.attach(realtime);
  return realtime;
}
