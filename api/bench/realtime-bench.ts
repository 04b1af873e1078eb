/**
 * Real-time benchmark (`npm run bench:realtime -w @kaigo/api`): one node of the Pusher-protocol server
 * with BENCH_CLIENTS connected sockets (1,000 by default), each subscribed to one public channel.
 *
 * Three kinds of process, so that nothing measured shares an event loop with the server:
 *   coordinator  this process: starts the others, orders events, collects and prints; it takes
 *                no timestamp that enters a latency
 *   server       `serve`: the real-time server (startRealtimeServer), one process per node
 *   clients      `clients`: raw `ws` sockets speaking the protocol (handshake, subscribe), split
 *                over BENCH_CLIENT_PROCS processes (default: one per CPU, more if the open-files
 *                limit asks for it). The sockets stand for as many phones: spread over the cores,
 *                their own parsing delays the last receipt as little as the machine allows
 *
 * Latency of one delivery = receipt in the client - publish in the server, where
 *   publish  the instant the server process calls RealtimeServer.broadcast() (what a route
 *            handler calls; with BENCH_REDIS=1 on node A, the clients being on node B)
 *   receipt  the instant the client's `ws` emits 'message' for that frame (the frame has crossed
 *            loopback and been parsed by `ws`; before any JSON parsing of ours)
 * Both instants are read from process.hrtime.bigint(), i.e. CLOCK_MONOTONIC on Linux, one clock
 * for every process of the machine, so the difference needs no synchronisation. Reported over
 * all deliveries of BENCH_EVENTS events (after BENCH_WARMUP unmeasured ones): per delivery
 * p50/p95/p99/max, and per event the time until the LAST socket had it (p50/p95/p99/max). The
 * target (p99 < 50 ms) is on the latter, the stricter one. Also the server's own fan-out loop:
 * how long broadcast() took to hand the frame to every socket's kernel buffer, and the CPU time
 * of the server's main thread meanwhile (process.threadCpuUsage: user + system, the kernel's
 * TCP work for each write included), which other processes on the machine disturb far less
 * than the wall-clock figures.
 *
 * Throughput: BENCH_BURST events back to back (the server yields every 20), deliveries per second
 * from the first publish to the last receipt.
 * Memory: server RSS and V8 heap (after GC) before any socket and with all subscribed; per
 * socket = delta / sockets.
 *
 * Knobs: BENCH_CLIENTS (1000), BENCH_EVENTS (100), BENCH_WARMUP (5), BENCH_BURST (200; 0 skips),
 * BENCH_CLIENT_PROCS, BENCH_REDIS=1 (REDIS_URL, default redis://127.0.0.1:6379).
 * Targets: fan-out to the last of the sockets p99 < 50 ms; memory < 100 MB for 1,000 sockets
 * (printed only for 1,000 or fewer). The machine's load average is printed before and after:
 * on a shared 2-core machine the latencies include whatever else ran.
 * Open files: each process needs one descriptor per socket. Node raises its soft limit to the
 * hard limit at start-up; a process cannot go past the hard limit (`ulimit -Hn`, root only), so
 * the clients are spread over enough processes and the server's limit is checked before starting.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import Fastify from 'fastify';
import WebSocket from 'ws';
import { startRealtimeServer, type RealtimeServer } from '../src/realtime/server';

const env = (name: string, fallback: number, min = 1) => {
  const raw = process.env[name];
  const n = raw === undefined || raw === '' ? NaN : Number(raw);
  return Number.isFinite(n) && n >= min ? Math.floor(n) : fallback;
};
const CLIENTS = env('BENCH_CLIENTS', 1000);
const EVENTS = env('BENCH_EVENTS', 100);
const WARMUP = env('BENCH_WARMUP', 5, 0);
const BURST = env('BENCH_BURST', 200, 0);
const USE_REDIS = process.env.BENCH_REDIS === '1';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const KEY = 'bench-key';
const CHANNEL = 'bench';
/** Descriptors a process needs besides its sockets (stdio, IPC, Redis, the listening socket, ...). */
const FD_MARGIN = 64;
/** Sockets connecting at once, per client process. */
const CONNECT_CONCURRENCY = 100;

