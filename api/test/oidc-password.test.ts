/**
 * Accounts created through Google have a random password nobody knows (`has_password: false`):
 * their owner sets a first password, changes the email or deletes the account without one, but
 * only within 10 minutes of signing in; once a password is set the usual rules apply.
 */
import { DEFAULT_RATE_LIMITS } from '../src/config';
import { call, createTestApp, DEMO, login, type TestApp } from './helpers';
import { callbackBody, FlowBrowser, other } from './oidc-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: { enabled: false, limits: DEFAULT_RATE_LIMITS } });
});
afterAll(() => t.close());

let n = 0;
const freshEmail = () => `google.pw.${(n += 1)}.${Math.random().toString(36).slice(2, 8)}@example.id`;

/** A new account made through Google (the development stand-in), signed in: its token, user and email. */
async function googleAccount(): Promise<{ token: string; user: { id: number; has_password: boolean }; email: string }> {
  const email = freshEmail();
  const params = await new FlowBrowser(t.app).signIn(other(email, 'Rina Wulandari'));
  const asked = await call(t.app, 'POST', '/api/lpk/auth/google/callback', { body: callbackBody(params) });
  const done = await call(t.app, 'POST', '/api/lpk/auth/google/complete', {
    body: { ticket: asked.body.data.ticket, full_name: 'Rina Wulandari', phone: '0812 3456 7890', agree: true },
  });
  if (done.status !== 201) throw new Error(`complete failed: ${done.status} ${JSON.stringify(done.body)}`);
  return { token: done.body.data.token, user: done.body.data.user, email };
}

