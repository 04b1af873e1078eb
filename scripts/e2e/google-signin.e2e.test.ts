/**
 * Google sign-in in Chromium against the real system, with the development OpenID provider
 * (modules/dev-oidc) standing in for Google as it does on a fresh machine: no Google credentials.
 * APP_URL is the address the browser uses, so the provider sends it back to the same origin.
 */
import type { Browser, Page } from 'playwright-core';
import { devOidcMessages } from '../../api/src/modules/dev-oidc/messages';
import { freePort, launchBrowser, seriousA11yViolations, startSystem, waitFor, type System } from './harness';
import { DEMO_CAREGIVER, PageTracker, pathOf, pushPath, screenReady, storedItem, tr, waitForPath } from './support';

/** The development sign-in page's own strings (Indonesian: the button asks for the page's language). */
const devStrings = devOidcMessages.id.dev_oidc as Record<string, string>;
function devText(key: string): string {
  const text = devStrings[key];
  if (typeof text !== 'string') throw new Error(`no development sign-in string ${key}`);
  return text;
}

let system: System | undefined;
let browser: Browser | undefined;
const started = <T>(value: T | undefined): T => {
  if (value === undefined) throw new Error('started in beforeAll');
  return value;
};
const pages = new PageTracker(
  () => started(browser),
  () => started(system),
);

beforeAll(async () => {
  const port = await freePort();
  [system, browser] = await Promise.all([startSystem({ env: { PORT: String(port), APP_URL: `http://127.0.0.1:${port}` } }), launchBrowser()]);
});
afterEach(async () => {
  expect(await pages.closeAll()).toEqual([]);
});
afterAll(async () => {
  await browser?.close();
  await system?.stop();
});

/** From a login or register screen: the Google button, then the development provider's page. */
async function toDevSignIn(page: Page): Promise<void> {
  await screenReady(page);
  await page
    .getByRole('main')
    .getByRole('link', { name: await tr(page, 'public:auth.google.sign_in'), exact: true })
    .click();
  await page.waitForURL((url) => url.pathname.startsWith('/dev-oidc/interaction/'), { timeout: 15_000 });
  await page.getByRole('heading', { level: 1, name: devText('title') }).waitFor();
  expect(await page.getByText(devText('badge'), { exact: true }).isVisible()).toBe(true);
}

