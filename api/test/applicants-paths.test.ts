import { call, createTestApp, DEMO, login, registerCaregiver, type TestApp } from './helpers';
import { register } from './registrations-fixtures';

/**
 * The applicants console at both its paths (issue 36 item 1): the canonical /applicants,
 * /applicants/{id}, /applicants/{id}/status, and the first published paths (docs/api.md, "Deprecated paths"),
 * /institution/registrations[/{id}[/status]], which external clients call. Both answer the same,
 * with the same rules; the OpenAPI document marks the old ones deprecated, naming the canonical.
 */

let t: TestApp;
let staff1: string;
let staff2: string;

beforeAll(async () => {
  t = await createTestApp();
  staff1 = await login(t.app, DEMO.staff1);
  staff2 = await login(t.app, DEMO.staff2);
});
afterAll(async () => {
  await t.close();
});

const CANONICAL = '/api/lpk/applicants';
const LEGACY = '/api/lpk/institution/registrations';

async function newRegistration(): Promise<number> {
  const caregiver = await registerCaregiver(t.app, { full_name: 'Dewi Lestari' });
  const res = await register(t.app, caregiver.token, { lpk_id: 1, consent: true });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.data.id as number;
}

/** The answer without what a second read changes by itself (nothing here is timed). */
const answerOf = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body });

test('the list and one applicant answer the same at both paths, in both languages', async () => {
  const id = await newRegistration();
  for (const lang of ['id', 'en']) {
    const query = '?status=pending&sort=oldest&per_page=50';
    const [canonical, legacy] = [
      await call(t.app, 'GET', CANONICAL + query, { token: staff1, lang }),
      await call(t.app, 'GET', LEGACY + query, { token: staff1, lang }),
    ];
    expect(canonical.status).toBe(200);
    expect(canonical.body.data.items.map((r: { id: number }) => r.id)).toContain(id);
    expect(answerOf(legacy)).toEqual(answerOf(canonical));

    const [one, oneLegacy] = [
      await call(t.app, 'GET', `${CANONICAL}/${id}`, { token: staff1, lang }),
      await call(t.app, 'GET', `${LEGACY}/${id}`, { token: staff1, lang }),
    ];
    expect(one.status).toBe(200);
    expect(one.body.data.registration).toMatchObject({ id, status: 'pending' });
    expect(answerOf(oneLegacy)).toEqual(answerOf(one));
  }
});

test('the same refusals at both paths: another LPK’s applicant, no token, a bad query, a move the state machine refuses', async () => {
  const id = await newRegistration();
  for (const base of [CANONICAL, LEGACY]) {
    expect((await call(t.app, 'GET', `${base}/${id}`, { token: staff2 })).status).toBe(404);
    expect((await call(t.app, 'GET', base)).status).toBe(401);
    const bad = await call(t.app, 'GET', `${base}?sort=sideways`, { token: staff1, lang: 'en' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['sort']);
    const refused = await call(t.app, 'POST', `${base}/${id}/status`, { token: staff1, body: { status: 'approved' }, lang: 'en' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.status).toEqual(['The status cannot be changed from "Awaiting LPK approval" to "Approved".']);
  }
});

test('a move at either path moves the registration: canonical first, then the old path', async () => {
  const id = await newRegistration();
  const first = await call(t.app, 'POST', `${CANONICAL}/${id}/status`, { token: staff1, body: { status: 'registered' }, lang: 'en' });
  expect(first.status).toBe(200);
  expect(first.body.data).toMatchObject({ id, status: 'registered' });
  const second = await call(t.app, 'POST', `${LEGACY}/${id}/status`, { token: staff1, body: { status: 'learning', note: 'Kelas dimulai' }, lang: 'en' });
  expect(second.status).toBe(200);
  expect(second.body.message).toBe('Registration status changed to "Learning".');
  expect(second.body.data).toMatchObject({ id, status: 'learning' });
  const history = (await call(t.app, 'GET', `${CANONICAL}/${id}`, { token: staff1 })).body.data.registration.history as { status: string }[];
  expect(history.map((h) => h.status)).toEqual(['pending', 'registered', 'learning']);
});

test('OpenAPI: the canonical paths carry the console’s operationIds; the old ones are deprecated and name the canonical path', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { operationId?: string; deprecated?: boolean; description?: string; tags?: string[] }>>;
  };
  const pairs = [
    ['get', '/api/lpk/applicants', '/api/lpk/institution/registrations', 'applicantList'],
    ['get', '/api/lpk/applicants/{id}', '/api/lpk/institution/registrations/{id}', 'applicantGet'],
    ['post', '/api/lpk/applicants/{id}/status', '/api/lpk/institution/registrations/{id}/status', 'applicantMove'],
  ] as const;
  for (const [method, canonical, legacy, operationId] of pairs) {
    const current = doc.paths[canonical]?.[method];
    const old = doc.paths[legacy]?.[method];
    expect(current).toMatchObject({ operationId, tags: ['applicants'] });
    expect(current?.deprecated).toBeUndefined();
    expect(old).toMatchObject({ operationId: `${operationId}Legacy`, deprecated: true, tags: ['applicants'] });
    expect(old?.description).toContain(`${method.toUpperCase()} ${canonical}`);
  }
  // The LPK's own standing is the institution area's (same path as before).
  expect(doc.paths['/api/lpk/institution/lpk']?.get).toMatchObject({ operationId: 'ownLpk', tags: ['institution'] });
});
