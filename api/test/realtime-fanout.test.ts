import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import Fastify from 'fastify';
import Pusher from 'pusher-js';
import WebSocket, { WebSocketServer } from 'ws';
import { ChannelRegistry } from '../src/realtime/channels';
import { Connection, type ConnectionContext } from '../src/realtime/connection';
import { resolveLimits } from '../src/realtime/limits';
import { MemoryPresenceStore } from '../src/realtime/presence';
import { encodeFrame } from '../src/realtime/protocol';
import { startRealtimeServer, type RealtimeServer } from '../src/realtime/server';
import { textFrame } from '../src/realtime/ws-frame';
import { RawClient, sleep, until } from './realtime-helpers';

/**
 * Fan-out on one node: a broadcast is framed once (ws-frame.ts) and the same bytes go to every
 * subscriber but the excluded one (Pusher's `socket_id`). What clients must see: every message
 * exactly once, intact whatever its length, in order, and never the ones they were left out of.
 */
const KEY = 'lpk-local-key';
const logger = Fastify({ logger: false }).log;
let realtime: RealtimeServer;
const opened: RawClient[] = [];

beforeAll(async () => {
  realtime = await startRealtimeServer({
    config: { host: '127.0.0.1', redisUrl: undefined, pusher: { appId: 'fanout-test', key: KEY, secret: 'fanout-test-secret', cluster: 'ap1', port: 0 } },
    logger,
    port: 0,
    // Every socket of this test comes from 127.0.0.1.
    limits: { maxConnectionsPerAddress: 1_000 },
  });
});
afterEach(() => opened.splice(0).forEach((c) => c.close()));
afterAll(() => realtime?.close());

interface Listener {
  socketId: string;
  client: RawClient;
  /** Every text message after the subscriptions, as received. */
  texts: string[];
}

async function listener(channels: string[]): Promise<Listener> {
  const { client, socketId } = await RawClient.connect(realtime.port);
  opened.push(client);
  for (const channel of channels) {
    client.send({ event: 'pusher:subscribe', data: { channel } });
    await client.next((f) => f.event === 'pusher_internal:subscription_succeeded' && f.channel === channel);
  }
  const texts: string[] = [];
  client.ws.on('message', (data) => texts.push(data.toString()));
  return { socketId, client, texts };
}

async function listeners(count: number, channels: string[]): Promise<Listener[]> {
  const all: Listener[] = [];
  for (let i = 0; i < count; i += 50) all.push(...(await Promise.all(Array.from({ length: Math.min(50, count - i) }, () => listener(channels)))));
  return all;
}

/** The frame every subscriber must receive, as Pusher sends it: `data` a JSON string. */
const pusherFrame = (event: string, channel: string, data: unknown) => JSON.stringify({ event, channel, data: JSON.stringify(data) });

describe('one broadcast to many sockets', () => {
  test('300 raw sockets and a pusher-js client each get it exactly once, the same bytes', async () => {
    const many = await listeners(300, ['news']);
    const pusher = new Pusher(KEY, {
      cluster: 'ap1',
      wsHost: '127.0.0.1',
      wsPort: realtime.port,
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
    });
    try {
      const got: unknown[] = [];
      await new Promise<void>((resolve) => pusher.subscribe('news').bind('pusher:subscription_succeeded', () => resolve()));
      pusher.channel('news').bind('App\\Events\\Notice', (data: unknown) => got.push(data));
      // Multi-byte text too: the frame's length is in bytes, not characters.
      const payload = { title: 'Jadwal ujian N4 diumumkan', ja: '介護の日本語テスト', note: '🎌 ok' };
      await realtime.broadcast('news', 'App\\Events\\Notice', payload);
      await until(() => many.every((l) => l.texts.length >= 1) && got.length >= 1, 5_000, 'every socket got it');
      await sleep(100);
      const expected = pusherFrame('App\\Events\\Notice', 'news', payload);
      for (const l of many) expect(l.texts).toEqual([expected]);
      expect(got).toEqual([payload]);
    } finally {
      pusher.disconnect();
    }
  });

  test('events keep their order on every socket, back to back', async () => {
    const many = await listeners(40, ['ticker']);
    for (let n = 0; n < 25; n += 1) await realtime.broadcast('ticker', 'Tick', { n });
    await until(() => many.every((l) => l.texts.length >= 25), 5_000, 'all ticks');
    const expected = Array.from({ length: 25 }, (_, n) => pusherFrame('Tick', 'ticker', { n }));
    for (const l of many) expect(l.texts).toEqual(expected);
  });
});

