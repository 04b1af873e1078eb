#!/usr/bin/env node
/**
 * The slow-GC probe (issue 37, docs/performance.md "The slow-GC processes"): starts fresh server
 * processes of the compiled API (api/dist, as `npm start` and the search bench run it: buildApp
 * with the access log on, written to /dev/null, the rate limiter counting every search) on a
 * seeded SQLite catalogue of 10,000 institutes, one after another, and per process: primes the
 * result cache with the search bench's mix of URLs, warms up 2 s, then loads the issue's cached
 * search at 50 connections for one window (5 s) and reports the window's scavenges (count,
 * mean/p95 ms), mark-compacts, GC share, new-space size and req/s.
 *
 *   node scripts/bench/gc-probe.mjs [label=flags]...
 *   e.g. node scripts/bench/gc-probe.mjs default= "semi16=--max-semi-space-size=16"
 *
 * Each argument is one configuration (a label, then the V8/Node flags of its servers, space-separated;
 * none: Node's defaults; NAME=value words are set in its servers' environment, e.g.
 * CATALOGUE_CACHE_TTL_MS=2000, or GC_PROBE_ALSO_SOURCES=1 with --import tsx: the TypeScript sources'
 * modules loaded beside api/dist); the configurations' processes are interleaved so that the machine's
 * other load hits them alike. GC_PROBE_PROCS (processes per configuration, 8), GC_PROBE_DURATION (s, 5),
 * GC_PROBE_PAUSE (s between processes, 2), GC_PROBE_IDLE (s the server sits idle between warm-up and
 * window, 0), GC_PROBE_TRACE (a folder: each server's stdout, for --trace-gc, is written there instead
 * of /dev/null). "Slow" in the summary: GC >= 4 % of the window. Build api/dist first (npm start or
 * `npm run build -w @kaigo/contracts -w @kaigo/api`). Prints one line per process, a summary per
 * configuration and the JSON of it all.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PerformanceObserver, constants } from 'node:perf_hooks';
import v8 from 'node:v8';
import { searchMix as sharedSearchMix } from './search-mix.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const DIST = path.join(root, 'api', 'dist');
const load = (file) => require(path.join(DIST, file));

const num = (name, fallback) => (Number(process.env[name]) > 0 ? Number(process.env[name]) : fallback);
const PROCS = num('GC_PROBE_PROCS', 8);
const DURATION = num('GC_PROBE_DURATION', 5);
const PAUSE = num('GC_PROBE_PAUSE', 2);
const WARMUP = 2;
const IDLE = Number(process.env.GC_PROBE_IDLE) || 0;
const CONNECTIONS = 50;
const INSTITUTES = 10_000;
const FIXED_PATH = '/api/lpk/institutes?fee=medium&dormitory=1&sort=price_asc&per_page=20';

/** The server's config, as the search bench gives it (api/bench/search-bench.ts appConfig). */
function appConfig(sqlitePath) {
  const { DEFAULT_RATE_LIMITS } = load('config/index.js');
  const limits = { ...DEFAULT_RATE_LIMITS, search: { max: 1_000_000_000, windowSeconds: 60 } };
  return { databaseUrl: undefined, sqlitePath, pgSchema: undefined, seedDemo: false, rateLimit: { enabled: true, limits } };
}

// ---------------------------------------------------------------------------------------------
// Child: one server, its GC entries and heap spaces on request.

async function serve(sqlitePath) {
  // GC_PROBE_ALSO_SOURCES=1 (with tsx's loader among the flags): the TypeScript sources' modules are loaded too, as the
  // bench's servers once did beside api/dist (twice the modules' heap): the setup the slow processes were first seen in.
  if (process.env.GC_PROBE_ALSO_SOURCES === '1') await import(path.join(root, 'api', 'src', 'app.ts'));
  const { buildApp } = load('app.js');
  const app = await buildApp({ logger: true, config: appConfig(sqlitePath) });
  await app.listen({ host: '127.0.0.1', port: 0 });
  /** Every GC since the start: kind (minor, major...) and duration (ms). */
  const gcs = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) gcs.push({ kind: e.detail?.kind ?? e.kind, ms: e.duration });
  }).observe({ entryTypes: ['gc'] });
  process.on('message', (message) => {
    if (message.type === 'stats') {
      const spaces = Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, { size: s.space_size, used: s.space_used_size }]));
      const cpu = process.cpuUsage();
      process.send({
        type: 'stats',
        gcs: gcs.length,
        gcList: gcs.slice(message.from ?? 0),
        spaces,
        heap: v8.getHeapStatistics(),
        cpuMicros: cpu.user + cpu.system,
      });
    }
    if (message.type === 'stop') void app.close().then(() => process.exit(0));
  });
  process.send({ type: 'ready', port: app.server.address().port });
}

