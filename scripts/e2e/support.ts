/**
 * What several browser tests do: wait for a screen, read the app's own translations, log in, read
 * the stored session, and check that no page met a problem.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import type { CaughtMail } from '../../api/test/maildev';
import { apiLogin, launchBrowser, openPage, seriousA11yViolations, startSystem, waitFor, type Allowed, type System } from './harness';

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

/** No serious or critical axe violation on the page once its requests have settled. */
export async function axeClean(page: Page): Promise<void> {
  await settled(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** The page (opened at /) goes to `path` in `lang`, once its first screen has fully loaded (nothing aborted). */
export async function inLanguage(page: Page, lang: 'id' | 'en', path: string): Promise<void> {
  await screenReady(page);
  await settled(page);
  await page.evaluate((l) => window.localStorage.setItem('lpk_lang', l), lang);
  await page.goto(path);
  await screenReady(page);
}

/** The path (and query) of a mail's link to `route`: links point at APP_URL. */
export function mailLink(mail: CaughtMail, route: string): string {
  const found = mail.text.split(/\s+/).find((word) => word.includes(`${route}?token=`));
  if (!found) throw new Error(`no ${route} link in "${mail.subject}":\n${mail.text}`);
  const url = new URL(found);
  return `${url.pathname}${url.search}`;
}

// ---- The LPK side (issue 23 JOIN, issue 33): apply, approve, publish, suspend, as people do it in the browser.

export const OPERATOR = { email: 'operator@demo.test', password: 'Operator#2026' } as const;
const LICENCE_PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/** An applicant LPK: an entry of the sample registry (api/registry/lpk-registry-sample.csv) no demo institute has. */
export interface ApplyingLpk {
  name: string;
  licence: string;
  province: string;
  city: string;
}

/**
 * On /lpk-apply (any language): the whole form, the licence document attached, sent -> the new
 * account is on /admin/application, pending. The form and that page meet no serious axe violation.
 */
export async function applyAsLpk(page: Page, lpk: ApplyingLpk, email: string, password: string): Promise<void> {
  expect(await screenReady(page)).toBe(await tr(page, 'public:lpk_apply.title'));
  await axeClean(page);
  const label = async (key: string) => page.getByLabel(await tr(page, `public:lpk_apply.${key}`), { exact: true });
  await (await label('name')).fill(lpk.name);
  await (await label('licence_number')).fill(lpk.licence);
  await (await label('province')).selectOption(lpk.province);
  await (await label('city')).fill(lpk.city);
  await (await label('address')).fill(`Jl. Merdeka No. 5, ${lpk.city}`);
  await page.getByRole('checkbox', { name: await tr(page, 'public:labels.catalogue.program.kaigo_fukushishi'), exact: true }).check();
  await (await label('contact_name')).fill('Rina Kusuma');
  await (await label('email')).fill(email);
  await (await label('phone')).fill('0812-3456-7890');
  await (await label('password')).fill(password);
  await (await label('password_confirmation')).fill(password);
  await (await label('document')).setInputFiles({ name: 'izin.pdf', mimeType: 'application/pdf', buffer: LICENCE_PDF });
  await page.getByRole('button', { name: await tr(page, 'public:lpk_apply.submit'), exact: true }).click();
  await waitForPath(page, '/admin/application');
  await page.getByText(await tr(page, 'account:lpk_application.status.pending'), { exact: true }).waitFor();
  await axeClean(page);
}

/**
 * The operator (on /admin/operator) sees the application arrive without a reload, with the
 * registry check a match, approves it and confirms in the dialog (issue 33); the card then says approved.
 */
export async function approveApplication(operator: Page, name: string): Promise<void> {
  const card = operator.getByRole('article', { name: new RegExp(name) });
  await card.waitFor({ timeout: 15_000 });
  expect(await card.locator('[data-registry]').getAttribute('data-registry')).toBe('match');
  await axeClean(operator);
  await card.getByRole('button', { name: await tr(operator, 'account:operator.approve'), exact: true }).click();
  // Approving asks first: a dialog saying the listing stays a draft until its admin publishes it.
  const confirm = operator.getByRole('dialog');
  await confirm.waitFor();
  await axeClean(operator);
  await confirm.getByRole('button', { name: await tr(operator, 'account:operator.decision.approve_confirm'), exact: true }).click();
  await operator
    .getByText(await tr(operator, 'account:operator.status.approved'), { exact: true })
    .first()
    .waitFor();
}

/** The search page for `name` (on /search/{name}), reloaded, comes to list the LPK (`listed`) or not. */
export async function searchShows(page: Page, name: string, listed: boolean): Promise<void> {
  await page.reload();
  await screenReady(page);
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
  const link = page.getByRole('link', { name, exact: true });
  if (listed) await link.first().waitFor();
  else await waitFor(async () => (await link.count()) === 0, `${name} leaves search`, 10_000);
}

/**
 * The new LPK's admin completes the draft listing on /admin/institution (descriptions, a fee,
 * training length, contact), saves it and presses "Terbitkan" / "Publish": the draft notice (with
 * its publish box, axe-checked) is gone.
 */
export async function publishListing(page: Page, name: string): Promise<void> {
  await page.goto('/admin/institution');
  await screenReady(page);
  const draft = page.getByRole('region', { name: await tr(page, 'account:institution.publish.draft_title'), exact: true });
  await draft.waitFor();
  await axeClean(page);
  const field = async (key: string) => page.getByLabel(await tr(page, key), { exact: true });
  await (await field('account:institution.listing.description_id')).fill(`${name}: pelatihan perawat lansia dengan laboratorium perawatan.`);
  await (await field('account:institution.listing.description_en')).fill(`${name}: care-worker training with a care lab.`);
  await (await field('account:labels.catalogue.fee_item.training')).fill('6000000');
  await (await field('account:institution.listing.training_months')).fill('6');
  await (await field('account:institution.listing.phone')).fill('0271-123456');
  await (await field('account:institution.listing.whatsapp')).fill('0812-3456-7890');
  await (await field('account:institution.listing.email')).fill('info@lpk-contoh.test');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/lpk/institution/listing') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: await tr(page, 'account:institution.listing.save'), exact: true }).click();
  expect((await saved).status()).toBe(200);
  await draft.getByRole('button', { name: await tr(page, 'account:institution.publish.button'), exact: true }).click();
  await draft.waitFor({ state: 'detached' });
  await axeClean(page);
}

/** The operator (on /admin/operator) finds the LPK among the institutes and suspends it with `reason`: its id. */
export async function suspendLpk(operator: Page, name: string, reason: string): Promise<number> {
  const institutes = operator.getByRole('region', { name: await tr(operator, 'account:operator.institutes'), exact: true });
  await institutes.getByRole('searchbox').fill(name);
  await institutes.getByRole('button', { name: await tr(operator, 'account:operator.search_button'), exact: true }).click();
  const listed = institutes.getByRole('listitem').filter({ hasText: name });
  await listed.waitFor();
  const lpkId = Number(await listed.getAttribute('data-institute'));
  await listed.getByLabel(await tr(operator, 'account:operator.suspend_reason'), { exact: true }).fill(reason);
  await listed.getByRole('button', { name: await tr(operator, 'account:operator.suspend'), exact: true }).click();
  await institutes.getByText(await tr(operator, 'account:operator.suspended', { values: { reason } }), { exact: true }).waitFor();
  return lpkId;
}

/**
 * On an applicant's page of the staff console: "move to `status`", a note, confirmed in the
 * dialog (axe-checked open) -> the registration's badge says `status`.
 */
export async function moveRegistration(page: Page, status: string, note: string): Promise<void> {
  const label = await tr(page, `account:labels.registrations.status.${status}`);
  await page.getByRole('button', { name: await tr(page, 'account:applicant.move_to', { values: { status: label } }), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(await tr(page, 'account:applicant.note'), { exact: true }).fill(note);
  await axeClean(page);
  await dialog.getByRole('button', { name: await tr(page, 'account:applicant.move_confirm'), exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  const registration = page.getByRole('region', { name: await tr(page, 'account:applicant.registration'), exact: true });
  await registration.locator('.status-badge', { hasText: label }).waitFor();
}

/** Signs up with the register screen (page on /register, any language): name, e-mail, phone, password twice, every box ticked, submit. */
export async function signUpWithForm(page: Page, person: { fullName: string; email: string; password: string }): Promise<void> {
  await screenReady(page);
  const main = page.getByRole('main');
  await main.getByLabel(await tr(page, 'public:register.full_name'), { exact: true }).fill(person.fullName);
  await main.getByLabel(await tr(page, 'public:register.email'), { exact: true }).fill(person.email);
  await main.getByLabel(await tr(page, 'public:register.phone'), { exact: true }).fill('081234567891');
  const passwords = main.locator('input[type="password"]');
  await passwords.nth(0).fill(person.password);
  await passwords.nth(1).fill(person.password);
  for (const box of await main.getByRole('checkbox').all()) await box.check();
  await main.getByRole('button', { name: await tr(page, 'public:register.submit'), exact: true }).click();
}
