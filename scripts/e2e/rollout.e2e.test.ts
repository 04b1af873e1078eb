/**
 * Staged rollouts in a real browser (docs/architecture.md section 4, docs/releasing.md): two versions of
 * mf-public side by side in one deploy folder — 1.0.0 (the run's build) and 1.1.0-canary (built
 * here; it shows data-version="1.1.0-canary" on its root) — plus broken copies, with rollout.json
 * driven by the release tool exactly as `npm run release` runs it.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { bucketOf } from '../../shell/src/rollout/bucket';
import { ROOT, launchBrowser, openPage, startSystem, type System } from './harness';

const STABLE = '1.0.0';
const CANARY = '1.1.0-canary';
const BROKEN = '1.2.0-broken'; // remoteEntry.js throws a syntax error
const LOST = '1.3.0-lost'; // a chunk of ./app disappeared after it was published
const REACT20 = '1.4.0-react20'; // built against a React the shell does not provide (^20)

let system: System;
let browser: Browser;
let untouched: Record<string, number> = {};

/** Modification times of the shell's page and the other remote's entry (a remote build must not touch them). */
function otherBuilds(): Record<string, number> {
  const files = [path.join('shell', 'index.html'), path.join('mf-account', STABLE, 'remoteEntry.js'), path.join('mf-public', STABLE, 'remoteEntry.js')];
  return Object.fromEntries(files.map((f) => [f, statSync(path.join(system.deployDir, f)).mtimeMs]));
}

