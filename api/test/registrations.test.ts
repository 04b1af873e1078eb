import { SECTION_KEYS } from '../src/modules/profile';
import { registrationEvents, type RegistrationStatusChanged } from '../src/modules/registrations/events';
import { call, createTestApp, DEMO, login, registerCaregiver, type TestApp } from './helpers';
import { countRows, insertJob, register } from './registrations-fixtures';

let t: TestApp;
let jobLpk1: number;
let jobLpk2: number;
let staff1: string;
const events: RegistrationStatusChanged[] = [];
const listener = (e: RegistrationStatusChanged) => events.push(e);

beforeAll(async () => {
  t = await createTestApp();
  jobLpk1 = await insertJob(t.app, 1);
  jobLpk2 = await insertJob(t.app, 2, 'Staf Panti Wreda');
  staff1 = await login(t.app, DEMO.staff1);
  registrationEvents.on('registration.status_changed', listener);
});
afterAll(async () => {
  registrationEvents.off('registration.status_changed', listener);
  await t.close();
});

describe('POST /registrations', () => {
  test('registers with an LPK after explicit consent: 201 with the registration', async () => {
    const c = await registerCaregiver(t.app);
    const res = await register(t.app, c.token, { lpk_id: 1, consent: true });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('success');
    expect(res.body.message).toBe('Pendaftaran ke LPK berhasil dikirim. LPK akan meninjau data Anda.');
    const r = res.body.data;
    expect(r).toMatchObject({
      lpk_id: 1,
      lpk: { id: 1 },
      job_id: null,
      job: null,
      status: 'pending',
      certificate: null,
    });
    expect(typeof r.id).toBe('number');
    expect(r.lpk).toEqual({ id: 1, name: expect.any(String), city: expect.any(String), province: expect.any(String), suspended: false });
    expect(r.history).toHaveLength(1);
    expect(r.history[0]).toMatchObject({ status: 'pending', note: null, actor: { id: c.user.id, role: 'caregiver' } });
    expect(Date.parse(r.history[0].at)).not.toBeNaN();
    expect(Date.parse(r.consent.at)).not.toBeNaN();
    expect(r.consent.scope).toMatchObject({ version: expect.any(String), lpk_id: 1 });
    expect(r.consent.scope.account_fields).toEqual(expect.arrayContaining(['full_name', 'email', 'phone']));
    expect(r.consent.scope.profile_sections).toEqual([...SECTION_KEYS]);

    const row = await t.app.db.selectFrom('registrations').selectAll().where('id', '=', r.id).executeTakeFirstOrThrow();
    expect(row.user_id).toBe(c.user.id);
    expect(JSON.parse(row.consent_scope)).toEqual(r.consent.scope);
    expect(row.consent_at).toBe(r.consent.at);
  });

  test('with a job of that LPK: the job is part of the answer', async () => {
    const c = await registerCaregiver(t.app);
    const res = await register(t.app, c.token, { lpk_id: '1', job_id: jobLpk1, consent: 'true' }, 'en');
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Your registration was sent to the LPK. The LPK will review your data.');
    expect(res.body.data).toMatchObject({ job_id: jobLpk1, job: { id: jobLpk1, lpk_id: 1, title: 'Elderly caregiver', prefecture: 'Osaka' } });
  });

  test.each([
    ['missing', {}],
    ['false', { consent: false }],
    ['"false"', { consent: 'false' }],
    ['0', { consent: 0 }],
    ['null', { consent: null }],
    ['an object', { consent: { yes: true } }],
  ])('consent %s -> 422 and nothing stored', async (_label, extra) => {
    const c = await registerCaregiver(t.app);
    const res = await register(t.app, c.token, { lpk_id: 1, ...extra });
    expect(res.status).toBe(422);
    expect(res.body.status).toBe('error');
    expect(res.body.errors?.consent).toEqual(['Anda harus menyetujui pembagian data dengan LPK ini untuk mendaftar.']);
    expect(await countRows(t.app, 'registrations', 'user_id', c.user.id)).toBe(0);
  });

  test('consent error in English', async () => {
    const c = await registerCaregiver(t.app);
    const res = await register(t.app, c.token, { lpk_id: 1, consent: false }, 'en');
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('The given data was invalid.');
    expect(res.body.errors?.consent).toEqual(['You must agree to share your data with this LPK to register.']);
  });

  test('unknown LPK -> 422 on lpk_id, nothing stored', async () => {
    const c = await registerCaregiver(t.app);
    const res = await register(t.app, c.token, { lpk_id: 999_999, consent: true });
    expect(res.status).toBe(422);
    expect(res.body.errors?.lpk_id).toEqual(['LPK tidak ditemukan.']);
    const en = await register(t.app, c.token, { lpk_id: 999_999, consent: true }, 'en');
    expect(en.body.errors?.lpk_id).toEqual(['LPK not found.']);
    expect(await countRows(t.app, 'registrations', 'user_id', c.user.id)).toBe(0);
  });

  test.each([
    ['missing', undefined],
    ['text', 'abc'],
    ['boolean', true],
    ['fraction', 1.5],
    ['negative', -1],
    ['zero', 0],
    ['huge', 99_999_999_999],
    ['injection', '1; drop table registrations; --'],
    ['unicode', '１'],
    ['array', [1]],
  ])('lpk_id %s -> 422 with a field error, nothing stored', async (_label, value) => {
    const c = await registerCaregiver(t.app);
    const body: Record<string, unknown> = { consent: true };
    if (value !== undefined) body.lpk_id = value;
    const res = await register(t.app, c.token, body);
    expect(res.status).toBe(422);
    expect(res.body.errors?.lpk_id?.length).toBeGreaterThan(0);
    expect(await countRows(t.app, 'registrations', 'user_id', c.user.id)).toBe(0);
  });

  test('job of another LPK -> 422 on job_id; unknown job -> 422; nothing stored', async () => {
    const c = await registerCaregiver(t.app);
    const other = await register(t.app, c.token, { lpk_id: 1, job_id: jobLpk2, consent: true });
    expect(other.status).toBe(422);
    expect(other.body.errors?.job_id).toEqual(['Lowongan ini bukan milik LPK yang dipilih.']);
    const otherEn = await register(t.app, c.token, { lpk_id: 1, job_id: jobLpk2, consent: true }, 'en');
    expect(otherEn.body.errors?.job_id).toEqual(['This job vacancy does not belong to the chosen LPK.']);
    const unknown = await register(t.app, c.token, { lpk_id: 1, job_id: 987_654, consent: true });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors?.job_id).toEqual(['Lowongan tidak ditemukan.']);
    const bad = await register(t.app, c.token, { lpk_id: 1, job_id: 'x', consent: true });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.job_id).toBeDefined();
    expect(await countRows(t.app, 'registrations', 'user_id', c.user.id)).toBe(0);
  });

  test('one live registration per LPK: a second is 422; another LPK is fine; after withdrawal again allowed', async () => {
    const c = await registerCaregiver(t.app);
    const first = await register(t.app, c.token, { lpk_id: 1, consent: true });
    expect(first.status).toBe(201);
    const second = await register(t.app, c.token, { lpk_id: 1, job_id: jobLpk1, consent: true });
    expect(second.status).toBe(422);
    expect(second.body.message).toBe('Anda sudah memiliki pendaftaran aktif di LPK ini.');
    expect(second.body.errors?.lpk_id).toEqual(['Anda sudah memiliki pendaftaran aktif di LPK ini.']);
    expect((await register(t.app, c.token, { lpk_id: 1, consent: true }, 'en')).body.message).toBe('You already have an active registration with this LPK.');
    expect((await register(t.app, c.token, { lpk_id: 2, consent: true })).status).toBe(201);
    expect(await countRows(t.app, 'registrations', 'user_id', c.user.id)).toBe(2);

    expect((await call(t.app, 'DELETE', `/api/lpk/registrations/${first.body.data.id}`, { token: c.token })).status).toBe(200);
    const again = await register(t.app, c.token, { lpk_id: 1, consent: true });
    expect(again.status).toBe(201);
    expect(again.body.data.id).not.toBe(first.body.data.id);
  });

  test('simultaneous double submit: exactly one registration is created', async () => {
    const c = await registerCaregiver(t.app);
    const results = await Promise.all([1, 2, 3].map(() => register(t.app, c.token, { lpk_id: 2, consent: true })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 422, 422]);
    expect(await countRows(t.app, 'registrations', 'user_id', c.user.id)).toBe(1);
  });

  test('the database itself refuses a second live registration (partial unique index)', async () => {
    const c = await registerCaregiver(t.app);
    const first = await register(t.app, c.token, { lpk_id: 1, consent: true });
    const row = await t.app.db.selectFrom('registrations').selectAll().where('id', '=', first.body.data.id).executeTakeFirstOrThrow();
    const { id: _id, ...copy } = row;
    // Not `rejects.toThrow()`: the driver's error may come from another realm than jest's Error.
    const failure = await t.app.db
      .insertInto('registrations')
      .values(copy)
      .execute()
      .then(
        () => 'inserted',
        (error: unknown) => String(error),
      );
    expect(failure).toMatch(/unique|duplicate/i);
    await expect(
      t.app.db
        .insertInto('registrations')
        .values({ ...copy, status: 'withdrawn' })
        .execute(),
    ).resolves.toBeDefined();
  });

  test('staff cannot register: 403; no token: 401', async () => {
    const res = await register(t.app, staff1, { lpk_id: 1, consent: true });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Hanya akun calon caregiver yang dapat mendaftar ke LPK.');
    const anonymous = await call(t.app, 'POST', '/api/lpk/registrations', { body: { lpk_id: 1, consent: true } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('Sesi tidak valid. Silakan login kembali.');
  });

  test('malformed JSON -> 422', async () => {
    const c = await registerCaregiver(t.app);
    const res = await call(t.app, 'POST', '/api/lpk/registrations', {
      token: c.token,
      body: '{"lpk_id": 1, "consent": tru',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(422);
    expect(await countRows(t.app, 'registrations', 'user_id', c.user.id)).toBe(0);
  });

  test('a form post works too', async () => {
    const c = await registerCaregiver(t.app);
    const res = await call(t.app, 'POST', '/api/lpk/registrations', {
      token: c.token,
      body: 'lpk_id=2&consent=on',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.lpk_id).toBe(2);
  });
});

describe('GET /registrations and /registrations/{id}', () => {
  test('lists only mine, newest first, with paging', async () => {
    const c = await registerCaregiver(t.app);
    const other = await registerCaregiver(t.app);
    await register(t.app, other.token, { lpk_id: 1, consent: true });
    const a = await register(t.app, c.token, { lpk_id: 1, consent: true });
    const b = await register(t.app, c.token, { lpk_id: 2, consent: true });
    const res = await call(t.app, 'GET', '/api/lpk/registrations', { token: c.token });
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((r: { id: number }) => r.id)).toEqual([b.body.data.id, a.body.data.id]);
    expect(res.body.data.meta).toEqual({ page: 1, per_page: 20, total: 2 });
    const page2 = await call(t.app, 'GET', '/api/lpk/registrations?page=2&per_page=1', { token: c.token });
    expect(page2.body.data.items.map((r: { id: number }) => r.id)).toEqual([a.body.data.id]);
    expect((await call(t.app, 'GET', '/api/lpk/registrations?per_page=500', { token: c.token })).status).toBe(422);
    expect((await call(t.app, 'GET', '/api/lpk/registrations?page=abc', { token: c.token })).body.errors?.page).toBeDefined();
    const empty = await registerCaregiver(t.app);
    expect((await call(t.app, 'GET', '/api/lpk/registrations', { token: empty.token })).body.data).toEqual({
      items: [],
      meta: { page: 1, per_page: 20, total: 0 },
    });
  });

  test("one of mine: 200; another user's, unknown or malformed id: 404", async () => {
    const c = await registerCaregiver(t.app);
    const other = await registerCaregiver(t.app);
    const mine = await register(t.app, c.token, { lpk_id: 1, consent: true });
    const theirs = await register(t.app, other.token, { lpk_id: 1, consent: true });
    const ok = await call(t.app, 'GET', `/api/lpk/registrations/${mine.body.data.id}`, { token: c.token });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual(mine.body.data);
    for (const path of [
      `/api/lpk/registrations/${theirs.body.data.id}`,
      '/api/lpk/registrations/99999999',
      '/api/lpk/registrations/abc',
      "/api/lpk/registrations/1'%20or%201=1",
    ]) {
      const res = await call(t.app, 'GET', path, { token: c.token });
      expect(res.status).toBe(404);
      expect(res.body.status).toBe('error');
    }
    const en = await call(t.app, 'GET', `/api/lpk/registrations/${theirs.body.data.id}`, { token: c.token, lang: 'en' });
    expect(en.body.message).toBe('Registration not found.');
    expect((await call(t.app, 'GET', `/api/lpk/registrations/${mine.body.data.id}`)).status).toBe(401);
  });

  test('a token stops working after logout', async () => {
    const c = await registerCaregiver(t.app);
    const mine = await register(t.app, c.token, { lpk_id: 1, consent: true });
    expect((await call(t.app, 'POST', '/api/lpk/logout', { token: c.token })).status).toBe(200);
    expect((await call(t.app, 'GET', `/api/lpk/registrations/${mine.body.data.id}`, { token: c.token })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/lpk/registrations', { token: c.token })).status).toBe(401);
    expect((await register(t.app, c.token, { lpk_id: 2, consent: true })).status).toBe(401);
  });
});

describe('DELETE /registrations/{id} (withdraw)', () => {
  test('withdraws with a history event; twice -> 422; another user -> 404', async () => {
    const c = await registerCaregiver(t.app);
    const other = await registerCaregiver(t.app);
    const mine = await register(t.app, c.token, { lpk_id: 1, consent: true });
    const id = mine.body.data.id as number;
    expect((await call(t.app, 'DELETE', `/api/lpk/registrations/${id}`, { token: other.token })).status).toBe(404);

    const res = await call(t.app, 'DELETE', `/api/lpk/registrations/${id}`, { token: c.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Pendaftaran dibatalkan. LPK tidak lagi dapat melihat data Anda.');
    expect(res.body.data.status).toBe('withdrawn');
    expect(res.body.data.history.map((h: { status: string }) => h.status)).toEqual(['pending', 'withdrawn']);
    expect(res.body.data.history[1].actor).toMatchObject({ id: c.user.id, role: 'caregiver' });

    const again = await call(t.app, 'DELETE', `/api/lpk/registrations/${id}`, { token: c.token });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('Pendaftaran dengan status "Dibatalkan" tidak dapat dibatalkan.');
    const againEn = await call(t.app, 'DELETE', `/api/lpk/registrations/${id}`, { token: c.token, lang: 'en' });
    expect(againEn.body.message).toBe('A registration with status "Withdrawn" cannot be withdrawn.');
    expect(await countRows(t.app, 'registration_events', 'registration_id', id)).toBe(2);
  });

  test('a rejected registration cannot be withdrawn', async () => {
    const c = await registerCaregiver(t.app);
    const mine = await register(t.app, c.token, { lpk_id: 1, consent: true });
    const id = mine.body.data.id as number;
    expect((await call(t.app, 'POST', `/api/lpk/institution/registrations/${id}/status`, { token: staff1, body: { status: 'rejected' } })).status).toBe(200);
    const res = await call(t.app, 'DELETE', `/api/lpk/registrations/${id}`, { token: c.token, lang: 'en' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('A registration with status "Rejected" cannot be withdrawn.');
  });
});

describe('certificates (caregiver side)', () => {
  test('no certificate while pending: 404 with its own message; another user: 404', async () => {
    const c = await registerCaregiver(t.app);
    const other = await registerCaregiver(t.app);
    const mine = await register(t.app, c.token, { lpk_id: 1, consent: true });
    const res = await call(t.app, 'GET', `/api/lpk/registrations/${mine.body.data.id}/certificate`, { token: c.token });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Sertifikat belum diterbitkan. Sertifikat terbit setelah LPK menyetujui pendaftaran Anda.');
    const theirs = await call(t.app, 'GET', `/api/lpk/registrations/${mine.body.data.id}/certificate`, { token: other.token, lang: 'en' });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Registration not found.');
    expect((await call(t.app, 'GET', `/api/lpk/registrations/${mine.body.data.id}/certificate`)).status).toBe(401);
  });

  test('public check of an unknown or malformed code: 404, no token needed', async () => {
    for (const code of ['ABCDEFGHJKMNPQRS', 'short', "x'%20or%201=1", '%F0%9F%98%80']) {
      const res = await call(t.app, 'GET', `/api/lpk/certificates/${code}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Sertifikat tidak ditemukan. Periksa kembali kode verifikasi.');
    }
    expect((await call(t.app, 'GET', '/api/lpk/certificates/ABCDEFGHJKMNPQRS', { lang: 'en' })).body.message).toBe(
      'Certificate not found. Please check the verification code.',
    );
  });
});

describe('events for the real-time server', () => {
  test('create and withdraw emit registration.status_changed', async () => {
    const c = await registerCaregiver(t.app);
    const mine = await register(t.app, c.token, { lpk_id: 2, consent: true });
    const id = mine.body.data.id as number;
    await call(t.app, 'DELETE', `/api/lpk/registrations/${id}`, { token: c.token });
    const mineEvents = events.filter((e) => e.registration.id === id);
    expect(mineEvents.map((e) => [e.previousStatus, e.registration.status])).toEqual([
      [null, 'pending'],
      ['pending', 'withdrawn'],
    ]);
    expect(mineEvents[0]).toMatchObject({ userId: c.user.id, lpkId: 2, actorUserId: c.user.id });
  });

  test('a failing listener does not fail the request', async () => {
    const boom = () => {
      throw new Error('listener failed');
    };
    registrationEvents.on('registration.status_changed', boom);
    try {
      const c = await registerCaregiver(t.app);
      expect((await register(t.app, c.token, { lpk_id: 1, consent: true })).status).toBe(201);
    } finally {
      registrationEvents.off('registration.status_changed', boom);
    }
  });
});
