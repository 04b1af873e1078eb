/**
 * The harness itself: a system starts from a copy of the build, serves the page and the API,
 * survives a restart (same database), and a page reports the problems it meets.
 */
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, seriousA11yViolations, serverLog, startSystem, waitFor, type System } from './harness';

let system: System;
let browser: Browser;

beforeAll(async () => {
  system = await startSystem();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await system?.stop();
});

test('the API host serves the page, the rollout manifest and /health on its own ports', async () => {
  const health = await fetch(`${system.baseUrl}/health`);
  expect(health.status).toBe(200);
  const page = await fetch(`${system.baseUrl}/search`);
  expect(page.headers.get('content-type')).toMatch(/text\/html/);
  expect(await page.text()).toContain('__LPK_CONFIG__');
  const rollout = (await (await fetch(`${system.baseUrl}/rollout.json`)).json()) as { remotes: Record<string, { stable: string }> };
  expect(Object.keys(rollout.remotes).sort()).toEqual(['mf-account', 'mf-public']);
  expect(system.deployDir).not.toBe(process.env.E2E_BUILD_DIR);
  expect(system.env.STATIC_DIR).toBe(system.deployDir);
});

test('a restart keeps the same address and database', async () => {
  const login = () =>
    fetch(`${system.baseUrl}/api/lpk/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email: 'caregiver@demo.test', password: 'Caregiver#2026' }),
    });
  expect((await login()).status).toBe(200);
  await system.restart();
  expect((await login()).status).toBe(200);
  expect(serverLog(system)).not.toMatch(/EADDRINUSE/);
});

test('openPage collects HTTP failures unless they are allowed', async () => {
  const { page, context, consoleErrors } = await openPage(browser, system, '/about');
  await page.evaluate(() => fetch('/api/lpk/profile').catch(() => undefined));
  await waitFor(() => consoleErrors.some((e) => e.includes('HTTP 401')), 'the 401 is reported');
  await context.close();

  const quiet = await openPage(browser, system, '/about', [/HTTP 401/, /status of 401/]);
  await quiet.page.evaluate(() => fetch('/api/lpk/profile').catch(() => undefined));
  await quiet.page.waitForTimeout(300);
  expect(quiet.consoleErrors).toEqual([]);
  await quiet.context.close();
});

test('seriousA11yViolations reports a serious violation as a readable line', async () => {
  const { page, context } = await openPage(browser, system, '/about');
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.id = 'e2e-unnamed';
    document.body.appendChild(button);
  });
  const lines = await seriousA11yViolations(page);
  expect(lines).toEqual([expect.stringMatching(/^\/about: button-name \(critical\) .*#e2e-unnamed/)]);
  await context.close();
});
