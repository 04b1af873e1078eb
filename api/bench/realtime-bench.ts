/**
 * Real-time benchmark (`npm run bench:realtime`): one node of the Pusher-protocol server with
 * 1,000 connected clients, each subscribed to one public channel.
 *
 * The server runs in a child process (this file with `serve`), the clients (raw `ws` sockets
 * speaking the protocol: handshake, subscribe) in this process, so they do not share an event
 * loop. Measured:
 *   connect      time to open 1,000 sockets and get every subscription_succeeded
 *   fan-out      one event to all 1,000 sockets, BENCH_EVENTS times, one after the other: per
 *                delivery latency (p50/p99) and time until the LAST socket had it (p50/p99).
 *                Clock: this process, from the IPC "broadcast" order to receipt, so it includes
 *                the IPC hop and the clients' own parsing (an upper bound of server latency)
 *   throughput   BENCH_BURST events broadcast back to back: deliveries per second until every
 *                socket got every event
 *   memory       server RSS and heap before any socket and with all sockets subscribed (after GC)
 * Knobs: BENCH_CLIENTS (1000), BENCH_EVENTS (50), BENCH_BURST (200), BENCH_REDIS=1 for two
 * nodes on the Redis bus (REDIS_URL, default redis://127.0.0.1:6379): the clients on node B,
 * the events published on node A, so every delivery crosses Redis.
 * Targets: fan-out p99 < 50 ms to 1,000 sockets; memory < 100 MB for 1,000 sockets.
 * The machine has 2 cores shared with other work: the load average is printed before and after.
 */
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import WebSocket from 'ws';
import { startRealtimeServer, type RealtimeServer } from '../src/realtime/server';

const env = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};
const CLIENTS = env('BENCH_CLIENTS', 1000);
const EVENTS = env('BENCH_EVENTS', 50);
const BURST = env('BENCH_BURST', 200);
const USE_REDIS = process.env.BENCH_REDIS === '1';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const KEY = 'bench-key';
const CHANNEL = 'bench';

type ToChild = { type: 'memory' } | { type: 'broadcast'; seq: number } | { type: 'burst'; count: number } | { type: 'stop' };
type FromChild =
  | { type: 'ready'; port: number }
  | { type: 'memory'; rss: number; heapUsed: number; external: number; connections: number }
  | { type: 'burst-sent'; ms: number };

// ---------------------------------------------------------------------------------------------
// Child: the server.

async function serve(): Promise<void> {
  const realtime: RealtimeServer = await startRealtimeServer({
    config: {
      host: '127.0.0.1',
      redisUrl: USE_REDIS ? REDIS_URL : undefined,
      pusher: { appId: process.env.BENCH_APP_ID ?? `bench-${process.pid}`, key: KEY, secret: 'bench-secret', cluster: 'ap1', port: 0 },
    },
    logger: Fastify({ logger: { level: 'warn' } }).log,
    port: 0,
    limits: { maxConnections: CLIENTS + 100 },
  });
  const send = (message: FromChild) => process.send?.(message);
  process.on('message', (message: ToChild) => {
    void (async () => {
      switch (message.type) {
        case 'memory': {
          // Settle: start-up garbage (the TypeScript loader's among it) must not count.
          for (let i = 0; i < 3; i += 1) {
            global.gc?.();
            await new Promise((r) => setTimeout(r, 150));
          }
          const m = process.memoryUsage();
          send({ type: 'memory', rss: m.rss, heapUsed: m.heapUsed, external: m.external, connections: realtime.stats().connections });
          break;
        }
        case 'broadcast':
          await realtime.broadcast(CHANNEL, 'bench', { seq: message.seq });
          break;
        case 'burst': {
          const started = performance.now();
          for (let i = 0; i < message.count; i += 1) {
            await realtime.broadcast(CHANNEL, 'burst', { seq: i });
            // Let the sockets drain now and then, as a real event source would.
            if (i % 20 === 19) await new Promise((r) => setImmediate(r));
          }
          send({ type: 'burst-sent', ms: performance.now() - started });
          break;
        }
        case 'stop':
          await realtime.close();
          process.exit(0);
      }
    })();
  });
  send({ type: 'ready', port: realtime.port });
}

// ---------------------------------------------------------------------------------------------
// Parent: the clients and the measurements.

