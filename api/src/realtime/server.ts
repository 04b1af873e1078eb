import { randomBytes, randomInt } from 'node:crypto';
import type { Server } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocketServer } from 'ws';
import type { AppConfig } from '../config';
import { compileTrust } from '../lib/client-address';
import { DEFAULT_RATE_LIMITS } from '../config/rate-limits';
import { createRateLimiter, type RateLimiter } from '../plugins/rate-limiter';
import type { Db } from '../db/database';
import type { SocketBinding } from './broadcaster';
import { MAX_TOKENS_PER_ORDER, type Bus, type BusMessage } from './bus';
import { ChannelRegistry } from './channels';
import { joinCluster, type Cluster } from './cluster';
import { Connection, type ConnectionContext } from './connection';
import { attachGate, type Admitted } from './gate';
import { createHttpApi } from './http-api/handler';
import { busMessages, eventFromCode, type PublishEvent } from './http-api/events';
import { createRealtimeHttp, listen } from './http-endpoint';
import { resolveLimits, type RealtimeLimits } from './limits';
import { LocalSockets, REVOCATION_CHECK_MS, type LiveTokens } from './local-sockets';
import { frames, SOCKET_ID_PATTERN } from './protocol';

export interface RealtimeServerOptions {
  /**
   * `corsOrigins` and `appUrl` are the browser origins allowed to connect (upgrade.ts); without
   * them only clients that send no Origin header (server-side ones) are let in.
   */
  config: Pick<AppConfig, 'pusher' | 'redisUrl' | 'host'> & Partial<Pick<AppConfig, 'corsOrigins' | 'appUrl' | 'realtime' | 'trustProxy' | 'rateLimit'>>;
  /**
   * Accepted for symmetry with the HTTP app; the protocol itself needs no database (private
   * channels are authorised by signature, signed by POST /broadcasting/auth).
   */
  db?: Db;
  logger: FastifyBaseLogger;
  /** Limits over the defaults and the PUSHER_* environment (config.realtime.limits). */
  limits?: Partial<RealtimeLimits>;
  /** Port to listen on; default config.pusher.port (6001). 0 picks a free port (tests). */
  port?: number;
  host?: string;
  /** Refuse every connection with 4003 (app disabled). */
  disabled?: boolean;
  /** Presence heartbeat period with Redis (tests shorten it). */
  heartbeatMs?: number;
  /** How long start-up waits for Redis before failing (default 10 s). */
  redisConnectTimeoutMs?: number;
  /** Relay client events (`client-*`); default config.realtime.clientEvents (PUSHER_CLIENT_EVENTS), else off. */
  clientEvents?: boolean;
  /**
   * Which tokens behind open sockets are still valid sessions (the API's tokens table): checked
   * every `revocationCheckMs` and after a Redis outage, so a revocation whose order was lost still
   * closes its sockets. Without it only revocation orders close sockets.
   */
  liveTokens?: LiveTokens;
  /** Default REVOCATION_CHECK_MS (30 s); tests shorten it. */
  revocationCheckMs?: number;
  /**
   * What counts the Pusher HTTP API's requests (`pusher_http_api` of config/rate-limits.ts): the
   * API's own (start-for-app.ts: its shared counter, in Redis with REDIS_URL); without it this
   * node's memory, with config.rateLimit's limits.
   */
  rateLimiter?: RateLimiter;
}

