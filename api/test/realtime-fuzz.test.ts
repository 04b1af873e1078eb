import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';
import WebSocket from 'ws';
import { safeDecode } from '../src/lib/uri';
import { parseUpgradeTarget } from '../src/realtime/upgrade';
import { connected, echoFor, type EchoClient, RawClient, type Stack, startStack } from './realtime-helpers';

/**
 * The real-time port is reachable without any credentials: whatever arrives on it (malformed
 * upgrade requests, headers over Node's limit, random bytes, broken WebSocket frames after a good
 * handshake) must get a 4xx or a Pusher close code, and the process must keep serving. Each
 * block ends by checking that a normal pusher-js client still connects and /health answers.
 */

/** Deterministic PRNG (mulberry32) so a failure can be replayed with FUZZ_SEED. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const seed = Number(process.env.FUZZ_SEED ?? 20261201);
const rand = prng(seed);
const randomBuffer = (length: number) => Buffer.from(Array.from({ length }, () => Math.floor(rand() * 256)));

const KEY = 'dGhlIHNhbXBsZSBub25jZQ==';
const UPGRADE = `Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${KEY}\r\nSec-WebSocket-Version: 13\r\n`;

let stack: Stack;
const clients: EchoClient[] = [];

beforeAll(async () => {
  stack = await startStack();
});
afterEach(() => clients.splice(0).forEach((c) => c.disconnect()));
afterAll(() => stack?.close());

/**
 * Writes raw bytes to the real-time port and collects what comes back until the server closes
 * the connection (or `waitMs` passes, then we close it).
 */
function exchange(bytes: Buffer | string, waitMs = 1_500): Promise<{ response: string; closedByServer: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(stack.wsPort, '127.0.0.1');
    const chunks: Buffer[] = [];
    let done = false;
    const finish = (closedByServer: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ response: Buffer.concat(chunks).toString('latin1'), closedByServer });
    };
    const timer = setTimeout(() => finish(false), waitMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => finish(true));
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    socket.on('connect', () => socket.write(bytes));
  });
}

const statusOf = (response: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1] ?? NaN);

async function stillServing(): Promise<void> {
  const client = echoFor(stack, null);
  clients.push(client);
  expect(await connected(client)).toMatch(/^\d+\.\d+$/);
  const health = await fetch(`http://127.0.0.1:${stack.wsPort}/health`);
  expect(health.status).toBe(200);
  expect(((await health.json()) as { status: string }).status).toBe('success');
}

