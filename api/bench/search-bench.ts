/**
 * Search benchmark (`npm run bench`): throughput and latency of GET /api/lpk/institutes on a
 * SQLite database of 10,000 institutes, beside a bare Fastify route answering {ok:true}, on the
 * same machine in the same run, with autocannon at 50 connections.
 *
 * Each server runs in its own child process (this file with `serve <kind>`), so the load
 * generator (this process) and the server do not share an event loop. Scenarios:
 *   bare           Fastify with one route, no plugins: the ceiling of this machine
 *   app-floor      the real API answering its cheapest request (a 404 envelope): the cost of the
 *                  plugins every route pays (helmet, CORS, i18n, request id), for context
 *   search-cache   the real API (helmet, CORS, i18n, envelope...) with the result cache
 *   search-nocache the same with the cache off (CATALOGUE_CACHE_TTL_MS=0): every request hits SQLite
 * The request mix is a deterministic list of realistic search URLs (filters + sort, pages of 20,
 * a quarter with free text, both languages) sent with a browser's Accept-Encoding. Before the
 * cached run, every distinct URL is requested once (the cache's steady state); each measured
 * window then reports the share answered from the cache, and of it the share served stale while
 * being refreshed (entries are fresh CATALOGUE_CACHE_TTL_MS, 60 s +/-20%, then stale for as long again).
 *
 * All servers stay up; the scenarios are measured in BENCH_ROUNDS interleaved rounds (other
 * processes on a shared machine then disturb them alike) and the best round of each is shown.
 *
 * The rate limiter is off in these servers: the bench measures search, not its 429s.
 * Knobs: BENCH_DURATION (s per window, default 5), BENCH_ROUNDS (3), BENCH_WARMUP (s, 2),
 * BENCH_CONNECTIONS (50), BENCH_INSTITUTES (10000).
 * Targets: search-cache >= 60% of bare req/s and p99 < 20 ms.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { DEFAULT_RATE_LIMITS } from '../src/config';
import { createDb, migrateToLatest } from '../src/db/database';
import { seedSyntheticCatalogue } from '../src/db/seed/catalogue';
import { catalogueCache, type CacheStats } from '../src/modules/catalogue/cache';
import { createRng } from '../src/db/seed/data/random';
import { CITIES } from '../src/db/seed/data/regions';

type Kind = 'bare' | 'search-cache' | 'search-nocache';
/** What is measured: a server kind and what it is asked. `app-floor` is the real API answering its cheapest request. */
type Scenario = Kind | 'app-floor';
type FromChild = { type: 'ready'; port: number } | { type: 'stats'; stats: CacheStats | null };

const env = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};
const DURATION = env('BENCH_DURATION', 5);
const WARMUP = env('BENCH_WARMUP', 2);
const CONNECTIONS = env('BENCH_CONNECTIONS', 50);
const INSTITUTES = env('BENCH_INSTITUTES', 10_000);
const ROUNDS = env('BENCH_ROUNDS', 3);

// ---------------------------------------------------------------------------------------------
// Child: one server.