export interface RealtimeServer {
  readonly port: number;
  /** This node's id (Redis presence and bus). */
  readonly nodeId: string;
  readonly limits: RealtimeLimits;
  /** Whether client events are relayed (otherwise refused with 4301). */
  readonly clientEvents: boolean;
  /**
   * Triggers `event` on `channel` (or several, at most 100) for every subscriber on every node,
   * except the socket `exceptSocketId` (Laravel's `toOthers()`). `data` objects are sent as a
   * JSON string. Checked and published exactly as an event from the Pusher HTTP API is.
   */
  broadcast(channel: string | string[], event: string, data: unknown, exceptSocketId?: string): Promise<void>;
  /** See BroadcastTarget (broadcaster.ts). */
  bindSocket(socketId: string, binding: SocketBinding): Promise<void>;
  terminateTokens(tokenIds: number[]): Promise<void>;
  terminateUser(userId: number): Promise<void>;
  /** Checks the tokens behind this node's sockets now (also done periodically and after a Redis outage); resolves with the number of sockets closed. */
  checkTokens(): Promise<number>;
  /** `link`: whether this node reaches the others now (always up in memory). */
  stats(): { connections: number; channels: number; bus: Bus['kind']; link: 'up' | 'down' };
  close(): Promise<void>;
}

/** How long a control message may wait for the bus (Redis) before the caller is told it failed. */
const CONTROL_TIMEOUT_MS = 3_000;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`realtime: ${what} not sent within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function newSocketId(taken: ReadonlyMap<string, unknown>): string {
  let id: string;
  do id = `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;
  while (taken.has(id));
  return id;
}

const validIds = (...ids: number[]) => ids.every((id) => Number.isSafeInteger(id) && id > 0);

/** What the parts of a running node share. */
interface NodeParts {
  nodeId: string;
  limits: RealtimeLimits;
  logger: FastifyBaseLogger;
  registry: ChannelRegistry;
  local: LocalSockets;
  cluster: Cluster;
}

/**
 * Starts the Pusher-protocol (v7) WebSocket server on its own port, beside the HTTP API. Its
 * parts: the cluster (memory, or Redis for several nodes: cluster.ts), this node's sockets and the
 * orders about them (local-sockets.ts), the orders it sends (`orders` below), the HTTP side
 * (http-endpoint.ts, the Pusher HTTP API), the upgrade gate (gate.ts) and its timers. After a Redis
 * outage it tells its clients to resync and checks the tokens behind its sockets again.
 */
export async function startRealtimeServer(options: RealtimeServerOptions): Promise<RealtimeServer> {
  const { config, logger } = options;
  const limits = resolveLimits(config.realtime?.limits, options.limits);
  const nodeId = randomBytes(8).toString('hex');
  const app = { key: config.pusher.key, secret: config.pusher.secret };
  const clientEvents = options.clientEvents ?? config.realtime?.clientEvents ?? false;
  // Counts are known once the cluster is joined; until then no socket exists, so none can change.
  const joined: { counts?: Cluster['counts'] } = {};
  const registry = new ChannelRegistry((channel) => joined.counts?.changed(channel));
  const local = new LocalSockets(registry, logger, options.liveTokens);
  const cluster = await joinCluster({
    redisUrl: config.redisUrl,
    appId: config.pusher.appId,
    nodeId,
    registry,
    logger,
    heartbeatMs: options.heartbeatMs,
    connectTimeoutMs: options.redisConnectTimeoutMs ?? 10_000,
    deliverLocal: (message: BusMessage) => void registry.deliver(message.channel, message.frame, message.except),
    deliverControl: (message) => local.handleControl(message),
    // Our clients may have missed events, and other nodes' clients may have missed ours: all resync.
    onRecovered: () => {
      void cluster.bus.publishControl({ type: 'resync' }).catch((error: unknown) => logger.warn({ err: error }, 'realtime: resync order not sent'));
      void local.checkTokens();
    },
  });
  joined.counts = cluster.counts;
  // While Redis is down no revocation order arrives: the tokens behind our sockets are checked every second instead.
  local.watchLink(() => cluster.bus.linkDown);
  const parts: NodeParts = { nodeId, limits, logger, registry, local, cluster };
  const sent = orders(parts);

  const httpApi = createHttpApi({
    appId: config.pusher.appId,
    app,
    limits,
    logger,
    disabled: options.disabled,
    publish: (events) => withTimeout(sent.publishEvents(events), CONTROL_TIMEOUT_MS, 'publishing'),
    counts: cluster.counts,
    presence: cluster.presence,
    terminateUser: sent.terminateUser,
    rateLimiter: options.rateLimiter ?? createRateLimiter(config.rateLimit?.limits ?? DEFAULT_RATE_LIMITS),
    proxyTrust: compileTrust(config.trustProxy ?? 0),
  });
  const http = createRealtimeHttp(httpApi, () => ({ ...stats(parts), node: nodeId }), logger);
  const context: ConnectionContext = {
    app,
    limits,
    registry,
    presence: cluster.presence,
    publish: (message) => cluster.bus.publish(message),
    logger,
    clientEvents,
    onClosed: (connection) => local.connections.delete(connection.socketId),
  };
  const sockets = serveSockets(http, parts, context, options);
  const timers = startTimers({ ...parts, heartbeatMs: options.heartbeatMs, revocationCheckMs: options.revocationCheckMs });
  const release = async () => {
    timers.stop();
    local.close();
    await cluster.close();
    sockets.wss.close();
  };

  let port: number;
  try {
    port = await listen(http, options.host ?? config.host, options.port ?? config.pusher.port);
  } catch (error) {
    await release();
    throw error;
  }
  logger.info({ port, bus: cluster.bus.kind, nodeId }, 'realtime server listening');
  return {
    port,
    nodeId,
    limits,
    clientEvents,
    ...sent,
    checkTokens: () => local.checkTokens(),
    stats: () => stats(parts),
    close: () => sockets.close(release, http),
  };
}