/** Milliseconds on the machine-wide monotonic clock (CLOCK_MONOTONIC), comparable across processes. */
const clock = (): number => Number(process.hrtime.bigint()) / 1e6;

/** The soft limit on open files of this process (Linux), or undefined elsewhere. */
function openFilesLimit(): number | undefined {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    if (soft === undefined) return undefined;
    return soft === 'unlimited' ? Number.POSITIVE_INFINITY : Number(soft);
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Messages between the processes (IPC with the 'advanced' serialisation: typed arrays travel as such).

type ToServer = { type: 'memory' } | { type: 'broadcast'; seq: number } | { type: 'burst'; count: number } | { type: 'stop' };
type FromServer =
  | { type: 'ready'; port: number; openFiles: number | undefined }
  | { type: 'memory'; rss: number; heapUsed: number; external: number; connections: number }
  /**
   * `at`: the publish instant (clock()); `loopMs`: how long broadcast() took (wall clock);
   * `cpuMs`: the server main thread's CPU time (user + system) meanwhile, `sysMs` the system part.
   */
  | { type: 'published'; seq: number; at: number; loopMs: number; cpuMs: number; sysMs: number }
  | { type: 'burst-sent'; startedAt: number; ms: number };

type ToClients = { type: 'connect'; port: number; count: number; events: number; burst: number } | { type: 'report' } | { type: 'stop' };
type FromClients =
  | { type: 'started'; openFiles: number | undefined }
  | { type: 'connected'; sockets: number }
  | { type: 'got'; seq: number }
  | { type: 'burst-done'; at: number }
  /** receipts[seq * sockets + i]: when socket i had event seq (clock()); NaN if never. */
  | { type: 'report'; sockets: number; receipts: Float64Array };

// ---------------------------------------------------------------------------------------------
// Server process.

async function serve(): Promise<void> {
  const realtime: RealtimeServer = await startRealtimeServer({
    config: {
      host: '127.0.0.1',
      redisUrl: USE_REDIS ? REDIS_URL : undefined,
      pusher: { appId: process.env.BENCH_APP_ID ?? `bench-${process.pid}`, key: KEY, secret: 'bench-secret', cluster: 'ap1', port: 0 },
    },
    logger: Fastify({ logger: { level: 'warn' } }).log,
    port: 0,
    // Every bench client is on 127.0.0.1: the per-address cap would refuse all but the first 256.
    limits: { maxConnections: CLIENTS + 100, maxConnectionsPerAddress: CLIENTS + 100 },
  });
  const send = (message: FromServer) => process.send?.(message);
  process.on('message', (message: ToServer) => {
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
        case 'broadcast': {
          const cpu = process.threadCpuUsage();
          const at = clock();
          await realtime.broadcast(CHANNEL, 'bench', { seq: message.seq });
          const loopMs = clock() - at;
          const used = process.threadCpuUsage(cpu);
          send({ type: 'published', seq: message.seq, at, loopMs, cpuMs: (used.user + used.system) / 1000, sysMs: used.system / 1000 });
          break;
        }
        case 'burst': {
          const startedAt = clock();
          for (let i = 0; i < message.count; i += 1) {
            await realtime.broadcast(CHANNEL, 'burst', { seq: i });
            // Let the sockets drain now and then, as a real event source would.
            if (i % 20 === 19) await new Promise((r) => setImmediate(r));
          }
          send({ type: 'burst-sent', startedAt, ms: clock() - startedAt });
          break;
        }
        case 'stop':
          await realtime.close();
          process.exit(0);
      }
    })();
  });
  send({ type: 'ready', port: realtime.port, openFiles: openFilesLimit() });
}

// ---------------------------------------------------------------------------------------------
// Client process.

const BENCH_PREFIX = Buffer.from('{"event":"bench"');
const BURST_PREFIX = Buffer.from('{"event":"burst"');

function startsWith(frame: Buffer, prefix: Buffer): boolean {
  return frame.length > prefix.length && frame.compare(prefix, 0, prefix.length, 0, prefix.length) === 0;
}

