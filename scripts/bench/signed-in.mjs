#!/usr/bin/env node
/**
 * The signed-in screens (part of `npm run bench`; alone: node scripts/bench/signed-in.mjs):
 * /admin/dashboard as the demo caregiver, /admin/applicants as staff of LPK 1 with 10,000
 * registrations there, /admin/operator as the operator, measured from a warm login.
 *
 * The bench's own SQLite file: the demo data, then 10,000 registrations at LPK 1 (with their
 * history and 100,000 earlier audit rows), written by `api/bench/staff-bench.ts seed` (the staff
 * console bench's data), copied for each host; never the demo database of `npm start`. The API
 * host serves the built front end as `npm start` does.
 *
 * A warm login: a real login of the demo account (POST /api/lpk/login; its session in
 * localStorage, where the login screen puts it), then the screen visited once in the same browser
 * context (its code in the HTTP cache, as after the first visit), then each measured visit opens
 * it again (a new document, the cache warm, the data asked again). Lighthouse's mobile profile
 * (chromium.mjs: 150 ms RTT, 1.6 Mbps, CPU x4, 412x823), as the public routes' LCP pass (lcp.mjs).
 * Per visit: data on screen (the first frame in which an element only the screen's data fills is
 * visible), interactive (the end of the last long task, > 50 ms; the first contentful paint when
 * there is none) and the layout shift of the visit (its CLS, the sum of shifts without input).
 * Median of SIGNED_IN_RUNS (3). Targets (issue 37): data on screen <= 1.0 s, interactive <= 2.0 s.
 *   SIGNED_IN_RUNS=<n>     measured visits per screen (default 3)
 *   BENCH_SEED_DB=<file>   reuse a database seeded before (it is copied, never written)
 *   BENCH_REGISTRATIONS    registrations to seed (default 10000)
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MOBILE_PROFILE, chromiumExecutable, launchChromium } from './chromium.mjs';
import { buildFederated, compileApi, startHost } from './frontend.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');

export const ACCOUNTS = {
  caregiver: { email: 'caregiver@demo.test', password: 'Caregiver#2026' },
  staff: { email: 'staff1@demo.test', password: 'Staff#2026' },
  operator: { email: 'operator@demo.test', password: 'Operator#2026' },
};

/** The screens, who opens them, and what only their data fills. */
export const SIGNED_IN_SCREENS = [
  { path: '/admin/dashboard', account: 'caregiver', data: '.registration-card, [aria-labelledby="dashboard-registrations"] > .card' },
  { path: '/admin/applicants', account: 'staff', data: '.data-table tbody tr' },
  { path: '/admin/operator', account: 'operator', data: '.operator-list > li, [aria-labelledby="operator-applications"] > p' },
];
export const SIGNED_IN_TARGETS = { dataOnScreenMs: 1000, interactiveMs: 2000 };

let seeded;
/** The bench's database (seeded once per process, in a temp folder; BENCH_SEED_DB reuses one). */
export async function seededDatabase() {
  if (process.env.BENCH_SEED_DB) return path.resolve(process.env.BENCH_SEED_DB);
  if (seeded) return seeded;
  const dir = mkdtempSync(path.join(tmpdir(), 'lpk-bench-seed-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'seed.sqlite');
  const started = Date.now();
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'bench/staff-bench.ts', 'seed', file], {
    cwd: path.join(root, 'api'),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0 || !existsSync(file)) throw new Error(`seeding the bench database failed (exit ${result.status ?? result.signal})`);
  console.log(
    `bench: database with ${process.env.BENCH_REGISTRATIONS || 10000} registrations at LPK 1 seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  seeded = file;
  return file;
}

/** The API host on a copy of the seeded database. */
export async function startSeededHost(staticDir, name, seedFile) {
  const dir = mkdtempSync(path.join(tmpdir(), `lpk-bench-${name}-`));
  const copy = path.join(dir, 'app.sqlite');
  copyFileSync(seedFile, copy);
  const host = await startHost(staticDir, name, { env: { SQLITE_PATH: copy } }).catch((error) => {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  return { ...host, stop: () => host.stop().finally(() => rmSync(dir, { recursive: true, force: true })) };
}

/** A real login: the session the login screen keeps ({ token, user }). */
export async function loginAs(baseUrl, account) {
  const response = await fetch(`${baseUrl}/api/lpk/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(account),
  });
  const body = await response.json();
  if (body.status !== 'success') throw new Error(`login of ${account.email} failed: ${body.message}`);
  return { token: body.data.token, user: body.data.user };
}