describe('malformed upgrade requests', () => {
  test('bad percent-encoding in the app key: refused as an unknown app (4001), nothing crashes', async () => {
    for (const path of [
      '/app/%E0%A4%A?protocol=7',
      '/app/%?protocol=7',
      '/app/%ZZ?protocol=7',
      '/app/%ED%A0%80?protocol=7',
      '/app/lpk-local-key%?protocol=7',
    ]) {
      const client = await RawClient.open(stack.wsPort, path);
      expect((await client.next((f) => f.event === 'pusher:error')).data).toMatchObject({ code: 4001 });
      expect(await client.closed()).toBe(4001);
    }
    await stillServing();
  });

  test('bad percent-encoding in the query is only a bad protocol version', async () => {
    const client = await RawClient.open(stack.wsPort, '/app/lpk-local-key?protocol=%E0%A4%A&x=%');
    expect((await client.next((f) => f.event === 'pusher:error')).data).toMatchObject({ code: 4006 });
    const ok = await RawClient.open(stack.wsPort, '/app/lpk-local-key?x=%ZZ&protocol=%37');
    await ok.next((f) => f.event === 'pusher:connection_established');
    ok.close();
  });

  test.each([
    ['absolute form with a broken host', 'http://[/app/x'],
    ['absolute form', 'http://127.0.0.1/app/lpk-local-key?protocol=7'],
    ['asterisk form', '*'],
    ['authority form', '127.0.0.1:80'],
    ['no leading slash', 'app/lpk-local-key?protocol=7'],
    ['a target longer than we read', `/app/lpk-local-key?protocol=7&pad=${'a'.repeat(5_000)}`],
  ])('%s: HTTP 400 before any upgrade', async (_name, target) => {
    const { response } = await exchange(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${UPGRADE}\r\n`);
    expect(statusOf(response)).toBe(400);
    expect(response).not.toMatch(/101 Switching/);
  });

  test('headers over Node\u2019s limit: 431, and the process lives', async () => {
    const { response } = await exchange(`GET /app/lpk-local-key?protocol=7 HTTP/1.1\r\nHost: 127.0.0.1\r\n${UPGRADE}X-Pad: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(statusOf(response)).toBe(431);
    const many = Array.from({ length: 3_000 }, (_, i) => `X-H${i}: v`).join('\r\n');
    const second = await exchange(`GET /app/lpk-local-key?protocol=7 HTTP/1.1\r\nHost: 127.0.0.1\r\n${UPGRADE}${many}\r\n\r\n`);
    expect([400, 431]).toContain(statusOf(second.response));
    await stillServing();
  });

  test.each([
    [
      'no Sec-WebSocket-Key',
      `GET /app/lpk-local-key?protocol=7 HTTP/1.1\r\nHost: h\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n\r\n`,
    ],
    [
      'a malformed Sec-WebSocket-Key',
      `GET /app/lpk-local-key?protocol=7 HTTP/1.1\r\nHost: h\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: short\r\nSec-WebSocket-Version: 13\r\n\r\n`,
    ],
    ['two Sec-WebSocket-Keys', `GET /app/lpk-local-key?protocol=7 HTTP/1.1\r\nHost: h\r\n${UPGRADE}Sec-WebSocket-Key: ${KEY}\r\n\r\n`],
    [
      'no Sec-WebSocket-Version',
      `GET /app/lpk-local-key?protocol=7 HTTP/1.1\r\nHost: h\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${KEY}\r\n\r\n`,
    ],
    [
      'an unknown Sec-WebSocket-Version',
      `GET /app/lpk-local-key?protocol=7 HTTP/1.1\r\nHost: h\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${KEY}\r\nSec-WebSocket-Version: 99\r\n\r\n`,
    ],
    ['two Upgrade headers', `GET /app/lpk-local-key?protocol=7 HTTP/1.1\r\nHost: h\r\n${UPGRADE}Upgrade: h2c\r\n\r\n`],
    ['another protocol', `GET /app/lpk-local-key?protocol=7 HTTP/1.1\r\nHost: h\r\nUpgrade: h2c\r\nConnection: Upgrade\r\n\r\n`],
    ['POST', `POST /app/lpk-local-key?protocol=7 HTTP/1.1\r\nHost: h\r\n${UPGRADE}Content-Length: 3\r\n\r\nabc`],
    ['no Host', `GET /app/lpk-local-key?protocol=7 HTTP/1.1\r\n${UPGRADE}\r\n`],
    ['two Hosts', `GET /app/lpk-local-key?protocol=7 HTTP/1.1\r\nHost: a\r\nHost: b\r\n${UPGRADE}\r\n`],
    ['a malformed Sec-WebSocket-Protocol', `GET /app/lpk-local-key?protocol=7 HTTP/1.1\r\nHost: h\r\n${UPGRADE}Sec-WebSocket-Protocol: a,,b c\r\n\r\n`],
    [
      'a malformed Sec-WebSocket-Extensions',
      `GET /app/lpk-local-key?protocol=7 HTTP/1.1\r\nHost: h\r\n${UPGRADE}Sec-WebSocket-Extensions: permessage-deflate; ;;=\r\n\r\n`,
    ],
    ['a header without a colon', `GET /app/lpk-local-key?protocol=7 HTTP/1.1\r\nHost: h\r\n${UPGRADE}Broken header\r\n\r\n`],
    ['a NUL in a header', `GET /app/lpk-local-key?protocol=7 HTTP/1.1\r\nHost: h\r\n${UPGRADE}X-A: a\u0000b\r\n\r\n`],
    ['bare LF line ends', `GET /app/lpk-local-key?protocol=7 HTTP/1.1\nHost: h\n${UPGRADE.replaceAll('\r\n', '\n')}\n`],
    ['HTTP/0.9 style', 'GET /app/lpk-local-key\r\n\r\n'],
    ['HTTP/2 preface', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'],
    ['a TLS hello', Buffer.from('16030100a5010000a10303', 'hex').toString('latin1')],
    ['an unknown method', `BREW /app/lpk-local-key HTTP/1.1\r\nHost: h\r\n${UPGRADE}\r\n`],
    ['a huge Content-Length', `GET /app/lpk-local-key HTTP/1.1\r\nHost: h\r\nContent-Length: 99999999999999999999\r\n${UPGRADE}\r\n`],
    ['chunked and Content-Length', `GET /app/lpk-local-key HTTP/1.1\r\nHost: h\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n${UPGRADE}\r\n`],
  ])('%s: refused with a 4xx (or no upgrade), the server keeps serving', async (_name, request) => {
    const { response } = await exchange(Buffer.from(request, 'latin1'));
    if (response !== '') {
      const status = statusOf(response);
      // Either the request is refused, or it is a valid-enough upgrade that Pusher then refuses.
      if (status === 101) expect(response).toMatch(/Sec-WebSocket-Accept/);
      else expect(status >= 400 && status < 500).toBe(true);
    }
  });

  test('random bytes, random request lines and random header blocks', async () => {
    const fragments = [
      'GET ',
      '/app/',
      'lpk-local-key',
      '?protocol=7',
      '%',
      '%E0%A4',
      ' HTTP/1.1',
      '\r\n',
      'Host: h\r\n',
      UPGRADE,
      'Origin: ',
      '\u0000',
      ':',
      ' ',
      '[',
      'http://',
      '\r\n\r\n',
    ];
    const inputs: Buffer[] = [];
    for (let i = 0; i < 60; i += 1) inputs.push(randomBuffer(1 + Math.floor(rand() * 600)));
    for (let i = 0; i < 60; i += 1) {
      const parts = Array.from({ length: 2 + Math.floor(rand() * 12) }, () => fragments[Math.floor(rand() * fragments.length)]!);
      inputs.push(Buffer.from(`${parts.join('')}\r\n\r\n`, 'latin1'));
    }
    const results = await Promise.all(inputs.map((input) => exchange(input, 800)));
    for (const { response } of results) {
      if (response === '') continue;
      const status = statusOf(response);
      expect(status === 101 || (status >= 400 && status < 500)).toBe(true);
    }
    await stillServing();
  });

  test('many half-sent requests at once do not stop the server', async () => {
    const sockets = Array.from({ length: 50 }, () => net.connect(stack.wsPort, '127.0.0.1'));
    await Promise.all(sockets.map((s) => new Promise((r) => s.once('connect', r))));
    for (const s of sockets) {
      s.on('error', () => undefined);
      s.write('GET /app/lpk-local-key?protocol=7 HTTP/1.1\r\nHost: h\r\nUpgr');
    }
    await stillServing();
    sockets.forEach((s) => s.destroy());
  });
});

/** Completes a real WebSocket handshake on a raw TCP socket; returns the socket after the 101. */
function handshake(): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(stack.wsPort, '127.0.0.1');
    const key = randomBytes(16).toString('base64');
    let head = '';
    socket.on('error', reject);
    socket.on('connect', () => socket.write(`GET /app/lpk-local-key?protocol=7 HTTP/1.1\r\nHost: 127.0.0.1\r\n${UPGRADE.replace(KEY, key)}\r\n`));
    const onData = (chunk: Buffer) => {
      head += chunk.toString('latin1');
      if (!head.includes('\r\n\r\n')) return;
      socket.off('data', onData);
      const accept = createHash('sha1').update(`${key}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`).digest('base64');
      if (!head.startsWith('HTTP/1.1 101') || !head.includes(accept)) reject(new Error(`no upgrade: ${head.slice(0, 80)}`));
      else resolve(socket);
    };
    socket.on('data', onData);
  });
}

