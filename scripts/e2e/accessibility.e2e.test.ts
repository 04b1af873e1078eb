/**
 * Accessibility of the main pages with axe-core (serious and critical violations), in the real
 * build, once the screen has rendered and its data arrived, at both sizes (1280 x 900 and a
 * 375 x 812 phone); no page may report a problem.
 */

import { seriousA11yViolations } from './harness';
import { DEMO_CAREGIVER, loginByStorage, screenReady, settled, useRealSystem } from './support';

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
  '/account-deleted',
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
  // The report form about an LPK, with the official channels (issue 34).
  '/admin/report?lpk_id=1',
];

/** `/job-detail/{id}/{lpkId}` of the first vacancy the API lists. */
async function jobDetailPath(): Promise<string> {
  const response = await fetch(`${system().baseUrl}/api/lpk/jobs`, { headers: { Accept: 'application/json' } });
  const body = (await response.json()) as { data: { items: Array<{ id: number; lpk_id: number }> } };
  const job = body.data.items[0]!;
  return `/job-detail/${job.id}/${job.lpk_id}`;
}

const SIZES = [
  { size: '1280 px', width: 1280, height: 900 },
  { size: '375 px', width: 375, height: 812 },
];

/** Each page signed in as a demo account: the caregiver's area, and the areas of one role each. */
const SIGNED_IN: [string, string, { email: string; password: string }][] = [
  ...ACCOUNT_PAGES.map((route): [string, string, { email: string; password: string }] => [route, 'caregiver', DEMO_CAREGIVER]),
  ['/admin/applicants', 'LPK staff', { email: 'staff1@demo.test', password: 'Staff#2026' }],
  ['/admin/institution', 'LPK admin', { email: 'admin1@demo.test', password: 'Admin#2026' }],
  ['/admin/operator', 'operator', { email: 'operator@demo.test', password: 'Operator#2026' }],
];

describe.each(SIZES)('at $size', ({ width, height }) => {
  test.each(PUBLIC_PAGES)('%s has no serious or critical axe violations', async (route) => {
    // An unknown page is answered 404 (with the site's not-found page): that answer, and only it, is expected.
    const allow =
      route === '/no-such-page'
        ? [
            /HTTP 404: GET http:\/\/[^/]+\/no-such-page$/,
            /console\.error: Failed to load resource: the server responded with a status of 404 \(Not Found\) \(http:\/\/[^/]+\/no-such-page\)$/,
          ]
        : [];
    const { page } = await pages.open(route === 'JOB_DETAIL' ? await jobDetailPath() : route, allow);
    await page.setViewportSize({ width, height });
    await screenReady(page);
    await settled(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test.each(SIGNED_IN)('%s (signed in: %s) has no serious or critical axe violations', async (route, _role, account) => {
    const { page } = await pages.open('/about');
    await page.setViewportSize({ width, height });
    // Let /about finish loading first: leaving mid-load aborts its chunk requests (reported as failures).
    await screenReady(page);
    await loginByStorage(page, system(), account);
    await page.goto(route);
    await screenReady(page);
    await settled(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
