#!/usr/bin/env node
/**
 * Lighthouse on the built system (part of `npm run bench`; alone: node scripts/bench/lighthouse.mjs).
 *
 * The `lighthouse` npm package (default config: mobile, simulated throttling, performance only)
 * drives the system's Chromium (chrome-launcher's chromePath: CHROMIUM_PATH or /usr/bin/chromium,
 * headless, never a downloaded browser), a new browser per run (empty cache). The front end is
 * built (or BENCH_FEDERATED_DIR reused) and served by the API host as `npm start` serves it, on
 * the bench's own SQLite file: the demo data plus 10,000 registrations at the staff's LPK
 * (signed-in.mjs, seeded by api/bench/staff-bench.ts; never the demo database of `npm start`).
 *
 * Public routes as a visitor; the account screens signed in: a real login of the demo account
 * (POST /api/lpk/login), its session put where the shell keeps it (localStorage `lpk_token` and
 * `lpk_user`; the API uses a bearer token, not a cookie) before Lighthouse opens the screen.
 * Lighthouse's storage reset clears caches and service workers, not localStorage.
 *
 * Per route the median of LH_RUNS (3) runs of each figure: performance score, LCP, TBT, CLS.
 * Targets (issue 37): score >= 95 on every public route, >= 90 signed in; CLS < 0.05 on the dashboard.
 *   LH_RUNS=<n>                 runs per route (default 3)
 *   LH_ROUTES=/,/jobs           only these routes
 *   LH_BEFORE_DIR=<deploy dir>  also measure this build (a "before"), printed beside it; with
 *   LH_BEFORE_API_SERVER=<copy of api/dist>/server.js  its own API host
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../chromium.cjs';
import { chromiumExecutable } from './chromium.mjs';
import { buildFederated, compileApi } from './frontend.mjs';
import { ACCOUNTS, loginAs, recordedBefore, seededDatabase, startSeededHost } from './signed-in.mjs';

export const LH_ROUTES = [
  { path: '/' },
  { path: '/search' },
  { path: '/jobs' },
  { path: '/lpk/1' },
  { path: '/about' },
  { path: '/admin/dashboard', account: 'caregiver' },
  { path: '/admin/applicants', account: 'staff' },
  { path: '/admin/operator', account: 'operator' },
];
export const LH_TARGETS = { publicScore: 95, signedInScore: 90, dashboardCls: 0.05 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Puts the session of a real login into the origin's localStorage, as the login screen does. */
async function signIn(port, baseUrl, session) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${baseUrl}/health`); // a page of the origin that loads none of the front end
    await page.evaluate(({ token, user }) => {
      window.localStorage.setItem('lpk_token', token);
      window.localStorage.setItem('lpk_user', JSON.stringify(user));
    }, session);
    await page.close();
  } finally {
    await browser.close(); // connected over CDP: disconnects, the browser stays up
  }
}

/** One Lighthouse run of `url` in a new Chromium; the session (if any) in place first. */
export async function lighthouseOnce(url, session) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  try {
    if (session) await signIn(chrome.port, new URL(url).origin, session);
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    if (finalPath !== new URL(url).pathname) throw new Error(`${url} ended on ${lhr.finalDisplayedUrl} (not signed in?)`);
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcp: audit('first-contentful-paint'),
      si: audit('speed-index'),
      warnings: lhr.runWarnings,
      // How fast this machine was during the run (Lighthouse's own CPU benchmark; ~1,000+ on an idle laptop).
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
      // What kept the main thread busy: the longest tasks and the scripts' evaluation time.
      longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).slice(0, 5).map((i) => ({ url: i.url, ms: Math.round(i.duration) })),
      bootup: (lhr.audits['bootup-time']?.details?.items ?? [])
        .slice(0, 5)
        .map((i) => ({ url: i.url, ms: Math.round(i.total), scripting: Math.round(i.scripting) })),
      shifts: (lhr.audits['layout-shifts']?.details?.items ?? []).slice(0, 3).map((i) => ({ score: i.score, node: i.node?.selector ?? i.node?.snippet })),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse's own "run Lighthouse again" failures (a trace recorded without its navigation start,
 * a protocol timeout): a run that measured nothing, retried in a new browser (up to 2 more times).
 */
const RETRIABLE = /\b(NO_NAVSTART|NO_FCP|PROTOCOL_TIMEOUT|NO_TRACING_STARTED)\b/;

async function lighthouseRun(url, session, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(url, session);
    } catch (error) {
      if (attempt >= attempts || !RETRIABLE.test(String(error?.message))) throw error;
      console.warn(`lighthouse: ${error.message.split('\n')[0]}; run again (${attempt + 1} of ${attempts})`);
    }
  }
}

/** Median of `runs` Lighthouse runs per route against the host at `baseUrl`. */
export async function measureLighthouse(baseUrl, { runs = Number(process.env.LH_RUNS) || 3, log = console.log } = {}) {
  const only = process.env.LH_ROUTES ? process.env.LH_ROUTES.split(',') : null;
  const sessions = {};
  const rows = [];
  for (const route of LH_ROUTES.filter((r) => !only || only.includes(r.path))) {
    if (route.account) sessions[route.account] ??= await loginAs(baseUrl, ACCOUNTS[route.account]);
    const samples = [];
    for (let i = 0; i < runs; i += 1) samples.push(await lighthouseRun(`${baseUrl}${route.path}`, route.account ? sessions[route.account] : null));
    const pick = (k) => samples.map((s) => s[k]);
    const row = {
      route: route.path,
      signedIn: Boolean(route.account),
      score: median(pick('score')),
      lcp: Math.round(median(pick('lcp'))),
      tbt: Math.round(median(pick('tbt'))),
      cls: Number(median(pick('cls')).toFixed(3)),
      fcp: Math.round(median(pick('fcp'))),
      samples,
    };
    log(
      `lighthouse: ${route.path} score ${pick('score').join(' / ')}; LCP ${pick('lcp')
        .map((v) => Math.round(v))
        .join(' / ')} ms; TBT ${pick('tbt')
        .map((v) => Math.round(v))
        .join(' / ')} ms; CLS ${pick('cls')
        .map((v) => v.toFixed(3))
        .join(' / ')}; CPU benchmark ${pick('benchmarkIndex')
        .map((v) => (v === null ? '-' : Math.round(v)))
        .join(' / ')}${samples[0].shifts.length ? `; largest shifts ${JSON.stringify(samples[0].shifts)}` : ''}`,
    );
    rows.push(row);
  }
  return { runs, routes: rows };
}

/** Whether a route's figures meet the issue's targets, and which one it misses. */
export function lighthouseVerdict(row) {
  const min = row.signedIn ? LH_TARGETS.signedInScore : LH_TARGETS.publicScore;
  const misses = [];
  if (row.score < min) misses.push(`score < ${min}`);
  if (row.route === '/admin/dashboard' && row.cls >= LH_TARGETS.dashboardCls) misses.push(`CLS >= ${LH_TARGETS.dashboardCls}`);
  return misses.length
    ? `**NOT met** (${misses.join(', ')})`
    : `met (>= ${min}${row.route === '/admin/dashboard' ? `, CLS < ${LH_TARGETS.dashboardCls}` : ''})`;
}

export function printLighthouse(after, before = null) {
  console.log(`\n## Lighthouse ${'13'} (mobile, simulated throttling), median of ${after.runs} runs per figure\n`);
  const lines = before
    ? [
        '| route | score, before -> after | LCP ms, before -> after | TBT ms, before -> after | CLS, before -> after | target |',
        '|---|---:|---:|---:|---:|---|',
      ]
    : ['| route | score | LCP ms | TBT ms | CLS | target |', '|---|---:|---:|---:|---:|---|'];
  for (const r of after.routes) {
    const b = before?.routes.find((x) => x.route === r.route);
    const pair = (k) => (b ? `${b[k]} -> ${r[k]}` : `${r[k]}`);
    lines.push(
      `| \`${r.route}\`${r.signedIn ? ' (signed in)' : ''} | ${pair('score')} | ${pair('lcp')} | ${pair('tbt')} | ${pair('cls')} | ${lighthouseVerdict(r)} |`,
    );
  }
  console.log(lines.join('\n'));
  if (before?.note) console.log(`\nbefore: ${before.note}`);
}