/** A client frame: FIN + opcode, masked (as clients must) unless `mask` is false. */
function frame(opcode: number, payload: Buffer, options: { fin?: boolean; mask?: boolean; rsv?: number; length?: bigint } = {}): Buffer {
  const { fin = true, mask = true, rsv = 0 } = options;
  const first = (fin ? 0x80 : 0) | (rsv << 4) | opcode;
  const length = options.length ?? BigInt(payload.length);
  let header: Buffer;
  if (length < 126n) header = Buffer.from([first, (mask ? 0x80 : 0) | Number(length)]);
  else if (length < 65_536n) {
    header = Buffer.alloc(4);
    header[0] = first;
    header[1] = (mask ? 0x80 : 0) | 126;
    header.writeUInt16BE(Number(length), 2);
  } else {
    header = Buffer.alloc(10);
    header[0] = first;
    header[1] = (mask ? 0x80 : 0) | 127;
    header.writeBigUInt64BE(length, 2);
  }
  if (!mask) return Buffer.concat([header, payload]);
  const maskKey = randomBytes(4);
  const masked = Buffer.from(payload.map((b, i) => b ^ maskKey[i % 4]!));
  return Buffer.concat([header, maskKey, masked]);
}

describe('invalid frames after a good handshake', () => {
  test.each([
    ['an unmasked frame', frame(1, Buffer.from('{"event":"pusher:ping"}'), { mask: false })],
    ['reserved bits set', frame(1, Buffer.from('{}'), { rsv: 7 })],
    ['an unknown opcode', frame(3, Buffer.from('x'))],
    ['a fragmented ping', frame(9, Buffer.from('x'), { fin: false })],
    ['a control frame over 125 bytes', frame(9, Buffer.alloc(200, 1))],
    ['invalid UTF-8 text', frame(1, Buffer.from([0xc3, 0x28, 0xff, 0xfe]))],
    ['a continuation without a start', frame(0, Buffer.from('x'))],
    ['a close frame with a forbidden code', frame(8, Buffer.from([0x03, 0xed]))],
    ['a close frame with a 1-byte body', frame(8, Buffer.from([0x03]))],
    ['a length of 2^63 - 1', frame(1, Buffer.alloc(0), { length: 0x7fffffffffffffffn })],
    ['a length over hardMaxFrameBytes', frame(1, Buffer.alloc(0), { length: 10_000_000n })],
    ['random bytes', randomBuffer(2_000)],
  ])('%s: that socket is closed, the server keeps serving', async (_name, bytes) => {
    const socket = await handshake();
    const closed = new Promise<void>((resolve) => {
      socket.on('close', () => resolve());
      socket.on('error', () => undefined);
    });
    socket.write(bytes);
    const timer = setTimeout(() => socket.destroy(), 3_000);
    await closed;
    clearTimeout(timer);
  });

  test('afterwards pusher-js still connects and /health answers', async () => {
    await stillServing();
    expect(stack.realtime.stats().connections).toBeLessThan(5);
  });

  test('a WebSocket client sending random text frames gets pusher:error for each, never a crash', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${stack.wsPort}/app/lpk-local-key?protocol=7`);
    const errors: unknown[] = [];
    ws.on('message', (data) => {
      const parsed = JSON.parse(data.toString()) as { event: string };
      if (parsed.event === 'pusher:error') errors.push(parsed);
    });
    await new Promise((resolve) => ws.once('open', resolve));
    for (let i = 0; i < 40; i += 1) ws.send(randomBuffer(1 + Math.floor(rand() * 200)).toString('latin1'));
    const deadline = Date.now() + 3_000;
    while (errors.length < 40 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(errors.length).toBe(40);
    ws.terminate();
    await stillServing();
  });
});

describe('the parsers themselves', () => {
  test('parseUpgradeTarget and safeDecode are total on random strings', () => {
    const alphabet = '/%?#&=[]:@app-_.~ \u0000\u00ff\ud800E0A4ZZ';
    for (let i = 0; i < 5_000; i += 1) {
      const length = Math.floor(rand() * 40);
      let s = '';
      for (let j = 0; j < length; j += 1) s += alphabet[Math.floor(rand() * alphabet.length)];
      expect(() => parseUpgradeTarget(s)).not.toThrow();
      expect(() => parseUpgradeTarget(`/app/${s}`)).not.toThrow();
      expect(() => safeDecode(s)).not.toThrow();
    }
    expect(parseUpgradeTarget(undefined)).toBeUndefined();
    expect(parseUpgradeTarget('http://[/app/x')).toBeUndefined();
    expect(parseUpgradeTarget('/app/%E0%A4%A?protocol=7')).toMatchObject({ kind: 'app', key: null });
    expect(parseUpgradeTarget('/app/lpk%2Dlocal-key?protocol=7')).toMatchObject({ kind: 'app', key: 'lpk-local-key' });
    expect(parseUpgradeTarget('/app/a/b')).toEqual({ kind: 'other' });
    expect(parseUpgradeTarget('/health')).toEqual({ kind: 'other' });
  });
});
