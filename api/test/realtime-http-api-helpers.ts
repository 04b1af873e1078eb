import net from 'node:net';
import PusherServer from 'pusher';
import Pusher from 'pusher-js';
import type { Stack } from './realtime-helpers';

/**
 * Helpers for the Pusher HTTP API tests: the official `pusher` server SDK pointed at a stack's
 * real-time port, a plain pusher-js client, and requests the SDK would never send.
 */

export function sdkFor(stack: Pick<Stack, 'app' | 'wsPort'>, overrides: Partial<{ appId: string; key: string; secret: string }> = {}): PusherServer {
  const { appId, key, secret } = stack.app.config.pusher;
  return new PusherServer({ appId, key, secret, host: '127.0.0.1', port: String(stack.wsPort), useTLS: false, ...overrides });
}

/** A plain pusher-js client (public channels only), as any Pusher front end would connect. */
export function pusherJsFor(stack: Stack): Pusher {
  return new Pusher(stack.app.config.pusher.key, {
    cluster: 'ap1',
    wsHost: '127.0.0.1',
    wsPort: stack.wsPort,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
  });
}

/** Subscribes and resolves once the server confirmed the subscription; collects `event`. */
export function subscribe(client: Pusher, channel: string, event: string): Promise<unknown[]> {
  const got: unknown[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not subscribed to ${channel}`)), 3_000);
    const subscription = client.subscribe(channel);
    subscription.bind(event, (data: unknown) => got.push(data));
    subscription.bind('pusher:subscription_succeeded', () => {
      clearTimeout(timer);
      resolve(got);
    });
  });
}

export function socketIdOf(client: Pusher): Promise<string> {
  return new Promise((resolve, reject) => {
    if (client.connection.state === 'connected') return resolve(client.connection.socket_id);
    const timer = setTimeout(() => reject(new Error('pusher-js not connected')), 3_000);
    client.connection.bind('connected', () => {
      clearTimeout(timer);
      resolve(client.connection.socket_id);
    });
  });
}

export interface Answer {
  status: number;
  body: string;
  json: () => unknown;
}

/** The status and body of an SDK call, whether it resolved or was rejected with RequestError. */
export async function answer(call: Promise<{ status: number; text(): Promise<string> }>): Promise<Answer> {
  try {
    const res = await call;
    const body = await res.text();
    return { status: res.status, body, json: () => JSON.parse(body) as unknown };
  } catch (error) {
    const failure = error as { status?: number; body?: string; message?: string };
    if (failure.status === undefined) throw error;
    const body = failure.body ?? '';
    return { status: failure.status, body, json: () => JSON.parse(body) as unknown };
  }
}

/**
 * A request signed by `sdk` (its key and secret) exactly as the SDK signs, but sent as given:
 * any body (even one that is not JSON), any clock (`nowMs`).
 */
export async function signed(
  stack: Stack,
  sdk: PusherServer,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { body?: string; params?: Record<string, string>; nowMs?: number; sendBody?: string; appId?: string } = {},
): Promise<Answer> {
  const fullPath = `/apps/${options.appId ?? stack.app.config.pusher.appId}${path}`;
  const realNow = Date.now;
  if (options.nowMs !== undefined) Date.now = () => options.nowMs as number;
  let query: string;
  try {
    query = sdk.createSignedQueryString({ method, path: fullPath, body: options.body, params: options.params });
  } finally {
    Date.now = realNow;
  }
  const body = options.sendBody ?? options.body;
  const res = await fetch(`http://127.0.0.1:${stack.wsPort}${fullPath}?${query}`, {
    method,
    body,
    headers: body !== undefined ? { 'content-type': 'application/json' } : {},
  });
  const text = await res.text();
  return { status: res.status, body: text, json: () => JSON.parse(text) as unknown };
}

/**
 * Sends raw bytes over TCP and returns what came back before the server closed (or `waitMs`
 * passed). For requests fetch would refuse to make or would fail on (the server answering
 * before the body is sent).
 */
export function rawHttp(port: number, head: string, body: Buffer | string = '', waitMs = 3_000): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(Buffer.concat(chunks).toString('utf8'));
    };
    const timer = setTimeout(done, waitMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', done);
    socket.on('connect', () => {
      socket.write(head);
      if (body.length > 0) socket.write(body);
    });
  });
}

/** Polls an async check until it holds. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 3_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
