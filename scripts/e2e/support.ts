/**
 * What several browser tests do: wait for a screen, read the app's own translations, log in, read
 * the stored session, and check that no page met a problem.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { apiLogin, launchBrowser, openPage, startSystem, type Allowed, type System } from './harness';

export { DEMO_CAREGIVER } from './harness';

/** The name under which a page hands its Content-Security-Policy violations to the test. */
const CSP_REPORT_BINDING = '__e2eReportCspViolation';

interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
  line: number;
  sample: string;
}

/**
 * Makes every page of `context` report the Content-Security-Policy violations it meets (the
 * `securitypolicyviolation` events, listened to before any script of the page runs) into
 * `violations`, one readable line each.
 */
async function watchCspViolations(context: BrowserContext, violations: string[]): Promise<void> {
  await context.exposeBinding(CSP_REPORT_BINDING, ({ page }, v: CspViolation) => {
    const where = v.source ? ` at ${v.source}:${v.line}` : '';
    violations.push(`${page.url()} CSP violation: ${v.directive} refused ${v.blocked || '(unknown)'}${where}${v.sample ? ` (${v.sample})` : ''}`);
  });
  await context.addInitScript((binding) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, ((v: CspViolation) => unknown) | undefined>)[binding];
        void report?.({
          directive: event.effectiveDirective || event.violatedDirective,
          blocked: event.blockedURI,
          source: event.sourceFile,
          line: event.lineNumber,
          sample: event.sample,
        });
      },
      true,
    );
  }, CSP_REPORT_BINDING);
}

/** `browser`, except that each context it makes reports its pages' CSP violations into `violations`. */
function cspWatchingBrowser(browser: Browser, violations: string[]): Browser {
  return new Proxy(browser, {
    get(target, property) {
      if (property === 'newContext') {
        return async (options?: BrowserContextOptions) => {
          const context = await target.newContext(options);
          await watchCspViolations(context, violations);
          return context;
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The opened pages of a test file; `closeAll` (run after each test by `useRealSystem`) reports what they met. */
export class PageTracker {
  private readonly opened: { context: BrowserContext; consoleErrors: string[]; cspViolations: string[]; allow: Allowed[] }[] = [];

  constructor(
    private readonly browser: () => Browser,
    private readonly system: () => System,
  ) {}

  /**
   * A new context with one page opened at `path`. `consoleErrors` fills up with its console errors,
   * uncaught errors and failed requests, `cspViolations` with the Content-Security-Policy violations
   * its documents report — each unless it matches `allow`.
   */
  async open(path = '/', allow: Allowed[] = []): Promise<{ page: Page; context: BrowserContext; consoleErrors: string[]; cspViolations: string[] }> {
    const cspViolations: string[] = [];
    const opened = await openPage(cspWatchingBrowser(this.browser(), cspViolations), this.system(), path, allow);
    const entry = { ...opened, cspViolations, allow };
    this.opened.push(entry);
    return entry;
  }

  /** Every problem the pages of this test reported (CSP violations included); the contexts are closed. */
  async closeAll(): Promise<string[]> {
    const errors = this.opened.flatMap((o) => [...o.consoleErrors, ...o.cspViolations.filter((v) => !isAllowed(v, o.allow))]);
    await Promise.all(this.opened.map((o) => o.context.close().catch(() => undefined)));
    this.opened.length = 0;
    return errors;
  }
}

function isAllowed(message: string, allow: Allowed[]): boolean {
  return allow.some((a) => (typeof a === 'string' ? message.includes(a) : a.test(message)));
}

/**
 * The real system and a browser for one test file: both started before its tests and stopped after
 * them; after each test its pages are closed, and the test fails if any of them met a console error,
 * a failed request or a Content-Security-Policy violation.
 */
export function useRealSystem(): { pages: PageTracker; system: () => System } {
  let system: System | undefined;
  let browser: Browser | undefined;
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the system is started in beforeAll: use it inside a test');
    return value;
  };
  const pages = new PageTracker(
    () => started(browser),
    () => started(system),
  );
  beforeAll(async () => {
    [system, browser] = await Promise.all([startSystem(), launchBrowser()]);
  });
  afterEach(async () => {
    expect(await pages.closeAll()).toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });
  return { pages, system: () => started(system) };
}

/** The screen has rendered: its one h1 inside <main> is visible (ScreenFallback has none). */
export async function screenReady(page: Page, timeout = 15_000): Promise<string> {
  // Not the page head the API host pre-rendered (data-prerender): that paints before the screen exists.
  const h1 = page.locator('main h1:not([data-prerender] *)').first();
  await h1.waitFor({ state: 'visible', timeout });
  return (await h1.innerText()).trim();
}

/**
 * Waits for the network to go quiet, at most `timeout` ms: axe then sees the page with its data.
 * Bounded, because a page may keep a request going (the browser suite once waited 30 s on /register
 * for no request it could name); the checks that follow still run.
 */
export async function settled(page: Page, timeout = 10_000): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout }).catch(() => undefined);
}

/** The path (with query and hash) the page is on. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
}

export async function waitForPath(page: Page, pathname: string | RegExp, timeout = 15_000): Promise<void> {
  await page.waitForURL((url) => (typeof pathname === 'string' ? url.pathname === pathname : pathname.test(url.pathname)), { timeout });
}

/**
 * A string of the app's own i18next instance — the one mf-shared holds, read through the Module
 * Federation share scope — in `lng` (default: the page's current language). The namespace is
 * loaded by the screen that owns it: right after a navigation the previous screen may still show,
 * so this waits up to 10 s for the key before it fails. `{ both: true }` gives a RegExp that
 * matches the Indonesian or the English text exactly.
 */
export async function tr(page: Page, key: string, options: { lng?: 'id' | 'en'; values?: Record<string, string> } = {}): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      return await translateNow(page, key, options);
    } catch (error) {
      if (Date.now() > deadline || !String(error).includes('its screen has not loaded')) throw error;
      await page.waitForTimeout(100);
    }
  }
}

