/**
 * Accessibility of the main pages with axe-core (serious and critical violations), in the real
 * build, once the screen has rendered and its data arrived; no page may report a problem.
 */
import type { Browser } from 'playwright-core';
import { launchBrowser, seriousA11yViolations, startSystem, type System } from './harness';
import { PageTracker, loginByStorage, screenReady } from './support';

let system: System;
let browser: Browser;
const pages = new PageTracker(() => browser, () => system);

beforeAll(async () => {
  [system, browser] = await Promise.all([startSystem(), launchBrowser()]);
});

afterEach(async () => {
  expect(await pages.closeAll()).toEqual([]);
});

afterAll(async () => {
  await browser?.close();
  await system?.stop();
});

const PUBLIC_PAGES = ['/', '/search', '/lpk/1', '/login', '/register', '/about'];

test.each(PUBLIC_PAGES)('%s has no serious or critical axe violations', async (route) => {
  const { page } = await pages.open(route);
  await screenReady(page);
  await page.waitForLoadState('networkidle');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('/admin/dashboard (logged in) has no serious or critical axe violations', async () => {
  const { page } = await pages.open('/about');
  await loginByStorage(page, system);
  await page.goto('/admin/dashboard');
  await screenReady(page);
  await page.waitForLoadState('networkidle');
  expect(await seriousA11yViolations(page)).toEqual([]);
});
