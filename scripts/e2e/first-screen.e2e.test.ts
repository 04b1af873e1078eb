/**
 * First screens with their data (docs/architecture.md, "First paint"): the API host writes a
 * public route's first screenful — the vacancy cards, the institutes of a search (with the URL's
 * filters), an institute's summary and fees, the about page — into index.html, rendered by the
 * remote's own components (api/src/modules/site/first-screen.ts). In the real build, in Chromium:
 * - without JavaScript the page shows the data, in the saved language, and its links work;
 * - with JavaScript the remote takes the page over without a flash or a shift: its screen's DOM is
 *   the server's markup, no loading state shows in between, the layout shifts less than 0.05, and
 *   the answers in the page are not asked again.
 * And a signed-in screen whose data comes after it (/admin/dashboard): its panels keep their place
 * while they load and the footer stays out of view, so nothing jumps when the answers arrive.
 */
import type { Browser, Page } from 'playwright-core';
import { apiCall, apiLogin, DEMO_CAREGIVER, launchBrowser } from './harness';
import { canonical } from '../../mf-public/test/helpers/canonicalDom';
import { screenReady, useRealSystem } from './support';

const { pages, system } = useRealSystem();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A phone (the comparison tables of /about are laid out for it on the server). */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** The route's data, as the visitor sees it: what only the answers fill. */
const DATA: Record<string, string> = {
  '/': '.catalogue-grid .catalogue-card',
  '/jobs': '.catalogue-grid .catalogue-card',
  '/search': '.catalogue-grid .catalogue-card',
  '/search?program=ssw&dormitory=1': '.catalogue-grid .catalogue-card',
  '/lpk/1': '[aria-labelledby="lpk-fees"] table',
  '/about': 'ol.steps li',
};

/** The screen's DOM in the page (once the remote rendered it), written out by `canonical`. */
async function screenDom(page: Page): Promise<string> {
  return page.evaluate(`(${canonical.toString()})(document.querySelector('[data-remote="mf-public"] > .container'))`);
}

/** The server's markup of a language (the page with JavaScript off), written out by `canonical`. */
async function serverDom(page: Page, lang: 'id' | 'en'): Promise<string> {
  return page.evaluate(`(${canonical.toString()})(document.querySelector('[data-prerender] [data-prerender-lang="${lang}"] > .container'))`);
}

/** The two are the same; if not, the failure shows where they part (whole pages are too long to read). */
function expectSameDom(screen: string, server: string): void {
  if (screen === server) return;
  let at = 0;
  while (at < screen.length && screen[at] === server[at]) at += 1;
  expect({ at, screen: screen.slice(Math.max(0, at - 200), at + 200) }).toEqual({ at, screen: server.slice(Math.max(0, at - 200), at + 200) });
}

async function jobDetailPath(): Promise<string> {
  const jobs = await apiCall<{ items: { id: number; lpk_id: number }[] }>(system(), '/api/lpk/jobs?per_page=1');
  const job = jobs.items[0]!;
  return `/job-detail/${job.id}/${job.lpk_id}`;
}

/** The page as the server sent it, JavaScript off: the head in `lang`'s language, as markup. */
async function serverMarkup(path: string, lang: 'id' | 'en' = 'id'): Promise<{ page: Page; html: string; close: () => Promise<void> }> {
  const context = await browser.newContext({ ...PHONE, baseURL: system().baseUrl, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'load' });
  return { page, html: await serverDom(page, lang), close: () => context.close() };
}

