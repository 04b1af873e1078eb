/**
 * A Redis outage between two API nodes, seen from an open page (issue 21). Two nodes of one
 * deployment (one SQLite file, one Redis of this test's own); a caregiver's messages page is open
 * on node B when Redis dies; LPK staff answer through node A meanwhile, which node B cannot hear.
 * When Redis is back, node B tells the page to resync and the page shows the answers, without a
 * reload.
 */
import type { Browser } from 'playwright-core';
import { startOwnRedis, type OwnRedis } from '../../api/test/faults/own-redis';
import { apiCall, apiLogin, launchBrowser, startSystem, waitFor, type System } from './harness';
import { loginWithForm, markDocument, PageTracker, screenReady, stillSameDocument, waitForPath } from './support';

let redis: OwnRedis | undefined;
let nodeA: System | undefined;
let nodeB: System | undefined;
let browser: Browser | undefined;
const started = <T>(value: T | undefined): T => {
  if (value === undefined) throw new Error('started in beforeAll');
  return value;
};
// Pages are opened on node B.
const pages = new PageTracker(
  () => started(browser),
  () => started(nodeB),
);

beforeAll(async () => {
  redis = await startOwnRedis();
  const [a, launched] = await Promise.all([startSystem({ env: { REDIS_URL: redis.url } }), launchBrowser()]);
  nodeA = a;
  browser = launched;
  // Node B: the same database file (and the secrets file beside it), the same Redis, its own ports.
  nodeB = await startSystem({ deployDir: a.deployDir, env: { REDIS_URL: redis.url, SQLITE_PATH: a.env.SQLITE_PATH!, UPLOAD_DIR: a.env.UPLOAD_DIR! } });
});
afterEach(async () => {
  expect(await pages.closeAll()).toEqual([]);
});
afterAll(async () => {
  await browser?.close();
  await nodeB?.stop();
  await nodeA?.stop();
  await redis?.stop();
});

test('messages sent through another node while Redis is down show on the open page once Redis is back, without a reload', async () => {
  const a = started(nodeA);
  const password = 'Kaigo#Outage2026x';
  const email = `outage-e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const { token } = await apiCall<{ token: string }>(a, '/api/lpk/register', {
    method: 'POST',
    body: { full_name: 'Putri Outage', email, phone: '0812-5555-0101', password, password_confirmation: password, agree: true },
  });
  const registration = await apiCall<{ id: number }>(a, '/api/lpk/registrations', { method: 'POST', token, body: { lpk_id: 1, consent: true } });
  const staff = await apiLogin(a, { email: 'staff1@demo.test', password: 'Staff#2026' });
  const send = (body: string) => apiCall(a, '/api/lpk/messages', { method: 'POST', token: staff.token, body: { registration_id: registration.id, body } });

  const { page } = await pages.open(`/login?redirect=${encodeURIComponent(`/admin/messages?registration_id=${registration.id}`)}`);
  await loginWithForm(page, { email, password });
  await waitForPath(page, '/admin/messages');
  await screenReady(page);
  await page.waitForLoadState('networkidle'); // subscribed to its channel
  // Live through the other node while Redis works.
  await send('Sebelum gangguan: dokumen diterima.');
  await page.getByText('Sebelum gangguan: dokumen diterima.').first().waitFor({ timeout: 10_000 });
  await markDocument(page);

  await started(redis).kill();
  await new Promise((resolve) => setTimeout(resolve, 500));
  await send('Saat gangguan: jadwal tes hari Senin.');
  await send('Saat gangguan: bawa fotokopi KTP.');
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  // Node B never heard them.
  expect(await page.getByText('Saat gangguan: jadwal tes hari Senin.').count()).toBe(0);

  await started(redis).start();
  const back = Date.now();
  await waitFor(async () => (await page.getByText('Saat gangguan: bawa fotokopi KTP.').count()) > 0, 'the outage’s messages on the open page', 10_000);
  await page.getByText('Saat gangguan: jadwal tes hari Senin.').first().waitFor({ timeout: 2_000 });
  expect(Date.now() - back).toBeLessThan(10_000);
  expect(await stillSameDocument(page)).toBe(true);
});
