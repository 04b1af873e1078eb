/**
 * Accessibility of the main pages with axe-core (serious and critical violations), in the real
 * build, once the screen has rendered and its data arrived; no page may report a problem.
 */

import { seriousA11yViolations } from './harness';
import { loginByStorage, screenReady, settled, useRealSystem } from './support';

const { pages, system } = useRealSystem();

// Every route of both remotes (docs/product.md section 2), with real ids from the demo data where needed.
const PUBLIC_PAGES = [
  '/',
  '/experienced',
  '/inexperienced',
  '/jobs',
  '/search',
  '/search/Bandung',
  '/lpk/1',
  '/side-by-side-lpk?ids=1,2',
  '/about',
  '/lpk-apply',
  '/login',
  '/register',
  '/register/DEMO2026',
  '/registration-success',
  '/registration-certificate',
  '/privacy-policy',
  '/terms',
  '/no-such-page',
  'JOB_DETAIL',
  // Where the links of our mails land (without a usable token: what a broken or old link shows).
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/unsubscribe?token=1.message_unread.x',
];
const ACCOUNT_PAGES = [
  '/admin/dashboard',
  '/admin/account',
  '/admin/edit-profile',
  '/admin/edit-ktp',
  '/admin/edit-education',
  '/admin/edit-family',
  '/admin/edit-additional',
  '/admin/edit-japanese-certificate',
  '/admin/edit-resume',
  '/admin/change-password',
  '/admin/registration',
  '/registration',
  '/admin/settings',
  '/admin/messages',
];

/** `/job-detail/{id}/{lpkId}` of the first vacancy the API lists. */
async function jobDetailPath(): Promise<string> {
  const response = await fetch(`${system().baseUrl}/api/lpk/jobs`, { headers: { Accept: 'application/json' } });
  const body = (await response.json()) as { data: { items: Array<{ id: number; lpk_id: number }> } };
  const job = body.data.items[0]!;
  return `/job-detail/${job.id}/${job.lpk_id}`;
}

test.each(PUBLIC_PAGES)('%s has no serious or critical axe violations', async (route) => {
  // An unknown page is answered 404 (with the site's not-found page): that answer, and only it, is expected.
  const allow = route === '/no-such-page' ? [/HTTP 404: GET http:\/\/[^/]+\/no-such-page$/] : [];
  const { page } = await pages.open(route === 'JOB_DETAIL' ? await jobDetailPath() : route, allow);
  await screenReady(page);
  await settled(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test.each(ACCOUNT_PAGES)('%s (logged in) has no serious or critical axe violations', async (route) => {
  const { page } = await pages.open('/about');
  // Let /about finish loading first: leaving mid-load aborts its chunk requests (reported as failures).
  await screenReady(page);
  await loginByStorage(page, system());
  await page.goto(route);
  await screenReady(page);
  await settled(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('/admin/applicants (LPK staff) has no serious or critical axe violations', async () => {
  const { page } = await pages.open('/about');
  // Let /about finish loading first: leaving mid-load aborts its chunk requests (reported as failures).
  await screenReady(page);
  await loginByStorage(page, system(), { email: 'staff1@demo.test', password: 'Staff#2026' });
  await page.goto('/admin/applicants');
  await screenReady(page);
  await settled(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
});