test('from /login?redirect=/admin/settings: Google as the demo caregiver, whose account has a password: asked for it (a wrong one refused), then /admin/settings logged in; the next time straight in', async () => {
  const { page } = await pages.open('/login?redirect=/admin/settings', [/HTTP 422: /, /status of 422 \(Unprocessable (Content|Entity)\)/]);
  await screenReady(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await toDevSignIn(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByLabel(/caregiver@demo\.test/).check();
  await page.getByRole('button', { name: devText('submit'), exact: true }).click();

  // Google's word for the email is not enough: the account's own password connects Google to it.
  await waitForPath(page, '/auth/callback');
  // The callback answered: the form of the link step is there.
  await page.locator('main input[autocomplete="current-password"]').waitFor();
  expect(await screenReady(page)).toBe(await tr(page, 'public:authCallback.link_title'));
  expect(await storedItem(page, 'lpk_token')).toBeNull();
  expect(await page.getByText(await tr(page, 'public:authCallback.link_intro'), { exact: true }).isVisible()).toBe(true);
  expect(await page.getByLabel(await tr(page, 'public:register.email'), { exact: true }).inputValue()).toBe(DEMO_CAREGIVER.email);
  expect(await seriousA11yViolations(page)).toEqual([]);
  const password = page.getByLabel(await tr(page, 'public:authCallback.link_password'), { exact: true });
  const connect = page.getByRole('button', { name: await tr(page, 'public:authCallback.link'), exact: true });
  await password.fill('Wrong#Guess2026');
  await connect.click();
  await page.getByRole('main').getByRole('alert').first().waitFor();
  expect(pathOf(page)).toBe('/auth/callback');
  expect(await storedItem(page, 'lpk_token')).toBeNull();
  await password.fill(DEMO_CAREGIVER.password);
  await connect.click();

  await waitForPath(page, '/admin/settings');
  await screenReady(page);
  expect(pathOf(page)).toBe('/admin/settings');
  expect(await storedItem(page, 'lpk_token')).toMatch(/^\d+\|/);
  expect(JSON.parse((await storedItem(page, 'lpk_user')) ?? 'null')).toMatchObject({ email: DEMO_CAREGIVER.email, has_password: true });

  // Linked now: another browser signs in with Google without the password step.
  const { page: later } = await pages.open('/login?redirect=/admin/settings');
  await toDevSignIn(later);
  await later.getByLabel(/caregiver@demo\.test/).check();
  await later.getByRole('button', { name: devText('submit'), exact: true }).click();
  await waitForPath(later, '/admin/settings');
  await screenReady(later);
  expect(JSON.parse((await storedItem(later, 'lpk_user')) ?? 'null')).toMatchObject({ email: DEMO_CAREGIVER.email });
});

test('started from another origin of the site (localhost while APP_URL is 127.0.0.1): the flow moves to APP_URL first and finishes there, no "Invalid callback URL" (issue 33)', async () => {
  const { page } = await pages.open('/');
  // Let / finish loading first: leaving mid-load aborts its script requests (reported as failures).
  await screenReady(page);
  const appUrl = new URL(started(system).baseUrl);
  const elsewhere = `http://localhost:${appUrl.port}`;
  await page.goto(`${elsewhere}/login?redirect=/admin/settings`);
  expect(new URL(page.url()).origin).toBe(elsewhere);
  await toDevSignIn(page);
  // The provider's page is APP_URL's: the start moved there before a flow was made.
  expect(new URL(page.url()).origin).toBe(appUrl.origin);
  await page.getByLabel(devText('other'), { exact: true }).check();
  await page.getByLabel(devText('email'), { exact: true }).fill('dari.origin.lain@example.id');
  await page.getByLabel(devText('name'), { exact: true }).fill('Dewi Lestari');
  await page.getByRole('button', { name: devText('submit'), exact: true }).click();
  await waitForPath(page, '/auth/callback');
  // The callback was accepted (the profile step of a new identity), in the tab storage that started it.
  await page.locator('main input[type="tel"]').waitFor();
  expect(new URL(page.url()).origin).toBe(appUrl.origin);
  expect(await screenReady(page)).toBe(await tr(page, 'public:authCallback.profile_title'));
});

test('a new Google identity is asked for phone and agreement, lands on the dashboard logged in, and sets a first password without a current one', async () => {
  const { page } = await pages.open('/register');
  await toDevSignIn(page);
  await page.getByLabel(devText('other'), { exact: true }).check();
  await page.getByLabel(devText('email'), { exact: true }).fill('rina.baru@example.id');
  await page.getByLabel(devText('name'), { exact: true }).fill('Rina Wulandari');
  await page.getByRole('button', { name: devText('submit'), exact: true }).click();

  await waitForPath(page, '/auth/callback');
  // The callback answered: the form of the profile step is there.
  await page.locator('main input[type="tel"]').waitFor();
  expect(await screenReady(page)).toBe(await tr(page, 'public:authCallback.profile_title'));
  expect(pathOf(page)).toBe('/auth/callback');
  expect(await storedItem(page, 'lpk_token')).toBeNull();
  expect(await page.getByLabel(await tr(page, 'public:register.full_name'), { exact: true }).inputValue()).toBe('Rina Wulandari');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByLabel(await tr(page, 'public:register.phone'), { exact: true }).fill('0812 3456 7890');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: await tr(page, 'public:authCallback.complete'), exact: true }).click();

  await waitForPath(page, '/admin/dashboard');
  await screenReady(page);
  expect(await storedItem(page, 'lpk_token')).toMatch(/^\d+\|/);
  expect(JSON.parse((await storedItem(page, 'lpk_user')) ?? 'null')).toMatchObject({
    email: 'rina.baru@example.id',
    full_name: 'Rina Wulandari',
    phone: '+6281234567890',
    has_password: false,
  });

  // No password of its own: the account sets its first one without a current password, just after signing in.
  await pushPath(page, '/admin/change-password');
  await page.locator('main input[autocomplete="new-password"]').first().waitFor();
  expect(await screenReady(page)).toBe(await tr(page, 'account:change_password.set_title'));
  expect(await page.getByLabel(await tr(page, 'account:change_password.current'), { exact: true }).count()).toBe(0);
  await page.getByLabel(await tr(page, 'account:change_password.new'), { exact: true }).fill('Sakura#Baru2026');
  await page.getByLabel(await tr(page, 'account:change_password.repeat'), { exact: true }).fill('Sakura#Baru2026');
  await page
    .getByRole('main')
    .getByRole('button', { name: await tr(page, 'account:change_password.set_submit'), exact: true })
    .click();
  await page.getByRole('main').getByRole('status').filter({ hasText: /\S/ }).waitFor();
  expect(await screenReady(page)).toBe(await tr(page, 'account:change_password.title'));
  expect(JSON.parse((await storedItem(page, 'lpk_user')) ?? 'null')).toMatchObject({ has_password: true });
});

