#!/usr/bin/env node
/**
 * Largest Contentful Paint on a budget phone (part of `npm run bench`; alone: node scripts/bench/lcp.mjs).
 *
 * Lighthouse's mobile profile through the DevTools protocol: 150 ms round trip, 1.6 Mbps down,
 * 750 kbps up (Network.emulateNetworkConditions), CPU slowed 4x (Emulation.setCPUThrottlingRate),
 * a 412x823 viewport at device scale 1.75 with a mobile user agent. Every run is a new browser
 * context (empty cache, no service worker, no storage); LCP is read from a
 * PerformanceObserver('largest-contentful-paint') injected before the page's scripts, after the
 * load event, the route's heading, a quiet network and a settle time. Median of LCP_RUNS (3) runs.
 * Beside it, when the route's own data was on screen (the first frame in which an element only its
 * data fills is visible: `dataSelector`), when the page was interactive (the end of the last long
 * task, > 50 ms), when the screen's data had arrived (the end of the last /api/ answer of the visit;
 * none when the page brought it) and when the screen was done (the last change of <main> once the
 * pre-rendered head was replaced).
 *
 * Alone it builds the front end (or reuses BENCH_FEDERATED_DIR), serves it with the API host on
 * free ports with a fresh SQLite file, prints the table and writes lcp.json (path printed).
 *   LCP_RUNS=<n>        runs per route (default 3)
 *   LCP_SETTLE_MS=<ms>  wait after the network went quiet (default 1500)
 *   LCP_ROUTES=/,/search  only these routes
 *   BENCH_API_SERVER=<copy of api/dist>/server.js  another build of the API host (a "before")
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MOBILE_PROFILE, chromiumExecutable, launchChromium, mobilePage, visitUntilSettled } from './chromium.mjs';
import { buildFederated, compileApi, startHost } from './frontend.mjs';

export const LCP_TARGETS = { good: 1800, acceptable: 2500 };

/** The routes measured; the job detail uses a real vacancy of GET /api/lpk/jobs. */
export async function lcpRoutes(baseUrl) {
  const response = await fetch(`${baseUrl}/api/lpk/jobs`, { headers: { Accept: 'application/json' } });
  const body = await response.json();
  const job = body?.data?.items?.[0];
  if (!job) throw new Error(`GET /api/lpk/jobs returned no vacancy (${response.status})`);
  return [
    // The issue's routes (target 1.8 s)...
    '/',
    '/search',
    '/lpk/1',
    `/job-detail/${job.id}/${job.lpk_id}`,
    '/about',
    '/login',
    // ...and the other public routes (target 2.5 s).
    '/inexperienced',
    '/jobs',
    '/register',
    '/experienced',
    '/search/Bandung',
    '/side-by-side-lpk?ids=1,2',
    '/privacy-policy',
    '/terms',
  ];
}

/**
 * What "the route's own data on screen" means per route: an element only the data fills (a vacancy
 * or institute card, the institute's fees, the about page's steps), visible in the current language.
 */
export function dataSelector(route) {
  const path = route.split('?')[0];
  if (path === '/' || path === '/jobs' || path === '/experienced' || path === '/inexperienced' || path === '/search' || path.startsWith('/search/'))
    return '.catalogue-grid .catalogue-card';
  if (path.startsWith('/lpk/')) return '[aria-labelledby="lpk-fees"] table, [aria-labelledby="lpk-summary"] dl';
  if (path.startsWith('/job-detail/')) return '.catalogue-facts';
  if (path === '/about') return 'ol.steps';
  return 'main h1';
}

