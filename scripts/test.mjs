#!/usr/bin/env node
/**
 * `npm test`: every jest project against SQLite, the browser tests (scripts/e2e, headless Chromium
 * against the real build; never skipped — a missing Chromium fails the pass) and — when
 * DATABASE_URL is set — the API project again against PostgreSQL, all three at the same time.
 *
 * Why side by side: on CI's 2 cores the passes one after the other took ~30 min, much of it waiting
 * (the browser pass on Chromium and its servers, the API tests on child processes, sockets and
 * timers). The browser pass starts first at normal priority (its front-end build, then its tests,
 * --runInBand); the SQLite and PostgreSQL passes run at the lowest CPU priority (nice 19, where
 * `nice` exists) and use what it leaves, so the browser tests' timings (layout shifts, live
 * updates) do not feel them. Each of these two runs TEST_WORKERS (default 2) jest workers: many
 * API tests wait on child processes, sockets and timers, and one worker per pass would leave the
 * PostgreSQL pass (~16 min in band on CI) as the floor; with two, either pass can use both cores alone.
 * Test files share no state across workers (checked): each has its own SQLite database or PostgreSQL
 * schema/database, Redis key prefix, free ports and temp folders.
 * The SQLite pass's output streams here; the two others are printed when they end.
 * Prints one closing line `N passed, N failed` summing every pass, for CI; per-file reports (jest
 * --json, with perfStats) are kept in a temp folder named at the end.
 * Extra arguments go to jest (e.g. `npm test -- api/test/auth.test.ts`).
 */
import './check-node.mjs';
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const jestBin = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const extra = process.argv.slice(2);
const outDir = mkdtempSync(path.join(tmpdir(), 'lpk-test-'));
const started = Date.now();
const seconds = (from) => `${((Date.now() - from) / 1000).toFixed(0)} s`;
const workers = Number(process.env.TEST_WORKERS) || 2;
// TEST_NICE=0 keeps every pass at normal priority: to measure on a machine other work loads (at
// nice 19 the passes would wait for it).
const lowerPriority = process.env.TEST_NICE !== '0' && existsSync('/usr/bin/nice');

/**
 * One jest pass; its output goes to this terminal, or (`logFile`) to a file printed when it ends.
 * `background`: at the lowest CPU priority. Resolves with its counts.
 */
async function run(name, args, env, { logFile, background = false } = {}) {
  const outputFile = path.join(outDir, `${name}.json`);
  const passStarted = Date.now();
  if (!logFile) console.log(`\n=== ${name} ===`);
  const command = [process.execPath, jestBin, '--json', `--outputFile=${outputFile}`, ...args, ...extra];
  if (background && lowerPriority) command.unshift('/usr/bin/nice', '-n', '19');
  const child = spawn(command[0], command.slice(1), {
    cwd: root,
    stdio: logFile ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env,
  });
  if (logFile) {
    const log = createWriteStream(logFile);
    child.stdout.pipe(log);
    child.stderr.pipe(log);
  }
  const status = await new Promise((resolve) => child.on('close', (code) => resolve(code)));
  if (logFile) console.log(`\n=== ${name} ===\n${readFileSync(logFile, 'utf8')}`);
  let passed = 0;
  let failed = 0;
  try {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests + report.numRuntimeErrorTestSuites;
  } catch {
    failed = 1; // jest crashed before writing its report
  }
  if (status !== 0 && failed === 0) failed = 1;
  console.log(`${name}: ${passed} passed, ${failed} failed (${seconds(passStarted)})`);
  return { passed, failed };
}

const { DATABASE_URL, ...withoutPg } = process.env;
const passes = [];

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(chromium)) {
  // --passWithNoTests: extra arguments naming other packages' tests select none here.
  const args = ['--config', 'scripts/e2e/jest.config.js', '--runInBand', '--passWithNoTests'];
  passes.push(run('browser', args, withoutPg, { logFile: path.join(outDir, 'browser.log') }));
} else {
  console.log(
    `\n=== browser ===\nChromium not found at ${chromium}: the browser tests cannot run (install it: apt-get install -y chromium, as .ci/run does, or set CHROMIUM_PATH).`,
  );
  console.log('browser: 0 passed, 1 failed');
  passes.push(Promise.resolve({ passed: 0, failed: 1 }));
}

if (DATABASE_URL) {
  const env = { ...process.env, DATABASE_URL };
  passes.push(
    run('postgresql', ['--selectProjects', 'api', `--maxWorkers=${workers}`], env, { logFile: path.join(outDir, 'postgresql.log'), background: true }),
  );
  console.log('(The browser and PostgreSQL passes run beside the SQLite pass; their output follows when each ends.)');
} else {
  console.log('DATABASE_URL not set: PostgreSQL pass skipped (CI sets it).');
}

passes.push(run('sqlite', [`--maxWorkers=${workers}`], withoutPg, { background: true }));

const results = await Promise.all(passes);
const passed = results.reduce((n, p) => n + p.passed, 0);
const failed = results.reduce((n, p) => n + p.failed, 0);
console.log(`\n(jest reports in ${outDir}; all passes ${seconds(started)})`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