async function serve(kind: Kind, dbFile: string): Promise<void> {
  let stats: () => CacheStats | null = () => null;
  let close: () => Promise<unknown>;
  let port: number;
  if (kind === 'bare') {
    const app = Fastify({ logger: false });
    app.get('/', async () => ({ ok: true }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as { port: number }).port;
    close = () => app.close();
  } else {
    const app = await buildApp({ logger: false, config: { databaseUrl: undefined, sqlitePath: dbFile, seedDemo: false, rateLimit: { enabled: false, limits: DEFAULT_RATE_LIMITS } } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as { port: number }).port;
    close = () => app.close();
    stats = () => catalogueCache(app.db).pages.stats();
  }
  process.on('message', (message: { type: string }) => {
    if (message.type === 'stats') process.send?.({ type: 'stats', stats: stats() } satisfies FromChild);
    if (message.type === 'stop') void close().then(() => process.exit(0));
  });
  process.send?.({ type: 'ready', port } satisfies FromChild);
}

// ---------------------------------------------------------------------------------------------
// Parent: data, request mix, load, report.

/** A deterministic mix of search URLs such as the search page sends. */
function searchMix(count: number): { path: string; lang: string }[] {
  const rng = createRng(42);
  const words = [
    ...CITIES.map((c) => c.city),
    ...['Jawa Barat', 'jawa timur', 'Bandung', 'BANDUNG', 'bándung', 'surabaya', 'Sakura', 'hikari', 'mandiri', 'lpk', 'nusantara', 'kaigo', 'yogya', 'Médan', 'sem'],
  ];
  const provinces = [...new Set(CITIES.map((c) => c.province))];
  const out: { path: string; lang: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    const params = new URLSearchParams();
    if (rng.chance(0.25)) params.set('q', rng.chance(0.2) ? `${rng.pick(words)} ${rng.pick(words)}` : rng.pick(words));
    if (rng.chance(0.35)) params.set('dormitory', rng.chance(0.7) ? '1' : '0');
    if (rng.chance(0.4)) params.set('program', rng.pick(['titp', 'ssw', 'kaigo_fukushishi', 'language']));
    if (rng.chance(0.4)) params.set('fee', rng.pick(['low', 'medium', 'high']));
    if (rng.chance(0.15)) params.set('province', rng.pick(provinces));
    if (rng.chance(0.5)) params.set('sort', rng.pick(['price_asc', 'price_desc']));
    const page = rng.weighted([
      { value: 1, weight: 70 },
      { value: 2, weight: 15 },
      { value: 3, weight: 8 },
      { value: rng.int(4, 40), weight: 7 },
    ]).value;
    if (page > 1) params.set('page', String(page));
    params.set('per_page', '20');
    out.push({ path: `/api/lpk/institutes?${params.toString()}`, lang: rng.chance(0.7) ? 'id' : 'en' });
  }
  return out;
}

interface Child {
  proc: ChildProcess;
  port: number;
  /** The page cache's hit/miss counters (search servers only). */
  stats: () => Promise<CacheStats | null>;
  stop: () => Promise<void>;
}

function startChild(kind: Kind, dbFile: string): Promise<Child> {
  const proc = fork(__filename, ['serve', kind, dbFile], {
    env: { ...process.env, DATABASE_URL: '', SEED_DEMO: '0', CATALOGUE_CACHE_TTL_MS: kind === 'search-nocache' ? '0' : (process.env.CATALOGUE_CACHE_TTL_MS ?? '') },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    proc.once('error', reject);
    proc.once('exit', (code) => reject(new Error(`${kind} server exited early (${code})`)));
    proc.once('message', (message: FromChild) => {
      if (message.type !== 'ready') return reject(new Error('unexpected message'));
      resolve({
        proc,
        port: message.port,
        stats: () =>
          new Promise((res) => {
            proc.once('message', (m: FromChild) => res(m.type === 'stats' ? m.stats : null));
            proc.send({ type: 'stats' });
          }),
        stop: () =>
          new Promise((res) => {
            proc.removeAllListeners('exit');
            proc.once('exit', () => res());
            proc.send({ type: 'stop' });
          }),
      });
    });
  });
}

/** Headers a browser sends with a search (the bare route ignores them). */
const BROWSER_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

/**
 * Runs autocannon. With a mix, each request takes the next prebuilt request of the list (one
 * shared cursor, so the 50 connections spread over the list); autocannon then only serialises
 * it. (Handing autocannon the whole list as `requests` makes every connection prebuild all 3,000
 * requests when it opens, which stalls the first seconds of each window.)
 */
function load(port: number, seconds: number, mix: { path: string; lang: string }[] | null, fixedPath = '/'): Promise<autocannon.Result> {
  const base = { method: 'GET' as const, path: fixedPath, headers: BROWSER_HEADERS };
  if (!mix) return autocannon({ url: `http://127.0.0.1:${port}`, connections: CONNECTIONS, duration: seconds, requests: [base] });
  const prebuilt = mix.map((m) => ({ ...base, path: m.path, headers: { ...BROWSER_HEADERS, 'accept-language': m.lang } }));
  let next = 0;
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ ...base, setupRequest: () => prebuilt[next++ % prebuilt.length]! }],
  });
}

interface Row {
  scenario: Scenario;
  rps: number;
  p50_ms: number;
  p90_ms: number;
  p99_ms: number;
  max_ms: number;
  requests: number;
  non_2xx: number;
  errors: number;
  /** Share of answers the cache gave (fresh or stale). */
  cache_hit_ratio: number | null;
  /** Share of answers served stale while being refreshed. */
  cache_stale_ratio: number | null;
}