// ---------------------------------------------------------------------------------------------
// Parent.

/** The search bench's mix of URLs (search-mix.mjs, as api/bench/search-bench.ts sends it): the cache's steady state. */
const searchMix = (count) => sharedSearchMix(count, { createRng: load('db/seed/data/random.js').createRng, CITIES: load('db/seed/data/regions.js').CITIES });

async function seed(dir) {
  const { createDb, migrateToLatest } = load('db/database.js');
  const { seedSyntheticCatalogue } = load('db/seed/catalogue.js');
  const sqlitePath = path.join(dir, 'probe.sqlite');
  const db = createDb({ databaseUrl: undefined, sqlitePath, pgSchema: undefined });
  try {
    await migrateToLatest(db, undefined);
    await seedSyntheticCatalogue(db, INSTITUTES);
  } finally {
    await db.destroy();
  }
  return sqlitePath;
}

function startServer(sqlitePath, { flags, env }, trace) {
  const out = trace ? fs.openSync(trace, 'w') : 'ignore';
  const proc = fork(new URL(import.meta.url).pathname, ['serve', sqlitePath], {
    execArgv: flags,
    env: { ...process.env, NODE_OPTIONS: '', SEED_DEMO: '0', CATALOGUE_CACHE_TTL_MS: '', ...env },
    stdio: ['ignore', out, 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    proc.once('exit', (code) => reject(new Error(`server exited early (${code})`)));
    proc.once('message', (m) => {
      proc.removeAllListeners('exit');
      resolve({
        port: m.port,
        stats: (from) =>
          new Promise((res) => {
            proc.once('message', res);
            proc.send({ type: 'stats', from });
          }),
        stop: () =>
          new Promise((res) => {
            proc.once('exit', () => res());
            proc.send({ type: 'stop' });
          }),
      });
    });
  });
}

async function prime(port, mix) {
  const distinct = [...new Map(mix.map((m) => [`${m.lang} ${m.path}`, m])).values()];
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < distinct.length) {
        const item = distinct[next++];
        const res = await fetch(`http://127.0.0.1:${port}${item.path}`, { headers: { 'accept-language': item.lang, 'accept-encoding': 'gzip' } });
        await res.arrayBuffer();
      }
    }),
  );
}

async function cannon(port, seconds) {
  const { default: autocannon } = await import('autocannon');
  return new Promise((resolve, reject) =>
    autocannon({ url: `http://127.0.0.1:${port}`, connections: CONNECTIONS, duration: seconds, requests: [{ method: 'GET', path: FIXED_PATH }] }, (e, r) =>
      e ? reject(e) : resolve(r),
    ),
  );
}

const r1 = (x) => Math.round(x * 10) / 10;
const r2 = (x) => Math.round(x * 100) / 100;
const MB = (b) => r1(b / 1048576);
const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : 0;
};