/** In the page, before its scripts: data on screen, the last long task, the layout shift. */
function observeScreen() {
  window.__long = null;
  window.__shift = 0;
  window.__dataOnScreen = null;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__long = Math.max(window.__long ?? 0, e.startTime + e.duration);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long task timing: interactive is the first contentful paint.
  }
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shift += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const see = () => {
    if (window.__dataOnScreen !== null || !window.__dataSelector) return;
    if (!Array.from(document.querySelectorAll(window.__dataSelector)).some((el) => el.getClientRects().length > 0)) return;
    window.__dataOnScreen = -1;
    requestAnimationFrame(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      window.__dataOnScreen = Math.max(performance.now(), fcp);
    });
  };
  new MutationObserver(see).observe(document, { subtree: true, childList: true, attributes: true });
}

/** A context on the mobile profile with the HTTP cache on (chromium.mjs's mobilePage turns it off). */
async function warmMobilePage(browser, session, dataSelector) {
  const context = await browser.newContext({
    viewport: MOBILE_PROFILE.viewport,
    deviceScaleFactor: MOBILE_PROFILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: MOBILE_PROFILE.userAgent,
  });
  await context.addInitScript(({ token, user }) => {
    window.localStorage.setItem('lpk_token', token);
    window.localStorage.setItem('lpk_user', JSON.stringify(user));
  }, session);
  await context.addInitScript(`window.__dataSelector = ${JSON.stringify(dataSelector)};`);
  await context.addInitScript(observeScreen);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_PROFILE.latencyMs,
    downloadThroughput: MOBILE_PROFILE.downloadThroughput,
    uploadThroughput: MOBILE_PROFILE.uploadThroughput,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });
  return { context, page };
}

/** One visit of the screen in `page` (warm): its figures. */
async function visitOnce(page, url, settleMs) {
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForFunction(() => window.__dataOnScreen !== null && window.__dataOnScreen >= 0, null, { timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  await page.waitForTimeout(settleMs);
  if (new URL(page.url()).pathname !== new URL(url).pathname) throw new Error(`${url} ended on ${page.url()}`);
  return page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    return {
      onScreenMs: Math.round(window.__dataOnScreen),
      interactiveMs: Math.round(Math.max(window.__long ?? 0, fcp)),
      cls: Number(window.__shift.toFixed(3)),
    };
  });
}

/**
 * The figures measured on the build before issue 37's changes (issue37-before.json: when, on what
 * load), printed as "before" beside a run's own; null when the file has none of `kind`.
 */
