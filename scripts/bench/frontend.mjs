#!/usr/bin/env node
/**
 * Front-end byte benchmark (`npm run bench`, first half): what a first visit (cold cache) to each
 * route downloads — JavaScript and CSS bytes raw, gzip (level 9, computed here) and as
 * transferred (the server sends the precompressed brotli copy), the number of requests and the
 * longest chain of requests before the route renders (from the initiators of Chrome's Network
 * domain) — for the federated build next to the SAME shell and remotes built into one bundle
 * (mono.webpack.config.js). The ratio is the cost of federation.
 *
 * Both builds are served by the API host (STATIC_DIR) with a fresh SQLite file, and measured in
 * the system's headless Chromium. Prints a markdown table and writes frontend.json to a temp
 * folder (path printed). Environment:
 *   BENCH_FEDERATED_DIR=<deploy dir>   reuse a federated build (scripts/build.mjs output)
 *   BENCH_MONO_DIR=<dir>               reuse a one-bundle build (holds shell/index.html)
 *   CHROMIUM_PATH                      default /usr/bin/chromium
 *   BENCH_LCP=0                        skip the Largest Contentful Paint pass (lcp.mjs, ~3-4 min)
 *   BENCH_SIGNED_IN=0                  skip the signed-in screens (signed-in.mjs, ~2-3 min with its seeding)
 *   BENCH_LIGHTHOUSE=0                 skip Lighthouse (lighthouse.mjs, 8 routes x 3 runs, ~10 min)
 *   BENCH_API_SERVER=<path>            the API host to run (server.js of another build of api/dist)
 * Then LCP per route on Lighthouse's mobile profile (lcp.mjs; alone: node scripts/bench/lcp.mjs).
 * The functions below are exported for lcp.mjs and budget.mjs; importing runs nothing.
 */
import '../check-node.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { precompress, writeApiFirstScreens } from '../build.mjs';
import { chromiumExecutable, launchChromium } from './chromium.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
export const ROUTES = [
  { path: '/', login: false },
  { path: '/search', login: false },
  { path: '/login', login: false },
  { path: '/admin/dashboard', login: true },
];
const DEMO = { email: 'caregiver@demo.test', password: 'Caregiver#2026' };
const TARGET_HOME_GZIP_JS = 150 * 1024;
const TARGET_OVERHEAD = 0.1;
/** Issue 37: the first visit of / at most 120 KB gzip JavaScript (printed beside the stack's floor, stack-floor.mjs). */
const TARGET_HOME_GZIP_JS_37 = 120 * 1024;

let workDir;
/** The bench's temp folder (made on first use, so importing this module has no side effect). */
function work() {
  workDir ??= mkdtempSync(path.join(tmpdir(), 'lpk-bench-frontend-'));
  return workDir;
}

