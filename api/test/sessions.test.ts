import { loadConfig } from '../src/config';
import { call, createTestApp, login, registerCaregiver, type TestApp } from './helpers';

/**
 * Sessions (bearer tokens): the device each was issued to, the user's list of signed-in devices
 * and ending one, expiry (idle and absolute), email change with the password, and the real-time
 * sockets of every token that stops being valid.
 */
const IDLE_MINUTES = 60;
const ABSOLUTE_MINUTES = 180;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessionIdleMinutes: IDLE_MINUTES, sessionAbsoluteMinutes: ABSOLUTE_MINUTES });
});
afterAll(() => t.close());
afterEach(() => jest.restoreAllMocks());

const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SPOOFED = `Evil\u202Egpj.exe/1.0 ${'x'.repeat(600)}`;

async function loginFrom(who: { email: string; password: string }, userAgent: string): Promise<string> {
  const res = await call(t.app, 'POST', '/api/lpk/login', { body: who, headers: { 'user-agent': userAgent } });
  expect(res.status).toBe(200);
  return res.body.data.token as string;
}

const tokenId = (token: string) => Number(token.split('|')[0]);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const unauthenticated = { status: 'error', message: 'Sesi tidak valid. Silakan login kembali.' };

async function tokenExists(id: number): Promise<boolean> {
  return (await t.app.db.selectFrom('personal_access_tokens').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

describe('configuration', () => {
  test('defaults: 14 days idle, 30 days at most; both from the environment', () => {
    const defaults = loadConfig({});
    expect([defaults.sessionIdleMinutes, defaults.sessionAbsoluteMinutes]).toEqual([14 * 24 * 60, 30 * 24 * 60]);
    const set = loadConfig({ SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_MINUTES: '600' });
    expect([set.sessionIdleMinutes, set.sessionAbsoluteMinutes]).toEqual([30, 600]);
  });
});

describe('GET /sessions', () => {
  test('my signed-in devices: device names, times, the current one marked; no token or hash', async () => {
    const c = await registerCaregiver(t.app);
    const phone = await loginFrom(c, CHROME_ANDROID);
    const laptop = await loginFrom(c, FIREFOX_WINDOWS);
    const res = await call(t.app, 'GET', '/api/lpk/sessions', { token: laptop, lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Devices signed in to your account.');
    const items = res.body.data.items as Array<Record<string, unknown>>;
    expect(items).toHaveLength(3); // registration, phone, laptop
    const byId = new Map(items.map((i) => [i.id, i]));
    expect(byId.get(tokenId(laptop))).toMatchObject({ current: true, device: 'Firefox on Windows', browser: 'Firefox', os: 'Windows' });
    expect(byId.get(tokenId(phone))).toMatchObject({ current: false, device: 'Chrome on Android', browser: 'Chrome', os: 'Android', last_used_at: null });
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['browser', 'created_at', 'current', 'device', 'expires_at', 'id', 'last_used_at', 'os']);
      const created = Date.parse(item.created_at as string);
      expect(Date.parse(item.expires_at as string)).toBeLessThanOrEqual(created + ABSOLUTE_MINUTES * 60_000);
    }
    expect(items[0]!.id).toBe(tokenId(laptop)); // most recently used first

    const indonesian = await call(t.app, 'GET', '/api/lpk/sessions', { token: laptop });
    expect(indonesian.body.data.items.find((i: { id: number }) => i.id === tokenId(phone)).device).toBe('Chrome di Android');

    const raw = res.res.body;
    const hashes = await t.app.db.selectFrom('personal_access_tokens').select('token').where('user_id', '=', c.user.id).execute();
    for (const { token } of hashes) expect(raw).not.toContain(token);
    for (const token of [phone, laptop, c.token]) expect(raw).not.toContain(token.split('|')[1]!);
    expect((await call(t.app, 'GET', '/api/lpk/sessions')).status).toBe(401);
  });

  test('only my sessions; a spoofed User-Agent is kept short and printable', async () => {
    const c = await registerCaregiver(t.app);
    const other = await registerCaregiver(t.app);
    const spoofed = await loginFrom(c, SPOOFED);
    const res = await call(t.app, 'GET', '/api/lpk/sessions', { token: spoofed });
    const ids = res.body.data.items.map((i: { id: number }) => i.id);
    expect(ids).not.toContain(tokenId(other.token));
    const mine = res.body.data.items.find((i: { current: boolean }) => i.current);
    expect(mine).toMatchObject({ browser: 'Evil gpj.exe', os: null, device: 'Evil gpj.exe' });
    const unknown = await call(t.app, 'GET', '/api/lpk/sessions', { token: c.token, lang: 'en' });
    expect(unknown.body.data.items.find((i: { id: number }) => i.id === tokenId(c.token)).device).toBe('Unknown device');
  });
});

describe('DELETE /sessions/{id}', () => {
  test("ends another of my sessions (its token 401, its sockets closed); another user's id is a 404", async () => {
    const c = await registerCaregiver(t.app);
    const other = await registerCaregiver(t.app);
    const phone = await loginFrom(c, CHROME_ANDROID);
    const terminate = jest.spyOn(t.app.broadcaster, 'terminateTokens');

    const foreign = await call(t.app, 'DELETE', `/api/lpk/sessions/${tokenId(other.token)}`, { token: c.token, lang: 'en' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Session not found.');
    expect(await tokenExists(tokenId(other.token))).toBe(true);
    for (const id of ['99999999', 'abc', '0', '1.5']) expect((await call(t.app, 'DELETE', `/api/lpk/sessions/${id}`, { token: c.token })).status).toBe(404);
    expect(terminate).not.toHaveBeenCalled();

    const ended = await call(t.app, 'DELETE', `/api/lpk/sessions/${tokenId(phone)}`, { token: c.token });
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ status: 'success', message: 'Sesi di perangkat tersebut telah diakhiri.', data: { id: tokenId(phone), current: false } });
    expect(terminate).toHaveBeenCalledWith([tokenId(phone)]);
    expect((await call(t.app, 'GET', '/api/lpk/sessions', { token: phone })).body).toEqual(unauthenticated);
    expect((await call(t.app, 'GET', '/api/lpk/sessions', { token: c.token })).status).toBe(200);
  });

  test('ending the current session is a logout', async () => {
    const c = await registerCaregiver(t.app);
    const res = await call(t.app, 'DELETE', `/api/lpk/sessions/${tokenId(c.token)}`, { token: c.token, lang: 'en' });
    expect(res.body).toEqual({ status: 'success', message: 'You have been signed out on this device.', data: { id: tokenId(c.token), current: true } });
    expect((await call(t.app, 'GET', '/api/lpk/sessions', { token: c.token })).status).toBe(401);
  });
});

describe('expiry', () => {
  test(`unused for more than ${IDLE_MINUTES} minutes: 401 like any invalid token, deleted, sockets closed`, async () => {
    const c = await registerCaregiver(t.app);
    const id = tokenId(c.token);
    await t.app.db
      .updateTable('personal_access_tokens')
      .set({ created_at: minutesAgo(IDLE_MINUTES + 5), last_used_at: minutesAgo(IDLE_MINUTES + 1) })
      .where('id', '=', id)
      .execute();
    const terminate = jest.spyOn(t.app.broadcaster, 'terminateTokens');
    const res = await call(t.app, 'GET', '/api/lpk/profile', { token: c.token });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(unauthenticated);
    expect(await tokenExists(id)).toBe(false);
    expect(terminate).toHaveBeenCalledWith([id]);
  });

  test(`used a minute ago but signed in more than ${ABSOLUTE_MINUTES} minutes ago: 401`, async () => {
    const c = await registerCaregiver(t.app);
    const id = tokenId(c.token);
    await t.app.db
      .updateTable('personal_access_tokens')
      .set({ created_at: minutesAgo(ABSOLUTE_MINUTES + 1), last_used_at: minutesAgo(1) })
      .where('id', '=', id)
      .execute();
    expect((await call(t.app, 'GET', '/api/lpk/profile', { token: c.token })).status).toBe(401);
    expect(await tokenExists(id)).toBe(false);
  });

  test('within both limits a token keeps working, and use moves the idle limit', async () => {
    const c = await registerCaregiver(t.app);
    const id = tokenId(c.token);
    await t.app.db
      .updateTable('personal_access_tokens')
      .set({ created_at: minutesAgo(ABSOLUTE_MINUTES - 10), last_used_at: minutesAgo(IDLE_MINUTES - 5) })
      .where('id', '=', id)
      .execute();
    expect((await call(t.app, 'GET', '/api/lpk/profile', { token: c.token })).status).toBe(200);
    const row = await t.app.db.selectFrom('personal_access_tokens').select('last_used_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(Date.now() - Date.parse(row.last_used_at!)).toBeLessThan(60_000);
  });

  test('expired sessions nobody presents again are cleared at sign-in and are not listed', async () => {
    const c = await registerCaregiver(t.app);
    const stale = await login(t.app, c);
    await t.app.db
      .updateTable('personal_access_tokens')
      .set({ created_at: minutesAgo(ABSOLUTE_MINUTES + 1) })
      .where('id', '=', tokenId(stale))
      .execute();
    const list = await call(t.app, 'GET', '/api/lpk/sessions', { token: c.token });
    expect(list.body.data.items.map((i: { id: number }) => i.id)).toEqual([tokenId(c.token)]);
    expect(await tokenExists(tokenId(stale))).toBe(false);

    const other = await login(t.app, c);
    await t.app.db
      .updateTable('personal_access_tokens')
      .set({ created_at: minutesAgo(IDLE_MINUTES * 2), last_used_at: null })
      .where('id', '=', tokenId(other))
      .execute();
    await login(t.app, c);
    expect(await tokenExists(tokenId(other))).toBe(false);
  });
});

describe('changing the login email (POST /profile)', () => {
  test('needs the current password: missing or wrong is a localised 422 and nothing changes', async () => {
    const c = await registerCaregiver(t.app);
    const other = await login(t.app, c);
    const newEmail = `baru.${c.user.id}@example.id`;
    const missing = await call(t.app, 'POST', '/api/lpk/profile', { token: c.token, body: { email: newEmail, full_name: 'Nama Baru' } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ current_password: ['Masukkan password Anda saat ini untuk mengganti email.'] });
    const missingEn = await call(t.app, 'POST', '/api/lpk/profile', { token: c.token, body: { email: newEmail }, lang: 'en' });
    expect(missingEn.body.errors).toEqual({ current_password: ['Enter your current password to change your email.'] });
    const wrong = await call(t.app, 'POST', '/api/lpk/profile', {
      token: c.token,
      body: { email: newEmail, full_name: 'Nama Baru', current_password: 'Salah#2026x' },
      lang: 'en',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ current_password: ['The current password is incorrect.'] });
    // A taken email is only revealed to whoever knows the password.
    const victim = await registerCaregiver(t.app);
    const probe = await call(t.app, 'POST', '/api/lpk/profile', { token: c.token, body: { email: victim.email } });
    expect(Object.keys(probe.body.errors ?? {})).toEqual(['current_password']);

    const row = await t.app.db.selectFrom('users').select(['email', 'full_name']).where('id', '=', c.user.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ email: c.email, full_name: c.user.full_name });
    expect((await call(t.app, 'GET', '/api/lpk/profile', { token: other })).status).toBe(200);
  });

  test('with the password: changed, and every other session ends (sockets closed); this one stays', async () => {
    const c = await registerCaregiver(t.app);
    const phone = await loginFrom(c, CHROME_ANDROID);
    const laptop = await loginFrom(c, FIREFOX_WINDOWS);
    const terminate = jest.spyOn(t.app.broadcaster, 'terminateTokens');
    const newEmail = `Ganti.${c.user.id}@Example.ID`;
    const res = await call(t.app, 'POST', '/api/lpk/profile', { token: laptop, body: { email: newEmail, current_password: c.password } });
    expect(res.status).toBe(200);
    expect(res.body.data.user.email).toBe(newEmail.toLowerCase());
    for (const token of [phone, c.token]) expect((await call(t.app, 'GET', '/api/lpk/profile', { token })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/lpk/profile', { token: laptop })).status).toBe(200);
    expect(terminate).toHaveBeenCalledWith(expect.arrayContaining([tokenId(phone), tokenId(c.token)]));
    expect(terminate.mock.calls.flatMap(([ids]) => ids)).not.toContain(tokenId(laptop));
    expect((await call(t.app, 'POST', '/api/lpk/login', { body: { email: newEmail, password: c.password } })).status).toBe(200);
  });

  test('the same email (the form sends it every time) needs no password and ends nothing', async () => {
    const c = await registerCaregiver(t.app);
    const other = await login(t.app, c);
    const res = await call(t.app, 'POST', '/api/lpk/profile', { token: c.token, body: { email: c.email.toUpperCase(), full_name: 'Rina Baru' } });
    expect(res.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/lpk/profile', { token: other })).status).toBe(200);
  });
});

describe('real-time sockets of tokens that stop being valid', () => {
  test('logout, change-password and account deletion close them', async () => {
    const terminate = jest.spyOn(t.app.broadcaster, 'terminateTokens');
    const terminateUser = jest.spyOn(t.app.broadcaster, 'terminateUser');
    const c = await registerCaregiver(t.app);
    const a = await login(t.app, c);
    const b = await login(t.app, c);
    await call(t.app, 'POST', '/api/lpk/logout', { token: a });
    expect(terminate).toHaveBeenLastCalledWith([tokenId(a)]);

    const changed = await call(t.app, 'POST', '/api/lpk/change-password', {
      token: b,
      body: { current_password: c.password, password: 'Baru#Sekali2026', password_confirmation: 'Baru#Sekali2026' },
    });
    expect(changed.status).toBe(200);
    expect(terminate).toHaveBeenLastCalledWith([tokenId(c.token)]);

    expect((await call(t.app, 'DELETE', '/api/lpk/me', { token: b, body: { password: 'Baru#Sekali2026' } })).status).toBe(200);
    expect(terminateUser).toHaveBeenCalledWith(c.user.id);
  });
});
