import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import WebSocket from 'ws';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { issueToken } from '../src/modules/auth/tokens';
import type { RealtimeLimits } from '../src/realtime/limits';
import type { RealtimeServer } from '../src/realtime/server';
import { startRealtimeForApp } from '../src/realtime/start-for-app';
import { startOwnRedis, type OwnRedis } from './faults/own-redis';
import { createTestApp, type TestApp } from './helpers';

/**
 * A whole node on loopback: the API on a random port (pusher-js posts its channel auth there
 * over real HTTP) and the real-time server on another random port, attached to the API's
 * broadcaster as server.ts does.
 */
export interface Stack extends TestApp {
  realtime: RealtimeServer;
  httpUrl: string;
  wsPort: number;
}

export async function startStack(
  options: {
    config?: Partial<AppConfig>;
    limits?: Partial<RealtimeLimits>;
    redisUrl?: string;
    heartbeatMs?: number;
    /** How often the node checks the tokens behind its sockets (default 30 s). */
    revocationCheckMs?: number;
    /** Relay client events (whisper); the server's default is off. */
    clientEvents?: boolean;
    /** Another node of the same deployment: same database (as API nodes share one), own ports. */
    shareDbWith?: Stack;
  } = {},
): Promise<Stack> {
  const t = options.shareDbWith ? await sameDatabase(options.shareDbWith, options.config) : await createTestApp(options.config);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const httpPort = (t.app.server.address() as AddressInfo).port;
  const realtime = await startRealtimeForApp(t.app, {
    config: { ...t.app.config, host: '127.0.0.1', redisUrl: options.redisUrl },
    port: 0,
    limits: options.limits,
    ...(options.clientEvents !== undefined ? { clientEvents: options.clientEvents } : {}),
    ...(options.heartbeatMs ? { heartbeatMs: options.heartbeatMs } : {}),
    ...(options.revocationCheckMs ? { revocationCheckMs: options.revocationCheckMs } : {}),
  });
  return {
    ...t,
    realtime,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    wsPort: realtime.port,
    close: async () => {
      await realtime.close();
      await t.close();
    },
  };
}

async function sameDatabase(other: Stack, config: Partial<AppConfig> = {}): Promise<TestApp> {
  // The other node's configuration, except the real-time settings: each node reads those from the environment as it starts.
  const { realtime: _readAtStart, ...shared } = other.app.config;
  const app = await buildApp({ logger: false, db: other.app.db, config: { ...shared, ...config } });
  return { app, close: () => app.close() };
}

export type EchoClient = Echo<'pusher'>;

/**
 * Two nodes (A and B) on one database and a Redis of the test's own, which the test may kill and
 * start, with a 300 ms heartbeat. Registers the describe block's beforeAll/afterAll: the fields are
 * there once beforeAll has run. Clients and timer releases pushed here are ended after the tests.
 */
export interface TwoNodes {
  redis: OwnRedis;
  a: Stack;
  b: Stack;
  clients: EchoClient[];
  releases: Array<() => void>;
}

export function twoNodesOnOwnRedis(appIdPrefix: string): TwoNodes {
  const nodes = { clients: [], releases: [] } as unknown as TwoNodes; // filled in by beforeAll
  beforeAll(async () => {
    nodes.redis = await startOwnRedis();
    const pusher = { appId: `${appIdPrefix}-${randomBytes(4).toString('hex')}`, key: 'lpk-local-key', secret: 'lpk-local-secret', cluster: 'ap1', port: 0 };
    nodes.a = await startStack({ config: { pusher }, redisUrl: nodes.redis.url, heartbeatMs: 300 });
    nodes.b = await startStack({ config: { pusher }, redisUrl: nodes.redis.url, heartbeatMs: 300, shareDbWith: nodes.a });
  }, 30_000);
  afterAll(async () => {
    nodes.clients.forEach((c) => c.disconnect());
    nodes.releases.forEach((release) => release());
    await nodes.b?.close();
    await nodes.a?.close();
    await nodes.redis?.stop();
  });
  return nodes;
}

/** Laravel Echo over pusher-js (node build), configured as the front end configures it. */
export function echoFor(stack: Stack, token: string | null, extra: Record<string, unknown> = {}): EchoClient {
  return new Echo({
    broadcaster: 'pusher',
    key: stack.app.config.pusher.key,
    cluster: 'ap1',
    wsHost: '127.0.0.1',
    wsPort: stack.wsPort,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    authEndpoint: `${stack.httpUrl}/broadcasting/auth`,
    bearerToken: token,
    auth: { headers: { Accept: 'application/json' } },
    // laravel-echo types the option as pusher-js's ESM namespace; under node16 resolution this
    // CommonJS module sees the class itself, which is what Echo calls at run time.
    Pusher: Pusher as unknown as NonNullable<ConstructorParameters<typeof Echo<'pusher'>>[0]['Pusher']>,
    ...extra,
  });
}