function stats({ local, registry, cluster }: NodeParts): ReturnType<RealtimeServer['stats']> {
  return { connections: local.connections.size, channels: registry.size, bus: cluster.bus.kind, link: cluster.bus.linkDown ? 'down' : 'up' };
}

/**
 * What a node sends out: events (our API's and the Pusher HTTP API's: one frame per channel, here
 * at once and to every other node), bindings of sockets to tokens, and terminations.
 */
function orders({ cluster, local, limits, logger }: NodeParts) {
  const { bus } = cluster;
  const publishEvents = async (events: readonly PublishEvent[]): Promise<void> => {
    await Promise.all(events.flatMap((event) => busMessages(event).map((message) => bus.publish(message))));
  };
  const terminateUser = async (userId: number): Promise<void> => {
    if (!validIds(userId)) return;
    await withTimeout(bus.publishControl({ type: 'terminate-user', userId }), CONTROL_TIMEOUT_MS, 'user termination');
  };
  return {
    publishEvents,
    terminateUser,
    async broadcast(channel: string | string[], event: string, data: unknown, exceptSocketId?: string): Promise<void> {
      const checked = eventFromCode(channel, event, data, exceptSocketId);
      const bytes = Buffer.byteLength(checked.data);
      // The HTTP API refuses such data (413); our own events are trusted and delivered, but noted.
      if (bytes > limits.maxMessageBytes) logger.warn({ event: checked.name, bytes }, 'realtime: event data over the message limit');
      await publishEvents([checked]);
    },
    async bindSocket(socketId: string, { userId, tokenId }: SocketBinding): Promise<void> {
      if (!SOCKET_ID_PATTERN.test(socketId)) throw new Error('invalid socket id');
      if (!validIds(userId, tokenId)) throw new Error('invalid user or token id');
      // A socket of this node is bound here and needs no other node (and no Redis, which may be down).
      const mine = local.connections.get(socketId);
      if (mine) return mine.bind(userId, tokenId);
      // The socket is on another node, which cannot be told now: no signature without a binding.
      if (bus.linkDown) throw new Error('realtime: the socket is on another node and the link to it is down');
      await withTimeout(bus.publishControl({ type: 'bind', socketId, userId, tokenId }), CONTROL_TIMEOUT_MS, 'socket binding');
    },
    async terminateTokens(tokenIds: number[]): Promise<void> {
      const ids = [...new Set(tokenIds)].filter((id) => validIds(id));
      const sending: Promise<void>[] = [];
      for (let i = 0; i < ids.length; i += MAX_TOKENS_PER_ORDER) {
        sending.push(bus.publishControl({ type: 'terminate-tokens', tokenIds: ids.slice(i, i + MAX_TOKENS_PER_ORDER) }));
      }
      await withTimeout(Promise.all(sending), CONTROL_TIMEOUT_MS, 'token termination');
    },
  };
}

