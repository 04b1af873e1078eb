/**
 * A newcomer's path through the public pages and the account area: the floating chat button never
 * covers what can be clicked, sign-up keeps where it started, and the search keeps its state.
 */
import type { Page } from 'playwright-core';
import { loginByStorage, pathOf, screenReady, signUpWithForm, tr, useRealSystem, waitForPath } from './support';

const { pages, system } = useRealSystem();

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
  // The institutes' compare boxes (the search form has a checkbox too: fees within the usual range).
  const boxes = page.getByRole('main').getByRole('checkbox', { name: /^(?:Bandingkan|Compare) / });
  await boxes.first().waitFor();
  for (const n of [0, 1]) {
    // The ticks live in the URL: the box shows checked once the URL changed.
    await boxes.nth(n).click();
    await page.getByRole('main').locator('.compare-toggle input[type="checkbox"]:checked').nth(n).waitFor();
  }
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

describe('the end of every page is reachable above what floats', () => {
  it.each(['/', '/about', '/admin/dashboard'])("at 375 x 812 on %s the footer's last line is not under the chat button or the assistant", async (path) => {
    const { page } = await pages.open('/about');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenReady(page);
    if (path.startsWith('/admin')) await loginByStorage(page, system());
    await page.goto(path);
    await screenReady(page);
    await page.locator('.chat-button').waitFor();
    // The footer names the versions of the remotes running in this page view (for support).
    const versions = page.locator('#shell-footer .site-footer__versions');
    await versions.waitFor();
    expect(await versions.textContent()).toMatch(path.startsWith('/admin') ? /mf-account \d+\.\d+\.\d+/ : /mf-public \d+\.\d+\.\d+/);
    await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
    await page.waitForTimeout(200);
    const last = (await versions.boundingBox())!;
    // The assistant floats on public pages only.
    for (const floating of path.startsWith('/admin') ? ['.chat-button'] : ['.chat-button', '.assistant-launcher']) {
      const box = (await page.locator(floating).boundingBox())!;
      expect({ floating, covered: intersects(last, box) }).toEqual({ floating, covered: false });
    }
  });
});