function node(label, args, options = {}) {
  const started = Date.now();
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], ...options, env: { ...process.env, ...options.env } });
  if (result.status !== 0) throw new Error(`${label} failed (exit ${result.status ?? result.signal})`);
  console.log(`bench: ${label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

export function buildFederated() {
  const preset = process.env.BENCH_FEDERATED_DIR;
  if (preset) return path.resolve(preset);
  const dir = path.join(work(), 'federated');
  node('federated build', [path.join(root, 'scripts', 'build.mjs'), 'all'], { env: { DEPLOY_DIR: dir } });
  return dir;
}

export function buildMono() {
  const preset = process.env.BENCH_MONO_DIR;
  if (preset) {
    const out = path.join(path.resolve(preset), 'shell');
    if (!readdirSync(out).some((f) => f.endsWith('.br'))) precompress(out);
    return path.resolve(preset);
  }
  const dir = path.join(work(), 'mono');
  const out = path.join(dir, 'shell');
  node(
    'one-bundle build',
    [
      path.join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js'),
      '--config',
      path.join(root, 'scripts', 'bench', 'mono.webpack.config.js'),
      '--mode',
      'production',
    ],
    {
      env: { BUILD_OUTPUT_DIR: out },
    },
  );
  precompress(out);
  // The baseline must hold no federation runtime (mono/loader.ts replaced the shell's loader).
  const federated = readdirSync(out).filter((f) => f.endsWith('.js') && readFileSync(path.join(out, f), 'utf8').includes('__FEDERATION__'));
  if (federated.length)
    throw new Error(
      `one-bundle build still holds the federation runtime (${federated.join(', ')}): does a shell module reach the federation runtime other than through shell/src/rollout/loader?`,
    );
  return dir;
}

export async function compileApi() {
  const server = path.join(root, 'api', 'dist', 'server.js');
  if (!(existsSync(server) && newest(path.join(root, 'api', 'src')) <= statSync(server).mtimeMs))
    node('API compile', [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', path.join(root, 'api', 'tsconfig.build.json')]);
  // The first screens the host renders, from the sources the federated build was made of.
  await writeApiFirstScreens();
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The API host as `npm start` runs it, serving `staticDir`, on free ports with a fresh SQLite file
 * (`env` overrides its environment, e.g. SQLITE_PATH: a database the bench seeded; signed-in.mjs).
 */
export async function startHost(staticDir, name, { env: extraEnv = {} } = {}) {
  const port = await freePort();
  const pusherPort = await freePort();
  const data = path.join(work(), `data-${name}`);
  mkdirSync(path.join(data, 'uploads'), { recursive: true });
  const { DATABASE_URL: _pg, REDIS_URL: _redis, ...env } = process.env;
  // BENCH_API_SERVER: another compiled API host (server.js of a copy of api/dist), to measure a build before a change.
  const child = spawn(process.execPath, [process.env.BENCH_API_SERVER || path.join(root, 'api', 'dist', 'server.js')], {
    cwd: path.join(root, 'api'),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUSHER_PORT: String(pusherPort),
      STATIC_DIR: staticDir,
      SQLITE_PATH: path.join(data, 'app.sqlite'),
      UPLOAD_DIR: path.join(data, 'uploads'),
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
  });
  let log = '';
  child.stdout.on('data', (c) => (log += c));
  child.stderr.on('data', (c) => (log += c));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000; // a loaded 2-core machine (other builds and tests) can take over 30 s to start it
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API host exited:\n${log}`);
    const ok = await fetch(`${baseUrl}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`API host did not answer /health:\n${log}`);
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    baseUrl,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

export async function login(baseUrl) {
  const response = await fetch(`${baseUrl}/api/lpk/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const body = await response.json();
  if (body.status !== 'success') throw new Error(`demo login failed: ${body.message}`);
  return body.data;
}

/**
 * Every URL in a request's initiator: the parser's document, and each script of the (async) call
 * stack — the chunk loader in a runtime, and below it the code that asked for the chunk.
 */
function initiatorUrls(initiator) {
  const urls = new Set();
  if (!initiator) return urls;
  if (initiator.url) urls.add(initiator.url);
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    for (const frame of stack.callFrames) if (frame.url) urls.add(frame.url);
  }
  return urls;
}

export function kind(request) {
  if (request.type === 'Script') return 'js';
  if (request.type === 'Stylesheet') return 'css';
  if (/\.js(?:\?|$)/.test(request.url)) return 'js';
  if (/\.css(?:\?|$)/.test(request.url)) return 'css';
  if (request.type === 'Document') return 'html';
  return 'other';
}