describe('socket_id exclusion on the single-serialisation path', () => {
  test('the excluded socket gets nothing, all others the same frame; nothing arrives late', async () => {
    const room = await listeners(50, ['room']);
    const sender = room[7]!;
    await realtime.broadcast('room', 'Said', { n: 1 }, sender.socketId);
    await until(() => room.every((l) => l === sender || l.texts.length === 1), 3_000, 'the others got it');
    // The next event goes to everybody: the sender must see it as its first and only one.
    await realtime.broadcast('room', 'Said', { n: 2 });
    await until(() => room.every((l) => l.texts.length === (l === sender ? 1 : 2)), 3_000, 'second event');
    await sleep(100);
    const first = pusherFrame('Said', 'room', { n: 1 });
    const second = pusherFrame('Said', 'room', { n: 2 });
    expect(sender.texts).toEqual([second]);
    for (const l of room) if (l !== sender) expect(l.texts).toEqual([first, second]);
  });

  test('an event on several channels: one frame per channel, none of them to the excluded socket', async () => {
    const [excluded, onA, onB, onBoth] = await Promise.all([
      listener(['multi-a', 'multi-b']),
      listener(['multi-a']),
      listener(['multi-b']),
      listener(['multi-a', 'multi-b']),
    ]);
    await realtime.broadcast(['multi-a', 'multi-b'], 'Moved', { id: 3 }, excluded!.socketId);
    await until(() => onA!.texts.length === 1 && onB!.texts.length === 1 && onBoth!.texts.length === 2, 3_000, 'deliveries');
    await sleep(100);
    expect(excluded!.texts).toEqual([]);
    expect(onA!.texts).toEqual([pusherFrame('Moved', 'multi-a', { id: 3 })]);
    expect(onB!.texts).toEqual([pusherFrame('Moved', 'multi-b', { id: 3 })]);
    expect([...onBoth!.texts].sort()).toEqual([pusherFrame('Moved', 'multi-a', { id: 3 }), pusherFrame('Moved', 'multi-b', { id: 3 })].sort());
  });

  test('a channel whose only subscriber is the excluded socket gets nothing; later events still arrive', async () => {
    const solo = await listener(['solo']);
    await realtime.broadcast('solo', 'Said', { n: 1 }, solo.socketId);
    await realtime.broadcast('solo', 'Said', { n: 2 });
    await until(() => solo.texts.length >= 1, 3_000, 'second event');
    await sleep(100);
    expect(solo.texts).toEqual([pusherFrame('Said', 'solo', { n: 2 })]);
  });
});