export function pusherOf(echo: EchoClient): Pusher {
  return echo.connector.pusher;
}

/**
 * pusher-js's node transport (faye-websocket) arms a 30 s close timer when pusher-js closes a
 * socket the server has already closed, which it does after a 4000-4099 ("refused") close, and
 * nothing clears it: jest would wait for it. Call this while the client is connected; the
 * returned function clears that timer once the server has closed the socket. (Browsers use
 * their own WebSocket: this is the node build's quirk only.)
 */
export function closeTimerOf(echo: EchoClient): () => void {
  // pusher-js internals, typed only as far as used here.
  const manager = pusherOf(echo).connection as unknown as { connection?: { transport?: { socket?: { _closeTimer?: NodeJS.Timeout } } } | null };
  const socket = manager.connection?.transport?.socket;
  return () => {
    if (socket?._closeTimer) clearTimeout(socket._closeTimer);
  };
}

/** Resolves when the Echo client is connected; returns its socket id. */
export function connected(echo: EchoClient, timeoutMs = 5_000): Promise<string> {
  const pusher = pusherOf(echo);
  return new Promise((resolve, reject) => {
    if (pusher.connection.state === 'connected') return resolve(pusher.connection.socket_id);
    const timer = setTimeout(() => reject(new Error(`not connected (state ${pusher.connection.state})`)), timeoutMs);
    pusher.connection.bind('connected', () => {
      clearTimeout(timer);
      resolve(pusher.connection.socket_id);
    });
  });
}

/** Resolves with the first value `register` hands to its callback, or rejects after the timeout. */
export function once<T>(register: (callback: (value: T) => void) => void, timeoutMs = 3_000, what = 'event'): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), timeoutMs);
    register((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until `check` returns true. */
export async function until(check: () => boolean, timeoutMs = 3_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

/** Adds another LPK staff member (demo data has one per LPK) and returns a token for them. */
export async function addStaff(stack: TestApp, lpkId: number, fullName = 'Dewi Staf'): Promise<{ id: number; token: string }> {
  const now = new Date().toISOString();
  const suffix = randomBytes(4).toString('hex');
  const user = await stack.app.db
    .insertInto('users')
    .values({
      full_name: fullName,
      email: `staff.${suffix}@example.id`,
      phone: '+6281234567890',
      password_hash: 'not-a-login-account',
      role: 'lpk_staff',
      lpk_id: lpkId,
      avatar: null,
      referral_code: `T${suffix}`.toUpperCase(),
      referred_by: null,
      locale: 'id',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: user.id, token: await issueToken(stack.app.db, user.id) };
}

export interface Frame {
  event: string;
  channel?: string;
  data?: unknown;
  user_id?: string;
}

/** A hand-made protocol client, for what pusher-js never sends (garbage, floods, silence). */
export class RawClient {
  readonly frames: Frame[] = [];
  closeCode: number | undefined;
  closeReason = '';
  private waiters: Array<() => void> = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const parsed = JSON.parse(data.toString()) as Frame;
      this.frames.push(parsed);
      this.waiters.forEach((w) => w());
    });
    ws.on('close', (code, reason) => {
      this.closeCode = code;
      this.closeReason = reason.toString();
      this.waiters.forEach((w) => w());
    });
    ws.on('error', () => undefined);
  }

  static open(port: number, path = '/app/lpk-local-key?protocol=7&client=js&version=8.6.0&flash=false', headers?: Record<string, string>): Promise<RawClient> {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`, headers ? { headers } : undefined);
    const client = new RawClient(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(client));
      ws.once('error', reject);
    });
  }

  /** Opens and waits for the handshake; returns the client and its socket id. */
  static async connect(port: number): Promise<{ client: RawClient; socketId: string }> {
    const client = await RawClient.open(port);
    const hello = await client.next((f) => f.event === 'pusher:connection_established');
    return { client, socketId: (JSON.parse(hello.data as string) as { socket_id: string }).socket_id };
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The first frame (already received or coming) that matches, skipping earlier matches already consumed. */
  next(match: (f: Frame) => boolean, timeoutMs = 3_000, from = 0): Promise<Frame> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.frames.slice(from).find(match);
        if (found) {
          cleanup();
          resolve(found);
        }
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no matching frame; got ${JSON.stringify(this.frames.slice(-5))}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        this.waiters = this.waiters.filter((w) => w !== check);
      };
      this.waiters.push(check);
      check();
    });
  }

  closed(timeoutMs = 3_000): Promise<number> {
    return new Promise((resolve, reject) => {
      if (this.closeCode !== undefined) return resolve(this.closeCode);
      const timer = setTimeout(() => reject(new Error('socket not closed')), timeoutMs);
      this.waiters.push(() => {
        if (this.closeCode !== undefined) {
          clearTimeout(timer);
          resolve(this.closeCode);
        }
      });
    });
  }

  close(): void {
    this.ws.terminate();
  }
}