/** One cold first visit: every request until the route rendered and the network went quiet. */
export async function visit(browser, baseUrl, route, session) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (session) {
    await context.addInitScript(({ token, user }) => {
      window.localStorage.setItem('lpk_token', token);
      window.localStorage.setItem('lpk_user', JSON.stringify(user));
    }, session);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  // Async call stacks in initiators: the code that awaited a chunk, not only the chunk loader.
  await cdp.send('Debugger.enable');
  await cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 64 });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.startsWith('data:')) return;
    requests.set(e.requestId, {
      id: e.requestId,
      url: e.request.url,
      type: e.type,
      initiators: initiatorUrls(e.initiator),
      start: e.timestamp,
      end: Infinity,
      transferred: 0,
      encoding: null,
      finished: false,
    });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (!r) return;
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    r.encoding = headers['content-encoding'] ?? null;
    r.status = e.response.status;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (!r) return;
    r.transferred = e.encodedDataLength;
    r.end = e.timestamp;
    r.finished = true;
  });

  await page.goto(`${baseUrl}${route}`, { waitUntil: 'load' });
  await page.locator('main h1:not([data-prerender] *)').first().waitFor({ state: 'visible', timeout: 30_000 }); // the screen's, not the pre-rendered head
  const renderedIds = new Set(requests.keys());
  await page.waitForLoadState('networkidle');
  if (new URL(page.url()).pathname !== route) throw new Error(`${route} ended on ${page.url()}`);

  const list = [...requests.values()].filter((r) => r.finished);
  for (const r of list) {
    r.kind = kind(r);
    if (r.kind === 'js' || r.kind === 'css') {
      const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId: r.id });
      const raw = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
      r.raw = raw.length;
      r.gzip = gzipSync(raw, { level: 9 }).length;
    }
  }
  await context.close();

  // Longest chain of requests among those sent before the route rendered. A request's parent is,
  // of the requests named in its initiator, the one that finished last before it started.
  const parentOf = (r) =>
    list.filter((p) => p !== r && r.initiators.has(p.url) && p.end <= r.start).reduce((best, p) => (!best || p.end > best.end ? p : best), null);
  const chainOf = (r, seen = new Set()) => {
    if (seen.has(r.id)) return [];
    seen.add(r.id);
    const parent = parentOf(r);
    return [...(parent ? chainOf(parent, seen) : []), r.url];
  };
  let chain = [];
  for (const r of list) {
    if (!renderedIds.has(r.id)) continue;
    const c = chainOf(r);
    if (c.length > chain.length) chain = c;
  }
  const sum = (k, field) => list.filter((r) => r.kind === k).reduce((n, r) => n + (r[field] ?? 0), 0);
  return {
    route,
    requests: list.length,
    requestsBeforeRender: list.filter((r) => renderedIds.has(r.id)).length,
    js: { files: list.filter((r) => r.kind === 'js').length, raw: sum('js', 'raw'), gzip: sum('js', 'gzip'), transferred: sum('js', 'transferred') },
    css: { files: list.filter((r) => r.kind === 'css').length, raw: sum('css', 'raw'), gzip: sum('css', 'gzip'), transferred: sum('css', 'transferred') },
    chainDepth: chain.length,
    chain: chain.map((u) => new URL(u).pathname),
    files: list.map((r) => ({
      url: new URL(r.url).pathname + new URL(r.url).search,
      kind: r.kind,
      status: r.status,
      encoding: r.encoding,
      raw: r.raw,
      gzip: r.gzip,
      transferred: r.transferred,
      beforeRender: renderedIds.has(r.id),
    })),
  };
}

async function measure(browser, name, staticDir) {
  const host = await startHost(staticDir, name);
  try {
    const session = await login(host.baseUrl);
    const results = [];
    for (const route of ROUTES) results.push(await visit(browser, host.baseUrl, route.path, route.login ? session : null));
    return results;
  } finally {
    await host.stop();
  }
}

const kb = (n) => `${(n / 1024).toFixed(1)}`;
const pct = (a, b) => (b ? `${(((a - b) / b) * 100).toFixed(1)} %` : 'n/a');

function table(federated, mono) {
  const lines = [
    '| route | build | JS raw KB | JS gzip KB | JS sent KB (br) | CSS raw KB | CSS gzip KB | CSS sent KB | requests | longest chain |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  federated.forEach((f, i) => {
    const m = mono[i];
    for (const [name, r] of [
      ['federated', f],
      ['one bundle', m],
    ]) {
      lines.push(
        `| ${r.route} | ${name} | ${kb(r.js.raw)} | ${kb(r.js.gzip)} | ${kb(r.js.transferred)} | ${kb(r.css.raw)} | ${kb(r.css.gzip)} | ${kb(r.css.transferred)} | ${r.requests} | ${r.chainDepth} |`,
      );
    }
    lines.push(
      `| ${f.route} | **federation cost** | ${pct(f.js.raw, m.js.raw)} | **${pct(f.js.gzip, m.js.gzip)}** | ${pct(f.js.transferred, m.js.transferred)} | ${pct(f.css.raw, m.css.raw)} | ${pct(f.css.gzip, m.css.gzip)} | ${pct(f.css.transferred, m.css.transferred)} | ${f.requests - m.requests >= 0 ? '+' : ''}${f.requests - m.requests} | ${f.chainDepth - m.chainDepth >= 0 ? '+' : ''}${f.chainDepth - m.chainDepth} |`,
    );
  });
  return lines.join('\n');
}