/** Retries `read` until it returns something `done` accepts (the beacon is sent asynchronously). */
async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** `npm run release -- <args>` against the system's deploy folder. */
function release(...args: string[]): string {
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(ROOT, 'scripts', 'release', 'cli.ts'), ...args],
    {
      cwd: ROOT,
      // The system's deploy folder, and its database for the release log (the tool on the server's machine).
      env: { ...process.env, DEPLOY_DIR: system.deployDir, SQLITE_PATH: system.env.SQLITE_PATH },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`release ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

function versionDir(version: string): string {
  return path.join(system.deployDir, 'mf-public', version);
}

/** A copy of the canary published under another version name (as if built as that version). */
function copyCanaryAs(version: string): string {
  const dir = versionDir(version);
  cpSync(versionDir(CANARY), dir, { recursive: true });
  const manifestFile = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { metaData: { buildInfo: { buildVersion: string } } };
  manifest.metaData.buildInfo.buildVersion = version;
  writeFileSync(manifestFile, JSON.stringify(manifest));
  rmSync(`${manifestFile}.gz`, { force: true });
  rmSync(`${manifestFile}.br`, { force: true });
  return dir;
}

/** Replaces a file and drops its precompressed copies (the server would send those instead). */
function replaceFile(file: string, content: string | null): void {
  for (const f of [file, `${file}.gz`, `${file}.br`]) rmSync(f, { force: true });
  if (content !== null) writeFileSync(file, content);
}

/**
 * Makes a copy ask for React ^20 in its share configuration (remoteEntry.js) and its manifest, as
 * a remote built after a React upgrade the shell has not shipped yet would.
 */
function requireReact20(dir: string): void {
  const react = `"${JSON.parse(readFileSync(path.join(ROOT, 'mf-public', 'package.json'), 'utf8')).dependencies.react}"`;
  for (const name of ['remoteEntry.js', 'mf-manifest.json']) {
    const file = path.join(dir, name);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain(react);
    replaceFile(file, text.split(react).join('"^20.0.0"'));
  }
}

/** How many load failures of this mf-public version the API counted (waits for the first beacon). */
function reportedFailures(version: string): Promise<number> {
  return poll(
    async () => {
      const response = await fetch(`${system.baseUrl}/api/lpk/rollout/failures?remote=mf-public`);
      const body = (await response.json()) as { data: { items: Array<{ version: string; failures: number }> } };
      return body.data.items.find((i) => i.version === version)?.failures ?? 0;
    },
    (n) => n >= 1,
  );
}

/** A seed whose mf-public bucket is below (or at/above) `percent`. */
function seedFor(percent: number, below: boolean): string {
  for (let i = 0; ; i += 1) {
    const seed = i.toString(16).padStart(16, '0');
    if (bucketOf(seed, 'mf-public') < percent === below) return seed;
  }
}

/** The version of mf-public on screen (its root element) once it has mounted. */
async function shownVersion(page: Page): Promise<string> {
  const root = page.locator('[data-remote="mf-public"][data-version]');
  await root.waitFor({ state: 'attached', timeout: 20_000 });
  return (await root.getAttribute('data-version')) ?? '';
}

/** Opens `path` in a fresh browser (own storage: a new random bucket); returns the version shown. */
async function freshVisit(urlPath = '/', seed?: string): Promise<{ version: string; page: Page; close: () => Promise<void>; consoleErrors: string[] }> {
  const { page, context, consoleErrors } = await openPage(browser, system, 'about:blank');
  if (seed) await context.addInitScript((s) => window.localStorage.setItem('lpk_rollout_seed', s), seed);
  await page.goto(urlPath, { waitUntil: 'load' });
  const version = await shownVersion(page);
  return { version, page, consoleErrors, close: () => context.close() };
}

/** Waits until the remote shows its route's screen (mounted, past its loading placeholder). */
async function screenRendered(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const root = document.querySelector('[data-remote="mf-public"]');
      return !!root && root.childElementCount > 0 && !root.querySelector('.screen-loading');
    },
    undefined,
    { timeout: 20_000 },
  );
}

async function versionsOfFreshBrowsers(count: number): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const visit = await freshVisit('/about');
    seen.push(visit.version);
    expect(visit.consoleErrors).toEqual([]);
    await visit.close();
  }
  return seen;
}

beforeAll(async () => {
  system = await startSystem();
  untouched = otherBuilds();
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs'), 'mf-public'], {
    cwd: ROOT,
    env: { ...process.env, REMOTE_VERSION: CANARY, DEPLOY_DIR: system.deployDir },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`canary build failed:\n${build.stdout}\n${build.stderr}`);

  const broken = copyCanaryAs(BROKEN);
  replaceFile(path.join(broken, 'remoteEntry.js'), 'var mf_public = {;\n/* corrupted upload */');
  copyCanaryAs(LOST);
  requireReact20(copyCanaryAs(REACT20));

  release('mf-public', 'publish', CANARY);
  release('mf-public', 'publish', BROKEN); // the files are all there: only a browser finds the script error
  release('mf-public', 'publish', LOST);
  browser = await launchBrowser();
}, 600_000); // the canary build takes minutes on a loaded machine

afterAll(async () => {
  await browser?.close();
  await system?.stop();
});

describe('staged rollout of mf-public', () => {
  it('building and publishing a new version left the shell, the other remote and stable untouched', () => {
    const manifest = JSON.parse(readFileSync(path.join(system.deployDir, 'rollout.json'), 'utf8')) as { remotes: Record<string, { stable: string }> };
    expect(manifest.remotes['mf-public']!.stable).toBe(STABLE);
    expect(otherBuilds()).toEqual(untouched);
    expect(readdirSync(path.join(system.deployDir, 'mf-public')).sort()).toEqual([STABLE, CANARY, BROKEN, LOST, REACT20].sort());
  });

  it('0 % canary: every browser gets stable', async () => {
    release('mf-public', 'canary', CANARY, '0');
    expect(await versionsOfFreshBrowsers(4)).toEqual([STABLE, STABLE, STABLE, STABLE]);
  });

  it('100 % canary: every browser gets the canary, which is visibly the new build', async () => {
    release('mf-public', 'percent', '100');
    expect(await versionsOfFreshBrowsers(4)).toEqual([CANARY, CANARY, CANARY, CANARY]);
    const visit = await freshVisit('/about');
    expect(
      await visit.page.evaluate(() => (window as unknown as { __LPK_ROLLOUT__?: { versions: Record<string, string> } }).__LPK_ROLLOUT__?.versions),
    ).toMatchObject({
      'mf-public': CANARY,
    });
    // The shell preloaded the entry the rollout chose, before main.js ran.
    const preloads = await visit.page.evaluate(() =>
      Array.from(document.querySelectorAll('link[rel=preload][as=script]')).map((l) => (l as HTMLLinkElement).href),
    );
    expect(preloads.some((href) => href.endsWith(`/remotes/mf-public/${CANARY}/remoteEntry.js`))).toBe(true);
    await visit.close();
  });

  it('50 % canary: a browser keeps its bucket, visit after visit', async () => {
    release('mf-public', 'percent', '50');
    const inside = await freshVisit('/about', seedFor(50, true));
    const outside = await freshVisit('/about', seedFor(50, false));
    expect(inside.version).toBe(CANARY);
    expect(outside.version).toBe(STABLE);
    for (const [visit, expected] of [
      [inside, CANARY],
      [outside, STABLE],
    ] as const) {
      await visit.page.reload({ waitUntil: 'load' });
      expect(await shownVersion(visit.page)).toBe(expected);
      await visit.close();
    }
  });

  it('?mf-public=<version> forces that version', async () => {
    release('mf-public', 'percent', '0');
    const forced = await freshVisit(`/about?mf-public=${CANARY}`);
    expect(forced.version).toBe(CANARY);
    await forced.close();
    const back = await freshVisit(`/about?mf-public=${STABLE}`);
    expect(back.version).toBe(STABLE);
    await back.close();
  });

  it('rollback: the canary stops and everyone is on stable again', async () => {
    release('mf-public', 'percent', '100');
    expect((await versionsOfFreshBrowsers(1))[0]).toBe(CANARY);
    const out = release('mf-public', 'rollback');
    expect(out).toContain(`canary ${CANARY} stopped`);
    expect(await versionsOfFreshBrowsers(3)).toEqual([STABLE, STABLE, STABLE]);
  });

  it.each([
    [BROKEN, 'a script error in remoteEntry.js'],
    [LOST, 'a chunk missing'],
  ])('a broken canary (%s: %s) falls back to stable in the same page view, is counted, and the page works', async (version) => {
    release('mf-public', 'canary', version, '100');
    if (version === LOST) {
      // Lost after it was published (the release tool refuses a version with a missing file).
      const expose = readdirSync(versionDir(LOST)).find((f) => /^__federation_expose_app\..*\.js$/.test(f))!;
      replaceFile(path.join(versionDir(LOST), expose), null);
    }
    // The failure itself is expected on the console (and as a 404 or script error): nothing else is.
    const { page, context, consoleErrors } = await openPage(browser, system, 'about:blank', [version, /SyntaxError/, /^uncaught: $/]);
    const entryRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/remotes/mf-public/')) entryRequests.push(r.url());
    });
    try {
      await page.goto('/about', { waitUntil: 'load' });
      expect(await shownVersion(page)).toBe(STABLE);
      await screenRendered(page);
      await expect(page.locator('header').count()).resolves.toBe(1);
      await expect(page.locator('footer').count()).resolves.toBe(1);
      // The rest of the page works: the shell's header link leads to another screen of the remote.
      await page.locator('header a[href="/login"]').first().click();
      await page.waitForURL('**/login');
      expect(await shownVersion(page)).toBe(STABLE);
      await screenRendered(page);
      expect(consoleErrors).toEqual([]);

      // Reported: counted per remote version by the API.
      expect(await reportedFailures(version)).toBeGreaterThanOrEqual(1);

      // Remembered for the session: the next page view goes straight to stable.
      entryRequests.length = 0;
      await page.reload({ waitUntil: 'load' });
      expect(await shownVersion(page)).toBe(STABLE);
      expect(entryRequests.filter((u) => u.includes(`/${version}/`))).toEqual([]);
    } finally {
      await context.close();
      release('mf-public', 'rollback');
    }
  });

  it('a version built for a React the shell does not provide is refused by the release tool and, forced, falls back to stable', async () => {
    expect(() => release('mf-public', 'canary', REACT20, '100')).toThrow(/shared singleton react requires \^20\.0\.0/);
    // Forced past the release tool (?mf-public=): the federation runtime refuses the share
    // (strictVersion), the shell falls back to stable in the same page view and reports it.
    const { page, context, consoleErrors } = await openPage(browser, system, 'about:blank', [REACT20, /\^20\.0\.0/, /^uncaught: $/]);
    try {
      await page.goto(`/about?mf-public=${REACT20}`, { waitUntil: 'load' });
      expect(await shownVersion(page)).toBe(STABLE);
      await screenRendered(page);
      expect(consoleErrors).toEqual([]);
      expect(await reportedFailures(REACT20)).toBeGreaterThanOrEqual(1);
    } finally {
      await context.close();
    }
  });

  it('a logged-in session survives a version change of the remote', async () => {
    const login = await fetch(`${system.baseUrl}/api/lpk/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email: 'caregiver@demo.test', password: 'Caregiver#2026' }),
    });
    const { data } = (await login.json()) as { data: { token: string; user: { full_name: string } } };
    const { page, context, consoleErrors } = await openPage(browser, system, 'about:blank');
    await context.addInitScript(
      ({ token, user }) => {
        if (!window.localStorage.getItem('lpk_token')) {
          window.localStorage.setItem('lpk_token', token);
          window.localStorage.setItem('lpk_user', JSON.stringify(user));
        }
      },
      { token: data.token, user: data.user },
    );
    await page.goto('/about', { waitUntil: 'load' });
    expect(await shownVersion(page)).toBe(STABLE);
    await expect(page.locator('header').getByText(data.user.full_name).first().isVisible()).resolves.toBe(true);

    release('mf-public', 'canary', CANARY, '10');
    release('mf-public', 'promote');
    await page.reload({ waitUntil: 'load' });
    expect(await shownVersion(page)).toBe(CANARY);
    await expect(page.locator('header').getByText(data.user.full_name).first().isVisible()).resolves.toBe(true);
    await expect(page.locator('header a[href="/login"]').count()).resolves.toBe(0);
    expect(await page.evaluate(() => window.localStorage.getItem('lpk_token'))).toBe(data.token);
    // The token is still good with the API.
    const profile = await fetch(`${system.baseUrl}/api/lpk/profile`, { headers: { Authorization: `Bearer ${data.token}`, Accept: 'application/json' } });
    expect(profile.status).toBe(200);
    expect(consoleErrors).toEqual([]);

    // Rolling the promotion back returns everyone, still logged in, to the old stable.
    release('mf-public', 'rollback');
    await page.reload({ waitUntil: 'load' });
    expect(await shownVersion(page)).toBe(STABLE);
    await expect(page.locator('header').getByText(data.user.full_name).first().isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('stable failing: the fallback panel with retry shows, header and footer keep working', async () => {
    const away = `${versionDir(STABLE)}.away`;
    renameSync(versionDir(STABLE), away);
    const { page, context, consoleErrors } = await openPage(browser, system, 'about:blank', [`mf-public/${STABLE}`, 'mf-public is unavailable', /RUNTIME-008/]);
    try {
      await page.goto('/about', { waitUntil: 'load' });
      const panel = page.locator('section.fallback-panel[data-remote="mf-public"]');
      await panel.waitFor({ state: 'visible', timeout: 20_000 });
      await expect(page.locator('header a[href="/login"]').count()).resolves.toBeGreaterThan(0);
      await expect(page.locator('footer').count()).resolves.toBe(1);
      expect(consoleErrors).toEqual([]);

      renameSync(away, versionDir(STABLE));
      await panel.getByRole('button').click();
      expect(await shownVersion(page)).toBe(STABLE);
      await screenRendered(page);
      await expect(panel.count()).resolves.toBe(0);
    } finally {
      await context.close();
      try {
        renameSync(away, versionDir(STABLE));
      } catch {
        // already back
      }
    }
  });
});
