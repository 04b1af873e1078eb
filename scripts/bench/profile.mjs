#!/usr/bin/env node
/**
 * Where the main thread goes on a budget phone (`node scripts/bench/profile.mjs [route ...]`): one
 * cold visit per route on chromium.mjs's mobile profile (150 ms RTT, 1.6 Mbps, CPU x4) with a
 * Chromium trace (devtools.timeline, v8), summarised: the long tasks (> 50 ms) with what filled them, and
 * the main thread's time by activity (script evaluation and compilation per file, function calls
 * per file, HTML parsing, style and layout, paint, garbage collection) until the page is quiet.
 *
 * PROFILE_SETTLE_MS (default 1500): how long the trace goes on after the network went quiet (the
 * chat button's pulse starts 3 s after the shell, every 4 s).
 * Serves BENCH_FEDERATED_DIR (or builds the front end) with the API host as lcp.mjs does; writes the
 * raw trace of each route beside the summary (paths printed; open them in Chrome's Performance panel).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumExecutable, launchChromium, mobilePage, visitUntilSettled } from './chromium.mjs';
import { buildFederated, compileApi, startHost } from './frontend.mjs';

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink.user_timing', 'loading'];

/** One cold visit of `route` under the mobile profile, traced: the trace events. */
async function traceVisit(browser, baseUrl, route) {
  const { context, page } = await mobilePage(browser);
  try {
    await browser.startTracing(page, { categories: CATEGORIES });
    await visitUntilSettled(page, `${baseUrl}${route}`, Number(process.env.PROFILE_SETTLE_MS) || 1500);
    const buffer = await browser.stopTracing();
    return JSON.parse(buffer.toString()).traceEvents;
  } finally {
    await context.close();
  }
}

const shortUrl = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/\.[0-9a-f]{8}\.js$/, '.js') || '(page)' : '(inline/other)');

/** The renderer main thread's summary: long tasks and time by activity, in ms of the (throttled) page. */
export function summarise(events) {
  const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame) ?? events.find((e) => e.name === 'navigationStart');
  const start = navigation?.ts ?? Math.min(...events.filter((e) => e.ts).map((e) => e.ts));
  const pid = navigation?.pid;
  const mainTid = events.find((e) => e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain')?.tid;
  const main = events.filter((e) => e.pid === pid && e.tid === mainTid && e.ph === 'X' && typeof e.dur === 'number');
  const tasks = main.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  const sorted = [...main].sort((a, b) => a.ts - b.ts);
  const within = (task) => sorted.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
  const activity = (e) => {
    const url = e.args?.data?.url || e.args?.data?.scriptName || e.args?.fileName;
    switch (e.name) {
      case 'EvaluateScript':
      case 'v8.evaluateModule':
        return `evaluate ${shortUrl(url)}`;
      case 'v8.compile':
      case 'V8.CompileCode':
      case 'v8.compileModule':
        return `compile ${shortUrl(url)}`;
      case 'FunctionCall':
        return `run ${shortUrl(url)}`;
      case 'ParseHTML':
        return 'parse HTML';
      case 'ParseAuthorStyleSheet':
        return 'parse CSS';
      case 'UpdateLayoutTree':
      case 'RecalculateStyles':
        return 'style';
      case 'Layout':
        return 'layout';
      case 'Paint':
      case 'PrePaint':
      case 'Layerize':
        return 'paint';
      case 'MajorGC':
      case 'MinorGC':
      case 'V8.GC_SCAVENGER':
      case 'V8.GCFinalizeMC':
        return 'garbage collection';
      default:
        return null;
    }
  };
  /** Time by activity: each event's own time (its duration less that of the activities inside it). */
  const byActivity = new Map();
  const longTasks = [];
  for (const task of tasks) {
    // Own time of each activity: its duration less that of the activities directly inside it (a stack over the nested events).
    const inner = within(task)
      .filter((e) => activity(e) !== null)
      .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const own = new Map();
    const stack = [];
    const selfOf = new Map(inner.map((e) => [e, e.dur]));
    for (const e of inner) {
      while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur <= e.ts) stack.pop();
      const parent = stack[stack.length - 1];
      if (parent) selfOf.set(parent, selfOf.get(parent) - e.dur);
      stack.push(e);
    }
    for (const [e, self] of selfOf) own.set(activity(e), (own.get(activity(e)) ?? 0) + Math.max(0, self));
    const accounted = [...own.values()].reduce((a, b) => a + b, 0);
    own.set('other', Math.max(0, task.dur - accounted));
    for (const [name, us] of own) byActivity.set(name, (byActivity.get(name) ?? 0) + us);
    if (task.dur > 50_000) {
      const top = [...own.entries()]
        .sort((a, b) => b[1] - a[1])
        .filter(([, us]) => us >= 5_000)
        .slice(0, 4);
      longTasks.push({
        startMs: Math.round((task.ts - start) / 1000),
        durationMs: Math.round(task.dur / 1000),
        top: top.map(([name, us]) => `${name} ${Math.round(us / 1000)}`).join(', '),
      });
    }
  }
  const total = [...byActivity.values()].reduce((a, b) => a + b, 0);
  return {
    busyMs: Math.round(total / 1000),
    longTasks,
    activities: [...byActivity.entries()]
      .sort((a, b) => b[1] - a[1])
      .filter(([, us]) => us >= 10_000)
      .map(([name, us]) => ({ name, ms: Math.round(us / 1000) })),
  };
}

export function printProfile(route, summary) {
  console.log(`\n### ${route}: main thread busy ${summary.busyMs} ms (CPU x4)\n`);
  console.log('| long task starts at | lasts | mostly |\n|---:|---:|---|');
  for (const t of summary.longTasks) console.log(`| ${t.startMs} ms | ${t.durationMs} ms | ${t.top} |`);
  console.log('\n| activity | ms |\n|---|---:|');
  for (const a of summary.activities) console.log(`| ${a.name} | ${a.ms} |`);
}

async function main() {
  const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/search', '/lpk/1'];
  chromiumExecutable(); // before the build: no Chromium, no point building
  const staticDir = buildFederated();
  await compileApi();
  const host = await startHost(staticDir, 'profile');
  const browser = await launchChromium().catch(async (error) => {
    await host.stop();
    throw error;
  });
  const out = mkdtempSync(path.join(tmpdir(), 'lpk-bench-profile-'));
  try {
    await traceVisit(browser, host.baseUrl, '/'); // warm the host (its caches), not measured
    for (const route of routes) {
      const events = await traceVisit(browser, host.baseUrl, route);
      const file = path.join(out, `${route.replace(/[^\w]+/g, '_') || 'root'}.trace.json`);
      writeFileSync(file, JSON.stringify({ traceEvents: events }));
      printProfile(route, summarise(events));
      console.log(`\ntrace: ${file}`);
    }
  } finally {
    await browser.close();
    await host.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  });
}