function translateNow(page: Page, key: string, options: { lng?: 'id' | 'en'; values?: Record<string, string> }): Promise<string> {
  return page.evaluate(
    ({ key, lng, values }) => {
      type Shared = { i18n: { language: string; getFixedT(lng: string): (key: string, values?: object) => string; exists(key: string, o?: object): boolean } };
      type Entry = { loaded?: boolean; lib?: () => Shared };
      const fed = (globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Entry>>>> } })
        .__FEDERATION__;
      let shared: Shared | undefined;
      for (const scopes of Object.values(fed?.__SHARE__ ?? {})) {
        for (const versions of Object.values(scopes)) {
          const entry = Object.values(versions['mf-shared'] ?? {}).find((e) => e.loaded && e.lib);
          if (entry?.lib) shared = entry.lib();
        }
      }
      if (!shared) throw new Error('mf-shared is not in the federation share scope');
      const language = lng ?? shared.i18n.language;
      if (!shared.i18n.exists(key, { lng: language })) throw new Error(`no translation ${key} (${language}): its screen has not loaded`);
      return shared.i18n.getFixedT(language)(key, values);
    },
    { key, lng: options.lng, values: options.values },
  );
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** RegExp matching the Indonesian or the English text of `key` exactly. */
export async function either(page: Page, key: string, values?: Record<string, string>): Promise<RegExp> {
  const [id, en] = [await tr(page, key, { lng: 'id', values }), await tr(page, key, { lng: 'en', values })];
  return new RegExp(`^\\s*(?:${escape(id)}|${escape(en)})\\s*$`);
}

export async function storedItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}

/**
 * Logs in with the login screen (page on /login, any language): email, password, terms, submit.
 * Labels are the screen's own strings in the page's current language.
 */
export async function loginWithForm(page: Page, credentials: { email: string; password: string }): Promise<void> {
  await screenReady(page);
  await page.getByLabel(await tr(page, 'public:login.email'), { exact: true }).fill(credentials.email);
  await page.getByLabel(await tr(page, 'public:login.password'), { exact: true }).fill(credentials.password);
  await page.getByRole('checkbox').check();
  await page
    .getByRole('main')
    .getByRole('button', { name: await tr(page, 'public:login.submit'), exact: true })
    .click();
}

/** Logs in through the API and stores the session as the app does (for tests about something else). */
export async function loginByStorage(
  page: Page,
  system: System,
  credentials?: { email: string; password: string },
): Promise<{ token: string; user: { full_name: string; email: string } }> {
  const session = await apiLogin(system, credentials);
  await page.evaluate(({ token, user }) => {
    window.localStorage.setItem('lpk_token', token);
    window.localStorage.setItem('lpk_user', JSON.stringify(user));
  }, session);
  return session;
}

/** Client-side navigation (single-spa reroutes on pushState): no page load. */
export async function pushPath(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => window.history.pushState(null, '', p), path);
}

/** Marks the document; `stillSameDocument` is true while no full page load happened since. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eDocument?: boolean }).__e2eDocument = true;
  });
}

export async function stillSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __e2eDocument?: boolean }).__e2eDocument === true);
}
