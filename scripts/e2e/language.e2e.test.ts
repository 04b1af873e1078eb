/**
 * docs/product.md section 2 (header): the language switch is saved locally (lpk_lang) and restored on
 * load, <html lang> follows it, and both remotes' screens change language with the shell.
 */
import type { Page } from 'playwright-core';

import { DEMO_CAREGIVER, loginWithForm, screenReady, storedItem, tr, waitForPath, useRealSystem } from './support';

const { pages } = useRealSystem();

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** The header's language menu: open it, pick the language by its own name. */
async function chooseInHeader(page: Page, lang: 'id' | 'en'): Promise<void> {
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: new RegExp(await tr(page, 'shell:header.language')) }).click();
  await banner.getByRole('button', { name: await tr(page, `common:language.${lang}`, { lng: lang }), exact: true }).click();
}

test('Indonesian by default; English chosen in the header survives a reload and every remote follows', async () => {
  const { page } = await pages.open('/login');
  expect(await screenReady(page)).toBe(await tr(page, 'public:login.title', { lng: 'id' }));
  expect(await htmlLang(page)).toBe('id');

  await chooseInHeader(page, 'en');
  // The public remote's screen and the shell's header re-render in English at once.
  await page.getByRole('heading', { level: 1, name: await tr(page, 'public:login.title', { lng: 'en' }), exact: true }).waitFor();
  await page
    .getByRole('banner')
    .getByRole('link', { name: await tr(page, 'shell:header.register', { lng: 'en' }), exact: true })
    .waitFor();
  expect(await htmlLang(page)).toBe('en');
  expect(await storedItem(page, 'lpk_lang')).toBe('en');

  await page.reload();
  expect(await screenReady(page)).toBe(await tr(page, 'public:login.title', { lng: 'en' }));
  expect(await htmlLang(page)).toBe('en');
  await page
    .getByRole('contentinfo')
    .getByText(await tr(page, 'shell:footer.tagline', { lng: 'en' }), { exact: true })
    .waitFor();

  // The account remote starts in the stored language too.
  await loginWithForm(page, DEMO_CAREGIVER);
  await waitForPath(page, /^\/admin\//);
  await screenReady(page);
  await page.getByRole('button', { name: await tr(page, 'account:layout.logout', { lng: 'en' }), exact: true }).waitFor();

  // And back to Indonesian from the header: the public screen follows.
  await page.goto('/about');
  await screenReady(page);
  await chooseInHeader(page, 'id');
  expect(await htmlLang(page)).toBe('id');
  expect(await storedItem(page, 'lpk_lang')).toBe('id');
  await page.reload();
  expect(await htmlLang(page)).toBe('id');
  await page
    .getByRole('contentinfo')
    .getByText(await tr(page, 'shell:footer.tagline', { lng: 'id' }), { exact: true })
    .waitFor();
});
