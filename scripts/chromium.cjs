/**
 * The system's Chromium, for the browser tests (scripts/e2e) and the benches (scripts/bench):
 * never a downloaded browser. CHROMIUM_PATH or /usr/bin/chromium, headless, with the flags that
 * work on these machines. Importing runs nothing.
 */
const { existsSync } = require('node:fs');

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Where the system's Chromium is (it may not be there: see chromiumExecutable). */
function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/** The system's Chromium; throws, saying how to get it, when it is missing. */
function chromiumExecutable() {
  const executablePath = chromiumPath();
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath}: install it (apt-get install -y chromium, as .ci/run does) or set CHROMIUM_PATH`);
  }
  return executablePath;
}

/** Launches the system's Chromium headless with playwright-core. */
function launchChromium() {
  const { chromium } = require('playwright-core');
  return chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS, headless: true });
}

module.exports = { CHROMIUM_ARGS, chromiumPath, chromiumExecutable, launchChromium };
