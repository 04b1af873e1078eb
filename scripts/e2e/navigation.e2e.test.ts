/**
 * docs/product.md sections 2 and 4: the guard of protected routes, registration, login with a redirect
 * back, and logout — in the real build, with both remotes and the shell.
 */

import { DEMO_CAREGIVER, loginWithForm, pathOf, screenReady, storedItem, tr, waitForPath, useRealSystem } from './support';

const { pages } = useRealSystem();

test('a protected route without a token lands on /login with the full intended path as redirect', async () => {
  const { page } = await pages.open('/admin/dashboard?tab=x#y');
  await waitForPath(page, '/login');
  expect(pathOf(page)).toBe(`/login?redirect=${encodeURIComponent('/admin/dashboard?tab=x#y')}`);
  expect(await screenReady(page)).toBe(await tr(page, 'public:login.title'));
});

test('a new user registers, sees the success page, reaches the dashboard with their name, and logs out to /login', async () => {
  const fullName = 'Siti Rahmawati Uji';
  const email = `e2e-${Date.now()}@example.test`;
  const password = 'Kaigo#Tokyo2026x';
  const { page } = await pages.open('/register');
  await screenReady(page);
  const main = page.getByRole('main');
  await main.getByLabel(/nama lengkap|full name/i).fill(fullName);
  await main.getByLabel(/^\s*email/i).fill(email);
  await main.getByLabel(/telepon|phone|whatsapp|nomor (hp|ponsel)/i).fill('081234567890');
  const passwords = main.locator('input[type="password"]');
  expect(await passwords.count()).toBe(2);
  await passwords.nth(0).fill(password);
  await passwords.nth(1).fill(password);
  for (const box of await main.getByRole('checkbox').all()) await box.check();
  await main.getByRole('button', { name: /^\s*(daftar|register|buat akun|create account)/i }).click();

  await waitForPath(page, '/registration-success');
  await screenReady(page);
  expect(await storedItem(page, 'lpk_token')).toBeTruthy();
  await main
    .getByRole('link', { name: /dasbor|dashboard/i })
    .first()
    .click();

  await waitForPath(page, '/admin/dashboard');
  await expect(screenReady(page)).resolves.toContain(fullName);

  await page.getByRole('button', { name: await tr(page, 'account:layout.logout'), exact: true }).click();
  await waitForPath(page, '/login');
  await screenReady(page);
  expect(await storedItem(page, 'lpk_token')).toBeNull();
  expect(await storedItem(page, 'lpk_user')).toBeNull();
});

test('the demo caregiver logs in from /login?redirect=/admin/account and comes back to /admin/account', async () => {
  const { page } = await pages.open('/login?redirect=/admin/account');
  await loginWithForm(page, DEMO_CAREGIVER);
  await waitForPath(page, '/admin/account');
  await screenReady(page);
  expect(await storedItem(page, 'lpk_token')).toMatch(/^\d+\|.{40,}$/);
  // The account area's side navigation marks where the user is.
  await expect(page.getByRole('link', { name: await tr(page, 'account:layout.account'), exact: true }).getAttribute('aria-current')).resolves.toBe('page');
});
