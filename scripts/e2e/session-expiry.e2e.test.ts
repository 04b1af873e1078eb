/**
 * docs/product.md sections 4 and 8: a session revoked elsewhere (logged out from another device)
 * ends on this page at once: its real-time socket is closed as revoked, the page's check of the
 * session earns a 401, which clears the session and sends the user to
 * /login?redirect=<where they were>; logging in again brings them back there.
 */

import { DEMO_CAREGIVER, loginWithForm, screenReady, storedItem, waitForPath, useRealSystem } from './support';

const { pages } = useRealSystem();

test('a token revoked elsewhere sends the user to /login at once with a redirect, and a new login returns to that page', async () => {
  // The revoked token earns 401s: that is the point of this test, and Chromium logs each one.
  const { page } = await pages.open('/login?redirect=/admin/dashboard', [/HTTP 401: /, /status of 401 \(Unauthorized\)/]);
  await loginWithForm(page, DEMO_CAREGIVER);
  await waitForPath(page, '/admin/dashboard');
  await screenReady(page);

  const token = await storedItem(page, 'lpk_token');
  expect(token).toBeTruthy();
  const logout = await page.request.post('/api/lpk/logout', { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
  expect(logout.status()).toBe(200);

  // The page's real-time socket is closed as revoked: the page checks the session at once (a 401)
  // and is at the login, with where the user was, without the user doing anything.
  await waitForPath(page, '/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/dashboard');
  expect(await storedItem(page, 'lpk_token')).toBeNull();

  await loginWithForm(page, DEMO_CAREGIVER);
  await waitForPath(page, '/admin/dashboard');
  expect(await screenReady(page)).toBeTruthy();
  expect(await storedItem(page, 'lpk_token')).not.toBe(token);
});
