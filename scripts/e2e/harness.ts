/**
 * Browser-test harness: one real system (API host serving the real front-end build) per test
 * file, and a Chromium driven by playwright-core.
 *
 *   const system = await startSystem();            // fresh copy of the build, fresh SQLite
 *   const browser = await launchBrowser();
 *   const { page, consoleErrors } = await openPage(browser, system, '/login');
 *   expect(await seriousA11yViolations(page)).toEqual([]);
 *   expect(consoleErrors).toEqual([]);
 *
 * The deploy folder is built once per run by global-setup.cjs (process.env.E2E_BUILD_DIR).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, cpSync, mkdtempSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { freePort, stopChild } from '../child-service.cjs';
import { launchChromium } from '../chromium.cjs';
import { startMailDev, type MailDevProcess } from '../maildev.cjs';

export interface System {
  baseUrl: string;
  deployDir: string;
  env: Record<string, string>;
  /** The SMTP catcher the system sends to (MailDev: `inboxOf(system.mail)` reads it). */
  mail: MailDevProcess;
  stop(): Promise<void>;
  restart(): Promise<void>;
}

export const ROOT = path.resolve(__dirname, '..', '..');
const SERVER = path.join(ROOT, 'api', 'dist', 'server.js');
const AXE = path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js');
const HEALTH_TIMEOUT_MS = 30_000;
const LOG_LINES = 200;

/** A TCP port nobody listens on right now. */
export { freePort };

const logs = new WeakMap<System, string[]>();

/** The last lines the API host printed (for failure messages). */
export function serverLog(system: System): string {
  return (logs.get(system) ?? []).join('');
}

