/**
 * MailDev (npm package `maildev`, version 3): a local SMTP server that keeps every mail and shows it
 * on a web page with a REST API (`GET /api/email`). `npm start` and `npm run dev` run one when
 * SMTP_URL is not set (SMTP on 1025, inbox on http://localhost:1080); the API tests and the
 * browser tests start their own on free ports and read mails through its REST API.
 *
 * CommonJS so that the start scripts (ES modules) and the TypeScript tests (jest, CommonJS) load
 * the same file; its types are in maildev.d.cts.
 */
const { mkdtempSync, rmSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { freePort, superviseChild } = require('./child-service.cjs');

const BIN = path.join(__dirname, '..', 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js');

/** Whether a MailDev answers on this web port (one already running is used rather than a second). */
async function answers(webUrl) {
  try {
    const response = await fetch(`${webUrl}/api/healthz`, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts MailDev as a child process (its own event loop: a test that stops it stops a real SMTP
 * server). Options: `smtpPort` and `webPort` (0 or unset: free ports), `host` (127.0.0.1),
 * `reuse` (a MailDev already answering on the web port is used instead: `npm start`), `log`
 * (where its output goes: a function, or 'inherit'). Mails are kept in a temp folder of its own.
 */
async function startMailDev(options = {}) {
  const host = options.host || '127.0.0.1';
  const smtpPort = options.smtpPort || (await freePort());
  let webPort = options.webPort || (await freePort());
  while (webPort === smtpPort) webPort = await freePort();
  const webUrl = `http://${host}:${webPort}`;
  const smtpUrl = `smtp://${host}:${smtpPort}`;
  if (options.reuse && (await answers(webUrl))) {
    const nothing = async () => undefined;
    return { smtpPort, webPort, smtpUrl, webUrl, reused: true, stop: nothing, restart: nothing, close: nothing, kill: () => undefined };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lpk-maildev-'));
  const controls = await superviseChild({
    name: `MailDev on ${webUrl}`,
    args: [BIN, '--smtp', String(smtpPort), '--web', String(webPort), '--ip', host, '--web-ip', host, '--mail-directory', dir],
    // Its own folder as working directory: no maildev.config.* of the project is picked up.
    cwd: dir,
    log: options.log,
    ready: () => answers(webUrl),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  });
  return Object.defineProperties({ smtpPort, webPort, smtpUrl, webUrl, reused: false }, Object.getOwnPropertyDescriptors(controls));
}

/** The ports `npm start` and `npm run dev` use (MailDev's own defaults). */
const LOCAL_SMTP_PORT = 1025;
const LOCAL_WEB_PORT = 1080;

/**
 * For `npm start` and `npm run dev`: without SMTP_URL (and outside production, where the API
 * refuses to start without one), MailDev on 127.0.0.1:1025 with its inbox on
 * http://localhost:1080 (a MailDev already running there is used). Returns what to add to the
 * API's environment (`SMTP_URL`); MailDev stops with this process. A MailDev that cannot start is
 * a warning, not a stop: the API then keeps mails in its outbox.
 */
async function mailForLocalRun(env = process.env) {
  if (env.SMTP_URL || env.NODE_ENV === 'production') return { env: {} };
  try {
    const maildev = await startMailDev({ smtpPort: LOCAL_SMTP_PORT, webPort: LOCAL_WEB_PORT, reuse: true });
    if (!maildev.reused) process.once('exit', () => maildev.kill());
    console.log(
      `Mail: SMTP_URL is not set, so every mail goes to MailDev: inbox http://localhost:${LOCAL_WEB_PORT}/index.html (SMTP 127.0.0.1:${LOCAL_SMTP_PORT})`,
    );
    return { env: { SMTP_URL: maildev.smtpUrl } };
  } catch (error) {
    console.warn(
      `Mail: MailDev could not start (${error instanceof Error ? error.message.split('\n')[0] : error}); mails wait in the outbox until SMTP_URL is set.`,
    );
    return { env: {} };
  }
}

module.exports = { startMailDev, freePort, mailForLocalRun };