/**
 * The sequence number of a bench frame, read without parsing: the frame ends with
 * `{\"seq\":N}"}` (the server writes `data` last, and our data is `{"seq":N}`).
 */
function seqOf(frame: Buffer): number {
  let i = frame.length - 4;
  let seq = 0;
  let scale = 1;
  while (i >= 0 && frame[i]! >= 0x30 && frame[i]! <= 0x39) {
    seq += (frame[i]! - 0x30) * scale;
    scale *= 10;
    i -= 1;
  }
  return scale === 1 ? -1 : seq;
}

async function clients(): Promise<void> {
  const send = (message: FromClients) => process.send?.(message);
  const sockets: WebSocket[] = [];
  /** Sockets of this process. */
  let count = 0;
  let receipts = new Float64Array(0);
  let receivedPerSeq = new Uint32Array(0);
  let burstExpected = 0;
  let burstReceived = 0;

  const connect = (port: number, index: number): Promise<WebSocket> => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${KEY}?protocol=7&client=js&version=8.6.0&flash=false`, { perMessageDeflate: false });
    return new Promise((resolve, reject) => {
      ws.once('error', reject);
      ws.on('message', (raw: Buffer) => {
        // The measured frames first, with the timestamp taken before anything else.
        if (startsWith(raw, BENCH_PREFIX)) {
          const at = clock();
          const seq = seqOf(raw);
          if (seq < 0 || seq >= receivedPerSeq.length) return;
          receipts[seq * count + index] = at;
          receivedPerSeq[seq] = receivedPerSeq[seq]! + 1;
          if (receivedPerSeq[seq] === count) send({ type: 'got', seq });
          return;
        }
        if (startsWith(raw, BURST_PREFIX)) {
          burstReceived += 1;
          if (burstReceived === burstExpected) send({ type: 'burst-done', at: clock() });
          return;
        }
        const frame = JSON.parse(raw.toString()) as { event: string };
        if (frame.event === 'pusher:connection_established') {
          ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: CHANNEL } }));
        } else if (frame.event === 'pusher_internal:subscription_succeeded') {
          resolve(ws);
        }
      });
    });
  };

  process.on('message', (message: ToClients) => {
    void (async () => {
      switch (message.type) {
        case 'connect': {
          count = message.count;
          receipts = new Float64Array(message.events * message.count).fill(Number.NaN);
          receivedPerSeq = new Uint32Array(message.events);
          burstExpected = message.burst * message.count;
          for (let i = 0; i < message.count; i += CONNECT_CONCURRENCY) {
            const batch = Array.from({ length: Math.min(CONNECT_CONCURRENCY, message.count - i) }, (_, k) => connect(message.port, i + k));
            sockets.push(...(await Promise.all(batch)));
          }
          send({ type: 'connected', sockets: sockets.length });
          break;
        }
        case 'report':
          send({ type: 'report', sockets: sockets.length, receipts });
          break;
        case 'stop':
          for (const ws of sockets) ws.terminate();
          process.exit(0);
      }
    })().catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  });
  send({ type: 'started', openFiles: openFilesLimit() });
}

// ---------------------------------------------------------------------------------------------
// Coordinator.

function spawn<T extends { type: string }>(
  role: 'serve' | 'clients',
  extraEnv: Record<string, string>,
  first: T['type'],
): Promise<{ proc: ChildProcess; hello: T }> {
  const proc = fork(__filename, [role], {
    execArgv: [...process.execArgv, '--expose-gc'],
    env: { ...process.env, ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization: 'advanced',
  });
  return new Promise((resolve, reject) => {
    proc.once('error', reject);
    proc.once('exit', (code) => reject(new Error(`${role} process exited early (${code})`)));
    proc.once('message', (message: T) => (message.type === first ? resolve({ proc, hello: message }) : reject(new Error(`unexpected ${message.type}`))));
  });
}

/** Sends `message` (if any) and resolves with the next message of type `reply`. */
function ask<M extends { type: string }, T extends M['type']>(
  proc: ChildProcess,
  message: object | undefined,
  reply: T,
  timeoutMs = 120_000,
): Promise<Extract<M, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      proc.off('message', on);
      reject(new Error(`no ${reply} within ${timeoutMs} ms`));
    }, timeoutMs);
    const on = (m: M) => {
      if (m.type !== reply) return;
      clearTimeout(timer);
      proc.off('message', on);
      resolve(m as Extract<M, { type: T }>);
    };
    proc.on('message', on);
    if (message) proc.send(message);
  });
}

const askServer = <T extends FromServer['type']>(proc: ChildProcess, message: ToServer | undefined, reply: T, timeoutMs?: number) =>
  ask<FromServer, T>(proc, message, reply, timeoutMs);
const askClients = <T extends FromClients['type']>(proc: ChildProcess, message: ToClients | undefined, reply: T, timeoutMs?: number) =>
  ask<FromClients, T>(proc, message, reply, timeoutMs);

function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const round = (n: number, digits = 2) => Number(n.toFixed(digits));
const mb = (bytes: number) => round(bytes / 1024 / 1024, 1);
const summary = (sorted: ArrayLike<number>) => ({
  p50: round(percentile(sorted, 50)),
  p95: round(percentile(sorted, 95)),
  p99: round(percentile(sorted, 99)),
  max: round(sorted.length ? sorted[sorted.length - 1]! : NaN),
});

async function stopProcess(proc: ChildProcess, message: object): Promise<void> {
  if (proc.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    proc.removeAllListeners('exit');
    proc.once('exit', () => resolve());
    proc.send(message);
  });
}

async function main(): Promise<void> {
  const loadBefore = os.loadavg();
  const appId = `bench-${process.pid}`;
  const total = WARMUP + EVENTS;

  // ---- processes
  const server = await spawn<FromServer>('serve', { BENCH_APP_ID: appId }, 'ready');
  const serverHello = server.hello as Extract<FromServer, { type: 'ready' }>;
  const serverFiles = serverHello.openFiles ?? Number.POSITIVE_INFINITY;
  if (serverFiles < CLIENTS + FD_MARGIN) {
    await stopProcess(server.proc, { type: 'stop' });
    throw new Error(
      `the server process may open ${serverFiles} files, ${CLIENTS} sockets need ${CLIENTS + FD_MARGIN}: raise the hard limit (ulimit -Hn, as root) or lower BENCH_CLIENTS`,
    );
  }
  // With Redis: clients on node B (`server`), events published on node A, so every delivery crosses Redis.
  const publisher = USE_REDIS ? await spawn<FromServer>('serve', { BENCH_APP_ID: appId }, 'ready') : undefined;
  const source = publisher?.proc ?? server.proc;
  const port = serverHello.port;

  const probe = await spawn<FromClients>('clients', {}, 'started');
  const clientFiles = (probe.hello as Extract<FromClients, { type: 'started' }>).openFiles ?? Number.POSITIVE_INFINITY;
  const perProcessMax = Math.max(1, Math.floor(clientFiles - FD_MARGIN));
  const procCount = Math.min(CLIENTS, Math.max(env('BENCH_CLIENT_PROCS', os.availableParallelism()), Math.ceil(CLIENTS / perProcessMax)));
  const clientProcs = [probe.proc];
  while (clientProcs.length < procCount) clientProcs.push((await spawn<FromClients>('clients', {}, 'started')).proc);
  const shares = clientProcs.map((_, i) => Math.floor(CLIENTS / procCount) + (i < CLIENTS % procCount ? 1 : 0));

  await askServer(server.proc, { type: 'memory' }, 'memory');
  const memBefore = await askServer(server.proc, { type: 'memory' }, 'memory');

  // ---- connect
  const connectStarted = clock();
  await Promise.all(
    clientProcs.map((proc, i) => askClients(proc, { type: 'connect', port, count: shares[i]!, events: total, burst: BURST }, 'connected', 600_000)),
  );
  const connectMs = clock() - connectStarted;
  const memAfter = await askServer(server.proc, { type: 'memory' }, 'memory');

  // ---- fan-out latency: one event at a time, the next once every socket had the previous
  const published: number[] = [];
  const loopMs: number[] = [];
  const cpuMs: number[] = [];
  const sysMs: number[] = [];
  const eventTimeout = Math.max(10_000, CLIENTS * 5);
  for (let seq = 0; seq < total; seq += 1) {
    const gots = clientProcs.map((proc, i) =>
      shares[i]! > 0
        ? new Promise<void>((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error(`event ${seq}: not every socket of client process ${i} got it`)), eventTimeout);
            const on = (m: FromClients) => {
              if (m.type !== 'got' || m.seq !== seq) return;
              clearTimeout(timer);
              proc.off('message', on);
              resolve();
            };
            proc.on('message', on);
          })
        : Promise.resolve(),
    );
    const done = await askServer(source, { type: 'broadcast', seq }, 'published', eventTimeout);
    await Promise.all(gots);
    published[seq] = done.at;
    loopMs[seq] = done.loopMs;
    cpuMs[seq] = done.cpuMs;
    sysMs[seq] = done.sysMs;
    await new Promise((r) => setTimeout(r, 20));
  }

  // ---- latencies from the receipts
  const perDelivery = new Float64Array(EVENTS * CLIENTS);
  const toLast = new Float64Array(EVENTS);
  let filled = 0;
  for (const proc of clientProcs) {
    const { sockets, receipts } = await askClients(proc, { type: 'report' }, 'report');
    for (let seq = WARMUP; seq < total; seq += 1) {
      const at = published[seq]!;
      for (let i = 0; i < sockets; i += 1) {
        const latency = receipts[seq * sockets + i]! - at;
        perDelivery[filled++] = latency;
        const k = seq - WARMUP;
        if (!(toLast[k]! >= latency)) toLast[k] = latency;
      }
    }
  }
  perDelivery.sort();
  toLast.sort();
  const serverLoop = Float64Array.from(loopMs.slice(WARMUP)).sort();
  const serverCpu = Float64Array.from(cpuMs.slice(WARMUP)).sort();
  const serverSys = Float64Array.from(sysMs.slice(WARMUP)).sort();

  // ---- throughput
  let throughput: { events: number; deliveries: number; elapsed_ms: number; server_publish_ms: number; deliveries_per_s: number } | undefined;
  if (BURST > 0) {
    const expected = BURST * CLIENTS;
    const finished = clientProcs.map((proc, i) => (shares[i]! > 0 ? askClients(proc, undefined, 'burst-done', 120_000) : Promise.resolve(undefined)));
    const sent = await askServer(source, { type: 'burst', count: BURST }, 'burst-sent', 120_000);
    const lastAt = Math.max(...(await Promise.all(finished)).map((m) => m?.at ?? 0));
    const elapsed = lastAt - sent.startedAt;
    throughput = {
      events: BURST,
      deliveries: expected,
      elapsed_ms: round(elapsed, 0),
      server_publish_ms: round(sent.ms, 0),
      deliveries_per_s: Math.round(expected / (elapsed / 1000)),
    };
  }

  for (const proc of clientProcs) await stopProcess(proc, { type: 'stop' } satisfies ToClients);
  for (const proc of [server.proc, publisher?.proc]) if (proc) await stopProcess(proc, { type: 'stop' } satisfies ToServer);
  const loadAfter = os.loadavg();

  const sockets = Math.max(1, memAfter.connections);
  const result = {
    clients: CLIENTS,
    client_processes: procCount,
    bus: USE_REDIS ? 'redis (published on node A, clients on node B)' : 'memory',
    node: process.version,
    cpus: os.cpus().length,
    open_files_limit: { server: serverHello.openFiles ?? null, clients: Number.isFinite(clientFiles) ? clientFiles : null },
    load_avg_1m: { before: round(loadBefore[0] ?? 0), after: round(loadAfter[0] ?? 0) },
    connect_ms: round(connectMs, 0),
    latency: 'server broadcast() call -> client ws message event, CLOCK_MONOTONIC',
    fanout: {
      events: EVENTS,
      warmup: WARMUP,
      per_delivery_ms: summary(perDelivery),
      to_last_socket_ms: summary(toLast),
      server_loop_ms: summary(serverLoop),
      server_loop_cpu_ms: summary(serverCpu),
      server_loop_system_ms: summary(serverSys),
    },
    throughput,
    memory: {
      rss_before_mb: mb(memBefore.rss),
      rss_after_mb: mb(memAfter.rss),
      rss_delta_mb: mb(memAfter.rss - memBefore.rss),
      heap_before_mb: mb(memBefore.heapUsed),
      heap_after_mb: mb(memAfter.heapUsed),
      heap_delta_mb: mb(memAfter.heapUsed - memBefore.heapUsed),
      rss_per_socket_kb: round((memAfter.rss - memBefore.rss) / 1024 / sockets, 1),
      heap_per_socket_kb: round((memAfter.heapUsed - memBefore.heapUsed) / 1024 / sockets, 2),
    },
    targets: {
      fanout_p99_under_50ms: percentile(toLast, 99) < 50,
      ...(CLIENTS <= 1000 ? { memory_under_100mb: memAfter.rss - memBefore.rss < 100 * 1024 * 1024 } : {}),
    },
  };

  const f = result.fanout;
  const line = (s: { p50: number; p95: number; p99: number; max: number }) => `${s.p50} / ${s.p95} / ${s.p99} / ${s.max} ms`;
  const rows: Array<[string, string]> = [
    ['clients (public channel)', `${CLIENTS} in ${procCount} process${procCount > 1 ? 'es' : ''} (bus: ${result.bus})`],
    ['connect + subscribe all', `${result.connect_ms} ms`],
    ['latency', `publish (server) -> receipt (client), ${EVENTS} events after ${WARMUP} warm-up`],
    ['per delivery p50 / p95 / p99 / max', line(f.per_delivery_ms)],
    [`to last of ${CLIENTS} p50 / p95 / p99 / max`, `${line(f.to_last_socket_ms)}  (target p99 < 50)`],
    [USE_REDIS ? 'node A broadcast() (to Redis) p50 / p95 / p99 / max' : 'server fan-out loop p50 / p95 / p99 / max', line(f.server_loop_ms)],
    ['  its CPU time (main thread) p50 / p99', `${f.server_loop_cpu_ms.p50} / ${f.server_loop_cpu_ms.p99} ms (system p50 ${f.server_loop_system_ms.p50} ms)`],
    ...(throughput
      ? ([
          ['throughput (deliveries/s)', `${throughput.deliveries_per_s.toLocaleString('en')}  (${BURST} events x ${CLIENTS} in ${throughput.elapsed_ms} ms)`],
        ] as Array<[string, string]>)
      : []),
    ['server RSS before -> after', `${result.memory.rss_before_mb} -> ${result.memory.rss_after_mb} MB (delta ${result.memory.rss_delta_mb} MB)`],
    ['server heap before -> after', `${result.memory.heap_before_mb} -> ${result.memory.heap_after_mb} MB (delta ${result.memory.heap_delta_mb} MB)`],
    ['per socket: RSS / heap', `${result.memory.rss_per_socket_kb} KB / ${result.memory.heap_per_socket_kb} KB`],
    ['open files limit: server / clients', `${result.open_files_limit.server ?? '?'} / ${result.open_files_limit.clients ?? '?'}`],
    ['load average 1 min before / after', `${result.load_avg_1m.before} / ${result.load_avg_1m.after} on ${result.cpus} CPUs`],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  console.log(`\nReal-time server benchmark (${USE_REDIS ? 'two nodes over Redis' : 'one node'})\n`);
  for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);
  if ((loadBefore[0] ?? 0) > os.cpus().length * 0.5) {
    console.log(`\n  note: the machine was busy before the run (load ${result.load_avg_1m.before} on ${result.cpus} CPUs); latencies include that noise.`);
  }
  const missed = Object.entries(result.targets)
    .filter(([, ok]) => !ok)
    .map(([name]) => name);
  console.log(missed.length ? `\n  targets MISSED: ${missed.join(', ')}` : `\n  targets met: ${Object.keys(result.targets).join(', ')}`);
  console.log(`\n${JSON.stringify(result)}`);
}

const role = process.argv[2];
const run = role === 'serve' ? serve : role === 'clients' ? clients : main;
run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