describe('a field reached with the keyboard is never under what floats', () => {
  it('at 375 x 812, tabbing through the sign-up form and the LPK application, each focused field is clear of the chat button and the assistant', async () => {
    const { page } = await pages.open('/register');
    // The first page's own files loaded before the next navigation, which would cut them off.
    await screenReady(page);
    await page.setViewportSize({ width: 375, height: 812 });
    for (const path of ['/register', '/lpk-apply']) {
      await page.goto(path);
      await screenReady(page);
      await page.locator('.chat-button').waitFor();
      await page.locator('.assistant-launcher').waitFor();
      const fields = page.getByRole('main').locator('input:not([type="hidden"]), select, textarea');
      const count = await fields.count();
      expect(count).toBeGreaterThan(4);
      await fields.first().focus();
      for (let n = 1; n < count; n += 1) {
        await page.keyboard.press('Tab');
        const focused = page.locator(':focus');
        const inMain = await focused.evaluate((el) => Boolean(el.closest('main')) && ['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName));
        if (!inMain) continue;
        const box = (await focused.boundingBox())!;
        for (const floating of ['.chat-button', '.assistant-launcher']) {
          const over = (await page.locator(floating).boundingBox())!;
          const name = await focused.evaluate((el) => el.getAttribute('name') ?? el.id);
          const where = `field ${Math.round(box.y)}-${Math.round(box.y + box.height)}, floating ${Math.round(over.y)}-${Math.round(over.y + over.height)}`;
          expect({ path, name, floating, covered: intersects(box, over), where }).toEqual({ path, name, floating, covered: false, where });
        }
      }
    }
  });
});

describe('sign-up started from an LPK', () => {
  it('"register at this LPK" -> login -> "register now" -> the new account lands on /registration?lpk_id={id}', async () => {
    const { page } = await pages.open('/search');
    await screenReady(page);
    const view = page.getByRole('main').locator('a[href^="/lpk/"]').first();
    const id = (await view.getAttribute('href'))!.split('/')[2];
    await view.click();
    await waitForPath(page, `/lpk/${id}`);
    await screenReady(page);
    await page
      .getByRole('main')
      .getByRole('link', { name: await tr(page, 'public:lpk.register'), exact: true })
      .first()
      .click();
    await waitForPath(page, '/login');
    expect(pathOf(page)).toBe(`/login?redirect=${encodeURIComponent(`/registration?lpk_id=${id}`)}`);
    await screenReady(page);
    await page
      .getByRole('main')
      .getByRole('link', { name: await tr(page, 'public:login.register'), exact: true })
      .click();
    await waitForPath(page, '/register');
    await signUpWithForm(page, { fullName: 'Dewi Lestari Uji', email: `e2e-lpk-${Date.now()}@example.test`, password: 'Kaigo#Tokyo2026x' });
    await waitForPath(page, '/registration');
    expect(pathOf(page)).toBe(`/registration?lpk_id=${id}`);
    await screenReady(page);
  });
});

describe('back from an LPK to the search', () => {
  it('keeps filters, sort, page, compare selection and scroll position (browser Back and the back link)', async () => {
    const { page } = await pages.open('/search');
    await screenReady(page);
    const main = page.getByRole('main');
    await main.getByLabel(await tr(page, 'public:search.sort'), { exact: true }).selectOption('price_asc');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price_asc');
    await main.getByRole('link', { name: await tr(page, 'public:catalogue.pagination.next'), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await tickTwo(page);
    await page.waitForURL((url) => (url.searchParams.get('compare') ?? '').split(',').length === 2);
    const listUrl = pathOf(page);

    // Scrolled down to the last card, which is opened.
    const view = main.locator('a[href^="/lpk/"]').last();
    await view.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(100);
    await view.click();
    await waitForPath(page, /^\/lpk\/\d+$/);
    await screenReady(page);

    await page.goBack();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === listUrl);
    await main.locator('.compare-toggle input[type="checkbox"]:checked').nth(1).waitFor();
    await expect(main.getByLabel(await tr(page, 'public:search.sort'), { exact: true }).inputValue()).resolves.toBe('price_asc');
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 40, scrolled, { timeout: 5000 });

    // The LPK page's own back link returns to the same list, at the same place.
    await main.locator('a[href^="/lpk/"]').last().click();
    await waitForPath(page, /^\/lpk\/\d+$/);
    await screenReady(page);
    await main.getByRole('link', { name: await tr(page, 'public:lpk.back'), exact: true }).click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === listUrl);
    await main.locator('.compare-toggle input[type="checkbox"]:checked').nth(1).waitFor();
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 40, scrolled, { timeout: 5000 });
  });
});

describe('at 375 px nothing scrolls sideways', () => {
  async function noSidewaysScroll(page: Page): Promise<void> {
    await page.waitForTimeout(300);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
    expect({ path: pathOf(page), scrollWidth }).toEqual({ path: pathOf(page), scrollWidth: Math.min(scrollWidth, innerWidth) });
  }

  it('edit profile (a labelled photo picker), registration, the pathways and the LPK comparison', async () => {
    const { page } = await pages.open('/login');
    await page.setViewportSize({ width: 375, height: 812 });
    // Let the page finish loading first: leaving mid-load aborts its chunk requests (reported as failures).
    await screenReady(page);
    await loginByStorage(page, system());

    await page.goto('/admin/edit-profile');
    await screenReady(page);
    const choose = page.getByText(await tr(page, 'account:editProfile.avatar.choose'), { exact: true });
    await expect(choose.isVisible()).resolves.toBe(true);
    await expect(page.getByLabel(await tr(page, 'account:editProfile.avatar.choose'), { exact: true }).getAttribute('type')).resolves.toBe('file');
    await noSidewaysScroll(page);

    await page.goto('/registration');
    await screenReady(page);
    await page.screenshot({ path: '/tmp/registration-375.png', fullPage: true });
    await noSidewaysScroll(page);

    await page.goto('/inexperienced');
    await screenReady(page);
    const cards = page.getByRole('list', { name: await tr(page, 'public:inexperienced.pathways_caption'), exact: true });
    await expect(cards.getByRole('listitem').count()).resolves.toBe(3);
    await noSidewaysScroll(page);

    // Three LPKs compared one attribute at a time, side by side: a screenful or two, not 3,500 px of cards.
    await page.goto('/side-by-side-lpk?ids=1,2,3');
    await screenReady(page);
    const comparison = page.getByRole('main').getByRole('table');
    await comparison.waitFor();
    const box = (await comparison.boundingBox())!;
    expect(box.height).toBeLessThan(1600);
    expect(await comparison.locator('thead th').count()).toBe(3);
    await noSidewaysScroll(page);
  });
});
