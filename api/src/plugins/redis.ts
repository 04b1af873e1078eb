import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { createClient, type RedisClientType } from 'redis';
import type { AppConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * This node's Redis connection when REDIS_URL is set, else null: the rate limiter's and the
     * login throttle's counters, and catalogue-cache invalidation between nodes.
     */
    redis: RedisClientType | null;
    /** Prefix of every Redis key and channel that this deployment's API nodes share. */
    redisPrefix: string;
  }
}

/** A Redis command that gets no answer within this time fails (callers fall back to memory). */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 5_000;

const sha = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 16);
const memoryDatabases = new WeakMap<object, string>();

/**
 * API nodes that share a database share counters and cache invalidations: the default prefix is
 * derived from the database (server, name and schema; never the password), so deployments or test
 * runs on other databases that use the same Redis do not see each other. A private in-memory SQLite
 * database is a deployment of its own (a fresh prefix per database handle).
 */
export function redisPrefixFor(config: Pick<AppConfig, 'redisPrefix' | 'databaseUrl' | 'pgSchema' | 'sqlitePath'>, db: object): string {
  if (config.redisPrefix) return config.redisPrefix;
  let identity: string;
  if (config.databaseUrl) {
    let where = config.databaseUrl;
    try {
      const url = new URL(config.databaseUrl);
      where = `${url.hostname}:${url.port}${url.pathname}`;
    } catch {
      // Not a URL (a libpq keyword string): hashed as it is, below.
    }
    identity = `pg|${where}|${config.pgSchema ?? 'public'}`;
  } else if (config.sqlitePath === ':memory:') {
    let id = memoryDatabases.get(db);
    if (!id) {
      id = randomBytes(8).toString('hex');
      memoryDatabases.set(db, id);
    }
    identity = `memory|${id}`;
  } else {
    identity = `sqlite|${os.hostname()}|${path.resolve(config.sqlitePath)}`;
  }
  return `lpk:${sha(identity)}:`;
}

export interface ConnectOptions {
  /** How long start-up waits for Redis (default 5 s). */
  timeoutMs?: number;
  /**
   * Queue up to this many commands while the connection is down, sent when it is back (past it
   * they fail). Unset: no queue, and commands time out after REDIS_COMMAND_TIMEOUT_MS (counters
   * fall back to this node's memory instead of holding requests).
   */
  offlineQueueMax?: number;
}

/**
 * Connects to Redis or fails start-up with a clear error (node-redis would otherwise retry for
 * ever and the node would hang half-started). Once running, the client reconnects by itself;
 * commands fail fast while the connection is down (or wait in a bounded queue: `offlineQueueMax`).
 * A lost connection is logged once per outage, and its return once. The one way every part of the
 * API (rate limits, cache invalidation, the real-time bus) connects.
 */
export async function connectRedis(url: string, logger: FastifyBaseLogger, name: string, options: ConnectOptions = {}): Promise<RedisClientType> {
  const timeoutMs = options.timeoutMs ?? CONNECT_TIMEOUT_MS;
  const queued = options.offlineQueueMax !== undefined;
  const client = createClient({
    url,
    ...(queued ? { commandsQueueMaxLength: options.offlineQueueMax } : { disableOfflineQueue: true, commandOptions: { timeout: REDIS_COMMAND_TIMEOUT_MS } }),
    socket: { connectTimeout: timeoutMs },
  }) as RedisClientType;
  let up = false;
  client.on('error', (error: unknown) => {
    // Reconnection attempts repeat the same error: logged once per outage.
    if (up) logger.warn({ err: error }, `${name}: redis connection lost`);
    up = false;
  });
  client.on('ready', () => {
    if (!up) logger.info(`${name}: redis connected`);
    up = true;
  });
  let timer: NodeJS.Timeout | undefined;
  const connecting = client.connect();
  connecting.catch(() => undefined);
  try {
    await Promise.race([
      connecting,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${name}: Redis at ${new URL(url).host} not reachable within ${timeoutMs} ms`)), timeoutMs);
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

/** Closes a client, and drops it when a clean close does not work (Redis gone). */
export async function closeRedis(client: RedisClientType): Promise<void> {
  try {
    if (client.isOpen) await client.close();
  } catch {
    client.destroy();
  }
}

const sha1 = (script: string) => createHash('sha1').update(script).digest('hex');
const shas = new Map<string, string>();

/** Runs a Lua script by its hash (EVALSHA), loading it with EVAL the first time a server lacks it. */
export async function runScript(client: RedisClientType, script: string, keys: string[], args: string[]): Promise<unknown> {
  let hash = shas.get(script);
  if (!hash) {
    hash = sha1(script);
    shas.set(script, hash);
  }
  try {
    return await client.evalSha(hash, { keys, arguments: args });
  } catch (error) {
    if (!String(error).includes('NOSCRIPT')) throw error;
    return client.eval(script, { keys, arguments: args });
  }
}

/** `app.redis` (or null without REDIS_URL) and `app.redisPrefix`; the connection closes with the app. */
export default fp(
  async (app) => {
    app.decorate('redisPrefix', redisPrefixFor(app.config, app.db));
    if (!app.config.redisUrl) {
      app.decorate('redis', null);
      return;
    }
    const client = await connectRedis(app.config.redisUrl, app.log, 'api');
    app.decorate('redis', client);
    app.addHook('onClose', () => closeRedis(client));
  },
  { name: 'redis' },
);
