import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { ChannelCounts } from '../channel-counts';
import type { RealtimeLimits } from '../limits';
import type { PresenceStore } from '../presence';
import { isValidChannelName } from '../protocol';
import type { AppCredentials } from '../signature';
import { safeDecode } from '../../lib/uri';
import { MAX_TARGET_LENGTH } from '../upgrade';
import { checkBodyMd5, parseQuery, verifyRequest } from './auth';
import { ApiError, parseBatchBody, parseEventBody, parseInfo, type ApiEvent, type InfoAttribute, type PublishEvent } from './events';
import { AddressRateLimiter } from './rate-limit';

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
  now?: () => number;
}

export interface HttpApi {
  /** Whether a request target belongs to the API (`/apps/...`). */
  handles(url: string | undefined): boolean;
  /** Answers the request; never throws. */
  handle(req: IncomingMessage, res: ServerResponse): void;
}

/** Body limits: a single event (its data is at most maxMessageBytes, JSON-escaped) and a batch. */
export function bodyLimits(limits: Pick<RealtimeLimits, 'maxMessageBytes'>): { events: number; batch: number; other: number } {
  return {
    events: Math.max(256 * 1024, 8 * limits.maxMessageBytes),
    batch: Math.max(1024 * 1024, 80 * limits.maxMessageBytes),
    other: 16 * 1024,
  };
}

type Route =
  | { kind: 'events'; method: 'POST' }
  | { kind: 'batch'; method: 'POST' }
  | { kind: 'channels'; method: 'GET' }
  | { kind: 'channel'; method: 'GET'; channel: string }
  | { kind: 'users'; method: 'GET'; channel: string }
  | { kind: 'terminate'; method: 'POST'; userId: string };

function matchRoute(rest: readonly string[]): Route | undefined {
  const [a, b, c, extra] = rest;
  if (extra !== undefined) return undefined;
  if (a === 'events' && b === undefined) return { kind: 'events', method: 'POST' };
  if (a === 'batch_events' && b === undefined) return { kind: 'batch', method: 'POST' };
  if (a === 'channels') {
    if (b === undefined) return { kind: 'channels', method: 'GET' };
    if (b === '') return undefined;
    if (c === undefined) return { kind: 'channel', method: 'GET', channel: b };
    if (c === 'users') return { kind: 'users', method: 'GET', channel: b };
    return undefined;
  }
  if (a === 'users' && b !== undefined && b !== '' && c === 'terminate_connections') return { kind: 'terminate', method: 'POST', userId: b };
  return undefined;
}

type BodyResult = { kind: 'ok'; body: Buffer } | { kind: 'too-large' } | { kind: 'aborted' };

/**
 * Reads a request body of at most `max` bytes (kept only when `keep`; otherwise drained). Never
 * rejects: a body over the limit is 'too-large' (reading stops), a vanished client 'aborted'.
 */
function readBody(req: IncomingMessage, max: number, keep: boolean): Promise<BodyResult> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > max) return Promise.resolve({ kind: 'too-large' });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (result: BodyResult) => {
      if (done) return;
      done = true;
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
      if (result.kind !== 'ok') req.pause();
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) return finish({ kind: 'too-large' });
      if (keep) chunks.push(chunk);
    };
    const onEnd = () => finish({ kind: 'ok', body: keep ? Buffer.concat(chunks, size) : Buffer.alloc(0) });
    const onError = () => finish({ kind: 'aborted' });
    const onClose = () => finish(req.complete ? { kind: 'ok', body: keep ? Buffer.concat(chunks, size) : Buffer.alloc(0) } : { kind: 'aborted' });
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}

function send(req: IncomingMessage, res: ServerResponse, status: number, body: string | object, headers: Record<string, string> = {}): void {
  if (res.headersSent || res.destroyed) return;
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const head: Record<string, string> = {
    'content-type': typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json',
    'content-length': String(Buffer.byteLength(text)),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...headers,
  };
  // A body we did not read to its end is not read at all: the connection closes after the answer.
  if (!req.complete) head.connection = 'close';
  res.writeHead(status, head);
  res.end(text);
}