/** One fresh server of a configuration: started, primed, warmed up, one measured window. */
async function probeOne(config, sqlitePath, mix, index) {
  const trace = process.env.GC_PROBE_TRACE ? path.join(process.env.GC_PROBE_TRACE, `${config.label}-${index}.log`) : undefined;
  const server = await startServer(sqlitePath, config, trace);
  try {
    await prime(server.port, mix);
    await cannon(server.port, WARMUP);
    // GC_PROBE_IDLE: the server sits idle this long before its window, as the bench's servers do while the
    // other scenarios are measured, and as a production server does between busy hours.
    if (IDLE) await new Promise((r) => setTimeout(r, IDLE * 1000));
    const before = await server.stats(0);
    const earlier = before.gcList.filter((g) => g.kind === constants.NODE_PERFORMANCE_GC_MINOR).map((g) => g.ms);
    const result = await cannon(server.port, DURATION);
    const after = await server.stats(before.gcs);
    const minor = after.gcList.filter((g) => g.kind === constants.NODE_PERFORMANCE_GC_MINOR).map((g) => g.ms);
    const gcMs = after.gcList.reduce((s, g) => s + g.ms, 0);
    minor.sort((a, b) => a - b);
    return {
      config: config.label,
      process: index,
      rps: Math.round(result.requests.average),
      us_per_req: result.requests.total ? r1((after.cpuMicros - before.cpuMicros) / result.requests.total) : 0,
      gc_pct: r2((gcMs / (DURATION * 1000)) * 100),
      scavenges: minor.length,
      scavenge_mean_ms: minor.length ? r2(minor.reduce((s, x) => s + x, 0) / minor.length) : 0,
      scavenge_p95_ms: r2(pct(minor, 95)),
      other_gcs: after.gcList.length - minor.length,
      // Every scavenge before the window (start, priming, warm-up): a slow process is slow from its start.
      scavenge_mean_ms_before: earlier.length ? r2(earlier.reduce((s, x) => s + x, 0) / earlier.length) : 0,
      new_space_mb_before: MB(before.spaces.new_space.size),
      new_space_mb: MB(after.spaces.new_space.size),
      old_space_mb: MB(after.spaces.old_space.size),
      large_object_mb: MB(after.spaces.large_object_space.size),
      heap_used_mb: MB(after.heap.used_heap_size),
      loadavg: os.loadavg()[0],
    };
  } finally {
    await server.stop();
  }
}

function summarise(label, rows) {
  const gc = rows.map((r) => r.gc_pct);
  const slow = rows.filter((r) => r.gc_pct >= 4).length;
  return {
    config: label,
    slow_of_total: `${slow}/${rows.length}`,
    gc_pct_median: r2(median(gc)),
    gc_pct_worst: Math.max(...gc),
    scavenge_mean_ms_median: r2(median(rows.map((r) => r.scavenge_mean_ms))),
    scavenges_median: median(rows.map((r) => r.scavenges)),
    new_space_mb: [...new Set(rows.map((r) => r.new_space_mb))].sort((a, b) => a - b).join('/'),
    rps_median: Math.round(median(rows.map((r) => r.rps))),
    us_per_req_median: r1(median(rows.map((r) => r.us_per_req))),
  };
}

async function main() {
  const configs = (process.argv.length > 2 ? process.argv.slice(2) : ['default=']).map((arg) => {
    const [label, ...rest] = arg.split('=');
    const words = rest.join('=').trim().split(/\s+/).filter(Boolean);
    // NAME=value words are the servers' environment (e.g. CATALOGUE_CACHE_TTL_MS=2000), the others Node's flags.
    const isEnv = (w) => /^[A-Z_]+=/.test(w);
    return { label, flags: words.filter((w) => !isEnv(w)), env: Object.fromEntries(words.filter(isEnv).map((w) => w.split(/=(.*)/s).slice(0, 2))) };
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-probe-'));
  try {
    const sqlitePath = await seed(dir);
    const mix = searchMix(3000);
    console.log(`${os.cpus().length} CPUs, Node ${process.version}, load average ${os.loadavg().map(r2).join(' ')}; ${PROCS} processes per configuration`);
    const rows = [];
    for (let i = 0; i < PROCS; i += 1) {
      for (const config of configs) {
        const row = await probeOne(config, sqlitePath, mix, i);
        rows.push(row);
        console.log(JSON.stringify(row));
        await new Promise((r) => setTimeout(r, PAUSE * 1000));
      }
    }
    const summary = configs.map((c) =>
      summarise(
        c.label,
        rows.filter((r) => r.config === c.label),
      ),
    );
    console.log(`\nload average after: ${os.loadavg().map(r2).join(' ')}`);
    console.table(summary);
    console.log(JSON.stringify({ date: new Date().toISOString(), node: process.version, summary, rows }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'serve') {
  serve(process.argv[3]).catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
