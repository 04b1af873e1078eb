import { randomBytes, randomInt } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { createClient, type RedisClientType } from 'redis';
import type WebSocket from 'ws';
import { WebSocketServer } from 'ws';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import type { SocketBinding } from './broadcaster';
import { MAX_TOKENS_PER_ORDER, MemoryBus, RedisBus, type Bus, type BusMessage, type ControlMessage } from './bus';
import { LocalChannelCounts, RedisChannelCounts, type ChannelCounts } from './channel-counts';
import { ChannelRegistry } from './channels';
import { Connection, type ConnectionContext } from './connection';
import { resolveLimits, type RealtimeLimits } from './limits';
import { MemoryPresenceStore, RedisPresenceStore, type PresenceStore } from './presence';
import { busMessages, eventFromCode, type PublishEvent } from './http-api/events';
import { createHttpApi } from './http-api/handler';
import { ErrorCode, frames, SOCKET_ID_PATTERN, SUPPORTED_PROTOCOLS } from './protocol';
import { originPolicy, parseUpgradeTarget, rejectSocket, type UpgradeTarget } from './upgrade';

export interface RealtimeServerOptions {
  /**
   * `corsOrigins` and `appUrl` are the browser origins allowed to connect (upgrade.ts); without
   * them only clients that send no Origin header (server-side ones) are let in.
   */
  config: Pick<AppConfig, 'pusher' | 'redisUrl' | 'host'> & Partial<Pick<AppConfig, 'corsOrigins' | 'appUrl' | 'realtime'>>;
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
  stats(): { connections: number; channels: number; bus: Bus['kind'] };
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

/**
 * Connects to Redis, or fails start-up with a clear error: node-redis would otherwise retry
 * forever and the node would hang half-started. Once running, the client reconnects by itself
 * (commands wait in its offline queue meanwhile; local delivery goes on).
 */
async function connectRedis(url: string, logger: FastifyBaseLogger, timeoutMs: number): Promise<RedisClientType> {
  // A bounded queue: during a Redis outage commands wait (and local delivery goes on); past
  // this many they fail and are logged instead of growing memory without limit.
  const client = createClient({ url, commandsQueueMaxLength: 10_000 }) as RedisClientType;
  client.on('error', (error: unknown) => logger.warn({ err: error }, 'realtime: redis error'));
  let timer: NodeJS.Timeout | undefined;
  const connecting = client.connect();
  connecting.catch(() => undefined);
  try {
    await Promise.race([
      connecting,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`realtime: Redis at ${new URL(url).host} not reachable within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return client;
  } catch (error) {
    client.destroy();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

function newSocketId(): string {
  return `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;
}

/**
 * Starts the Pusher-protocol (v7) WebSocket server on its own port, beside the HTTP API.
 * Without REDIS_URL: one node, in memory. With it: events and presence shared by all nodes.
 */
export async function startRealtimeServer(options: RealtimeServerOptions): Promise<RealtimeServer> {
  const { config, logger } = options;
  const limits = resolveLimits(config.realtime?.limits, options.limits);
  const nodeId = randomBytes(8).toString('hex');
  const app = { key: config.pusher.key, secret: config.pusher.secret };
  const clientEvents = options.clientEvents ?? config.realtime?.clientEvents ?? false;
  const originAllowed = originPolicy(config.corsOrigins, config.appUrl);
  // Set once the bus is chosen; until then no socket exists, so no count can change.
  let counts: ChannelCounts | undefined;
  const registry = new ChannelRegistry((channel) => counts?.changed(channel));
  const connections = new Map<string, Connection>();
  const sockets = new Set<WebSocket>();
  let closing = false;

  const deliverLocal = (message: BusMessage) => {
    registry.deliver(message.channel, message.frame, message.except);
  };

  /** Control messages, from this node or another: bindings and terminations of this node's sockets. */
  const deliverControl = (message: ControlMessage) => {
    if (message.type === 'bind') {
      connections.get(message.socketId)?.bind(message.userId, message.tokenId);
      return;
    }
    const tokenIds = message.type === 'terminate-tokens' ? new Set(message.tokenIds) : undefined;
    let closed = 0;
    for (const connection of connections.values()) {
      const hit = tokenIds ? connection.isBoundToAnyToken(tokenIds) : message.type === 'terminate-user' && connection.isBoundToUser(message.userId);
      if (!hit) continue;
      connection.terminate();
      closed += 1;
    }
    if (closed > 0) logger.info({ closed, order: message.type }, 'realtime: closed sockets of revoked credentials');
  };

  // ---- bus and presence: memory, or Redis
  let redis: RedisClientType | undefined;
  let bus: Bus;
  let presence: PresenceStore;
  if (config.redisUrl) {
    const client = await connectRedis(config.redisUrl, logger, options.redisConnectTimeoutMs ?? 10_000);
    redis = client;
    const prefix = `lpk-rt:${config.pusher.appId}:`;
    let store: RedisPresenceStore | undefined;
    try {
      bus = await RedisBus.start({ nodeId, topic: `${prefix}events`, publisher: client, deliverLocal, deliverControl, logger });
      store = new RedisPresenceStore(client, prefix, nodeId, logger, options.heartbeatMs);
      await store.start();
      presence = store;
      // After the presence store: its heartbeat key is what tells other nodes this one is alive.
      const redisCounts = new RedisChannelCounts(client, prefix, nodeId, registry, logger, options.heartbeatMs);
      await redisCounts.start();
      counts = redisCounts;
    } catch (error) {
      // Stops the presence heartbeat if it had started (its timer is cleared at once; the clean-up
      // command is not waited for: the client is destroyed next).
      void store?.close().catch(() => undefined);
      client.destroy();
      throw error;
    }
  } else {
    bus = new MemoryBus(deliverLocal, deliverControl);
    presence = new MemoryPresenceStore();
    counts = new LocalChannelCounts(registry);
  }
  const channelCounts: ChannelCounts = counts ?? new LocalChannelCounts(registry);

  /**
   * The one way events get out: our own API (broadcast below) and the Pusher HTTP API both call
   * this once an event is checked (http-api/events.ts). One frame per channel, encoded once,
   * delivered here at once and through the bus to every other node.
   */
  const publishEvents = async (events: readonly PublishEvent[]): Promise<void> => {
    await Promise.all(events.flatMap((event) => busMessages(event).map((message) => bus.publish(message))));
  };

  /** Closes, on every node, every socket bound to this user (token revocation, HTTP API). */
  const terminateUser = async (userId: number): Promise<void> => {
    if (!Number.isSafeInteger(userId) || userId <= 0) return;
    await withTimeout(bus.publishControl({ type: 'terminate-user', userId }), CONTROL_TIMEOUT_MS, 'user termination');
  };

  const context: ConnectionContext = {
    app,
    limits,
    registry,
    presence,
    publish: (message) => bus.publish(message),
    logger,
    clientEvents,
    onClosed: (connection) => connections.delete(connection.socketId),
  };

  const httpApi = createHttpApi({
    appId: config.pusher.appId,
    app,
    limits,
    logger,
    disabled: options.disabled,
    publish: (events) => withTimeout(publishEvents(events), CONTROL_TIMEOUT_MS, 'publishing'),
    counts: channelCounts,
    presence,
    terminateUser,
  });

  // ---- HTTP: the upgrade; the Pusher HTTP API under /apps/ (http-api/handler.ts); a health
  // probe for load balancers. A client that dribbles its headers is cut off early.
  const http = createServer({ headersTimeout: 10_000, requestTimeout: 20_000 }, (req, res) => {
    if (req.url === '/health') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 'success', data: { connections: connections.size, channels: registry.size, node: nodeId, bus: bus.kind } }));
      return;
    }
    if (httpApi.handles(req.url)) {
      httpApi.handle(req, res);
      return;
    }
    res.writeHead(426, { 'content-type': 'application/json', upgrade: 'websocket' });
    res.end(JSON.stringify({ status: 'error', message: 'Upgrade to WebSocket at /app/{key}' }));
  });
  // No permessage-deflate: Pusher frames are small, per-socket compression contexts cost memory
  // and CPU, and without it one broadcast frame is the same bytes for every socket (ws-frame.ts).
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.hardMaxFrameBytes, perMessageDeflate: false, clientTracking: false });

  // Requests the HTTP parser refuses (garbage, headers over Node's limit, timeouts): a bare 4xx
  // and the socket is closed. Without this listener Node does much the same; with it, it is ours.
  http.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    logger.debug({ err: error }, 'realtime: malformed request refused');
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    rejectSocket(socket, error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400);
  });

  http.on('upgrade', (req, socket, head) => {
    socket.on('error', (error) => logger.debug({ err: error }, 'realtime: upgrade socket error'));
    // Whatever a client sends, nothing may throw out of this listener: it would end the process.
    try {
      const target = parseUpgradeTarget(req.url);
      if (!target) return rejectSocket(socket, 400, 'Bad request target; use /app/{key}');
      if (!originAllowed(req.headers.origin)) {
        logger.info({ origin: String(req.headers.origin).slice(0, 200) }, 'realtime: origin refused');
        return rejectSocket(socket, 403, 'Origin not allowed');
      }
      wss.handleUpgrade(req, socket, head, (ws) => {
        try {
          accept(ws, target, socket);
        } catch (error) {
          logger.error({ err: error }, 'realtime: accepting a connection failed');
          ws.terminate();
        }
      });
    } catch (error) {
      logger.error({ err: error }, 'realtime: upgrade failed');
      socket.destroy();
    }
  });

  /** Pusher refuses a connection after the upgrade: `pusher:error` with the code, then close. */
  function refuse(ws: WebSocket, code: number, message: string) {
    ws.on('error', () => undefined);
    ws.send(frames.error(code, message));
    ws.close(code, message);
    setTimeout(() => ws.terminate(), 2_000).unref();
  }

  function accept(ws: WebSocket, target: UpgradeTarget, socket: Duplex) {
    if (closing) return refuse(ws, ErrorCode.RECONNECT, 'Server shutting down; reconnect');
    if (target.kind !== 'app') return refuse(ws, ErrorCode.PATH_NOT_FOUND, 'Path not found; use /app/{key}');
    if (target.key !== app.key) return refuse(ws, ErrorCode.APP_NOT_FOUND, 'Application does not exist');
    if (options.disabled) return refuse(ws, ErrorCode.APP_DISABLED, 'Application disabled');
    const protocol = target.query.get('protocol');
    if (protocol === null || protocol === '') return refuse(ws, ErrorCode.NO_VERSION, 'No protocol version supplied');
    if (protocol.length > 3 || !/^\d{1,3}$/.test(protocol)) return refuse(ws, ErrorCode.INVALID_VERSION, 'Invalid version string format');
    if (!SUPPORTED_PROTOCOLS.includes(Number(protocol))) return refuse(ws, ErrorCode.UNSUPPORTED_VERSION, `Unsupported protocol version ${protocol}`);
    if (connections.size >= limits.maxConnections) return refuse(ws, ErrorCode.OVER_CAPACITY, 'Over capacity');

    let socketId = newSocketId();
    while (connections.has(socketId)) socketId = newSocketId();
    sockets.add(ws);
    ws.on('close', () => sockets.delete(ws));
    connections.set(socketId, new Connection(socketId, ws, context, socket));
  }

  // ---- activity check: one timer for all sockets
  const checkEvery = Math.max(50, Math.min(1_000, limits.pongTimeoutMs / 2, (limits.activityTimeoutSeconds * 1000) / 4));
  const activityTimer = setInterval(() => {
    const now = Date.now();
    for (const connection of connections.values()) connection.checkActivity(now);
  }, checkEvery);
  activityTimer.unref();

  // ---- Redis: sweep presence members of dead nodes in channels we serve
  const sweepTimer = config.redisUrl
    ? setInterval(
        () => {
          void (async () => {
            for (const channel of registry.channelNames()) {
              if (!channel.startsWith('presence-')) continue;
              for (const userId of await presence.sweep(channel)) await bus.publish({ channel, frame: frames.memberRemoved(channel, userId) });
            }
          })().catch((error: unknown) => logger.warn({ err: error }, 'realtime: presence sweep failed'));
        },
        (options.heartbeatMs ?? 5_000) * 3,
      )
    : undefined;
  sweepTimer?.unref();

  /** Stops timers and lets go of Redis (after the sockets are gone). */
  const release = async () => {
    clearInterval(activityTimer);
    if (sweepTimer) clearInterval(sweepTimer);
    await channelCounts.close();
    await bus.close();
    await presence.close();
    if (redis) await redis.close().catch(() => redis?.destroy());
    wss.close();
  };

  const requestedPort = options.port ?? config.pusher.port;
  try {
    await new Promise<void>((resolve, reject) => {
      http.once('error', reject);
      http.listen({ host: options.host ?? config.host, port: requestedPort }, () => {
        http.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await release();
    throw error;
  }
  const port = (http.address() as AddressInfo).port;
  logger.info({ port, bus: bus.kind, nodeId }, 'realtime server listening');

  return {
    port,
    nodeId,
    limits,
    clientEvents,
    async broadcast(channel, event, data, exceptSocketId) {
      const checked = eventFromCode(channel, event, data, exceptSocketId);
      const bytes = Buffer.byteLength(checked.data);
      // The HTTP API refuses such data (413); our own events are trusted and delivered, but noted.
      if (bytes > limits.maxMessageBytes) logger.warn({ event: checked.name, bytes }, 'realtime: event data over the message limit');
      await publishEvents([checked]);
    },
    async bindSocket(socketId, { userId, tokenId }) {
      if (!SOCKET_ID_PATTERN.test(socketId)) throw new Error('invalid socket id');
      if (![userId, tokenId].every((id) => Number.isSafeInteger(id) && id > 0)) throw new Error('invalid user or token id');
      await withTimeout(bus.publishControl({ type: 'bind', socketId, userId, tokenId }), CONTROL_TIMEOUT_MS, 'socket binding');
    },
    async terminateTokens(tokenIds) {
      const ids = [...new Set(tokenIds)].filter((id) => Number.isSafeInteger(id) && id > 0);
      const orders: Promise<void>[] = [];
      for (let i = 0; i < ids.length; i += MAX_TOKENS_PER_ORDER) {
        orders.push(bus.publishControl({ type: 'terminate-tokens', tokenIds: ids.slice(i, i + MAX_TOKENS_PER_ORDER) }));
      }
      await withTimeout(Promise.all(orders), CONTROL_TIMEOUT_MS, 'token termination');
    },
    terminateUser,
    stats: () => ({ connections: connections.size, channels: registry.size, bus: bus.kind }),
    async close() {
      if (closing) return;
      closing = true;
      // Leave presence channels while the bus still works, so other nodes see member_removed.
      await Promise.allSettled([...connections.values()].map((c) => c.shutdown()));
      const deadline = Date.now() + 2_000;
      while (sockets.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      for (const ws of sockets) ws.terminate();
      await release();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      logger.info({ nodeId }, 'realtime server closed');
    },
  };
}
