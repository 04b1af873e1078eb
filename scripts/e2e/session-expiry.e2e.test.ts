/**
 * docs/product.md sections 4 and 8: a 401 in the middle of a session (the token was revoked elsewhere)
 * clears the session and sends the user to /login?redirect=<where they were>; logging in again
 * brings them back there.
 */

import { DEMO_CAREGIVER, loginWithForm, screenReady, storedItem, tr, waitForPath, useRealSystem } from './support';

const { pages } = useRealSystem();

test('a revoked token sends the user to /login with a redirect, and a new login returns to that page', async () => {
  // The revoked token earns 401s: that is the point of this test, and Chromium logs each one.
  const { page } = await pages.open('/login?redirect=/admin/dashboard', [/HTTP 401: /, /status of 401 \(Unauthorized\)/]);
  await loginWithForm(page, DEMO_CAREGIVER);
  await waitForPath(page, '/admin/dashboard');
  await screenReady(page);

  const token = await storedItem(page, 'lpk_token');
  expect(token).toBeTruthy();
  const logout = await page.request.post('/api/lpk/logout', { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
  expect(logout.status()).toBe(200);

  // A screen of the account area that reads the profile from the API.
  await page.getByRole('link', { name: await tr(page, 'account:layout.ktp'), exact: true }).click();
  await waitForPath(page, '/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/edit-ktp');
  expect(await storedItem(page, 'lpk_token')).toBeNull();

  await loginWithForm(page, DEMO_CAREGIVER);
  await waitForPath(page, '/admin/edit-ktp');
  expect(await screenReady(page)).toBeTruthy();
  expect(await storedItem(page, 'lpk_token')).not.toBe(token);
});
