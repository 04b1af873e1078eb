/**
 * Mail that reaches people (docs/mail.md), in Chromium against the real system, whose mail goes to
 * MailDev (the run's, global-setup.cjs) and is read through MailDev's REST API:
 * - sign-up -> the verification mail -> its link verifies the address, and the banner goes;
 * - "Lupa password?" -> the reset mail -> a new password: the old one fails, the new one works,
 *   and another browser signed in to the account is signed out; the used link then says so.
 */
import type { Page } from 'playwright-core';
import { inboxOf, type CaughtMail } from '../../api/test/maildev';
import { apiCall, seriousA11yViolations } from './harness';
import { loginWithForm, pathOf, screenReady, settled, storedItem, tr, useRealSystem, waitForPath } from './support';

const { pages, system } = useRealSystem();
const inbox = () => inboxOf(system().mail);

/** The link of a mail to `route` (its first word holding it), as a path of the system under test (links point at APP_URL). */
function linkTo(mail: CaughtMail, route: string): string {
  const found = mail.text.split(/\s+/).find((word) => word.includes(`${route}?token=`));
  if (!found) throw new Error(`no ${route} link in "${mail.subject}":\n${mail.text}`);
  const url = new URL(found);
  return `${url.pathname}${url.search}`;
}

async function expectAccessible(page: Page): Promise<void> {
  await settled(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
}

test('sign-up -> verification mail -> the link verifies the address, and the banner goes', async () => {
  const email = `rina.${Date.now()}@example.id`;
  const { page } = await pages.open('/register');
  await screenReady(page);
  const label = async (key: string) => page.getByLabel(await tr(page, `public:register.${key}`), { exact: true });
  await (await label('full_name')).fill('Rina Kartika');
  await (await label('email')).fill(email);
  await (await label('phone')).fill('0812-3456-7890');
  await (await label('password')).fill('Kaigo#Jepang2026');
  await (await label('password_confirmation')).fill('Kaigo#Jepang2026');
  await page.getByRole('main').getByRole('checkbox').check();
  await page
    .getByRole('main')
    .getByRole('button', { name: await tr(page, 'public:register.submit'), exact: true })
    .click();
  await waitForPath(page, '/registration-success');
  await page.getByText(await tr(page, 'public:registrationSuccess.verify_sent', { values: { email } })).waitFor();

  // Until the address is verified, every page of the account area says so (and nothing else waits for it).
  await page.goto('/admin/dashboard');
  await screenReady(page);
  const banner = page.getByRole('region', { name: await tr(page, 'account:verifyBanner.title'), exact: true });
  await banner.waitFor();
  await expectAccessible(page);

  const mail = await inbox().waitFor((m) => m.to === email);
  expect(mail.subject).toBe('Konfirmasi alamat email Anda');
  await page.goto(linkTo(mail, '/verify-email'));
  await screenReady(page);
  await page.getByText('Email Anda telah terverifikasi. Terima kasih!').waitFor();
  // The token left the address bar at once.
  expect(pathOf(page)).toBe('/verify-email');
  await expectAccessible(page);

  await page
    .getByRole('main')
    .getByRole('link', { name: await tr(page, 'public:verifyEmail.dashboard'), exact: true })
    .click();
  await waitForPath(page, '/admin/dashboard');
  await screenReady(page);
  expect(await banner.count()).toBe(0);
});

test('forgot -> mail -> reset: the old password fails, the new one works, another signed-in browser is signed out', async () => {
  const email = `ayu.${Date.now()}@example.id`;
  const oldPassword = 'Kaigo#Jepang2026';
  const newPassword = 'Sakura#Baru2027';
  await apiCall(system(), '/api/lpk/register', {
    method: 'POST',
    body: { full_name: 'Ayu Lestari', email, phone: '0812-3456-7890', password: oldPassword, password_confirmation: oldPassword, agree: true },
  });

  // Another browser, signed in to the account: its token is refused after the reset (401 is the point).
  // (and the old password's refusal is a 422, on purpose too).
  const other = await pages.open('/login', [/HTTP 401: /, /status of 401 \(Unauthorized\)/, /HTTP 422: POST .*\/api\/lpk\/login/, /status of 422/]);
  await loginWithForm(other.page, { email, password: oldPassword });
  await waitForPath(other.page, '/admin/dashboard');
  await screenReady(other.page);

  // The used link opened again at the end is refused (410) on purpose.
  const { page } = await pages.open('/login', [/HTTP 410: POST .*\/api\/lpk\/reset-password\/check/, /status of 410/]);
  await screenReady(page);
  await page
    .getByRole('main')
    .getByRole('link', { name: await tr(page, 'public:login.forgot'), exact: true })
    .click();
  await waitForPath(page, '/forgot-password');
  await screenReady(page);
  await page.getByLabel(await tr(page, 'public:forgot.email'), { exact: true }).fill(email);
  await page
    .getByRole('main')
    .getByRole('button', { name: await tr(page, 'public:forgot.submit'), exact: true })
    .click();
  await page
    .getByRole('status')
    .getByText(await tr(page, 'public:forgot.sent_title'))
    .waitFor();
  await expectAccessible(page);

  const mail = await inbox().waitFor((m) => m.to === email && m.subject === 'Atur ulang password Anda');
  const link = linkTo(mail, '/reset-password');
  await page.goto(link);
  await screenReady(page);
  const password = page.getByLabel(await tr(page, 'public:reset.password'), { exact: true });
  await password.waitFor();
  expect(pathOf(page)).toBe('/reset-password');
  await expectAccessible(page);
  await password.fill(newPassword);
  await page.getByLabel(await tr(page, 'public:reset.password_confirmation'), { exact: true }).fill(newPassword);
  await page
    .getByRole('main')
    .getByRole('button', { name: await tr(page, 'public:reset.submit'), exact: true })
    .click();
  await waitForPath(page, '/admin/dashboard');
  await screenReady(page);
  expect(await storedItem(page, 'lpk_token')).toBeTruthy();

  // The other browser's session ended: its socket is closed as revoked, the page checks the
  // session at once and is back at the login without the user doing anything.
  await waitForPath(other.page, '/login');
  expect(await storedItem(other.page, 'lpk_token')).toBeNull();
  // The old password fails there, the new one works.
  await loginWithForm(other.page, { email, password: oldPassword });
  await other.page
    .getByRole('alert')
    .getByText(await tr(other.page, 'common:errors.login_failed'))
    .first()
    .waitFor();
  await loginWithForm(other.page, { email, password: newPassword });
  await waitForPath(other.page, '/admin/dashboard');

  // The link was used: opened again, it says so and offers a new one.
  await page.goto(link);
  await screenReady(page);
  await page.getByRole('alert').getByText('Tautan ini sudah pernah dipakai. Silakan minta tautan baru bila perlu.').waitFor();
  expect(
    await page
      .getByRole('main')
      .getByRole('link', { name: await tr(page, 'public:reset.new_link'), exact: true })
      .getAttribute('href'),
  ).toBe('/forgot-password');
});