function startServer(appId: string): Promise<{ proc: ChildProcess; port: number }> {
  const proc = fork(__filename, ['serve'], {
    execArgv: [...process.execArgv, '--expose-gc'],
    env: { ...process.env, BENCH_APP_ID: appId },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    proc.once('error', reject);
    proc.once('exit', (code) => reject(new Error(`server exited early (${code})`)));
    proc.once('message', (message: FromChild) => (message.type === 'ready' ? resolve({ proc, port: message.port }) : reject(new Error('unexpected'))));
  });
}

function ask<T extends FromChild['type']>(proc: ChildProcess, message: ToChild, reply: T): Promise<Extract<FromChild, { type: T }>> {
  return new Promise((resolve) => {
    const on = (m: FromChild) => {
      if (m.type !== reply) return;
      proc.off('message', on);
      resolve(m as Extract<FromChild, { type: T }>);
    };
    proc.on('message', on);
    proc.send(message);
  });
}

/** Per-client handler for frames after subscription; replaced per phase. */
let onFrame: (event: string, data: string) => void = () => undefined;

function connectClient(port: number): Promise<WebSocket> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${KEY}?protocol=7&client=js&version=8.6.0&flash=false`, { perMessageDeflate: false });
  return new Promise((resolve, reject) => {
    ws.once('error', reject);
    ws.on('message', (raw) => {
      const text = raw.toString();
      // Fast path for the measured events (the server writes `event` first): the client
      // process shares the 2 cores with the server, so it should cost as little as it can.
      if (text.startsWith('{"event":"bench"')) return onFrame('bench', '');
      if (text.startsWith('{"event":"burst"')) return onFrame('burst', '');
      const frame = JSON.parse(text) as { event: string; data: string };
      if (frame.event === 'pusher:connection_established') {
        ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: CHANNEL } }));
      } else if (frame.event === 'pusher_internal:subscription_succeeded') {
        resolve(ws);
      } else {
        onFrame(frame.event, frame.data);
      }
    });
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const round = (n: number, digits = 2) => Number(n.toFixed(digits));
const mb = (bytes: number) => round(bytes / 1024 / 1024, 1);

async function main(): Promise<void> {
  const loadBefore = os.loadavg();
  const appId = `bench-${process.pid}`;
  // With Redis: clients on node B, events published on node A, so every delivery crosses Redis.
  const { proc, port } = await startServer(appId);
  const publisher = USE_REDIS ? await startServer(appId) : undefined;
  const source = publisher?.proc ?? proc;
  await ask(proc, { type: 'memory' }, 'memory');
  const memBefore = await ask(proc, { type: 'memory' }, 'memory');

  // ---- connect
  const connectStarted = performance.now();
  const sockets: WebSocket[] = [];
  for (let i = 0; i < CLIENTS; i += 100) {
    sockets.push(...(await Promise.all(Array.from({ length: Math.min(100, CLIENTS - i) }, () => connectClient(port)))));
  }
  const connectMs = performance.now() - connectStarted;
  const memAfter = await ask(proc, { type: 'memory' }, 'memory');

  // ---- fan-out latency
  const perDelivery: number[] = [];
  const toLast: number[] = [];
  for (let seq = 0; seq < EVENTS; seq += 1) {
    let received = 0;
    const sentAt = performance.now();
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`event ${seq}: only ${received}/${CLIENTS} deliveries`)), 10_000);
      onFrame = (event) => {
        if (event !== 'bench') return;
        perDelivery.push(performance.now() - sentAt);
        received += 1;
        if (received === CLIENTS) {
          clearTimeout(timer);
          toLast.push(performance.now() - sentAt);
          resolve();
        }
      };
      source.send({ type: 'broadcast', seq } satisfies ToChild);
    });
    await new Promise((r) => setTimeout(r, 20));
  }
  perDelivery.sort((a, b) => a - b);
  toLast.sort((a, b) => a - b);

  // ---- throughput
  let deliveries = 0;
  const expected = BURST * CLIENTS;
  const burstStarted = performance.now();
  const allDelivered = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`burst: only ${deliveries}/${expected} deliveries`)), 60_000);
    onFrame = (event) => {
      if (event !== 'burst') return;
      deliveries += 1;
      if (deliveries === expected) {
        clearTimeout(timer);
        resolve();
      }
    };
  });
  const sent = await ask(source, { type: 'burst', count: BURST }, 'burst-sent');
  await allDelivered;
  const burstMs = performance.now() - burstStarted;

  for (const ws of sockets) ws.terminate();
  for (const child of [proc, publisher?.proc]) {
    if (!child) continue;
    await new Promise<void>((resolve) => {
      child.removeAllListeners('exit');
      child.once('exit', () => resolve());
      child.send({ type: 'stop' } satisfies ToChild);
    });
  }
  const loadAfter = os.loadavg();

  const result = {
    clients: CLIENTS,
    bus: USE_REDIS ? 'redis (published on node A, clients on node B)' : 'memory',
    node: process.version,
    cpus: os.cpus().length,
    load_avg_1m: { before: round(loadBefore[0] ?? 0), after: round(loadAfter[0] ?? 0) },
    connect_ms: round(connectMs, 0),
    fanout: {
      events: EVENTS,
      per_delivery_ms: { p50: round(percentile(perDelivery, 50)), p99: round(percentile(perDelivery, 99)), max: round(perDelivery.at(-1) ?? NaN) },
      to_last_socket_ms: { p50: round(percentile(toLast, 50)), p99: round(percentile(toLast, 99)), max: round(toLast.at(-1) ?? NaN) },
    },
    throughput: {
      events: BURST,
      deliveries: expected,
      elapsed_ms: round(burstMs, 0),
      server_publish_ms: round(sent.ms, 0),
      deliveries_per_s: Math.round(expected / (burstMs / 1000)),
    },
    memory_mb: {
      rss_before: mb(memBefore.rss),
      rss_after: mb(memAfter.rss),
      rss_delta: mb(memAfter.rss - memBefore.rss),
      heap_before: mb(memBefore.heapUsed),
      heap_after: mb(memAfter.heapUsed),
      heap_delta: mb(memAfter.heapUsed - memBefore.heapUsed),
      per_socket_kb: round((memAfter.rss - memBefore.rss) / 1024 / Math.max(1, memAfter.connections), 1),
    },
    targets: {
      fanout_p99_under_50ms: percentile(toLast, 99) < 50,
      memory_under_100mb: memAfter.rss - memBefore.rss < 100 * 1024 * 1024,
    },
  };

  const rows: Array<[string, string]> = [
    ['clients (public channel)', `${CLIENTS} (bus: ${result.bus})`],
    ['connect + subscribe all', `${result.connect_ms} ms`],
    ['fan-out per delivery p50 / p99', `${result.fanout.per_delivery_ms.p50} / ${result.fanout.per_delivery_ms.p99} ms`],
    [`fan-out to last of ${CLIENTS} p50 / p99`, `${result.fanout.to_last_socket_ms.p50} / ${result.fanout.to_last_socket_ms.p99} ms  (target p99 < 50)`],
    ['throughput (deliveries/s)', `${result.throughput.deliveries_per_s.toLocaleString('en')}  (${BURST} events x ${CLIENTS} in ${result.throughput.elapsed_ms} ms)`],
    ['server RSS before -> after', `${result.memory_mb.rss_before} -> ${result.memory_mb.rss_after} MB (delta ${result.memory_mb.rss_delta} MB, target < 100)`],
    ['server heap before -> after', `${result.memory_mb.heap_before} -> ${result.memory_mb.heap_after} MB (delta ${result.memory_mb.heap_delta} MB)`],
    ['per socket (RSS delta)', `${result.memory_mb.per_socket_kb} KB`],
    ['load average 1 min before / after', `${result.load_avg_1m.before} / ${result.load_avg_1m.after} on ${result.cpus} CPUs`],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  console.log(`\nReal-time server benchmark (${USE_REDIS ? 'two nodes over Redis' : 'one node'})\n`);
  for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);
  if ((loadBefore[0] ?? 0) > os.cpus().length * 0.5) {
    console.log(`\n  note: the machine was busy before the run (load ${result.load_avg_1m.before} on ${result.cpus} CPUs); latencies include that noise.`);
  }
  const missed = Object.entries(result.targets).filter(([, ok]) => !ok).map(([name]) => name);
  console.log(missed.length ? `\n  targets MISSED: ${missed.join(', ')}` : '\n  targets met: fan-out p99 < 50 ms, memory < 100 MB');
  console.log(`\n${JSON.stringify(result)}`);
}

if (process.argv[2] === 'serve') {
  serve().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