async function main() {
  chromiumExecutable(); // before the builds: no Chromium, no point building
  const federatedDir = buildFederated();
  const monoDir = buildMono();
  await compileApi();
  const browser = await launchChromium();
  let federated;
  let mono;
  let lcp = null;
  let signedIn = null;
  let lighthouse = null;
  try {
    federated = await measure(browser, 'federated', federatedDir);
    mono = await measure(browser, 'mono', monoDir);
    if (process.env.BENCH_LCP !== '0') {
      // Largest Contentful Paint of the federated build on Lighthouse's mobile profile (lcp.mjs).
      const { measureLcp } = await import('./lcp.mjs');
      const host = await startHost(federatedDir, 'lcp');
      try {
        lcp = await measureLcp(browser, host.baseUrl);
      } finally {
        await host.stop();
      }
    }
    // The signed-in screens from a warm login, on the bench's own database (signed-in.mjs).
    if (process.env.BENCH_SIGNED_IN !== '0') signedIn = await (await import('./signed-in.mjs')).measureSignedInBuild(browser, federatedDir, 'signed-in');
  } finally {
    await browser.close();
  }
  // Lighthouse, each run in its own Chromium (lighthouse.mjs).
  if (process.env.BENCH_LIGHTHOUSE !== '0') lighthouse = await (await import('./lighthouse.mjs')).measureLighthouseBuild(federatedDir);
  const home = federated.find((r) => r.route === '/');
  const homeMono = mono.find((r) => r.route === '/');
  const overhead = (home.js.gzip - homeMono.js.gzip) / homeMono.js.gzip;
  const targets = {
    homeGzipJs: { value: home.js.gzip, limit: TARGET_HOME_GZIP_JS, met: home.js.gzip <= TARGET_HOME_GZIP_JS },
    federationOverheadHome: { value: overhead, limit: TARGET_OVERHEAD, met: overhead <= TARGET_OVERHEAD },
    homeGzipJsIssue37: { value: home.js.gzip, limit: TARGET_HOME_GZIP_JS_37, met: home.js.gzip <= TARGET_HOME_GZIP_JS_37 },
  };
  const { measureStackFloor, printStackFloor } = await import('./stack-floor.mjs');
  const floor = await measureStackFloor();
  console.log('\n## Front end: first visit (cold cache), federated vs one bundle\n');
  console.log(table(federated, mono));
  console.log('\nsent = bytes on the wire as the server answered (precompressed brotli, headers included); gzip = level 9, computed here.');
  console.log(`longest chain (federated ${home.route}): ${home.chain.join(' -> ')}`);
  console.log(`longest chain (one bundle ${homeMono.route}): ${homeMono.chain.join(' -> ')}`);
  console.log(`\ntarget: first visit to / at most 150 KB gzip JS: ${kb(home.js.gzip)} KB -> ${targets.homeGzipJs.met ? 'met' : 'NOT met'}`);
  console.log(
    `target: federation at most 10 % over one bundle (/, gzip JS): ${(overhead * 100).toFixed(1)} % -> ${targets.federationOverheadHome.met ? 'met' : 'NOT met'}`,
  );
  console.log(`target (issue 37): first visit to / at most 120 KB gzip JS: ${kb(home.js.gzip)} KB -> ${targets.homeGzipJsIssue37.met ? 'met' : 'NOT met'}`);
  printStackFloor(floor, { homeGzip: home.js.gzip, target: TARGET_HOME_GZIP_JS_37 });
  if (lcp) (await import('./lcp.mjs')).printLcp(lcp);
  // Issue 37's targets, beside the figures recorded before its changes (issue37-before.json).
  if (signedIn) (await import('./signed-in.mjs')).printSignedIn(signedIn, (await import('./signed-in.mjs')).recordedBefore('signedIn'));
  if (lighthouse) (await import('./lighthouse.mjs')).printLighthouse(lighthouse, (await import('./signed-in.mjs')).recordedBefore('lighthouse'));
  const out = path.join(work(), 'results');
  mkdirSync(out, { recursive: true });
  const file = path.join(out, 'frontend.json');
  writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), targets, floor, federated, mono, lcp, signedIn, lighthouse }, null, 2)}\n`);
  console.log(`\nresults: ${file}`);
  for (const dir of readdirSync(work())) if (dir !== 'results') rmSync(path.join(work(), dir), { recursive: true, force: true });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  });
}
