#!/usr/bin/env node
/**
 * First-visit JavaScript budgets (budgets.json): per route, the gzip (level 9) bytes of every
 * script a cold first visit downloads, counted exactly as the front-end bench does (frontend.mjs
 * visit(): every response until the route's heading is visible and the network went quiet).
 * The CI check is scripts/e2e/budget.e2e.test.ts (the browser suite's build and API host).
 *
 *   node scripts/bench/budget.mjs                       build (or BENCH_FEDERATED_DIR), measure, compare
 *   node scripts/bench/budget.mjs --base-url <url>      measure a running host instead
 *   node scripts/bench/budget.mjs --json <file>         also write the figures as JSON
 *   node scripts/bench/budget.mjs --write               set budgets.json to today's figures + 3 %
 * Exit code 1 when a route is over its budget.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from './chromium.mjs';
import { buildFederated, compileApi, login, startHost, visit } from './frontend.mjs';

const BUDGETS_FILE = path.join(path.dirname(new URL(import.meta.url).pathname), 'budgets.json');
const HEADROOM = 1.03;

/** Budget key -> how to visit it. The job detail uses the first vacancy of GET /api/lpk/jobs. */
async function budgetRoutes(baseUrl) {
  const response = await fetch(`${baseUrl}/api/lpk/jobs`, { headers: { Accept: 'application/json' } });
  const job = (await response.json())?.data?.items?.[0];
  if (!job) throw new Error(`GET /api/lpk/jobs returned no vacancy (${response.status})`);
  return [
    ['/', '/'],
    ['/search', '/search'],
    ['/lpk/1', '/lpk/1'],
    ['/job-detail/:id/:lpkId', `/job-detail/${job.id}/${job.lpk_id}`],
    ['/about', '/about'],
    ['/login', '/login'],
    ['/inexperienced', '/inexperienced'],
    ['/jobs', '/jobs'],
    ['/register', '/register'],
    ['/admin/dashboard', '/admin/dashboard', true],
  ].map(([key, route, needsLogin = false]) => ({ key, route, needsLogin }));
}

export function readBudgets() {
  return JSON.parse(readFileSync(BUDGETS_FILE, 'utf8'));
}

/** First-visit gzip JS per route, measured on the host at `baseUrl`. */
export async function measureFirstVisitJs(baseUrl, { log = console.error } = {}) {
  const browser = await launchChromium();
  try {
    const session = await login(baseUrl);
    const rows = [];
    for (const { key, route, needsLogin } of await budgetRoutes(baseUrl)) {
      const r = await visit(browser, baseUrl, route, needsLogin ? session : null);
      rows.push({
        key,
        route,
        gzipJs: r.js.gzip,
        files: r.js.files,
        scripts: r.files.filter((f) => f.kind === 'js').map((f) => ({ url: f.url, gzip: f.gzip })),
      });
      log(`budget: ${key} ${(r.js.gzip / 1024).toFixed(1)} KB gzip JS in ${r.js.files} files`);
    }
    return rows;
  } finally {
    await browser.close();
  }
}

/** Routes over budget (and routes measured with no budget, or budgets for routes not measured). */
export function overBudget(rows, budgets = readBudgets()) {
  const problems = [];
  for (const row of rows) {
    const limit = budgets.routes[row.key];
    if (limit === undefined) problems.push(`${row.key}: no budget in budgets.json`);
    else if (row.gzipJs > limit)
      problems.push(`${row.key}: ${row.gzipJs} B gzip JS > budget ${limit} B (+${(((row.gzipJs - limit) / limit) * 100).toFixed(1)} %)`);
  }
  for (const key of Object.keys(budgets.routes)) if (!rows.some((r) => r.key === key)) problems.push(`${key}: budget for a route not measured`);
  return problems;
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  let baseUrl = option('--base-url');
  let host = null;
  if (!baseUrl) {
    const staticDir = buildFederated();
    await compileApi();
    host = await startHost(staticDir, 'budget');
    baseUrl = host.baseUrl;
  }
  let rows;
  try {
    rows = await measureFirstVisitJs(baseUrl);
  } finally {
    await host?.stop();
  }
  const json = option('--json');
  if (json) writeFileSync(json, `${JSON.stringify(rows, null, 2)}\n`);
  if (args.includes('--write')) {
    const budgets = existsSync(BUDGETS_FILE) ? readBudgets() : {};
    budgets.routes = Object.fromEntries(rows.map((r) => [r.key, Math.ceil((r.gzipJs * HEADROOM) / 100) * 100]));
    budgets.measured = Object.fromEntries(rows.map((r) => [r.key, r.gzipJs]));
    budgets.measuredAt = new Date().toISOString().slice(0, 10);
    writeFileSync(BUDGETS_FILE, `${JSON.stringify(budgets, null, 2)}\n`);
    console.log(`budget: wrote ${BUDGETS_FILE}`);
    return;
  }
  const problems = overBudget(rows);
  for (const row of rows) console.log(`${row.key}\t${row.gzipJs}\t${readBudgets().routes[row.key] ?? '-'}`);
  if (problems.length) {
    console.error(`over budget:\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  });
}
