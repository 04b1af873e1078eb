/**
 * The page's Content-Security-Policy in the real build: a script injected into the page does not
 * run (it could read the session token in localStorage) and is reported; the app's own pages —
 * public screens, login, the account area with its real-time connection — meet no violation.
 */
import type { Page } from 'playwright-core';
import { waitFor } from './harness';
import { DEMO_CAREGIVER, loginByStorage, loginWithForm, pushPath, screenReady, waitForPath, useRealSystem } from './support';

const { pages, system } = useRealSystem();

/** The policy the page was served with (the answer of its navigation). */
async function policyOf(page: Page, path: string): Promise<string> {
  const response = await page.goto(path, { waitUntil: 'load' });
  return (await response?.allHeaders())?.['content-security-policy'] ?? '';
}

test('an inline script injected into the page does not run, cannot read the token, and is reported', async () => {
  const { page, consoleErrors, cspViolations } = await pages.open('/about');
  await screenReady(page);
  await loginByStorage(page, system());

  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = "window.__stolenToken = localStorage.getItem('lpk_token') || 'ran without a token';";
    document.body.appendChild(script);
    // An inline event handler, the other way injected markup runs script.
    const image = document.createElement('img');
    image.setAttribute('onerror', "window.__stolenToken = localStorage.getItem('lpk_token')");
    image.src = 'data:,';
    document.body.appendChild(image);
  });

  await waitFor(() => cspViolations.length >= 2, 'both injections are reported as violations');
  expect(await page.evaluate(() => (window as unknown as { __stolenToken?: string }).__stolenToken)).toBeUndefined();
  expect(cspViolations).toEqual([
    expect.stringMatching(/\/about CSP violation: script-src-elem refused inline/),
    expect.stringMatching(/\/about CSP violation: script-src-attr refused inline/),
  ]);
  expect(consoleErrors).toEqual(expect.arrayContaining([expect.stringMatching(/inline script violates the following Content Security Policy directive/)]));

  // The test helper fails a test on them: what it reports for this test (and then nothing more).
  const reported = await pages.closeAll();
  expect(reported).toEqual(expect.arrayContaining(cspViolations));
});

test('home, search, login and the account area after login meet no violation, and the real-time connection is allowed', async () => {
  const { page, cspViolations } = await pages.open('about:blank');
  const sockets: string[] = [];
  const established: string[] = [];
  page.on('websocket', (socket) => {
    sockets.push(socket.url());
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).includes('pusher:connection_established')) established.push(socket.url());
    });
  });

  for (const path of ['/', '/search', '/search/Bandung', '/login?redirect=/admin/dashboard']) {
    const policy = await policyOf(page, path);
    expect(policy).toMatch(/script-src 'self' 'sha256-[^']+' 'sha256-[^']+';/);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    await screenReady(page);
    await page.waitForLoadState('networkidle');
  }

  await loginWithForm(page, DEMO_CAREGIVER);
  await waitForPath(page, '/admin/dashboard');
  await screenReady(page);
  await page.waitForLoadState('networkidle');
  const beforeMessages = sockets.length;
  expect(await policyOf(page, '/admin/messages')).toContain("object-src 'none'");
  const messages = await screenReady(page);
  await pushPath(page, '/admin/edit-profile');
  await waitFor(async () => (await screenReady(page)) !== messages, 'the profile screen replaces the messages screen');
  await page.waitForLoadState('networkidle');

  // The browser connects where the page's configuration says (the page's host, the real-time port).
  const realtime = `ws://127.0.0.1:${system().env.PUSHER_PORT}/app/`;
  await waitFor(() => established.some((url) => url.startsWith(realtime)), `a real-time connection to ${realtime} is established`);
  expect(sockets.every((url) => url.startsWith(realtime))).toBe(true);
  await page.waitForLoadState('networkidle');
  // One real-time connection per signed-in page: /admin/messages, loaded as a document, then the
  // profile screen reached in place, share one socket (shell and remotes share mf-shared's).
  await page.waitForTimeout(1500);
  expect(sockets.slice(beforeMessages)).toHaveLength(1);
  expect(cspViolations).toEqual([]);
});
