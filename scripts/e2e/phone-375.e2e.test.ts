/**
 * At 375 x 812 (issue 33, item 8), in the real build: e-mail addresses in the staff table wrap only
 * after '@' and before '.', the chat button never covers a page's primary action at first view, and
 * comparing three LPKs fits in 2,200 px without leaving an attribute out.
 */
import type { Locator, Page } from 'playwright-core';
import { apiCall } from './harness';
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

/**
 * The pieces of each e-mail address the locator finds, each with the number of lines it is drawn on.
 * A piece is what lies between two <wbr> (name@, domain, .tld), cut once more after each hyphen
 * (a break there is the text's own); all its line boxes sharing one top means nothing broke inside it.
 */
function partsOf(addresses: Locator): Promise<{ part: string; lines: number }[]> {
  return addresses.evaluateAll((elements) =>
    elements.flatMap((element) =>
      Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .flatMap((node) => {
          const text = node.textContent ?? '';
          const pieces: { part: string; lines: number }[] = [];
          let from = 0;
          for (const piece of text.split(/(?<=-)/)) {
            const range = document.createRange();
            range.setStart(node, from);
            range.setEnd(node, from + piece.length);
            from += piece.length;
            const tops = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
            pieces.push({ part: piece, lines: tops.size });
          }
          return pieces;
        }),
    ),
  );
}

/** Two animation frames: the chat button has measured the page and moved. */
async function frames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined)))));
}

describe('e-mail addresses in tables', () => {
  it("in the staff table of /admin/institution each part of an address (name, '@', each '.') stays whole on one line", async () => {
    const { page } = await pages.open('/about');
    await page.setViewportSize(PHONE);
    await screenReady(page);
    await loginByStorage(page, system(), { email: 'admin1@demo.test', password: 'Admin#2026' });
    await page.goto('/admin/institution');
    await screenReady(page);
    const staff = page.locator('#staff table');
    await staff.waitFor();
    const addresses = staff.locator('.email-address');
    await addresses.first().waitFor();
    const parts = await partsOf(addresses);
    expect(parts.length).toBeGreaterThan(2);
    expect(parts.filter((p) => p.lines !== 1)).toEqual([]);
    await expect(addresses.first().textContent()).resolves.toMatch(/^[^\s]+@[^\s]+\.[a-z]+$/);
  });

  it('in the applicants table a long address breaks only after its @, before its dots or after a hyphen, never inside a word', async () => {
    // A caregiver with a long address registers with LPK 1 (through the API, as the screens do).
    const password = 'Kaigo#Osaka2026x';
    const email = `kartika.wulandari.${Date.now()}@mail.contoh-lpk-kaigo.example.test`;
    const { token } = await apiCall<{ token: string }>(system(), '/api/lpk/register', {
      method: 'POST',
      body: { full_name: 'Kartika Wulandari Uji', email, phone: '0812-3456-7890', password, password_confirmation: password, agree: true },
    });
    await apiCall(system(), '/api/lpk/registrations', { method: 'POST', token, body: { lpk_id: 1, consent: true } });

    const { page } = await pages.open('/about');
    await page.setViewportSize(PHONE);
    await screenReady(page);
    await loginByStorage(page, system(), { email: 'staff1@demo.test', password: 'Staff#2026' });
    await page.goto('/admin/applicants');
    await screenReady(page);
    const address = page.getByRole('table').locator('.email-address', { hasText: email });
    await address.waitFor();
    const parts = await partsOf(address);
    expect(parts.map((p) => p.part).join('')).toBe(email);
    expect(parts.filter((p) => p.lines !== 1)).toEqual([]);
  });
});

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
