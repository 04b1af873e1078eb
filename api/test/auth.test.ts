import { sql } from 'kysely';
import { call, createTestApp, DEMO, login, rateLimits, registerCaregiver, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: rateLimits({ login_failures: { max: 5, windowSeconds: 60 } }) });
});
afterAll(() => t.close());

const valid = (overrides: Record<string, unknown> = {}) => ({
  full_name: 'Ayu Permata Sari',
  email: `ayu.${Math.random().toString(36).slice(2, 8)}@example.id`,
  phone: '0812 3456 7890',
  password: 'Kaigo#Jepang2026',
  password_confirmation: 'Kaigo#Jepang2026',
  agree: true,
  ...overrides,
});

const countUsers = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/lpk/register', () => {
  test('creates a caregiver and answers token and user in the envelope', async () => {
    const body = valid({ email: 'Ayu.Permata@Example.ID' });
    const { status, body: json } = await call(t.app, 'POST', '/api/lpk/register', { body });
    expect(status).toBe(201);
    expect(json.status).toBe('success');
    expect(json.message).toBe('Pendaftaran berhasil.');
    expect(json.data.token).toMatch(/^\d+\|[A-Za-z0-9_-]{40,}$/);
    expect(json.data.user).toMatchObject({
      full_name: 'Ayu Permata Sari',
      email: 'ayu.permata@example.id',
      phone: '+6281234567890',
      avatar: null,
      role: 'caregiver',
      lpk_id: null,
    });
    expect(json.data.user.referral_code).toMatch(/^[A-Z2-9]{8}$/);
    // The only thing said about the password: that there is one.
    expect(json.data.user.has_password).toBe(true);
    const { has_password: _hasPassword, ...rest } = json.data.user;
    expect(JSON.stringify({ ...json, data: { ...json.data, user: rest } })).not.toMatch(/password/);
    const me = await call(t.app, 'GET', '/api/lpk/profile', { token: json.data.token });
    expect([200, 404]).toContain(me.status);
  });

  test('stores only the sha256 of the token and an argon2id hash of the password', async () => {
    const { token, email } = await registerCaregiver(t.app);
    const [id, secret] = token.split('|');
    const row = await t.app.db.selectFrom('personal_access_tokens').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();
    expect(row.token).toMatch(/^[0-9a-f]{64}$/);
    expect(row.token).not.toContain(secret);
    const user = await t.app.db.selectFrom('users').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
  });

  test('a referral code records who referred whom', async () => {
    const referrer = await registerCaregiver(t.app);
    const code = referrer.user.referral_code as string;
    const { status, body } = await call(t.app, 'POST', '/api/lpk/register', { body: valid({ referral_code: code.toLowerCase() }) });
    expect(status).toBe(201);
    const row = await t.app.db.selectFrom('users').select('referred_by').where('id', '=', body.data.user.id).executeTakeFirstOrThrow();
    expect(row.referred_by).toBe(referrer.user.id);
  });

  test('an unknown referral code is a clear 422 and creates nothing', async () => {
    const before = await countUsers();
    const { status, body } = await call(t.app, 'POST', '/api/lpk/register', { body: valid({ referral_code: 'NOPE1234' }) });
    expect(status).toBe(422);
    expect(body.status).toBe('error');
    expect(body.message).toBe('Pendaftaran gagal. Silakan coba lagi.');
    expect(body.errors?.referral_code).toEqual(['Kode referal tidak ditemukan.']);
    expect(await countUsers()).toBe(before);
  });

  test('an empty referral code is the same as none', async () => {
    const { status } = await call(t.app, 'POST', '/api/lpk/register', { body: valid({ referral_code: '' }) });
    expect(status).toBe(201);
  });

  test('email is unique regardless of case', async () => {
    const first = await registerCaregiver(t.app);
    const before = await countUsers();
    const { status, body } = await call(t.app, 'POST', '/api/lpk/register', { body: valid({ email: first.email.toUpperCase() }) });
    expect(status).toBe(422);
    expect(body.errors?.email).toEqual(['Email sudah terdaftar.']);
    expect(await countUsers()).toBe(before);
  });

  test.each([
    ['short1!A', undefined],
    ['alllowercase1!', 'Password harus memiliki huruf besar.'],
    ['ALLUPPERCASE1!', 'Password harus memiliki huruf kecil.'],
    ['NoDigitsHere!', 'Password harus memiliki angka.'],
    ['NoSpecial123', 'Password harus memiliki karakter khusus.'],
    ['Short1!', 'Password minimal 8 karakter.'],
  ])('password %s breaks a rule of SPEC section 5', async (password, message) => {
    const { status, body } = await call(t.app, 'POST', '/api/lpk/register', { body: valid({ password, password_confirmation: password }) });
    if (message === undefined) {
      expect(status).toBe(201); // 8 characters with every class is enough
      return;
    }
    expect(status).toBe(422);
    expect(body.errors?.password).toContain(message);
  });

  test('a common password is refused even when it meets the character rules', async () => {
    const { status, body } = await call(t.app, 'POST', '/api/lpk/register', { body: valid({ password: 'P@ssw0rd', password_confirmation: 'P@ssw0rd' }) });
    expect(status).toBe(422);
    expect(body.errors?.password).toEqual(['Password ini terlalu umum. Pilih password lain.']);
  });

  test('password and repeat password must match (SPEC message)', async () => {
    const before = await countUsers();
    const { status, body } = await call(t.app, 'POST', '/api/lpk/register', { body: valid({ password_confirmation: 'Kaigo#Jepang2027' }) });
    expect(status).toBe(422);
    expect(body.errors?.password_confirmation).toEqual(['Password tidak cocok. Silakan periksa kembali.']);
    expect(await countUsers()).toBe(before);
  });

  test('a mismatch of the passwords is reported with the other wrong fields, not after them', async () => {
    const { status, body } = await call(t.app, 'POST', '/api/lpk/register', { body: valid({ agree: false, password_confirmation: 'Kaigo#Jepang2027' }) });
    expect(status).toBe(422);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['agree', 'password_confirmation']);
  });

  test.each([false, undefined, 'no', 0])('agreement %p is required', async (agree) => {
    const { status, body } = await call(t.app, 'POST', '/api/lpk/register', { body: valid({ agree }) });
    expect(status).toBe(422);
    expect(body.errors?.agree).toBeDefined();
  });

  test.each([
    ['+62 812-3456-7890', '+6281234567890'],
    ['6281234567890', '+6281234567890'],
    ['(021) 5550 1234', '+622155501234'],
  ])('Indonesian phone %s is normalised to %s', async (phone, expected) => {
    const { status, body } = await call(t.app, 'POST', '/api/lpk/register', { body: valid({ phone }) });
    expect(status).toBe(201);
    expect(body.data.user.phone).toBe(expected);
  });

  test.each(['12345', '+1 202 555 0143', '0812-abcd-7890', '08123456789012345678'])('phone %s is refused', async (phone) => {
    const { status, body } = await call(t.app, 'POST', '/api/lpk/register', { body: valid({ phone }) });
    expect(status).toBe(422);
    expect(body.errors?.phone).toEqual(['Nomor telepon Indonesia tidak valid.']);
  });

  test('every missing field is reported at once, in English when asked', async () => {
    const { status, body } = await call(t.app, 'POST', '/api/lpk/register', { body: {}, lang: 'en-US,en;q=0.9' });
    expect(status).toBe(422);
    expect(body.message).toBe('Registration failed. Please try again.');
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['agree', 'email', 'full_name', 'password', 'password_confirmation', 'phone']);
    expect(body.errors?.email).toEqual(['This field is required.']);
  });

  test('unicode names are welcome, markup and control characters are not', async () => {
    expect((await call(t.app, 'POST', '/api/lpk/register', { body: valid({ full_name: "Nur'aini Ráhmawati" }) })).status).toBe(201);
    const bad = await call(t.app, 'POST', '/api/lpk/register', { body: valid({ full_name: '<script>alert(1)</script>' }) });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.full_name).toBeDefined();
  });

  test('wrong types and oversized values are 422, never 500', async () => {
    for (const body of [
      valid({ email: 42 }),
      valid({ full_name: ['a'] }),
      valid({ password: { $gt: '' } }),
      valid({ full_name: 'a'.repeat(10_000) }),
      valid({ email: `${'a'.repeat(300)}@example.id` }),
      valid({ email: "x' OR '1'='1" }),
    ]) {
      const res = await call(t.app, 'POST', '/api/lpk/register', { body });
      expect(res.status).toBe(422);
      expect(res.body.status).toBe('error');
    }
  });

  test('a value of the wrong type says so, not "required"', async () => {
    const { body } = await call(t.app, 'POST', '/api/lpk/register', { body: valid({ full_name: 12345, agree: true }) });
    expect(body.errors?.full_name).toEqual(['Harus berupa teks.']);
  });

  test('a malformed JSON body is a 422 in the envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/lpk/register', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 'error', errors: { body: ['Isi permintaan tidak dapat dibaca.'] } });
  });

  test('form-encoded bodies work too', async () => {
    const v = valid();
    const form = new URLSearchParams({ ...v, agree: 'on' } as Record<string, string>).toString();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/lpk/register',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('POST /api/lpk/login', () => {
  test('demo caregiver logs in', async () => {
    const { status, body } = await call(t.app, 'POST', '/api/lpk/login', { body: { email: 'CAREGIVER@demo.test', password: DEMO.caregiver.password } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'success', message: 'Login berhasil.', data: { user: { email: 'caregiver@demo.test', role: 'caregiver' } } });
    expect(body.data.token).toMatch(/^\d+\|/);
  });

  test('staff accounts carry their LPK', async () => {
    const { body } = await call(t.app, 'POST', '/api/lpk/login', { body: DEMO.staff2 });
    expect(body.data.user).toMatchObject({ role: 'lpk_staff', lpk_id: 2 });
  });

  test('a wrong password and an unknown email fail the same way', async () => {
    const a = await call(t.app, 'POST', '/api/lpk/login', {
      body: { email: DEMO.staff1.email, password: 'Wrong#2026' },
      headers: { 'x-forwarded-for': '1.1.1.1' },
    });
    const b = await call(t.app, 'POST', '/api/lpk/login', { body: { email: 'nobody@demo.test', password: 'Wrong#2026' } });
    for (const res of [a, b]) {
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Login gagal. Silakan coba lagi.');
      expect(res.body.errors?.email).toEqual(['Login gagal. Silakan coba lagi.']);
    }
    const en = await call(t.app, 'POST', '/api/lpk/login', { body: { email: 'nobody@demo.test', password: 'x' }, lang: 'en' });
    expect(en.body.message).toBe('Login failed. Please try again.');
  });

  test('missing credentials are field errors', async () => {
    const { status, body } = await call(t.app, 'POST', '/api/lpk/login', { body: { email: '' } });
    expect(status).toBe(422);
    expect(body.message).toBe('Login gagal. Silakan coba lagi.');
    expect(body.errors?.email).toEqual(['Wajib diisi.']);
    expect(body.errors?.password).toEqual(['Wajib diisi.']);
  });

  test('five failures a minute per email and IP give 429 with Retry-After; another IP is not affected', async () => {
    const { email, password } = await registerCaregiver(t.app);
    const attempt = (pw: string, ip: string) => t.app.inject({ method: 'POST', url: '/api/lpk/login', payload: { email, password: pw }, remoteAddress: ip });
    for (let i = 0; i < 5; i += 1) expect((await attempt('Wrong#2026x', '10.0.0.7')).statusCode).toBe(422);
    const blocked = await attempt(password, '10.0.0.7');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(blocked.json().message).toMatch(/Terlalu banyak percobaan/);
    expect((await attempt(password, '10.0.0.8')).statusCode).toBe(200);
  });

  test('a sign-in the database could not answer (5xx) is no failed password: afterwards the right password signs in', async () => {
    const { email, password } = await registerCaregiver(t.app);
    const attempt = (pw: string) => t.app.inject({ method: 'POST', url: '/api/lpk/login', payload: { email, password: pw }, remoteAddress: '10.0.0.10' });
    // The accounts table gone for a moment: every attempt fails on the database, not on the password.
    await sql`alter table users rename to users_away`.execute(t.app.db);
    try {
      for (let i = 0; i < 8; i += 1) expect((await attempt(password)).statusCode).toBe(500);
    } finally {
      await sql`alter table users_away rename to users`.execute(t.app.db);
    }
    expect((await attempt(password)).statusCode).toBe(200);
    // Wrong passwords still count as before: five, then 429 even for the right one.
    for (let i = 0; i < 5; i += 1) expect((await attempt('Wrong#2026x')).statusCode).toBe(422);
    expect((await attempt(password)).statusCode).toBe(429);
  });

  test('a success clears the failure count', async () => {
    const { email, password } = await registerCaregiver(t.app);
    const attempt = (pw: string) => t.app.inject({ method: 'POST', url: '/api/lpk/login', payload: { email, password: pw }, remoteAddress: '10.0.0.9' });
    for (let i = 0; i < 4; i += 1) await attempt('Wrong#2026x');
    expect((await attempt(password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) await attempt('Wrong#2026x');
    expect((await attempt(password)).statusCode).toBe(200);
  });
});

describe('tokens, logout and change-password', () => {
  test('no token or a forged token is 401 Unauthenticated', async () => {
    const none = await call(t.app, 'POST', '/api/lpk/logout', { lang: 'en' });
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ status: 'error', message: 'Unauthenticated.' });
    const token = await login(t.app, DEMO.caregiver);
    const forged = `${token.split('|')[0]}|${'x'.repeat(40)}`;
    expect((await call(t.app, 'POST', '/api/lpk/logout', { token: forged })).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/lpk/logout', { token: 'garbage' })).status).toBe(401);
  });

  test('a token fails after logout; other sessions stay logged in', async () => {
    const a = await login(t.app, DEMO.caregiver);
    const b = await login(t.app, DEMO.caregiver);
    const out = await call(t.app, 'POST', '/api/lpk/logout', { token: a });
    expect(out.status).toBe(200);
    expect(out.body.status).toBe('success');
    expect((await call(t.app, 'POST', '/api/lpk/logout', { token: a })).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/lpk/logout', { token: b })).status).toBe(200);
  });

  test('change-password: wrong current, mismatch, same, weak are 422 and change nothing', async () => {
    const { token, email, password } = await registerCaregiver(t.app);
    const cases: Array<[Record<string, string>, string]> = [
      [{ current_password: 'Wrong#2026x', password: 'Baru#Sekali2026', password_confirmation: 'Baru#Sekali2026' }, 'current_password'],
      [{ current_password: password, password: 'Baru#Sekali2026', password_confirmation: 'Baru#Sekali2027' }, 'password_confirmation'],
      [{ current_password: password, password, password_confirmation: password }, 'password'],
      [{ current_password: password, password: 'weak', password_confirmation: 'weak' }, 'password'],
    ];
    for (const [body, field] of cases) {
      const res = await call(t.app, 'POST', '/api/lpk/change-password', { token, body });
      expect(res.status).toBe(422);
      expect(res.body.errors?.[field]).toBeDefined();
    }
    expect((await call(t.app, 'POST', '/api/lpk/login', { body: { email, password } })).status).toBe(200);
  });

  test('change-password replaces the password and logs out other sessions', async () => {
    const { token, email, password } = await registerCaregiver(t.app);
    const other = await login(t.app, { email, password });
    const res = await call(t.app, 'POST', '/api/lpk/change-password', {
      token,
      body: { current_password: password, password: 'Baru#Sekali2026', password_confirmation: 'Baru#Sekali2026' },
      lang: 'en',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'success', message: 'Password changed.' });
    expect((await call(t.app, 'POST', '/api/lpk/login', { body: { email, password } })).status).toBe(422);
    expect((await call(t.app, 'POST', '/api/lpk/login', { body: { email, password: 'Baru#Sekali2026' } })).status).toBe(200);
    expect((await call(t.app, 'POST', '/api/lpk/logout', { token: other })).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/lpk/logout', { token })).status).toBe(200);
  });
});

describe('envelope and transport', () => {
  test('unknown routes are a localised 404 envelope', async () => {
    const id = await call(t.app, 'GET', '/api/lpk/does-not-exist');
    expect(id.status).toBe(404);
    expect(id.body).toEqual({ status: 'error', message: 'Alamat tidak ditemukan.' });
    const en = await call(t.app, 'GET', '/api/lpk/does-not-exist', { lang: 'en' });
    expect(en.body.message).toBe('Route not found.');
  });

  test('every answer has a request id and security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'test-request-0001' } });
    // The server's own id: a client's X-Request-Id is taken over only behind TRUST_PROXY (hardening-logging.test.ts).
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.json()).toMatchObject({ status: 'success', data: { database: 'up' } });
  });

  test('CORS answers only configured front-end origins', async () => {
    const ok = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/lpk/login',
      headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'POST' },
    });
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    const evil = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/lpk/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });
});