function observeLcp() {
  window.__lcp = { value: null, element: null, entries: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__lcp.value = entry.startTime;
      window.__lcp.entries += 1;
      const el = entry.element;
      window.__lcp.element = el
        ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/)[0]}` : ''}`
        : entry.url || null;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // The end of the last long task (> 50 ms on the main thread): when the page could answer a tap at once.
  window.__lastLongTask = null;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lastLongTask = Math.max(window.__lastLongTask ?? 0, entry.startTime + entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long task timing in this browser: interactive is then the first contentful paint.
  }
  // When the route's own data first painted: the first frame after an element of its data selector
  // (set by the bench as window.__dataSelector) is in the document and visible, and not before FCP.
  window.__dataOnScreen = null;
  const seeData = () => {
    if (window.__dataOnScreen !== null || !window.__dataSelector) return;
    const found = Array.from(document.querySelectorAll(window.__dataSelector)).some((el) => el.getClientRects().length > 0);
    if (!found) return;
    window.__dataOnScreen = -1;
    requestAnimationFrame(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      window.__dataOnScreen = Math.max(performance.now(), fcp);
    });
  };
  new MutationObserver(seeData).observe(document, { subtree: true, childList: true, attributes: true });
  document.addEventListener('DOMContentLoaded', seeData);
  // When the screen last changed (its data shown): the last change of <main>'s content.
  window.__screenDone = null;
  new MutationObserver(() => {
    const main = document.getElementById('main');
    if (main && !main.querySelector('[data-prerender]')) window.__screenDone = performance.now();
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/** One cold visit of `route` under the mobile profile: LCP in ms, and what painted it. */
export async function lcpOnce(browser, baseUrl, route, { settleMs = 1500 } = {}) {
  const { context, page } = await mobilePage(browser, { initScripts: [`window.__dataSelector = ${JSON.stringify(dataSelector(route))};`, observeLcp] });
  try {
    await visitUntilSettled(page, `${baseUrl}${route}`, settleMs);
    const lcp = await page.evaluate(() => window.__lcp);
    if (lcp?.value == null) throw new Error(`${route}: no largest-contentful-paint entry`);
    // When the screen's data had arrived: the end of the last API answer (null: the route asks none).
    const dataMs = await page.evaluate(() => {
      const ends = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/api/'))
        .map((entry) => entry.responseEnd);
      return ends.length ? Math.round(Math.max(...ends)) : null;
    });
    const doneMs = await page.evaluate(() => (window.__screenDone === null ? null : Math.round(window.__screenDone)));
    const { onScreenMs, interactiveMs } = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
      return {
        onScreenMs: window.__dataOnScreen === null || window.__dataOnScreen < 0 ? null : Math.round(window.__dataOnScreen),
        interactiveMs: Math.round(Math.max(window.__lastLongTask ?? 0, fcp ?? 0)),
      };
    });
    return { ms: Math.round(lcp.value), dataMs, doneMs, onScreenMs, interactiveMs, element: lcp.element, finalPath: new URL(page.url()).pathname };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
};

/** Median LCP of `runs` cold visits per route (after one unmeasured warm-up visit of the host). */
export async function measureLcp(
  browser,
  baseUrl,
  { runs = Number(process.env.LCP_RUNS) || 3, settleMs = Number(process.env.LCP_SETTLE_MS) || 1500, log = console.log } = {},
) {
  const only = process.env.LCP_ROUTES ? process.env.LCP_ROUTES.split(',') : null;
  const routes = (await lcpRoutes(baseUrl)).filter((route) => !only || only.includes(route));
  await lcpOnce(browser, baseUrl, '/', { settleMs: 0 });
  const rows = [];
  for (const route of routes) {
    const samples = [];
    for (let i = 0; i < runs; i += 1) samples.push(await lcpOnce(browser, baseUrl, route, { settleMs }));
    const ms = samples.map((s) => s.ms);
    const data = samples.map((s) => s.dataMs).filter((v) => v !== null);
    const done = samples.map((s) => s.doneMs).filter((v) => v !== null);
    const onScreen = samples.map((s) => s.onScreenMs).filter((v) => v !== null);
    const interactive = samples.map((s) => s.interactiveMs);
    const row = {
      route,
      dataMedian: data.length ? median(data) : null,
      doneMedian: done.length ? median(done) : null,
      onScreenMedian: onScreen.length === samples.length ? median(onScreen) : null,
      onScreenSamples: samples.map((s) => s.onScreenMs),
      interactiveMedian: median(interactive),
      interactiveSamples: interactive,
      median: median(ms),
      min: Math.min(...ms),
      max: Math.max(...ms),
      samples: ms,
      element: samples.map((s) => s.element).sort((a, b) => samples.filter((s) => s.element === b).length - samples.filter((s) => s.element === a).length)[0],
      finalPath: samples[0].finalPath,
    };
    row.good = row.median <= LCP_TARGETS.good;
    row.acceptable = row.median <= LCP_TARGETS.acceptable;
    log(
      `lcp: ${route} ${ms.join(' / ')} ms (median ${row.median}, ${row.element}); data arrived ${data.join(' / ') || '-'} ms; screen done ${done.join(' / ') || '-'} ms; data on screen ${row.onScreenSamples.map((v) => v ?? '-').join(' / ')} ms; interactive ${interactive.join(' / ')} ms`,
    );
    rows.push(row);
  }
  return { profile: MOBILE_PROFILE, runs, settleMs, targets: LCP_TARGETS, routes: rows };
}

export function lcpTable(result) {
  const lines = [
    `| route | LCP median ms | min | max | target ${LCP_TARGETS.good} / ${LCP_TARGETS.acceptable} | LCP element | data on screen, median ms | interactive (last long task), median ms | data arrived, median ms | screen done, median ms |`,
    '|---|---:|---:|---:|---|---|---:|---:|---:|---:|',
  ];
  for (const r of result.routes) {
    const verdict = r.good ? `pass (<= ${LCP_TARGETS.good})` : r.acceptable ? `pass ${LCP_TARGETS.acceptable} only` : '**FAIL**';
    lines.push(
      `| \`${r.route}\` | ${r.median} | ${r.min} | ${r.max} | ${verdict} | ${r.element ?? ''} | ${r.onScreenMedian ?? '-'} | ${r.interactiveMedian} | ${r.dataMedian ?? '-'} | ${r.doneMedian ?? '-'} |`,
    );
  }
  return lines.join('\n');
}

export function printLcp(result) {
  console.log(
    `\n## Largest Contentful Paint, mobile profile (${result.profile.latencyMs} ms RTT, 1.6 Mbps down, 750 kbps up, CPU x${result.profile.cpuSlowdown}, 412x823 @1.75), median of ${result.runs} cold runs\n`,
  );
  console.log(lcpTable(result));
}

async function main() {
  chromiumExecutable(); // before the build: no Chromium, no point building
  const staticDir = buildFederated();
  await compileApi();
  const host = await startHost(staticDir, 'lcp');
  const browser = await launchChromium().catch(async (error) => {
    await host.stop();
    throw error;
  });
  let result;
  try {
    result = await measureLcp(browser, host.baseUrl);
  } finally {
    await browser.close();
    await host.stop();
  }
  printLcp(result);
  const out = mkdtempSync(path.join(tmpdir(), 'lpk-bench-lcp-'));
  mkdirSync(out, { recursive: true });
  const file = path.join(out, 'lcp.json');
  writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), ...result }, null, 2)}\n`);
  console.log(`\nresults: ${file}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  });
}
