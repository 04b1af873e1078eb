/**
 * A newcomer's path through the public pages and the account area: the floating chat button never
 * covers what can be clicked, sign-up keeps where it started, and the search keeps its state.
 */
import type { Page } from 'playwright-core';
import { screenReady, tr, useRealSystem } from './support';

const { pages } = useRealSystem();

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function tickTwo(page: Page): Promise<void> {
  const boxes = page.getByRole('main').getByRole('checkbox');
  await boxes.first().waitFor();
  await boxes.nth(0).check();
  await boxes.nth(1).check();
}

describe('the floating chat button', () => {
  it.each([
    [1280, 900],
    [375, 812],
  ])('at %i x %i never covers the compare bar’s button on /search', async (width, height) => {
    const { page } = await pages.open('/search');
    await page.setViewportSize({ width, height });
    await screenReady(page);
    await tickTwo(page);
    const go = page.getByRole('link', { name: await tr(page, 'public:search.compare_go', { values: { count: '2' } }), exact: true });
    await go.waitFor();
    const chat = page.locator('.chat-button');
    await chat.waitFor();
    // The bar is stuck to the bottom while the list scrolls, and sits in the flow at the end of the page.
    for (const where of ['top', 'middle', 'end'] as const) {
      await page.evaluate((w) => {
        const max = document.scrollingElement!.scrollHeight - window.innerHeight;
        window.scrollTo(0, w === 'top' ? 0 : w === 'middle' ? max / 2 : max);
      }, where);
      await page.waitForTimeout(150);
      const [a, b] = [await go.boundingBox(), await chat.boundingBox()];
      expect(a && b).toBeTruthy();
      expect({ where, covered: intersects(a!, b!) }).toEqual({ where, covered: false });
    }
  });
});
