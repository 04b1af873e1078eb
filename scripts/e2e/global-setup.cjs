/**
 * Once per browser-test run: checks Chromium, builds the front end (node scripts/build.mjs all)
 * into a temp deploy folder and compiles the API (api/dist). Each test file copies that folder
 * (harness.startSystem). A preset E2E_BUILD_DIR holding a build is reused and kept.
 */
const { spawnSync } = require('child_process');
const { existsSync, mkdtempSync, readdirSync, statSync } = require('fs');
const os = require('os');
const path = require('path');

const ROOT = path.resolve(__dirname, '..', '..');

function run(label, args, env) {
  const started = Date.now();
  const result = spawnSync(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`e2e global setup: ${label} failed (exit ${result.status ?? result.signal})`);
  console.log(`e2e: ${label} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Newest modification time of the files under a folder. */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

/** api/dist is older than a file of api/src (or missing). */
function apiStale() {
  const server = path.join(ROOT, 'api', 'dist', 'server.js');
  if (!existsSync(server)) return true;
  return (
    Math.max(newest(path.join(ROOT, 'api', 'src')), newest(path.join(ROOT, 'contracts', 'src'))) > statSync(server).mtimeMs ||
    statSync(path.join(ROOT, 'api', 'tsconfig.json')).mtimeMs > statSync(server).mtimeMs
  );
}

/** contracts/dist is older than a file of contracts/src or its build settings (or missing). */
function contractsStale() {
  const index = path.join(ROOT, 'contracts', 'dist', 'index.js');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return newest(path.join(ROOT, 'contracts', 'src')) > built || statSync(path.join(ROOT, 'contracts', 'tsconfig.build.json')).mtimeMs > built;
}

/**
 * One MailDev for the run (scripts/maildev.cjs): every system the harness starts sends its mail
 * there (SMTP_URL), and the tests read it through its REST API. Stopped by global-teardown.cjs.
 */
async function startMailDev() {
  const { startMailDev: start } = require('../maildev.cjs');
  const maildev = await start();
  globalThis.__LPK_E2E_MAILDEV__ = maildev;
  process.env.E2E_SMTP_URL = maildev.smtpUrl;
  process.env.E2E_MAILDEV_URL = maildev.webUrl;
  console.log(`e2e: MailDev on ${maildev.webUrl} (SMTP ${maildev.smtpUrl})`);
}

module.exports = async function globalSetup() {
  const chromium = require('../chromium.cjs').chromiumPath();
  if (!existsSync(chromium)) {
    throw new Error(
      `e2e: Chromium not found at ${chromium}. The browser tests never skip: install it (apt-get install -y chromium, as .ci/run does) or set CHROMIUM_PATH.`,
    );
  }
  const preset = process.env.E2E_BUILD_DIR;
  if (preset && existsSync(path.join(preset, 'shell', 'index.html'))) {
    console.log(`\ne2e: reusing the build in ${preset}`);
  } else {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lpk-e2e-build-'));
    console.log(`\ne2e: building the front end into ${dir}`);
    run('front-end build', [path.join(ROOT, 'scripts', 'build.mjs'), 'all'], { DEPLOY_DIR: dir });
    process.env.E2E_BUILD_DIR = dir;
    process.env.E2E_BUILD_DIR_OWNED = '1';
  }
  if (!apiStale()) {
    console.log('e2e: api/dist is up to date');
  } else {
    // npm install (postinstall) and CI's typecheck have compiled the contracts already: not again when nothing changed since.
    if (contractsStale()) {
      run('contracts compile', [path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', path.join(ROOT, 'contracts', 'tsconfig.build.json')]);
    }
    run('API compile', [path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', path.join(ROOT, 'api', 'tsconfig.build.json')]);
  }
  // Last: a failure above leaves no MailDev behind (the teardown does not run after a failed setup).
  await startMailDev();
};
