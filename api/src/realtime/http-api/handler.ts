import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { clientAddress, type ProxyTrust } from '../../lib/client-address';
import type { RateLimiter } from '../../plugins/rate-limiter';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import type { ChannelCounts } from '../channel-counts';
import type { RealtimeLimits } from '../limits';
import type { PresenceStore } from '../presence';
import type { AppCredentials } from '../signature';
import { MAX_TARGET_LENGTH } from '../upgrade';
import { checkBodyMd5, parseQuery, verifyRequest } from './auth';
import { bodyLimits, ClientGone, parseTarget, readBody, refuseAnnouncedOverLimit, send, type Target } from './edge';
import { ApiError, type PublishEvent } from './events';
import { ROUTES, type Route, type RouteDeps } from './routes';

/**
 * The Pusher Channels HTTP API on the real-time server's port, so that any backend with a Pusher
 * server SDK (Laravel's `pusher` broadcaster, the `pusher` npm package, ...) can publish here:
 *
 *   POST /apps/{app_id}/events                              one event to 1-100 channels
 *   POST /apps/{app_id}/batch_events                        1-10 events, each to one channel
 *   GET  /apps/{app_id}/channels                            occupied channels (filter_by_prefix, info=user_count)
 *   GET  /apps/{app_id}/channels/{channel}                  occupied, subscription_count, user_count
 *   GET  /apps/{app_id}/channels/{channel}/users            users of a presence channel
 *   POST /apps/{app_id}/users/{user_id}/terminate_connections  closes that user's sockets on every node
 *
 * Signed as Pusher signs (auth.ts). Answers as Pusher: JSON on success; on failure plain text
 * with 400 (malformed), 401 (authentication), 403 (app disabled), 404 (unknown app or path),
 * 405 (method), 413 (event data over the message limit, or body too large), 429 (rate limit).
 * A request is checked whole (every event of a batch) before anything is published.
 *
 * Its parts: the request edge (edge.ts: target, body limits, reading, answers), the signature
 * (auth.ts), the routes (routes.ts, one handler each) found by find-my-way, and below the order
 * in which a request meets them.
 */
export interface HttpApiOptions {
  appId: string;
  app: AppCredentials;
  limits: RealtimeLimits;
  logger: FastifyBaseLogger;
  disabled?: boolean;
  /** The server's one publish function (what RealtimeServer.broadcast uses too). */
  publish(events: readonly PublishEvent[]): Promise<void>;
  counts: ChannelCounts;
  presence: Pick<PresenceStore, 'members'>;
  /** The server's termination of a user's sockets on every node (RealtimeServer.terminateUser). */
  terminateUser(userId: number): Promise<void>;
  /** Counts each request per client address (`pusher_http_api` in config/rate-limits.ts). */
  rateLimiter: Pick<RateLimiter, 'hit'>;
  /** Behind reverse proxies (TRUST_PROXY, compiled; null or absent = none): whose X-Forwarded-For counts (lib/client-address.ts). */
  proxyTrust?: ProxyTrust | null;
  now?: () => number;
}

export interface HttpApi {
  /** Whether a request target belongs to the API (`/apps/...`). */
  handles(url: string | undefined): boolean;
  /** Answers the request; never throws. */
  handle(req: IncomingMessage, res: ServerResponse): void;
}

interface Match {
  route: Route;
  params: Record<string, string | undefined>;
}

/**
 * The routes under `/apps/:appId`, each registered for every method so that a known path asked
 * with another method is a 405 (not a 404). A route parameter left empty (`/channels/`) is no match.
 */
function routerFor(routes: readonly Route[]): (method: string, path: string) => Match | undefined {
  // Parameters as long as a target may be: a too-long channel name is an invalid one (400), not an unknown path.
  const router = FindMyWay({ maxParamLength: MAX_TARGET_LENGTH });
  for (const route of routes) router.all(`/apps/:appId${route.path}`, () => undefined, route);
  return (method, path) => {
    const found = router.find(method as HTTPMethod, path);
    if (!found) return undefined;
    const { appId, ...own } = found.params;
    if (Object.values(own).some((value) => !value)) return undefined;
    return { route: found.store as Route, params: { appId, ...own } };
  };
}

