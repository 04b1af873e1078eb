/**
 * At 375 x 812 (issue 33, item 8), in the real build: the chat button never covers a page's primary
 * action at first view, and comparing three LPKs fits in 2,200 px without leaving an attribute out.
 */
import type { Page } from 'playwright-core';
import { loginByStorage, screenReady, tr, useRealSystem } from './support';

const { pages, system } = useRealSystem();
const PHONE = { width: 375, height: 812 };

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Two animation frames: the chat button has measured the page and moved. */
async function frames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined)))));
}

describe('the chat button and the primary action', () => {
  // 375 x 667 (a small phone): "Ke dashboard" sits where the button was drawn at first view (622-667 px against 587-662 px).
  it.each([812, 667])(
    'on /registration-success at 375 x %i at first view, "Ke dashboard" is not under the chat button, which stays inside the viewport',
    async (height) => {
      const viewport = { width: PHONE.width, height };
      const { page } = await pages.open('/about');
      await page.setViewportSize(viewport);
      await screenReady(page);
      await loginByStorage(page, system());
      await page.goto('/registration-success');
      await screenReady(page);
      const dashboard = page.getByRole('main').getByRole('link', { name: await tr(page, 'public:registrationSuccess.dashboard'), exact: true });
      await dashboard.waitFor();
      await expect(dashboard.getAttribute('data-primary-action')).resolves.toBe('');
      const chat = page.locator('.chat-button');
      await chat.waitFor();
      await page.waitForTimeout(200);
      await frames(page);
      // First view: the page is not scrolled.
      await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
      const [action, button] = [(await dashboard.boundingBox())!, (await chat.boundingBox())!];
      console.log(
        `registration-success at 375 x ${height}: primary action ${Math.round(action.y)}-${Math.round(action.y + action.height)} px, chat button ${Math.round(button.y)}-${Math.round(button.y + button.height)} px`,
      );
      expect(intersects(action, button)).toBe(false);
      expect(button.y).toBeGreaterThanOrEqual(0);
      expect(button.y + button.height).toBeLessThanOrEqual(viewport.height);
    },
  );
});

describe('comparing three LPKs', () => {
  it('fits in 2,200 px at 375 px, every attribute shown for every LPK, no sideways scroll', async () => {
    const { page } = await pages.open('/about');
    await page.setViewportSize(PHONE);
    await screenReady(page);
    await page.goto('/side-by-side-lpk?ids=1,2,3');
    await screenReady(page);
    const main = page.getByRole('main');
    const comparison = main.getByRole('table');
    await comparison.waitFor();
    await comparison.locator('tbody td').first().waitFor();
    await page.screenshot({ path: '/tmp/compare-375.png', fullPage: true });
    const height = await page.evaluate(() => document.scrollingElement!.scrollHeight);
    const tableHeight = (await comparison.boundingBox())!.height;
    console.log(`side-by-side-lpk?ids=1,2,3 at 375 px: page ${height} px, table ${Math.round(tableHeight)} px`);
    expect(height).toBeLessThanOrEqual(2200);
    // Every attribute (12 and the actions) is there for each of the three LPKs.
    const labels = await comparison.locator('tbody th').allTextContents();
    for (const key of ['catalogue.institute.location', 'catalogue.institute.fee', 'compare.licence', 'compare.jobs', 'compare.actions']) {
      expect(labels).toContain(await tr(page, `public:${key}`));
    }
    expect(labels).toHaveLength(13);
    await expect(comparison.locator('thead th').count()).resolves.toBe(3);
    await expect(comparison.locator('tbody td').count()).resolves.toBe(13 * 3);
    await expect(page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).resolves.toBe(true);
  });
});