test('denied consent shows that sign-in was cancelled, and no session exists', async () => {
  const { page } = await pages.open('/login');
  await toDevSignIn(page);
  await page.getByRole('button', { name: devText('deny'), exact: true }).click();

  await waitForPath(page, '/auth/callback');
  const alert = page.getByRole('main').getByRole('alert');
  await alert.waitFor();
  expect((await alert.innerText()).trim()).toBe(await tr(page, 'public:authCallback.cancelled'));
  expect(pathOf(page)).toBe('/auth/callback');
  expect(await storedItem(page, 'lpk_token')).toBeNull();
  expect(await storedItem(page, 'lpk_user')).toBeNull();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page
    .getByRole('main')
    .getByRole('link', { name: await tr(page, 'public:authCallback.login'), exact: true })
    .click();
  await waitForPath(page, '/login');
});

test('login CSRF: a sign-in stopped at its callback and opened in another browser signs nobody in ("Invalid callback URL"), in both languages', async () => {
  // The attacker signs in with their own Google identity and keeps the callback URL instead of following it.
  const attacker = await pages.open('/login', [/ERR_FAILED/, /Network Error|network/i]);
  let stolen: string | undefined;
  attacker.page.on('request', (request) => {
    if (request.isNavigationRequest() && request.url().includes('/auth/callback?')) stolen ??= request.url();
  });
  // The attacker's own callback screen never gets to use the code.
  await attacker.page.route('**/api/lpk/auth/google/callback', (route) => route.abort());
  await toDevSignIn(attacker.page);
  await attacker.page.getByLabel(devText('other'), { exact: true }).check();
  await attacker.page.getByLabel(devText('email'), { exact: true }).fill('penyerang@example.id');
  await attacker.page.getByLabel(devText('name'), { exact: true }).fill('Penyerang');
  await attacker.page.getByRole('button', { name: devText('submit'), exact: true }).click();
  await waitFor(() => stolen !== undefined, 'the callback URL kept');
  expect(stolen).toMatch(/\/auth\/callback\?.*code=.*state=/);

  // The victim opens the link in their own browser (another context: its own storage).
  const victim = await pages.open('/', [/status of 400 \(Bad Request\)/, /HTTP 400: POST \S+\/api\/lpk\/auth\/google\/callback/]);
  // Let the home page finish loading first: leaving mid-load aborts its chunk requests (reported as failures).
  await screenReady(victim.page);
  await victim.page.goto(stolen!);
  const alert = victim.page.getByRole('main').getByRole('alert');
  await alert.waitFor();
  expect((await alert.innerText()).trim()).toBe(await tr(victim.page, 'common:errors.invalid_callback_url'));
  expect(await storedItem(victim.page, 'lpk_token')).toBeNull();
  expect(await storedItem(victim.page, 'lpk_user')).toBeNull();
  expect(await seriousA11yViolations(victim.page)).toEqual([]);

  // The same in English, with a fresh stolen link (a flow is used up by its first try).
  stolen = undefined;
  await attacker.page.goto('/login');
  await toDevSignIn(attacker.page);
  await attacker.page.getByLabel(devText('other'), { exact: true }).check();
  await attacker.page.getByLabel(devText('email'), { exact: true }).fill('penyerang@example.id');
  await attacker.page.getByRole('button', { name: devText('submit'), exact: true }).click();
  await waitFor(() => stolen !== undefined, 'a second callback URL kept');
  await victim.page.evaluate(() => localStorage.setItem('lpk_lang', 'en'));
  await victim.page.goto(stolen!);
  await victim.page.getByRole('main').getByRole('alert').waitFor();
  expect((await victim.page.getByRole('main').getByRole('alert').innerText()).trim()).toBe('Invalid callback URL');
  expect(await storedItem(victim.page, 'lpk_token')).toBeNull();
});
