/**
 * First-visit JavaScript budgets (scripts/bench/budgets.json): a cold first visit to each route
 * of the run's build may download at most its budget of gzip (level 9) JavaScript. Measured by
 * scripts/bench/budget.mjs (the front-end bench's own byte counting, frontend.mjs visit()) in a
 * child process against this file's system. The budgets are today's figures + ~3 %: a regression
 * guard, not the target (150 KB for `/`, not met yet).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, startSystem, type System } from './harness';

interface Row {
  key: string;
  route: string;
  gzipJs: number;
  scripts: { url: string; gzip: number }[];
}

const budgets = JSON.parse(readFileSync(path.join(ROOT, 'scripts', 'bench', 'budgets.json'), 'utf8')) as { routes: Record<string, number> };

let system: System;
let rows: Row[] = [];
let work: string;

beforeAll(async () => {
  system = await startSystem();
  work = mkdtempSync(path.join(tmpdir(), 'lpk-e2e-budget-'));
  const json = path.join(work, 'budget.json');
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'bench', 'budget.mjs'), '--base-url', system.baseUrl, '--json', json], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 150_000,
  });
  if (result.status !== 0 && result.status !== 1) throw new Error(`budget.mjs failed (${result.status ?? result.signal}):\n${result.stderr}`);
  rows = JSON.parse(readFileSync(json, 'utf8')) as Row[];
}, 180_000);

afterAll(async () => {
  await system?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

it('measures every route that has a budget, and has a budget for every route measured', () => {
  expect(rows.map((r) => r.key).sort()).toEqual(Object.keys(budgets.routes).sort());
});

it.each(Object.entries(budgets.routes))('first visit to %s stays within %i B of gzip JavaScript', (key, limit) => {
  const row = rows.find((r) => r.key === key);
  expect(row).toBeDefined();
  if (row!.gzipJs > limit) {
    const files = row!.scripts.map((s) => `  ${s.url} ${s.gzip} B`).join('\n');
    throw new Error(
      `${key}: ${row!.gzipJs} B gzip JS > budget ${limit} B. Scripts:\n${files}\nIf the growth is intended, raise scripts/bench/budgets.json (node scripts/bench/budget.mjs --write).`,
    );
  }
});
