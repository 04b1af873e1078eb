/**
 * The assistant in the real system (built front end, API with its demo data, no language model):
 * from /search and /about, at 360 px and 1280 px wide, the launcher is found by its name, never
 * overlaps the shell's chat button nor the search's sticky compare bar, opens with the keyboard
 * into a dialog, answers a question with links to real pages, closes with Escape; axe finds no
 * serious violation with the panel closed or open; a source link lands on its section; in both
 * languages an answer and the FAQ show their primary sources, a title in another language labelled.
 */
import type { Locator, Page } from 'playwright-core';
import { seriousA11yViolations, waitFor } from './harness';
import { screenReady, useRealSystem } from './support';

const { pages } = useRealSystem();

const NAME = /^(?:Asisten|Assistant)$/;
type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} is not visible`);
  return found;
}

/** Points inside the pill-shaped launcher: its centre and the centres of its round ends. */
function pointsOf(b: Box): [number, number][] {
  const y = b.y + b.height / 2;
  return [
    [b.x + b.width / 2, y],
    [b.x + b.height / 2, y],
    [b.x + b.width - b.height / 2, y],
  ];
}

/** Nothing lies over the launcher: at its points the topmost element is the launcher itself. */
async function uncovered(page: Page, launcher: Box): Promise<boolean> {
  return (await coveringLauncher(page, launcher)).length === 0;
}

/** What lies on top of the launcher at its points (empty when the launcher is on top everywhere). */
async function coveringLauncher(page: Page, launcher: Box): Promise<string[]> {
  return page.evaluate(
    (points) =>
      points.flatMap(([x, y]) => {
        const top = document.elementFromPoint(x, y);
        return top?.closest('.assistant-launcher') ? [] : [top ? top.outerHTML.slice(0, 120) : `nothing at ${x},${y}`];
      }),
    pointsOf(launcher),
  );
}

/** The controls (links, buttons, fields) lying under the launcher. */
async function controlsUnder(page: Page, launcher: Box): Promise<string[]> {
  return page.evaluate(
    (points) =>
      points.flatMap(([x, y]) => {
        const under = document.elementsFromPoint(x, y).find((e) => !e.closest('.assistant'));
        const control = under?.closest('a[href], button, input, select, textarea, summary, [tabindex]');
        return control ? [control.outerHTML.slice(0, 120)] : [];
      }),
    pointsOf(launcher),
  );
}

async function openAt(path: string, width: number): Promise<Page> {
  const { page } = await pages.open(path);
  await page.setViewportSize({ width, height: width < 600 ? 740 : 900 });
  await screenReady(page);
  await page.waitForLoadState('networkidle');
  return page;
}

describe.each([360, 1280])('%i px wide', (width) => {
  test.each(['/search', '/about'])('%s: open with the keyboard, ask, an answer with links; clear of the chat button; axe clean', async (path) => {
    const page = await openAt(path, width);
    const launcher = page.getByRole('button', { name: NAME });
    const chat = page.locator('.chat-button');
    const launcherBox = await box(launcher);
    expect(overlaps(launcherBox, await box(chat))).toBe(false);
    expect(await uncovered(page, launcherBox)).toBe(true);
    expect(launcherBox.x + launcherBox.width).toBeLessThanOrEqual(width);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await launcher.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: NAME });
    await dialog.waitFor();
    await waitFor(() => page.evaluate(() => document.activeElement?.tagName === 'TEXTAREA'), 'focus moves into the question field');
    const dialogBox = await box(dialog);
    expect(overlaps(dialogBox, await box(chat))).toBe(false);
    expect(dialogBox.x).toBeGreaterThanOrEqual(0);
    expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(width);
    expect(dialogBox.y).toBeGreaterThanOrEqual(0);

    await page.keyboard.type('LPK dengan asrama di Jawa Barat di bawah Rp5 juta');
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/lpk/assistant');
    await page.keyboard.press('Enter');
    // Streamed: the browser asked for server-sent events and got them.
    const response = await answered;
    expect(response.headers()['content-type']).toBe('text/event-stream; charset=utf-8');
    const sources = dialog.getByRole('list', { name: /^(?:Sumber|Sources)$/ });
    await sources.waitFor();
    const hrefs = await sources.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.some((href) => /^\/lpk\/\d+$/.test(href))).toBe(true);
    expect(hrefs.some((href) => href.startsWith('/search?'))).toBe(true);
    await waitFor(
      async () =>
        /^(?:Jawaban asisten|Assistant’s answer): /.test(
          (await page
            .getByRole('status')
            .filter({ hasText: /Jawaban asisten|Assistant’s answer/ })
            .textContent()) ?? '',
        ),
      'the answer is announced',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The institute linked is a real one: its page opens with its name as heading.
    const lpk = sources.getByRole('link').first();
    const name = ((await lpk.textContent()) ?? '').trim();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await launcher.evaluate((el) => el === document.activeElement)).toBe(true);
    // At the end of the page nothing usable stays under the launcher.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(100);
    expect(await controlsUnder(page, await box(launcher))).toEqual([]);

    const api = await page.request.get(hrefs.find((h) => h.startsWith('/lpk/'))!.replace('/lpk/', '/api/lpk/institutes/'), {
      headers: { Accept: 'application/json' },
    });
    expect(((await api.json()) as { data: { name: string } }).data.name).toBe(name);
  });
});

test('360 px: a field focused under the launcher is scrolled clear of it; the launcher rises above the sticky compare bar', async () => {
  const page = await openAt('/search', 360);
  const launcher = page.getByRole('button', { name: NAME });
  const under = await controlsUnder(page, await box(launcher));
  if (under.length) {
    // Whatever field lies under the launcher on arrival: focused, it comes clear.
    await page.evaluate(
      (points) => {
        const [x, y] = points[0]!;
        const element = document.elementsFromPoint(x, y).find((e) => !e.closest('.assistant'));
        (element?.closest('a[href], button, input, select, textarea, summary, [tabindex]') as HTMLElement | null)?.focus();
      },
      pointsOf(await box(launcher)),
    );
    const focusedBox = () =>
      page.evaluate(() => {
        const r = document.activeElement!.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      });
    await waitFor(async () => !overlaps(await focusedBox(), await box(launcher)), 'the focused field comes clear of the launcher');
  }
  // An institute's compare box (the search form has a checkbox too: fees within the usual range).
  const checkbox = page
    .getByRole('main')
    .getByRole('checkbox', { name: /^(?:Bandingkan|Compare) / })
    .first();
  await checkbox.focus();
  await page.keyboard.press('Space');
  const bar = page.getByRole('region', { name: /^(?:Perbandingan LPK|LPK comparison)$/ });
  await bar.waitFor();
  await page.mouse.wheel(0, 300);
  // The bar is stuck to the bottom of the viewport, where the launcher would be: the launcher rises above it.
  await waitFor(async () => (await box(bar)).y + (await box(bar)).height >= 740 - 2, 'the compare bar sticks to the bottom');
  await waitFor(async () => !overlaps(await box(launcher), await box(bar)), 'the launcher clears the compare bar');
  expect((await box(launcher)).y + (await box(launcher)).height).toBeLessThanOrEqual((await box(bar)).y);
  // The bar may still be settling (its rows' fonts, the lift recomputed on resize): nothing may
  // stay on top of the launcher once it has.
  await waitFor(async () => uncovered(page, await box(launcher)), 'nothing stays on top of the launcher').catch(async (error: unknown) => {
    throw new Error(`${String(error)}; on top: ${(await coveringLauncher(page, await box(launcher))).join(' | ')}`);
  });
});

test('320 px, English: with the compare bar, the launcher rises above the chat button lifted above the same bar', async () => {
  const { page } = await pages.open('/search');
  // Loaded whole first: a reload while its chunks download would abort them (reported as failures).
  await screenReady(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => localStorage.setItem('lpk_lang', 'en'));
  await page.setViewportSize({ width: 320, height: 740 });
  await page.reload();
  await screenReady(page);
  const launcher = page.getByRole('button', { name: NAME });
  const chat = page.locator('.chat-button');
  // An institute's compare box (the search form has a checkbox too: fees within the usual range).
  const checkbox = page
    .getByRole('main')
    .getByRole('checkbox', { name: /^(?:Bandingkan|Compare) / })
    .first();
  await checkbox.focus();
  await page.keyboard.press('Space');
  const bar = page.getByRole('region', { name: 'LPK comparison' });
  await bar.waitFor();
  await waitFor(
    async () => !overlaps(await box(launcher), await box(bar)) && !overlaps(await box(launcher), await box(chat)),
    'the launcher clears the compare bar and the chat button',
  );
  await waitFor(async () => uncovered(page, await box(launcher)), 'nothing on top of the launcher');
});

test('on /about, a suggested question asks at once; a source link lands on its section', async () => {
  const page = await openAt('/about', 1280);
  const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: /^(?:Tanya asisten|Ask the assistant)$/ }) });
  await section.getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name: NAME });
  const link = dialog
    .getByRole('link', { name: /^Jalur persiapan: tiga jalur kerja dibandingkan$|^Preparation path: the three work pathways compared$/ })
    .first();
  await link.waitFor();
  await link.click();
  await page.waitForURL((url) => url.pathname === '/inexperienced' && url.hash === '#pathways');
  const target = page.locator('#pathways');
  await target.waitFor();
  await waitFor(async () => {
    const top = (await target.boundingBox())?.y ?? -1;
    return top >= -2 && top < 200;
  }, 'the pathways section is scrolled into view');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test.each([
  [
    'id',
    'Min, batas umur buat kerja kaigo di Jepang berapa ya?',
    /^Immigration Services Agency of Japan: .* \(dalam bahasa Inggris\) \(April 2019\)$/,
    'Tanya jawab: ',
  ],
  ['en', 'Is there an age limit to work as a caregiver in Japan?', /^Undang-Undang Nomor 18 Tahun 2017 .* \(in Indonesian\) \(November 2017\)$/, 'FAQ: '],
] as const)(
  '%s: an answer shows its sources, a title in another language labelled in the page language, and the FAQ entry shows them too',
  async (lang, question, foreign, faq) => {
    const { page } = await pages.open('/about');
    await screenReady(page);
    await page.waitForLoadState('networkidle');
    await page.evaluate((l) => localStorage.setItem('lpk_lang', l), lang);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await screenReady(page);
    await page.getByRole('button', { name: NAME }).click();
    const dialog = page.getByRole('dialog', { name: NAME });
    await dialog.getByRole('textbox').fill(question);
    await page.keyboard.press('Enter');
    const sources = dialog.getByRole('list', { name: lang === 'id' ? 'Sumber' : 'Sources' });
    await sources.waitFor();
    const names = await sources.getByRole('link').allTextContents();
    expect(names.some((n) => n.trim().startsWith(faq))).toBe(true);
    expect(names.some((n) => foreign.test(n.trim()))).toBe(true);
    // The FAQ entry it links to shows the same primary sources, labelled the same way.
    await page.keyboard.press('Escape');
    const entry = page.locator('#faq-age');
    await entry.locator('summary').click();
    const cited = await entry.locator('.fact-source').allTextContents();
    expect(cited.some((text) => (lang === 'id' ? /\(dalam bahasa Inggris; April 2019\)$/ : /\(in Indonesian; November 2017\)$/).test(text))).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
  },
);
