import { call, createTestApp, DEMO, login, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('health and login', async () => {
  const h = await call(t.app, 'GET', '/health');
  expect(h.status).toBe(200);
  const token = await login(t.app, DEMO.caregiver);
  expect(token).toMatch(/^\d+\|/);
});
