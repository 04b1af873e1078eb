#!/usr/bin/env node
/**
 * `npm test`: every jest project against SQLite, then the browser tests (scripts/e2e, headless
 * Chromium against the real build; never skipped — a missing Chromium fails the pass) and — when
 * DATABASE_URL is set — the API project again against PostgreSQL, these two side by side: the
 * browser pass spends most of its time waiting on the browser and its servers (measured: about a
 * quarter of a core), so the PostgreSQL pass, at the lowest CPU priority, uses what it leaves
 * (its output is printed when it ends). Prints one closing line `N passed, N failed` summing every pass, for CI.
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

/**
 * One jest pass; its output goes to this terminal, or (`logFile`) to a file printed when it ends.
 * Resolves with its counts.
 */
async function run(name, args, env, logFile, { background = false } = {}) {
  const outputFile = path.join(outDir, `${name}.json`);
  if (!logFile) console.log(`\n=== ${name} ===`);
  const command = [process.execPath, jestBin, '--json', `--outputFile=${outputFile}`, ...args, ...extra];
  // In the background at the lowest CPU priority (nice 19, where `nice` exists): the browser
  // pass's timings (layout shifts, live updates) must not feel the PostgreSQL pass.
  if (background && existsSync('/usr/bin/nice')) command.unshift('/usr/bin/nice', '-n', '19');
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
  console.log(`${name}: ${passed} passed, ${failed} failed`);
  return { passed, failed };
}

const { DATABASE_URL, ...withoutPg } = process.env;
const passes = [await run('sqlite', [], withoutPg)];

const postgresql = DATABASE_URL
  ? run('postgresql', ['--selectProjects', 'api'], { ...process.env, DATABASE_URL }, path.join(outDir, 'postgresql.log'), { background: true })
  : null;
if (DATABASE_URL) console.log('\n(PostgreSQL pass running beside the browser pass; its output follows when it ends.)');

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(chromium)) {
  // --passWithNoTests: extra arguments naming other packages' tests select none here.
  passes.push(await run('browser', ['--config', 'scripts/e2e/jest.config.js', '--runInBand', '--passWithNoTests'], withoutPg));
} else {
  console.log(
    `\n=== browser ===\nChromium not found at ${chromium}: the browser tests cannot run (install it: apt-get install -y chromium, as .ci/run does, or set CHROMIUM_PATH).`,
  );
  console.log('browser: 0 passed, 1 failed');
  passes.push({ passed: 0, failed: 1 });
}
if (postgresql) passes.push(await postgresql);
else console.log('\nDATABASE_URL not set: PostgreSQL pass skipped (CI sets it).');

const passed = passes.reduce((n, p) => n + p.passed, 0);
const failed = passes.reduce((n, p) => n + p.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