/** Another Google sign-in of the same identity: a new session. */
async function googleSignIn(email: string): Promise<string> {
  const params = await new FlowBrowser(t.app).signIn(other(email, 'Rina Wulandari'));
  const res = await call(t.app, 'POST', '/api/lpk/auth/google/callback', { body: callbackBody(params) });
  if (res.status !== 200 || !res.body.data.token) throw new Error(`google sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.token;
}

/** Makes the session of `token` look as if it began `minutes` ago. */
async function signedInAgo(token: string, minutes: number): Promise<void> {
  const at = new Date(Date.now() - minutes * 60_000).toISOString();
  await t.app.db
    .updateTable('personal_access_tokens')
    .set({ created_at: at, last_used_at: at })
    .where('id', '=', Number(token.split('|')[0]))
    .execute();
}

const REAUTH_ID = 'Demi keamanan, langkah ini hanya dapat dilakukan dalam 10 menit setelah masuk. Silakan keluar, masuk lagi dengan Google, lalu ulangi.';
const REAUTH_EN = 'For your security, this can only be done within 10 minutes of signing in. Please log out, sign in with Google again, then try again.';
const NEW_PASSWORD = { password: 'Sakura#Baru2026', password_confirmation: 'Sakura#Baru2026' };

describe('has_password', () => {
  test('false for an account created through Google (complete, profile, later sign-ins), true for a registered one (login, profile)', async () => {
    const account = await googleAccount();
    expect(account.user.has_password).toBe(false);
    expect((await call(t.app, 'GET', '/api/lpk/profile', { token: account.token })).body.data.user.has_password).toBe(false);
    const again = await call(t.app, 'POST', '/api/lpk/auth/google/callback', { body: callbackBody(await new FlowBrowser(t.app).signIn(other(account.email))) });
    expect(again.body.data.user).toMatchObject({ id: account.user.id, has_password: false });

    const loggedIn = await call(t.app, 'POST', '/api/lpk/login', { body: DEMO.caregiver });
    expect(loggedIn.body.data.user.has_password).toBe(true);
    expect((await call(t.app, 'GET', '/api/lpk/profile', { token: loggedIn.body.data.token })).body.data.user.has_password).toBe(true);
  });
});

describe('a first password (POST /change-password without current_password)', () => {
  test('within 10 minutes of signing in: set, other sessions end, has_password true, and email + password log in', async () => {
    const account = await googleAccount();
    const other = await googleSignIn(account.email);
    const res = await call(t.app, 'POST', '/api/lpk/change-password', { token: account.token, body: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Password berhasil dibuat. Sekarang Anda juga dapat masuk dengan email dan password.');
    expect((await call(t.app, 'GET', '/api/lpk/profile', { token: other })).status).toBe(401);
    const me = await call(t.app, 'GET', '/api/lpk/profile', { token: account.token });
    expect(me.body.data.user.has_password).toBe(true);
    const loggedIn = await call(t.app, 'POST', '/api/lpk/login', { body: { email: account.email, password: NEW_PASSWORD.password } });
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.body.data.user).toMatchObject({ id: account.user.id, has_password: true });

    // From now on the usual rules: the current password is asked.
    const without = await call(t.app, 'POST', '/api/lpk/change-password', {
      token: account.token,
      body: { password: 'Fuji#Gunung2027', password_confirmation: 'Fuji#Gunung2027' },
    });
    expect(without.status).toBe(422);
    expect(without.body.errors?.current_password).toEqual(['Wajib diisi.']);
    const wrong = await call(t.app, 'POST', '/api/lpk/change-password', {
      token: account.token,
      body: { current_password: 'Salah#2026', password: 'Fuji#Gunung2027', password_confirmation: 'Fuji#Gunung2027' },
    });
    expect(wrong.body.errors?.current_password).toEqual(['Password saat ini salah.']);
    const changed = await call(t.app, 'POST', '/api/lpk/change-password', {
      token: account.token,
      body: { current_password: NEW_PASSWORD.password, password: 'Fuji#Gunung2027', password_confirmation: 'Fuji#Gunung2027' },
      lang: 'en',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('Password changed.');
  });

  test('the password rules apply as to any new password', async () => {
    const account = await googleAccount();
    const res = await call(t.app, 'POST', '/api/lpk/change-password', { token: account.token, body: { password: 'lemah', password_confirmation: 'lain' } });
    expect(res.status).toBe(422);
    expect(res.body.errors?.password).toContain('Password minimal 8 karakter.');
    expect(res.body.errors?.password_confirmation).toEqual(['Password tidak cocok. Silakan periksa kembali.']);
    expect((await call(t.app, 'GET', '/api/lpk/profile', { token: account.token })).body.data.user.has_password).toBe(false);
  });

  test('more than 10 minutes after signing in: 403 "sign in again" in the request\'s language, nothing changes; a new Google sign-in allows it', async () => {
    const account = await googleAccount();
    await signedInAgo(account.token, 11);
    const before = await t.app.db.selectFrom('users').select(['password_hash', 'has_password']).where('id', '=', account.user.id).executeTakeFirstOrThrow();
    const id = await call(t.app, 'POST', '/api/lpk/change-password', { token: account.token, body: NEW_PASSWORD });
    expect(id.status).toBe(403);
    expect(id.body).toEqual({ status: 'error', message: REAUTH_ID });
    const en = await call(t.app, 'POST', '/api/lpk/change-password', {
      token: account.token,
      body: { ...NEW_PASSWORD, current_password: 'anything' },
      lang: 'en',
    });
    expect(en.status).toBe(403);
    expect(en.body.message).toBe(REAUTH_EN);
    expect(await t.app.db.selectFrom('users').select(['password_hash', 'has_password']).where('id', '=', account.user.id).executeTakeFirstOrThrow()).toEqual(
      before,
    );

    const fresh = await googleSignIn(account.email);
    expect((await call(t.app, 'POST', '/api/lpk/change-password', { token: fresh, body: NEW_PASSWORD })).status).toBe(200);
  });

  test('a password account never sets one without its current password, however recent the sign-in', async () => {
    const token = await login(t.app, DEMO.staff1);
    const res = await call(t.app, 'POST', '/api/lpk/change-password', { token, body: NEW_PASSWORD });
    expect(res.status).toBe(422);
    expect(res.body.errors?.current_password).toEqual(['Wajib diisi.']);
  });
});

describe('deleting an account created through Google (DELETE /me)', () => {
  test('within 10 minutes of signing in: no password asked, the account is gone', async () => {
    const account = await googleAccount();
    const res = await call(t.app, 'DELETE', '/api/lpk/me', { token: account.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Akun dan seluruh data pribadi Anda telah dihapus.');
    expect(await t.app.db.selectFrom('users').select('id').where('id', '=', account.user.id).execute()).toEqual([]);
    expect(await t.app.db.selectFrom('user_identities').select('id').where('user_id', '=', account.user.id).execute()).toEqual([]);
  });

  test('later: 403 "sign in again", the account stays', async () => {
    const account = await googleAccount();
    await signedInAgo(account.token, 11);
    const res = await call(t.app, 'DELETE', '/api/lpk/me', { token: account.token, body: { password: 'whatever' }, lang: 'en' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(REAUTH_EN);
    expect(await t.app.db.selectFrom('users').select('id').where('id', '=', account.user.id).execute()).toHaveLength(1);
  });

  test('once a password is set, deleting asks for it again', async () => {
    const account = await googleAccount();
    await call(t.app, 'POST', '/api/lpk/change-password', { token: account.token, body: NEW_PASSWORD });
    const without = await call(t.app, 'DELETE', '/api/lpk/me', { token: account.token });
    expect(without.status).toBe(422);
    expect(without.body.errors?.password).toEqual(['Wajib diisi.']);
    const wrong = await call(t.app, 'DELETE', '/api/lpk/me', { token: account.token, body: { password: 'Salah#2026' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors?.password).toEqual(['Password salah.']);
    expect((await call(t.app, 'DELETE', '/api/lpk/me', { token: account.token, body: { password: NEW_PASSWORD.password } })).status).toBe(200);
  });
});

describe('changing the email of an account created through Google (POST /profile)', () => {
  test('within 10 minutes of signing in: no password asked; other sessions end', async () => {
    const account = await googleAccount();
    const second = await googleSignIn(account.email);
    const email = freshEmail();
    const res = await call(t.app, 'POST', '/api/lpk/profile', { token: account.token, body: { email } });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ email, has_password: false });
    expect((await call(t.app, 'GET', '/api/lpk/profile', { token: second })).status).toBe(401);
  });

  test('later: 403 "sign in again", the email stays; other changes need no fresh sign-in', async () => {
    const account = await googleAccount();
    await signedInAgo(account.token, 11);
    const res = await call(t.app, 'POST', '/api/lpk/profile', { token: account.token, body: { email: freshEmail() } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(REAUTH_ID);
    expect((await call(t.app, 'GET', '/api/lpk/profile', { token: account.token })).body.data.user.email).toBe(account.email);
    const renamed = await call(t.app, 'POST', '/api/lpk/profile', { token: account.token, body: { full_name: 'Rina Wulan' } });
    expect(renamed.status).toBe(200);
  });
});