/** Lighthouse on a build, served by its own API host on the bench's database (apiServer: another API host's server.js). */
export async function measureLighthouseBuild(staticDir, name = 'lh', apiServer = null) {
  const previous = process.env.BENCH_API_SERVER;
  if (apiServer) process.env.BENCH_API_SERVER = apiServer;
  try {
    const host = await startSeededHost(staticDir, name, await seededDatabase());
    try {
      return await measureLighthouse(host.baseUrl);
    } finally {
      await host.stop();
    }
  } finally {
    if (apiServer) process.env.BENCH_API_SERVER = previous ?? '';
    if (apiServer && previous === undefined) delete process.env.BENCH_API_SERVER;
  }
}

/** Builds (or reuses) the front end, measures it (and LH_BEFORE_DIR), prints the table; returns the results. */
export async function runLighthouse() {
  chromiumExecutable(); // before the build: no Chromium, no point building
  const staticDir = buildFederated();
  await compileApi();
  const before = process.env.LH_BEFORE_DIR
    ? await measureLighthouseBuild(path.resolve(process.env.LH_BEFORE_DIR), 'lh-before', process.env.LH_BEFORE_API_SERVER)
    : null;
  const after = await measureLighthouseBuild(staticDir);
  printLighthouse(after, before ?? recordedBefore('lighthouse'));
  return { before, after };
}

async function main() {
  const result = await runLighthouse();
  const out = mkdtempSync(path.join(tmpdir(), 'lpk-bench-lighthouse-'));
  mkdirSync(out, { recursive: true });
  const file = path.join(out, 'lighthouse.json');
  writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), targets: LH_TARGETS, ...result }, null, 2)}\n`);
  console.log(`\nresults: ${file}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  });
}