function buildDir(): string {
  const dir = process.env.E2E_BUILD_DIR;
  if (!dir || !existsSync(path.join(dir, 'shell', 'index.html'))) {
    throw new Error(
      `E2E_BUILD_DIR (${dir ?? 'unset'}) holds no front-end build: run the browser tests with --config scripts/e2e/jest.config.js (its global setup builds one)`,
    );
  }
  return dir;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, lines: string[]): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let lastError = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the API host exited (${child.exitCode ?? child.signalCode}) before /health answered:\n${lines.join('')}`);
    }
    try {
      const response = await fetch(`${baseUrl}/health`);
      if (response.ok) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`GET ${baseUrl}/health did not answer within ${HEALTH_TIMEOUT_MS} ms (${lastError}):\n${lines.join('')}`);
}

/** SIGTERM, then SIGKILL after 5 s (child-service.cjs). */
const kill = stopChild;

/**
 * The run's MailDev (global-setup.cjs); outside a jest run of scripts/e2e, one of the system's own.
 * `own` says whether the system stops it.
 */
async function mailCatcher(): Promise<{ mail: MailDevProcess; own: boolean }> {
  const smtpUrl = process.env.E2E_SMTP_URL;
  const webUrl = process.env.E2E_MAILDEV_URL;
  if (smtpUrl && webUrl) {
    const nothing = async () => undefined;
    const shared: MailDevProcess = {
      smtpUrl,
      webUrl,
      smtpPort: Number(new URL(smtpUrl).port),
      webPort: Number(new URL(webUrl).port),
      reused: true,
      stop: nothing,
      restart: nothing,
      close: nothing,
      kill: () => undefined,
    };
    return { mail: shared, own: false };
  }
  return { mail: await startMailDev(), own: true };
}

/**
 * Starts the API host as `npm start` does (node api/dist/server.js with STATIC_DIR=<deploy dir>)
 * on free ports, with a fresh SQLite file (demo data) and upload folder, sending its mail to
 * MailDev. Unless `deployDir` is given, the run's build is copied first, so a test may change or
 * delete files of its own copy.
 */
export async function startSystem(options: { deployDir?: string; env?: Record<string, string> } = {}): Promise<System> {
  const work = mkdtempSync(path.join(tmpdir(), 'lpk-e2e-system-'));
  let deployDir = options.deployDir;
  if (!deployDir) {
    deployDir = path.join(work, 'deploy');
    cpSync(buildDir(), deployDir, { recursive: true });
  }
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: compile the API (npx tsc -p api/tsconfig.build.json)`);
  mkdirSync(path.join(work, 'uploads'), { recursive: true });
  const port = await freePort();
  let pusherPort = await freePort();
  while (pusherPort === port) pusherPort = await freePort();
  const catcher = await mailCatcher();
  const env: Record<string, string> = {
    SMTP_URL: catcher.mail.smtpUrl,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUSHER_PORT: String(pusherPort),
    STATIC_DIR: deployDir,
    SQLITE_PATH: path.join(work, 'app.sqlite'),
    UPLOAD_DIR: path.join(work, 'uploads'),
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  // Always SQLite and one node: a developer's DATABASE_URL / REDIS_URL must not leak in.
  const { DATABASE_URL: _pg, REDIS_URL: _redis, ...inherited } = process.env;
  const baseUrl = `http://127.0.0.1:${env.PORT}`;
  const lines: string[] = [];
  let child: ChildProcess | null = null;

  async function launch(): Promise<void> {
    const proc = spawn(process.execPath, [SERVER], { cwd: path.join(ROOT, 'api'), env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child = proc;
    const collect = (chunk: Buffer) => {
      lines.push(chunk.toString());
      if (lines.length > LOG_LINES) lines.splice(0, lines.length - LOG_LINES);
    };
    proc.stdout?.on('data', collect);
    proc.stderr?.on('data', collect);
    try {
      await waitForHealth(baseUrl, proc, lines);
    } catch (error) {
      await kill(proc);
      throw error;
    }
  }

  const system: System = {
    baseUrl,
    deployDir,
    env,
    mail: catcher.mail,
    async stop() {
      await kill(child);
      child = null;
      if (catcher.own) await catcher.mail.close();
      rmSync(work, { recursive: true, force: true });
    },
    async restart() {
      await kill(child);
      await launch();
    },
  };
  logs.set(system, lines);
  try {
    await launch();
  } catch (error) {
    if (catcher.own) await catcher.mail.close();
    rmSync(work, { recursive: true, force: true });
    throw error;
  }
  return system;
}

/** Chromium from the system (CHROMIUM_PATH or /usr/bin/chromium), headless, with the flags that work here. */
export function launchBrowser(): Promise<Browser> {
  return launchChromium();
}

/** A problem the page reported, ignored when it matches one of `allow`. */
export type Allowed = string | RegExp;

function allowed(message: string, allow: Allowed[]): boolean {
  return allow.some((a) => (typeof a === 'string' ? message.includes(a) : a.test(message)));
}

/**
 * A new browser context (own storage, own cache) with one page opened at `path`. `consoleErrors`
 * fills up, for the page's whole life, with console errors, uncaught page errors, failed requests
 * and HTTP answers >= 400 — except those matching `allow` (e.g. the 401 a revoked token earns).
 */
export async function openPage(
  browser: Browser,
  system: System,
  path = '/',
  allow: Allowed[] = [],
): Promise<{ page: Page; context: BrowserContext; consoleErrors: string[] }> {
  const context = await browser.newContext({ baseURL: system.baseUrl, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  const record = (message: string) => {
    if (!allowed(message, allow)) consoleErrors.push(`${page.url()} ${message}`);
  };
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location()?.url;
    record(`console.error: ${message.text()}${where ? ` (${where})` : ''}`);
  });
  page.on('pageerror', (error) => record(`uncaught: ${error.stack ?? error.message}`));
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? 'failed';
    // A request the page itself cancelled by navigating away is not a failure of the system.
    if (failure === 'net::ERR_ABORTED' && request.resourceType() !== 'script' && request.resourceType() !== 'stylesheet') return;
    record(`request failed: ${request.method()} ${request.url()} ${failure}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) record(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  await page.goto(path, { waitUntil: 'load' });
  return { page, context, consoleErrors };
}

/** axe-core's serious and critical violations on the page as it is now, one readable line each. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const hasAxe = await page.evaluate(() => typeof (globalThis as { axe?: unknown }).axe !== 'undefined');
  // Evaluated, not added as a <script> tag: the page's Content-Security-Policy refuses inline scripts.
  if (!hasAxe) await page.evaluate(readFileSync(AXE, 'utf8'));
  const violations = await page.evaluate(async () => {
    type Result = { id: string; impact?: string | null; help: string; helpUrl: string; nodes: { target: unknown[]; failureSummary?: string }[] };
    const axe = (globalThis as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Result[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.map(String).join(' ')}${n.failureSummary ? ` [${n.failureSummary.replace(/\s+/g, ' ').trim()}]` : ''}`),
    }));
  });
  const url = new URL(page.url());
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${url.pathname}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.slice(0, 5).join('; ')}${v.nodes.length > 5 ? ` (+${v.nodes.length - 5} more)` : ''}`,
    );
}

/** Polls `check` until it returns a truthy value (returned), or fails after `timeout` ms with `message`. */
export async function waitFor<T>(check: () => T | Promise<T>, message: string, timeout = 10_000): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
      last = value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`timed out after ${timeout} ms: ${message} (last: ${last instanceof Error ? last.message : String(last)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const DEMO_CAREGIVER = { email: 'caregiver@demo.test', password: 'Caregiver#2026' } as const;

/**
 * One API call to the running system, as a client would make it: JSON in and out, the bearer
 * token when given. Resolves with the envelope's `data`; throws on an HTTP error or a status that
 * is not success.
 */
export async function apiCall<T>(system: System, path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${system.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const body = (await response.json()) as { status: string; message?: string; data: T };
  if (!response.ok || body.status !== 'success') throw new Error(`${init.method ?? 'GET'} ${path}: HTTP ${response.status} ${body.message ?? ''}`);
  return body.data;
}

/** Logs in through the API (not the page): the token and user the login answer carries. */
export async function apiLogin(
  system: System,
  credentials: { email: string; password: string } = DEMO_CAREGIVER,
): Promise<{ token: string; user: { full_name: string; email: string } }> {
  const response = await fetch(`${system.baseUrl}/api/lpk/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(credentials),
  });
  const body = (await response.json()) as { status: string; message?: string; data?: { token: string; user: { full_name: string; email: string } } };
  if (!response.ok || body.status !== 'success' || !body.data)
    throw new Error(`login of ${credentials.email} failed: HTTP ${response.status} ${body.message ?? ''}`);
  return body.data;
}
