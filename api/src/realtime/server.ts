import { randomBytes, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { createClient, type RedisClientType } from 'redis';
import WebSocket, { WebSocketServer } from 'ws';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import type { SocketBinding } from './broadcaster';
import { MemoryBus, RedisBus, type Bus, type BusMessage } from './bus';
import { ChannelRegistry } from './channels';
import { Connection, type ConnectionContext } from './connection';
import { resolveLimits, type RealtimeLimits } from './limits';
import { MemoryPresenceStore, RedisPresenceStore, type PresenceStore } from './presence';
import { encodeFrame, ErrorCode, frames, isValidChannelName, MAX_EVENT_NAME_LENGTH, SUPPORTED_PROTOCOLS } from './protocol';

export interface RealtimeServerOptions {
  config: Pick<AppConfig, 'pusher' | 'redisUrl' | 'host'>;
  /**
   * Accepted for symmetry with the HTTP app; the protocol itself needs no database (private
   * channels are authorised by signature, signed by POST /broadcasting/auth).
   */
  db?: Db;
  logger: FastifyBaseLogger;
  /** Limits over the defaults and the PUSHER_* environment (limits.ts). */
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
}

export interface RealtimeServer {
  readonly port: number;
  /** This node's id (Redis presence and bus). */
  readonly nodeId: string;
  readonly limits: RealtimeLimits;
  /**
   * Triggers `event` on `channel` (or several) for every subscriber on every node, except the
   * socket `exceptSocketId` (Laravel's `toOthers()`). `data` objects are sent as a JSON string.
   */
  broadcast(channel: string | string[], event: string, data: unknown, exceptSocketId?: string): Promise<void>;
  /** See BroadcastTarget (broadcaster.ts). */
  bindSocket(socketId: string, binding: SocketBinding): Promise<void>;
  terminateTokens(tokenIds: number[]): Promise<void>;
  terminateUser(userId: number): Promise<void>;
  stats(): { connections: number; channels: number; bus: Bus['kind'] };
  close(): Promise<void>;
}

/** The path pusher-js connects to: `/app/{key}?protocol=7&client=js&version=8.x&flash=false`. */
const APP_PATH = /^\/app\/([^/?]+)$/;

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
  const limits = resolveLimits(process.env, options.limits);
  const nodeId = randomBytes(8).toString('hex');
  const app = { key: config.pusher.key, secret: config.pusher.secret };
  const registry = new ChannelRegistry();
  const connections = new Map<string, Connection>();
  const sockets = new Set<WebSocket>();
  let closing = false;

  const deliverLocal = (message: BusMessage) => {
    registry.deliver(message.channel, message.frame, message.except);
  };

  // ---- bus and presence: memory, or Redis
  let redis: RedisClientType | undefined;
  let bus: Bus;
  let presence: PresenceStore;
  if (config.redisUrl) {
    const client = await connectRedis(config.redisUrl, logger, options.redisConnectTimeoutMs ?? 10_000);
    redis = client;
    const prefix = `lpk-rt:${config.pusher.appId}:`;
    try {
      bus = await RedisBus.start({ nodeId, topic: `${prefix}events`, publisher: client, deliverLocal, logger });
      const store = new RedisPresenceStore(client, prefix, nodeId, logger, options.heartbeatMs);
      await store.start();
      presence = store;
    } catch (error) {
      client.destroy();
      throw error;
    }
  } else {
    bus = new MemoryBus(deliverLocal);
    presence = new MemoryPresenceStore();
  }

  const context: ConnectionContext = {
    app,
    limits,
    registry,
    presence,
    publish: (message) => bus.publish(message),
    logger,
    onClosed: (connection) => connections.delete(connection.socketId),
  };

  // ---- HTTP: only the upgrade matters; a health probe for load balancers
  const http = createServer((req, res) => {
    if (req.url === '/health') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 'success', data: { connections: connections.size, channels: registry.size, node: nodeId, bus: bus.kind } }));
      return;
    }
    res.writeHead(426, { 'content-type': 'application/json', upgrade: 'websocket' });
    res.end(JSON.stringify({ status: 'error', message: 'Upgrade to WebSocket at /app/{key}' }));
  });
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.hardMaxFrameBytes, perMessageDeflate: false, clientTracking: false });

  http.on('upgrade', (req, socket, head) => {
    socket.on('error', (error) => logger.debug({ err: error }, 'realtime: upgrade socket error'));
    wss.handleUpgrade(req, socket, head, (ws) => accept(ws, req));
  });

  /** Pusher refuses a connection after the upgrade: `pusher:error` with the code, then close. */
  function refuse(ws: WebSocket, code: number, message: string) {
    ws.on('error', () => undefined);
    ws.send(frames.error(code, message));
    ws.close(code, message);
    setTimeout(() => ws.terminate(), 2_000).unref();
  }

  function accept(ws: WebSocket, req: IncomingMessage) {
    const url = new URL(req.url ?? '/', 'http://realtime.local');
    const match = APP_PATH.exec(url.pathname);
    if (closing) return refuse(ws, ErrorCode.RECONNECT, 'Server shutting down; reconnect');
    if (!match) return refuse(ws, ErrorCode.PATH_NOT_FOUND, 'Path not found; use /app/{key}');
    if (decodeURIComponent(match[1] ?? '') !== app.key) return refuse(ws, ErrorCode.APP_NOT_FOUND, 'Application does not exist');
    if (options.disabled) return refuse(ws, ErrorCode.APP_DISABLED, 'Application disabled');
    const protocol = url.searchParams.get('protocol');
    if (protocol === null || protocol === '') return refuse(ws, ErrorCode.NO_VERSION, 'No protocol version supplied');
    if (!/^\d{1,3}$/.test(protocol)) return refuse(ws, ErrorCode.INVALID_VERSION, 'Invalid version string format');
    if (!SUPPORTED_PROTOCOLS.includes(Number(protocol))) return refuse(ws, ErrorCode.UNSUPPORTED_VERSION, `Unsupported protocol version ${protocol}`);
    if (connections.size >= limits.maxConnections) return refuse(ws, ErrorCode.OVER_CAPACITY, 'Over capacity');

    let socketId = newSocketId();
    while (connections.has(socketId)) socketId = newSocketId();
    sockets.add(ws);
    ws.on('close', () => sockets.delete(ws));
    connections.set(socketId, new Connection(socketId, ws, context));
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
    async broadcast(channel, event, data, exceptSocketId) {
      if (typeof event !== 'string' || event.length === 0 || event.length > MAX_EVENT_NAME_LENGTH) throw new Error(`invalid event name: ${String(event)}`);
      const channels = Array.isArray(channel) ? channel : [channel];
      for (const name of channels) if (!isValidChannelName(name)) throw new Error(`invalid channel name: ${name}`);
      const payload = typeof data === 'string' ? data : JSON.stringify(data ?? {});
      await Promise.all(channels.map((name) => bus.publish({ channel: name, frame: encodeFrame(event, payload, name), except: exceptSocketId })));
    },
    // Interface first; the bindings and the closing follow in the next commit.
    async bindSocket() {},
    async terminateTokens() {},
    async terminateUser() {},
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
