import type { FastifyBaseLogger } from 'fastify';
import type { ChannelCounts } from '../channel-counts';
import type { PresenceStore } from '../presence';
import { isValidChannelName } from '../protocol';
import { parseJson } from './edge';
import { ApiError, parseBatchBody, parseEventBody, parseInfo, type ApiEvent, type InfoAttribute, type PublishEvent } from './events';

/**
 * The routes of the Pusher HTTP API, one handler each. A handler gets a request that passed the
 * edge (app, method, signature, body: handler.ts) and answers the JSON body of a 200, or throws
 * ApiError.
 */

/** What the handlers use of the real-time server. */
export interface RouteDeps {
  maxMessageBytes: number;
  logger: FastifyBaseLogger;
  counts: ChannelCounts;
  presence: Pick<PresenceStore, 'members'>;
  /** The server's one publish function (what RealtimeServer.broadcast uses too). */
  publish(events: readonly PublishEvent[]): Promise<void>;
  /** The server's termination of a user's sockets on every node (RealtimeServer.terminateUser). */
  terminateUser(userId: number): Promise<void>;
}

/** A request as a handler sees it: the route's parameters (decoded), the query and the body read. */
export interface RouteRequest {
  params: Readonly<Record<string, string | undefined>>;
  query: ReadonlyMap<string, string>;
  body: Buffer;
}

export type RouteHandler = (request: RouteRequest, deps: RouteDeps) => Promise<object>;

export interface Route {
  method: 'GET' | 'POST';
  /** The path after `/apps/:appId` (find-my-way syntax). */
  path: string;
  /** Which body limit applies (edge.ts bodyLimits). */
  body: 'events' | 'batch' | 'other';
  handle: RouteHandler;
}

const PRESENCE_PREFIX = 'presence-';

async function attributes(deps: RouteDeps, channel: string, info: ReadonlySet<InfoAttribute>): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  if (info.has('user_count') && channel.startsWith(PRESENCE_PREFIX)) result.user_count = (await deps.presence.members(channel)).length;
  if (info.has('subscription_count')) result.subscription_count = await deps.counts.count(channel);
  return result;
}

async function publish(deps: RouteDeps, events: readonly ApiEvent[]): Promise<void> {
  try {
    await deps.publish(events);
  } catch (error) {
    deps.logger.error({ err: error, events: events.length }, 'realtime http api: publishing failed');
    throw new ApiError(500, 'Publishing failed; try again');
  }
}

/** A channel name from the path, checked. */
function channelParam(request: RouteRequest): string {
  const channel = request.params.channel ?? '';
  if (!isValidChannelName(channel)) throw new ApiError(400, 'Invalid channel name');
  return channel;
}

/** POST /events: one event to 1-100 channels; with `info`, the channels' attributes (counted before publishing). */
const publishEvent: RouteHandler = async (request, deps) => {
  const event = parseEventBody(parseJson(request.body), deps.maxMessageBytes);
  // Counted before publishing: a failure here publishes nothing.
  const channels =
    event.info.size > 0
      ? Object.fromEntries(await Promise.all(event.channels.map(async (c) => [c, await attributes(deps, c, event.info)] as const)))
      : undefined;
  await publish(deps, [event]);
  deps.logger.debug({ event: event.name, channels: event.channels.length }, 'realtime http api: event published');
  return channels ? { channels } : {};
};

/** POST /batch_events: 1-10 events, each to one channel, all checked before any is published. */
const publishBatch: RouteHandler = async (request, deps) => {
  const events = parseBatchBody(parseJson(request.body), deps.maxMessageBytes);
  const wantsInfo = events.some((e) => e.info.size > 0);
  const batch = wantsInfo ? await Promise.all(events.map((e) => attributes(deps, e.channels[0] as string, e.info))) : undefined;
  await publish(deps, events);
  deps.logger.debug({ events: events.length }, 'realtime http api: batch published');
  return batch ? { batch } : {};
};

/** GET /channels: occupied channels, `filter_by_prefix`, `info=user_count` (presence only) and `subscription_count`. */
const listChannels: RouteHandler = async ({ query }, deps) => {
  const prefix = query.get('filter_by_prefix') ?? '';
  const info = parseInfo(query.get('info'));
  if (info.has('user_count') && !prefix.startsWith(PRESENCE_PREFIX)) {
    throw new ApiError(400, 'user_count may only be requested for presence channels (filter_by_prefix=presence-)');
  }
  const occupied = await deps.counts.occupied(prefix);
  const channels: Record<string, Record<string, number>> = {};
  await Promise.all(
    [...occupied].map(async ([name, subscriptions]) => {
      const entry: Record<string, number> = {};
      if (info.has('user_count')) entry.user_count = (await deps.presence.members(name)).length;
      if (info.has('subscription_count')) entry.subscription_count = subscriptions;
      channels[name] = entry;
    }),
  );
  return { channels };
};

/** GET /channels/{channel}: occupied, and on request subscription_count and user_count (presence). */
const channelInfo: RouteHandler = async (request, deps) => {
  const channel = channelParam(request);
  const info = parseInfo(request.query.get('info'));
  if (info.has('user_count') && !channel.startsWith(PRESENCE_PREFIX)) throw new ApiError(400, 'user_count may only be requested for presence channels');
  const subscriptions = await deps.counts.count(channel);
  const result: Record<string, number | boolean> = { occupied: subscriptions > 0 };
  if (info.has('user_count')) result.user_count = (await deps.presence.members(channel)).length;
  if (info.has('subscription_count')) result.subscription_count = subscriptions;
  return result;
};

/** GET /channels/{channel}/users: the users of a presence channel. */
const channelUsers: RouteHandler = async (request, deps) => {
  const channel = channelParam(request);
  if (!channel.startsWith(PRESENCE_PREFIX)) throw new ApiError(400, 'Users can only be listed for presence channels');
  const users = await deps.presence.members(channel);
  return { users: users.map((userId) => ({ id: userId })) };
};

/** POST /users/{user_id}/terminate_connections: closes that user's sockets on every node. */
const terminateConnections: RouteHandler = async (request, deps) => {
  const userId = request.params.userId ?? '';
  if (userId.length > 200 || [...userId].some((c) => c < ' ' || c === '\u007f')) throw new ApiError(400, 'Invalid user id');
  // Sockets are bound to our numeric user ids (by POST /broadcasting/auth); any other id has no
  // socket here, and there is nothing to close.
  if (/^[1-9]\d{0,15}$/.test(userId) && Number.isSafeInteger(Number(userId))) {
    try {
      await deps.terminateUser(Number(userId));
    } catch (error) {
      deps.logger.error({ err: error, userId }, 'realtime http api: terminating connections failed');
      throw new ApiError(500, 'Termination could not be sent; try again');
    }
  }
  deps.logger.info({ userId: userId.slice(0, 40) }, 'realtime http api: user connections terminated');
  return {};
};

/** Every route of the API, under `/apps/:appId`. */
export const ROUTES: readonly Route[] = [
  { method: 'POST', path: '/events', body: 'events', handle: publishEvent },
  { method: 'POST', path: '/batch_events', body: 'batch', handle: publishBatch },
  { method: 'GET', path: '/channels', body: 'other', handle: listChannels },
  { method: 'GET', path: '/channels/:channel', body: 'other', handle: channelInfo },
  { method: 'GET', path: '/channels/:channel/users', body: 'other', handle: channelUsers },
  { method: 'POST', path: '/users/:userId/terminate_connections', body: 'other', handle: terminateConnections },
];