/**
 * The sockets of a node: the gate lets them in (each gets its Connection), and on close they are
 * told to reconnect elsewhere (4200), presence channels left while the bus still works, their
 * close handshakes awaited (2 s at most) before the node lets go of Redis and its port.
 */
function serveSockets(http: Server, parts: NodeParts, context: ConnectionContext, options: RealtimeServerOptions) {
  const { config } = options;
  const { local, limits, logger, nodeId } = parts;
  /** Every upgraded socket until it is closed. */
  const open = new Set<Admitted['ws']>();
  let closing = false;
  const wss: WebSocketServer = attachGate(http, {
    appKey: config.pusher.key,
    limits,
    corsOrigins: config.corsOrigins,
    appUrl: config.appUrl,
    proxyTrust: compileTrust(config.trustProxy ?? 0),
    disabled: options.disabled ?? false,
    logger,
    openCount: () => local.connections.size,
    closing: () => closing,
    accept: ({ ws, socket }: Admitted) => {
      open.add(ws);
      ws.on('close', () => open.delete(ws));
      const socketId = newSocketId(local.connections);
      local.connections.set(socketId, new Connection(socketId, ws, context, socket));
    },
  });
  return {
    wss,
    async close(release: () => Promise<void>, server: Server): Promise<void> {
      if (closing) return;
      closing = true;
      await Promise.allSettled([...local.connections.values()].map((c) => c.shutdown()));
      const deadline = Date.now() + 2_000;
      while (open.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      for (const ws of open) ws.terminate();
      await release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      logger.info({ nodeId }, 'realtime server closed');
    },
  };
}

interface TimerParts extends NodeParts {
  heartbeatMs: number | undefined;
  revocationCheckMs: number | undefined;
}

/**
 * The periodic work of a node: one activity check for all sockets (ping the silent, drop the
 * dead), the token check (revocations lost in an outage), and with Redis the sweep of presence
 * members of dead nodes in the channels this node serves.
 */
function startTimers(parts: TimerParts): { stop(): void } {
  const { local, limits, registry, logger } = parts;
  const { presence, bus } = parts.cluster;
  const checkEvery = Math.max(50, Math.min(1_000, limits.pongTimeoutMs / 2, (limits.activityTimeoutSeconds * 1000) / 4));
  const activity = setInterval(() => {
    const now = Date.now();
    for (const connection of local.connections.values()) connection.checkActivity(now);
  }, checkEvery);
  const tokens = setInterval(() => void local.checkTokens(), parts.revocationCheckMs ?? REVOCATION_CHECK_MS);
  const sweep = parts.cluster.redis
    ? setInterval(
        () => {
          void (async () => {
            for (const channel of registry.channelNames()) {
              if (!channel.startsWith('presence-')) continue;
              for (const userId of await presence.sweep(channel)) await bus.publish({ channel, frame: frames.memberRemoved(channel, userId) });
            }
          })().catch((error: unknown) => logger.warn({ err: error }, 'realtime: presence sweep failed'));
        },
        (parts.heartbeatMs ?? 5_000) * 3,
      )
    : undefined;
  for (const timer of [activity, tokens, sweep]) timer?.unref();
  return {
    stop() {
      for (const timer of [activity, tokens, sweep]) clearInterval(timer);
    },
  };
}