/**
 * Steady state of the cache: a server that has been up for a while has seen the popular
 * searches. Each distinct URL of the mix is requested once (4 at a time) before the warm-up.
 */
async function prime(port: number, mix: { path: string; lang: string }[]): Promise<number> {
  const distinct = [...new Map(mix.map((m) => [`${m.lang} ${m.path}`, m])).values()];
  const t0 = Date.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < distinct.length) {
        const item = distinct[next++]!;
        const res = await fetch(`http://127.0.0.1:${port}${item.path}`, { headers: { 'accept-language': item.lang, 'accept-encoding': 'gzip' } });
        await res.arrayBuffer();
      }
    }),
  );
  return Date.now() - t0;
}

/** One measured window of one scenario against an already running (and warmed) server. */
async function measure(scenario: Scenario, child: Child, mix: { path: string; lang: string }[]): Promise<Row> {
  const requests = scenario === 'search-cache' || scenario === 'search-nocache' ? mix : null;
  // The app's floor: a 404 envelope through the same plugins (helmet, CORS, i18n, request id) as every API route.
  const fixedPath = scenario === 'app-floor' ? '/api/lpk/bench-floor' : '/';
  const before = await child.stats();
  const result = await load(child.port, DURATION, requests, fixedPath);
  const after = await child.stats();
  // Answers from the cache: fresh hits plus stale ones (served while a refresh runs).
  const stale = before && after ? after.stale - before.stale : 0;
  const hits = before && after ? after.hits - before.hits + stale : 0;
  const lookups = before && after ? after.hits - before.hits + after.misses - before.misses : 0;
  const expectedStatus = scenario === 'app-floor' ? 404 : 200;
  return {
    scenario,
    rps: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p90_ms: result.latency.p90,
    p99_ms: result.latency.p99,
    max_ms: result.latency.max,
    requests: result.requests.total,
    non_2xx: expectedStatus === 200 ? result.non2xx : result.requests.total - (result.statusCodeStats?.['404']?.count ?? 0),
    errors: result.errors,
    cache_hit_ratio: scenario === 'search-cache' && lookups > 0 ? Math.round((hits / lookups) * 1000) / 1000 : null,
    cache_stale_ratio: scenario === 'search-cache' && lookups > 0 ? Math.round((stale / lookups) * 1000) / 1000 : null,
  };
}