/** The app's credentials and state, and what a request needs beyond its route. */
interface Edge {
  appId: string;
  app: AppCredentials;
  disabled: boolean;
  limits: Record<Route['body'], number>;
  logger: FastifyBaseLogger;
  now: () => number;
}

/** Checks the app, the method and whether the app is enabled, in that order (404, 405, 403). */
function admit(edge: Edge, req: IncomingMessage, res: ServerResponse, match: Match): boolean {
  const id = match.params.appId ?? '';
  if (id !== edge.appId) throw new ApiError(404, `Unknown app ${JSON.stringify(id.slice(0, 64))}`);
  if (req.method !== match.route.method) {
    send(req, res, 405, `Method not allowed; use ${match.route.method}`, { allow: match.route.method });
    return false;
  }
  if (edge.disabled) throw new ApiError(403, 'Application disabled');
  return true;
}

/**
 * The signature first (before the body is kept: a refused request's body is drained, bounded, not
 * buffered), then the body within its route's limit, then its MD5.
 */
async function authenticatedBody(
  edge: Edge,
  req: IncomingMessage,
  address: string,
  route: Route,
  target: Target,
  query: ReadonlyMap<string, string>,
): Promise<Buffer> {
  const limit = edge.limits[route.body];
  refuseAnnouncedOverLimit(req, limit);
  try {
    verifyRequest(edge.app, route.method, target.path, query, edge.now());
  } catch (error) {
    await readBody(req, limit, false);
    const reason = error instanceof Error ? error.message.slice(0, 80) : 'unknown';
    edge.logger.info({ address, reason }, 'realtime http api: request refused (authentication)');
    throw error;
  }
  const body = await readBody(req, limit);
  checkBodyMd5(query, body);
  return body;
}

export function createHttpApi(options: HttpApiOptions): HttpApi {
  const { logger, limits } = options;
  const now = options.now ?? Date.now;
  const edge: Edge = { appId: options.appId, app: options.app, disabled: options.disabled ?? false, limits: bodyLimits(limits), logger, now };
  const deps: RouteDeps = {
    maxMessageBytes: limits.maxMessageBytes,
    logger,
    counts: options.counts,
    presence: options.presence,
    publish: options.publish,
    terminateUser: options.terminateUser,
  };
  const match = routerFor(ROUTES);

  /** Rate limit (429), target (400), route (404), app, method, state (404, 405, 403), signature and body (413, 401), then the route. */
  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const address = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], options.proxyTrust ?? null);
    const verdict = await options.rateLimiter.hit('pusher_http_api', { ip: address });
    if (!verdict.allowed) {
      logger.debug({ address }, 'realtime http api: rate limited');
      return send(req, res, 429, 'Too many requests; slow down', { 'retry-after': String(verdict.retryAfterSeconds) });
    }
    const target = parseTarget(req.url);
    const found = match(req.method ?? '', target.path);
    if (!found) throw new ApiError(404, 'Not found');
    if (!admit(edge, req, res, found)) return;
    const query = parseQuery(target.search);
    const body = await authenticatedBody(edge, req, address, found.route, target, query);
    send(req, res, 200, await found.route.handle({ params: found.params, query, body }, deps));
  }

  function fail(req: IncomingMessage, res: ServerResponse, error: unknown): void {
    if (error instanceof ClientGone) return;
    if (error instanceof ApiError) {
      if (error.status < 500) logger.debug({ status: error.status, reason: error.message.slice(0, 120) }, 'realtime http api: request refused');
      return send(req, res, error.status, error.message);
    }
    logger.error({ err: error }, 'realtime http api: request failed');
    send(req, res, 500, 'Internal error');
  }

  return {
    handles(url) {
      return typeof url === 'string' && (url === '/apps' || url.startsWith('/apps/') || url.startsWith('/apps?'));
    },
    handle(req, res) {
      serve(req, res).catch((error: unknown) => fail(req, res, error));
    },
  };
}