function parseJson(body: Buffer): unknown {
  if (body.length === 0) throw new ApiError(400, 'Missing body: a JSON object expected');
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw new ApiError(400, 'Invalid JSON body');
  }
}

const PRESENCE_PREFIX = 'presence-';
const APPS = '/apps/';

export function createHttpApi(options: HttpApiOptions): HttpApi {
  const { appId, app, limits, logger, counts, presence } = options;
  const now = options.now ?? Date.now;
  const limiter = new AddressRateLimiter(limits.httpApiRequestsPerSecond);
  const maxBody = bodyLimits(limits);

  async function attributes(channel: string, info: ReadonlySet<InfoAttribute>): Promise<Record<string, number>> {
    const result: Record<string, number> = {};
    if (info.has('user_count') && channel.startsWith(PRESENCE_PREFIX)) result.user_count = (await presence.members(channel)).length;
    if (info.has('subscription_count')) result.subscription_count = await counts.count(channel);
    return result;
  }

  async function publish(events: readonly ApiEvent[]): Promise<void> {
    try {
      await options.publish(events);
    } catch (error) {
      logger.error({ err: error, events: events.length }, 'realtime http api: publishing failed');
      throw new ApiError(500, 'Publishing failed; try again');
    }
  }

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const address = req.socket.remoteAddress ?? 'unknown';
    if (!limiter.take(address, now())) {
      logger.debug({ address }, 'realtime http api: rate limited');
      return send(req, res, 429, 'Too many requests; slow down', { 'retry-after': String(limiter.retryAfterSeconds(address)) });
    }
    const target = req.url ?? '';
    if (target.length > MAX_TARGET_LENGTH) throw new ApiError(400, 'Request target too long');
    const mark = target.indexOf('?');
    const path = mark < 0 ? target : target.slice(0, mark);
    if (path.length <= APPS.length) throw new ApiError(404, 'Not found');
    const segments: string[] = [];
    for (const segment of path.slice(APPS.length).split('/')) {
      const decoded = safeDecode(segment);
      if (decoded === undefined) throw new ApiError(400, 'Malformed percent-encoding in the path');
      segments.push(decoded);
    }
    const [id, ...rest] = segments;
    const route = matchRoute(rest);
    if (!route) throw new ApiError(404, 'Not found');
    if (id !== appId) throw new ApiError(404, `Unknown app ${JSON.stringify(String(id).slice(0, 64))}`);
    if (req.method !== route.method) {
      return send(req, res, 405, `Method not allowed; use ${route.method}`, { allow: route.method });
    }
    if (options.disabled) throw new ApiError(403, 'Application disabled');

    const query = parseQuery(mark < 0 ? '' : target.slice(mark + 1));
    const limit = route.kind === 'events' ? maxBody.events : route.kind === 'batch' ? maxBody.batch : maxBody.other;
    // A body announced over the limit is refused at once, unread (the connection then closes).
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) throw new ApiError(413, `Request body too large: at most ${limit} bytes`);
    try {
      verifyRequest(app, route.method, path, query, now());
    } catch (error) {
      // Refused before its body is kept: drained (bounded), not buffered.
      const drained = await readBody(req, limit, false);
      if (drained.kind === 'aborted') return;
      logger.info({ address, reason: error instanceof Error ? error.message.slice(0, 80) : 'unknown' }, 'realtime http api: request refused (authentication)');
      throw error;
    }
    const read = await readBody(req, limit, true);
    if (read.kind === 'aborted') return;
    if (read.kind === 'too-large') throw new ApiError(413, `Request body too large: at most ${limit} bytes`);
    checkBodyMd5(query, read.body);

    switch (route.kind) {
      case 'events': {
        const event = parseEventBody(parseJson(read.body), limits.maxMessageBytes);
        // Counted before publishing: a failure here publishes nothing.
        const channels =
          event.info.size > 0
            ? Object.fromEntries(await Promise.all(event.channels.map(async (c) => [c, await attributes(c, event.info)] as const)))
            : undefined;
        await publish([event]);
        logger.debug({ event: event.name, channels: event.channels.length }, 'realtime http api: event published');
        return send(req, res, 200, channels ? { channels } : {});
      }
      case 'batch': {
        const events = parseBatchBody(parseJson(read.body), limits.maxMessageBytes);
        const wantsInfo = events.some((e) => e.info.size > 0);
        const batch = wantsInfo ? await Promise.all(events.map((e) => attributes(e.channels[0] as string, e.info))) : undefined;
        await publish(events);
        logger.debug({ events: events.length }, 'realtime http api: batch published');
        return send(req, res, 200, batch ? { batch } : {});
      }
      case 'channels': {
        const prefix = query.get('filter_by_prefix') ?? '';
        const info = parseInfo(query.get('info'));
        if (info.has('user_count') && !prefix.startsWith(PRESENCE_PREFIX)) {
          throw new ApiError(400, 'user_count may only be requested for presence channels (filter_by_prefix=presence-)');
        }
        const occupied = await counts.occupied(prefix);
        const channels: Record<string, Record<string, number>> = {};
        await Promise.all(
          [...occupied].map(async ([name, subscriptions]) => {
            const entry: Record<string, number> = {};
            if (info.has('user_count')) entry.user_count = (await presence.members(name)).length;
            if (info.has('subscription_count')) entry.subscription_count = subscriptions;
            channels[name] = entry;
          }),
        );
        return send(req, res, 200, { channels });
      }
      case 'channel': {
        if (!isValidChannelName(route.channel)) throw new ApiError(400, 'Invalid channel name');
        const info = parseInfo(query.get('info'));
        if (info.has('user_count') && !route.channel.startsWith(PRESENCE_PREFIX)) {
          throw new ApiError(400, 'user_count may only be requested for presence channels');
        }
        const subscriptions = await counts.count(route.channel);
        const result: Record<string, number | boolean> = { occupied: subscriptions > 0 };
        if (info.has('user_count')) result.user_count = (await presence.members(route.channel)).length;
        if (info.has('subscription_count')) result.subscription_count = subscriptions;
        return send(req, res, 200, result);
      }
      case 'users': {
        if (!isValidChannelName(route.channel)) throw new ApiError(400, 'Invalid channel name');
        if (!route.channel.startsWith(PRESENCE_PREFIX)) throw new ApiError(400, 'Users can only be listed for presence channels');
        const users = await presence.members(route.channel);
        return send(req, res, 200, { users: users.map((userId) => ({ id: userId })) });
      }
      case 'terminate': {
        const { userId } = route;
        if (userId.length > 200 || [...userId].some((c) => c < ' ' || c === '\u007f')) throw new ApiError(400, 'Invalid user id');
        // Sockets are bound to our numeric user ids (by POST /broadcasting/auth); any other id
        // has no socket here, and there is nothing to close.
        if (/^[1-9]\d{0,15}$/.test(userId) && Number.isSafeInteger(Number(userId))) {
          try {
            await options.terminateUser(Number(userId));
          } catch (error) {
            logger.error({ err: error, userId }, 'realtime http api: terminating connections failed');
            throw new ApiError(500, 'Termination could not be sent; try again');
          }
        }
        logger.info({ userId: userId.slice(0, 40) }, 'realtime http api: user connections terminated');
        return send(req, res, 200, {});
      }
    }
  }

  return {
    handles(url) {
      return typeof url === 'string' && (url === '/apps' || url.startsWith(APPS) || url.startsWith('/apps?'));
    },
    handle(req, res) {
      serve(req, res).catch((error: unknown) => {
        if (error instanceof ApiError) {
          if (error.status >= 500) return send(req, res, error.status, error.message);
          logger.debug({ status: error.status, reason: error.message.slice(0, 120) }, 'realtime http api: request refused');
          return send(req, res, error.status, error.message);
        }
        logger.error({ err: error }, 'realtime http api: request failed');
        send(req, res, 500, 'Internal error');
      });
    },
  };
}