describe('WebSocket framing of broadcasts', () => {
  /** Data of `n` bytes making the whole Pusher frame exactly `total` bytes long. */
  const dataFor = (total: number) => {
    const overhead = Buffer.byteLength(encodeFrame('Big', '', 'sizes'));
    return 'x'.repeat(total - overhead);
  };

  test.each([
    [0, 2],
    [125, 2],
    [126, 4],
    [65_535, 4],
    [65_536, 10],
    [200_000, 10],
  ])('the header of a %i-byte message is %i bytes and carries its length', (length, header) => {
    const { wire, payload } = textFrame('y'.repeat(length));
    expect(wire.length).toBe(header + length);
    expect(wire[0]).toBe(0x81); // FIN, text
    expect(wire[1]! & 0x80).toBe(0); // never masked
    expect(wire[1]).toBe(header === 2 ? length : header === 4 ? 126 : 127);
    const declared = header === 2 ? wire[1] : header === 4 ? wire.readUInt16BE(2) : Number(wire.readBigUInt64BE(2));
    expect(declared).toBe(length);
    expect(payload.toString()).toBe('y'.repeat(length));
  });

  test('messages at every length boundary (7-, 16- and 64-bit lengths) reach clients intact', async () => {
    const [a, b] = await Promise.all([listener(['sizes']), listener(['sizes'])]);
    const totals = [125, 126, 127, 65_535, 65_536, 100_000];
    for (const total of totals) await realtime.broadcast('sizes', 'Big', dataFor(total));
    await until(() => a!.texts.length === totals.length && b!.texts.length === totals.length, 5_000, 'every size');
    for (const l of [a!, b!]) {
      expect(l.texts.map((t) => Buffer.byteLength(t))).toEqual(totals);
      expect(l.texts).toEqual(totals.map((total) => encodeFrame('Big', dataFor(total), 'sizes')));
    }
  });
});

describe('a socket that negotiated permessage-deflate', () => {
  // Our server turns the extension off; a Connection on a server that has it must still be right:
  // such a socket compresses with its own context, so ws frames (and compresses) for it.
  test('gets broadcasts through ws (compressed, in order) while a plain socket gets the shared frame', async () => {
    const registry = new ChannelRegistry();
    const ctx: ConnectionContext = {
      app: { key: KEY, secret: 'fanout-test-secret' },
      limits: resolveLimits({}),
      registry,
      presence: new MemoryPresenceStore(),
      publish: async (message) => void registry.deliver(message.channel, message.frame, message.except),
      logger,
      clientEvents: false,
      onClosed: () => undefined,
    };
    const http = createServer();
    const wss = new WebSocketServer({ server: http, perMessageDeflate: { threshold: 0 } });
    let n = 0;
    wss.on('connection', (ws, req) => void new Connection(`1.${(n += 1)}`, ws, ctx, req.socket));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const port = (http.address() as AddressInfo).port;
    const open = async (perMessageDeflate: boolean) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/`, { perMessageDeflate });
      const texts: string[] = [];
      ws.on('message', (data) => texts.push(data.toString()));
      await until(() => texts.some((t) => t.includes('pusher:connection_established')), 3_000, 'handshake');
      ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'news' } }));
      await until(() => texts.some((t) => t.includes('subscription_succeeded')), 3_000, 'subscribed');
      texts.length = 0;
      const socket = (ws as unknown as { _socket: Socket })._socket;
      return { ws, texts, bytesBefore: socket.bytesRead, bytesRead: () => socket.bytesRead };
    };
    const deflating = await open(true);
    const plain = await open(false);
    try {
      expect(deflating.ws.extensions).toContain('permessage-deflate');
      expect(plain.ws.extensions).toBe('');
      const big = 'z'.repeat(20_000);
      const frames = Array.from({ length: 10 }, (_, i) => encodeFrame('Big', JSON.stringify({ i, big }), 'news'));
      for (const frame of frames) registry.deliver('news', frame);
      await until(() => deflating.texts.length === 10 && plain.texts.length === 10, 5_000, 'both got all');
      expect(deflating.texts).toEqual(frames);
      expect(plain.texts).toEqual(frames);
      // Compressed for the one, the shared uncompressed frame for the other.
      expect(deflating.bytesRead() - deflating.bytesBefore).toBeLessThan(20_000);
      expect(plain.bytesRead() - plain.bytesBefore).toBeGreaterThan(200_000);
    } finally {
      deflating.ws.terminate();
      plain.ws.terminate();
      wss.close();
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
    }
  });
});
