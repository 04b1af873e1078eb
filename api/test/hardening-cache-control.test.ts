import { call, createTestApp, DEMO, login, registerCaregiver, type TestApp } from './helpers';
import { putSection, register } from './registrations-fixtures';

/**
 * No cache (browser, proxy, CDN) keeps an answer that carries personal data: every answer given
 * to an authenticated request is `Cache-Control: no-store` and `Vary: Authorization`, and so is
 * every write's answer (login and register return a token). Public reads stay cacheable.
 */
let t: TestApp;
let caregiver: Awaited<ReturnType<typeof registerCaregiver>>;
let staff: string;
let registrationId: number;

beforeAll(async () => {
  t = await createTestApp();
  caregiver = await registerCaregiver(t.app, { full_name: 'Dewi Lestari' });
  await putSection(t.app, caregiver.user.id, 'ktp', { nik: '3273010101900001', full_name: 'Dewi Lestari' });
  await putSection(t.app, caregiver.user.id, 'additional_info', { health: 'Sehat, tidak ada alergi' });
  const res = await register(t.app, caregiver.token, { lpk_id: 1, consent: true });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  registrationId = res.body.data.id as number;
  staff = await login(t.app, DEMO.staff1);
  await call(t.app, 'POST', '/api/lpk/messages', { token: caregiver.token, body: { registration_id: registrationId, body: 'Selamat pagi, Bu.' } });
});
afterAll(() => t.close());

function expectPrivate(res: { headers: Record<string, unknown> }, what: string) {
  expect({ what, cacheControl: res.headers['cache-control'] }).toEqual({ what, cacheControl: 'no-store' });
  const vary = String(res.headers.vary ?? '');
  expect({ what, varyAuthorization: /(?:^|,)\s*authorization\s*(?:,|$)/i.test(vary) }).toEqual({ what, varyAuthorization: true });
}

test("the caregiver's own data: profile, sections, registrations, messages, audit, export", async () => {
  for (const url of [
    '/api/lpk/profile',
    '/api/lpk/profile/ktp',
    '/api/lpk/profile/additional-info',
    '/api/lpk/registrations',
    `/api/lpk/registrations/${registrationId}`,
    `/api/lpk/messages?registration_id=${registrationId}`,
    '/api/lpk/me/audit',
    '/api/lpk/me/export',
  ]) {
    const res = await call(t.app, 'GET', url, { token: caregiver.token });
    expect({ url, status: res.status }).toEqual({ url, status: 200 });
    expectPrivate(res.res, url);
  }
});

test("the staff's view of an applicant (KTP and health sections) and the applicant list", async () => {
  const detail = await call(t.app, 'GET', `/api/lpk/institution/registrations/${registrationId}`, { token: staff });
  expect(detail.status).toBe(200);
  expect(JSON.stringify(detail.body.data.applicant)).toContain('Dewi Lestari');
  expectPrivate(detail.res, 'staff applicant detail');
  const list = await call(t.app, 'GET', '/api/lpk/institution/registrations', { token: staff });
  expect(list.status).toBe(200);
  expectPrivate(list.res, 'staff applicant list');
});

test('errors given to an account and the answers of writes are not stored either', async () => {
  const invalid = await call(t.app, 'POST', '/api/lpk/profile', { token: caregiver.token, body: { phone: 'x' } });
  expect(invalid.status).toBe(422);
  expectPrivate(invalid.res, 'a 422 to an account');
  const missing = await call(t.app, 'GET', '/api/lpk/registrations/999999', { token: caregiver.token });
  expect(missing.status).toBe(404);
  expectPrivate(missing.res, 'a 404 to an account');

  const loggedIn = await call(t.app, 'POST', '/api/lpk/login', { body: DEMO.caregiver });
  expect(loggedIn.status).toBe(200);
  expect(loggedIn.res.headers['cache-control']).toBe('no-store');
  const registered = await registerCaregiver(t.app);
  expect(registered.token).toBeTruthy();
  const again = await call(t.app, 'POST', '/api/lpk/register', { body: { email: 'x' } });
  expect(again.res.headers['cache-control']).toBe('no-store');
});

test("a route's own Vary is kept and Authorization added once", async () => {
  const res = await call(t.app, 'GET', '/api/lpk/profile', { token: caregiver.token, headers: { 'accept-encoding': 'gzip' } });
  const names = String(res.res.headers.vary)
    .split(',')
    .map((v) => v.trim().toLowerCase());
  expect(names.filter((n) => n === 'authorization')).toHaveLength(1);
});

test('public reads stay cacheable, with or without a token', async () => {
  for (const token of [undefined, caregiver.token]) {
    const search = await call(t.app, 'GET', '/api/lpk/institutes?q=tokyo', token ? { token } : {});
    expect(search.status).toBe(200);
    expect(search.res.headers['cache-control']).not.toBe('no-store');
    expect(String(search.res.headers.vary ?? '')).not.toMatch(/authorization/i);
  }
});