test.each(Object.keys(DATA))(
  '%s: the data is in the page the server sends, and the remote takes it over with the same DOM, no loading state, no shift',
  async (path) => {
    const server = await serverMarkup(path);
    try {
      // Without JavaScript: the data shows.
      expect(await server.page.locator(`[data-prerender-lang="id"] ${DATA[path]}`).count()).toBeGreaterThan(0);
      await expect(server.page.locator(`[data-prerender-lang="id"] ${DATA[path]}`).first().isVisible()).resolves.toBe(true);
    } finally {
      await server.close();
    }

    const { page } = await pages.open('about:blank');
    await page.setViewportSize(PHONE.viewport);
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number; __loadingShown: boolean };
      w.__shift = 0;
      w.__loadingShown = false;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.__shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      // A loading state of the screen (a list's or page's spinner, the screen's fallback without a head) would be a flash.
      new MutationObserver(() => {
        if (document.querySelector('main .catalogue-state, main .screen-loading')) w.__loadingShown = true;
      }).observe(document, { subtree: true, childList: true });
    });
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/lpk/')) asked.push(`${url.pathname}${url.search}`);
    });
    await page.goto(path, { waitUntil: 'load' });
    await screenReady(page);
    await page.waitForLoadState('networkidle');
    expectSameDom(await screenDom(page), server.html);
    const { shift, loadingShown } = await page.evaluate(() => {
      const w = window as unknown as { __shift: number; __loadingShown: boolean };
      return { shift: w.__shift, loadingShown: w.__loadingShown };
    });
    expect(loadingShown).toBe(false);
    expect(shift).toBeLessThan(0.05);
    // The answers came with the page: the screen did not ask for them (only what the first screen does not show may be asked).
    expect(asked.filter((url) => /^\/api\/lpk\/(jobs|institutes|facts)/.test(url))).toEqual([]);
  },
);

test('the job detail page too, and a vacancy card links to it before any JavaScript runs', async () => {
  const detail = await jobDetailPath();
  const context = await browser.newContext({ ...PHONE, baseURL: system().baseUrl, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/', { waitUntil: 'load' });
    const link = page.locator('[data-prerender-lang="id"] .catalogue-card__title a').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/job-detail\/\d+\/\d+$/);
    const title = (await link.innerText()).trim();
    await link.click();
    await page.waitForURL((url) => url.pathname === href);
    await expect(page.locator('[data-prerender-lang="id"] h1').innerText()).resolves.toBe(title);
    expect(await page.locator('[data-prerender-lang="id"] .catalogue-facts').count()).toBeGreaterThan(0);
  } finally {
    await context.close();
  }
  const server = await serverMarkup(detail);
  await server.close();
  const { page } = await pages.open('about:blank');
  await page.setViewportSize(PHONE.viewport);
  await page.goto(detail, { waitUntil: 'load' });
  await screenReady(page);
  await page.waitForLoadState('networkidle');
  expectSameDom(await screenDom(page), server.html);
});

test('English: a visitor who chose it sees the English first screen, and the remote takes it over in English', async () => {
  const { page } = await pages.open('about:blank');
  await page.setViewportSize(PHONE.viewport);
  await page.addInitScript(() => window.localStorage.setItem('lpk_lang', 'en'));
  await page.goto('/jobs', { waitUntil: 'domcontentloaded' });
  // Before the remote: the English head is the one shown.
  await expect(page.locator('[data-prerender-lang="en"] .catalogue-card').first().isVisible()).resolves.toBe(true);
  await expect(page.locator('[data-prerender-lang="id"]').first().isVisible()).resolves.toBe(false);
  const server = await serverMarkup('/jobs', 'en');
  await server.close();
  await screenReady(page);
  await page.waitForLoadState('networkidle');
  expectSameDom(await screenDom(page), server.html);
});

test('/admin/dashboard signed in, on a phone: the panels keep their place while their data loads, and the layout shifts less than 0.05', async () => {
  const session = await apiLogin(system(), DEMO_CAREGIVER);
  const { page } = await pages.open('about:blank');
  await page.setViewportSize(PHONE.viewport);
  await page.addInitScript(({ token, user }) => {
    window.localStorage.setItem('lpk_token', token);
    window.localStorage.setItem('lpk_user', JSON.stringify(user));
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  }, session);
  // The dashboard's answers come one after the other, after the screen painted (as on a slow phone).
  const delays: [RegExp, number][] = [
    [/^\/api\/lpk\/profile$/, 400],
    [/^\/api\/lpk\/registrations$/, 900],
    [/^\/api\/lpk\/reports/, 1400],
  ];
  await page.route(
    (url) => delays.some(([pattern]) => pattern.test(url.pathname)),
    async (route) => {
      const ms = delays.find(([pattern]) => pattern.test(new URL(route.request().url()).pathname))![1];
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    },
  );
  await page.goto('/admin/dashboard', { waitUntil: 'load' });
  await screenReady(page);
  // The registrations (a card each, or the card saying there are none) and the completeness bar.
  await page.locator('.registration-card, [aria-labelledby="dashboard-registrations"] > .card').first().waitFor({ state: 'visible' });
  await page.locator('#dashboard-completeness-bar').waitFor({ state: 'visible' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  expect(shift).toBeLessThan(0.05);
});