async function checkMix(dbFile: string, mix: { path: string; lang: string }[]): Promise<void> {
  // Every URL of the mix must be a valid search (a 422 would make the figures meaningless).
  const app = await buildApp({ logger: false, config: { databaseUrl: undefined, sqlitePath: dbFile, seedDemo: false, rateLimit: { enabled: false, limits: DEFAULT_RATE_LIMITS } } });
  try {
    for (const item of new Set(mix.map((m) => m.path))) {
      const res = await app.inject({ url: item });
      if (res.statusCode !== 200) throw new Error(`mix URL ${item} answered ${res.statusCode}: ${res.body}`);
    }
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lpk-bench-'));
  const dbFile = path.join(dir, 'bench.sqlite');
  try {
    const t0 = Date.now();
    const db = createDb({ databaseUrl: undefined, sqlitePath: dbFile, pgSchema: undefined });
    await migrateToLatest(db);
    await seedSyntheticCatalogue(db, INSTITUTES);
    await db.destroy();
    const seedMs = Date.now() - t0;
    const mix = searchMix(3000);
    await checkMix(dbFile, mix);
    const distinct = new Set(mix.map((m) => `${m.lang} ${m.path}`)).size;
    console.log(
      `seeded ${INSTITUTES} institutes in ${seedMs} ms; ${mix.length} search URLs (${distinct} distinct); ${CONNECTIONS} connections; ` +
        `${ROUNDS} rounds of ${DURATION} s per scenario after ${WARMUP} s warm-up; ${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`,
    );

    // All servers stay up for the whole run; the scenarios are measured in interleaved rounds so
    // that load from other processes on a shared machine hits them alike. Per scenario, the
    // round with the most requests per second is reported (every round is in the JSON summary).
    const children = {
      bare: await startChild('bare', dbFile),
      'search-cache': await startChild('search-cache', dbFile),
      'search-nocache': await startChild('search-nocache', dbFile),
    };
    const serverOf = (scenario: Scenario): Child => children[scenario === 'app-floor' ? 'search-cache' : scenario];
    const scenarios = ['bare', 'app-floor', 'search-cache', 'search-nocache'] as const;
    const rounds: Row[][] = [];
    try {
      process.stdout.write(`priming the search cache with every distinct URL: ${await prime(children['search-cache'].port, mix)} ms\n`);
      for (const scenario of scenarios) {
        await load(serverOf(scenario).port, WARMUP, scenario.startsWith('search') ? mix : null, scenario === 'app-floor' ? '/api/lpk/bench-floor' : '/');
      }
      for (let round = 1; round <= ROUNDS; round += 1) {
        const rows: Row[] = [];
        for (const scenario of scenarios) {
          process.stdout.write(`round ${round}/${ROUNDS}: ${scenario}...\n`);
          rows.push(await measure(scenario, serverOf(scenario), mix));
        }
        rounds.push(rows);
      }
    } finally {
      await Promise.all(Object.values(children).map((c) => c.stop()));
    }
    const rows: Row[] = scenarios.map((scenario) =>
      rounds.map((r) => r.find((row) => row.scenario === scenario)!).reduce((best, row) => (row.rps > best.rps ? row : best)),
    );

    const bare = rows.find((r) => r.scenario === 'bare')!;
    const cached = rows.find((r) => r.scenario === 'search-cache')!;
    const uncached = rows.find((r) => r.scenario === 'search-nocache')!;
    const floor = rows.find((r) => r.scenario === 'app-floor')!;
    const pct = (r: Row) => Math.round((r.rps / bare.rps) * 1000) / 10;
    const round3 = (x: number) => Math.round(x * 1000) / 1000;

    const header = ['scenario', 'req/s', '% of bare', '% of app floor', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'requests', 'non-2xx', 'errors', 'from cache (stale)'];
    const table = rows.map((r) => [
      r.scenario,
      String(r.rps),
      `${pct(r)}%`,
      `${Math.round((r.rps / floor.rps) * 1000) / 10}%`,
      String(r.p50_ms),
      String(r.p90_ms),
      String(r.p99_ms),
      String(r.max_ms),
      String(r.requests),
      String(r.non_2xx),
      String(r.errors),
      r.cache_hit_ratio === null ? '-' : `${Math.round(r.cache_hit_ratio * 1000) / 10}% (${Math.round((r.cache_stale_ratio ?? 0) * 1000) / 10}%)`,
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
    const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
    console.log(`\nbest of ${ROUNDS} rounds per scenario:\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
    for (const row of table) console.log(line(row));

    const targets = {
      rps_ratio_min: 0.6,
      p99_ms_max: 20,
      cached: { rps_ratio: round3(pct(cached) / 100), p99_ms: cached.p99_ms, met: pct(cached) >= 60 && cached.p99_ms < 20 && cached.non_2xx === 0 },
      uncached: { rps_ratio: round3(pct(uncached) / 100), p99_ms: uncached.p99_ms, met: pct(uncached) >= 60 && uncached.p99_ms < 20 && uncached.non_2xx === 0 },
    };
    console.log(
      `\ntarget (search >= 60% of bare req/s, p99 < 20 ms): with cache ${targets.cached.met ? 'MET' : 'NOT MET'} (${pct(cached)}%, p99 ${cached.p99_ms} ms); ` +
        `without cache ${targets.uncached.met ? 'MET' : 'NOT MET'} (${pct(uncached)}%, p99 ${uncached.p99_ms} ms)`,
    );
    console.log(
      `context: the API's own floor (404 envelope through its plugins) is ${pct(floor)}% of bare; ` +
        `search with cache reaches ${Math.round((cached.rps / floor.rps) * 1000) / 10}% of that floor`,
    );
    const summary = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? 'unknown', node: process.version },
      setup: { institutes: INSTITUTES, seed_ms: seedMs, connections: CONNECTIONS, duration_s: DURATION, rounds: ROUNDS, warmup_s: WARMUP, urls: mix.length, distinct_urls: distinct },
      load_average_after: os.loadavg(),
      results: rows,
      rounds,
      targets,
      relative_to_app_floor: { cached: Math.round((cached.rps / floor.rps) * 1000) / 1000, uncached: Math.round((uncached.rps / floor.rps) * 1000) / 1000, floor_of_bare: round3(pct(floor) / 100) },
    };
    console.log(`\nJSON summary:\n${JSON.stringify(summary, null, 2)}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'serve') {
  serve(process.argv[3] as Kind, process.argv[4] ?? '').catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