export function recordedBefore(kind) {
  const file = path.join(path.dirname(new URL(import.meta.url).pathname), 'issue37-before.json');
  if (!existsSync(file)) return null;
  const recorded = JSON.parse(readFileSync(file, 'utf8'));
  return recorded[kind] ? { ...recorded[kind], note: recorded.note } : null;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Median of `runs` warm visits of each signed-in screen on the host at `baseUrl`. */
export async function measureSignedIn(browser, baseUrl, { runs = Number(process.env.SIGNED_IN_RUNS) || 3, settleMs = 1500, log = console.log } = {}) {
  const rows = [];
  for (const screen of SIGNED_IN_SCREENS) {
    const session = await loginAs(baseUrl, ACCOUNTS[screen.account]);
    const { context, page } = await warmMobilePage(browser, session, screen.data);
    try {
      await visitOnce(page, `${baseUrl}${screen.path}`, 0); // the warm-up: the code into the cache
      const samples = [];
      for (let i = 0; i < runs; i += 1) samples.push(await visitOnce(page, `${baseUrl}${screen.path}`, settleMs));
      const pick = (k) => samples.map((s) => s[k]);
      const row = {
        route: screen.path,
        account: screen.account,
        onScreenMs: Math.round(median(pick('onScreenMs'))),
        interactiveMs: Math.round(median(pick('interactiveMs'))),
        cls: Number(median(pick('cls')).toFixed(3)),
        samples,
      };
      row.met = row.onScreenMs <= SIGNED_IN_TARGETS.dataOnScreenMs && row.interactiveMs <= SIGNED_IN_TARGETS.interactiveMs;
      log(
        `signed in: ${screen.path} (${screen.account}) data on screen ${pick('onScreenMs').join(' / ')} ms; interactive ${pick('interactiveMs').join(' / ')} ms; CLS ${pick('cls').join(' / ')}`,
      );
      rows.push(row);
    } finally {
      await context.close();
    }
  }
  return { runs, profile: MOBILE_PROFILE, targets: SIGNED_IN_TARGETS, routes: rows };
}

export function printSignedIn(after, before = null) {
  console.log(
    `\n## Signed-in screens from a warm login, mobile profile (${MOBILE_PROFILE.latencyMs} ms RTT, 1.6 Mbps, CPU x${MOBILE_PROFILE.cpuSlowdown}), median of ${after.runs} visits\n`,
  );
  const lines = [
    `| route | account | data on screen ms${before ? ' before -> after' : ''} | interactive ms${before ? ' before -> after' : ''} | CLS${before ? ' before -> after' : ''} | target ${SIGNED_IN_TARGETS.dataOnScreenMs} / ${SIGNED_IN_TARGETS.interactiveMs} ms |`,
    '|---|---|---:|---:|---:|---|',
  ];
  for (const r of after.routes) {
    const b = before?.routes.find((x) => x.route === r.route);
    const pair = (k) => (b ? `${b[k]} -> ${r[k]}` : `${r[k]}`);
    lines.push(`| \`${r.route}\` | ${r.account} | ${pair('onScreenMs')} | ${pair('interactiveMs')} | ${pair('cls')} | ${r.met ? 'met' : '**NOT met**'} |`);
  }
  console.log(lines.join('\n'));
  if (before?.note) console.log(`\nbefore: ${before.note}`);
}

/** Measures a build on its own host (BENCH_API_SERVER set: that API host). */
export async function measureSignedInBuild(browser, staticDir, name) {
  const host = await startSeededHost(staticDir, name, await seededDatabase());
  try {
    return await measureSignedIn(browser, host.baseUrl);
  } finally {
    await host.stop();
  }
}

async function main() {
  chromiumExecutable();
  const staticDir = buildFederated();
  await compileApi();
  const browser = await launchChromium();
  let before = null;
  let after;
  try {
    if (process.env.SIGNED_IN_BEFORE_DIR) {
      const previous = process.env.BENCH_API_SERVER;
      if (process.env.SIGNED_IN_BEFORE_API_SERVER) process.env.BENCH_API_SERVER = process.env.SIGNED_IN_BEFORE_API_SERVER;
      before = await measureSignedInBuild(browser, path.resolve(process.env.SIGNED_IN_BEFORE_DIR), 'signed-in-before');
      if (previous === undefined) delete process.env.BENCH_API_SERVER;
      else process.env.BENCH_API_SERVER = previous;
    }
    after = await measureSignedInBuild(browser, staticDir, 'signed-in');
  } finally {
    await browser.close();
  }
  printSignedIn(after, before ?? recordedBefore('signedIn'));
  const out = mkdtempSync(path.join(tmpdir(), 'lpk-bench-signed-in-'));
  mkdirSync(out, { recursive: true });
  const file = path.join(out, 'signed-in.json');
  writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), before, after }, null, 2)}\n`);
  console.log(`\nresults: ${file}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  });
}
