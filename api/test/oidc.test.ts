/**
 * Google sign-in against the development stand-in provider (modules/dev-oidc), driven end to end
 * through inject: start, the provider's sign-in page, its redirect back, the callback, and the
 * completion of a new account; and every way a callback can be wrong.
 */
import { DEFAULT_RATE_LIMITS } from '../src/config';
import { sha256 } from '../src/modules/auth/oidc/queries';
import { DevAccounts } from '../src/modules/dev-oidc/provider';
import { call, createTestApp, DEMO, rateLimits, registerCaregiver, type TestApp } from './helpers';
import { mailSettings } from './mail-helpers';
import { callbackBody, DEMO_SIGN_IN, FlowBrowser, other } from './oidc-helpers';

const NO_LIMITS = { enabled: false, limits: DEFAULT_RATE_LIMITS };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: NO_LIMITS });
});
afterAll(() => t.close());

const callback = (params: URLSearchParams | Record<string, string>, lang?: string) =>
  call(t.app, 'POST', '/api/lpk/auth/google/callback', { body: params instanceof URLSearchParams ? callbackBody(params) : params, ...(lang ? { lang } : {}) });
const complete = (body: Record<string, unknown>, lang?: string) => call(t.app, 'POST', '/api/lpk/auth/google/complete', { body, ...(lang ? { lang } : {}) });
const link = (body: Record<string, unknown>, lang?: string) => call(t.app, 'POST', '/api/lpk/auth/google/link', { body, ...(lang ? { lang } : {}) });
const identitiesOf = (userId: number) => t.app.db.selectFrom('user_identities').selectAll().where('user_id', '=', userId).execute();
const count = async (table: 'users' | 'personal_access_tokens' | 'user_identities' | 'oidc_flows' | 'oidc_link_tickets') =>
  Number(
    (
      await t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
let n = 0;
const freshEmail = () => `google.${(n += 1)}.${Math.random().toString(36).slice(2, 8)}@example.id`;

describe('GET /api/lpk/auth/google/start', () => {
  test('sends the browser to the provider with PKCE (S256), state, nonce and APP_URL/auth/callback; the flow is kept server-side by the hash of its state', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/lpk/auth/google/start?redirect=/admin/settings&lang=en' });
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('no-store');
    const location = new URL(String(res.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:8080/dev-oidc/auth');
    const q = location.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('redirect_uri')).toBe('http://localhost:8080/auth/callback');
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('state')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(q.get('nonce')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(q.get('ui_locales')).toBe('en');
    const flow = await t.app.db
      .selectFrom('oidc_flows')
      .selectAll()
      .where('state_hash', '=', sha256(q.get('state')!))
      .executeTakeFirstOrThrow();
    expect(flow.redirect_to).toBe('/admin/settings');
    expect(flow.nonce).toBe(q.get('nonce'));
    expect(JSON.stringify(flow)).not.toContain(q.get('state'));
    expect(Date.parse(flow.expires_at) - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(Date.parse(flow.expires_at) - Date.now()).toBeLessThanOrEqual(10 * 60_000);
  });

  test.each([
    ['//evil.example/x'],
    ['https://evil.example/'],
    ['/\\evil.example'],
    ['/login?redirect=/x'],
    ['admin'],
    ['/\n/evil'],
    ['/\t/evil.example'],
    // Issue 32: "//evil.example" once its dot segments are resolved, or once decoded.
    ['/.//evil.example'],
    ['/%2F%2Fevil.example'],
    ['/%5Cevil.example'],
    ['/%09/evil.example'],
  ])('keeps no unsafe destination (%s)', async (redirect) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/lpk/auth/google/start?redirect=${encodeURIComponent(redirect)}` });
    const state = new URL(String(res.headers.location)).searchParams.get('state')!;
    const flow = await t.app.db.selectFrom('oidc_flows').select('redirect_to').where('state_hash', '=', sha256(state)).executeTakeFirstOrThrow();
    expect(flow.redirect_to).toBeNull();
  });
});

describe('GET /api/lpk/auth/google/start from another origin than APP_URL (issue 33)', () => {
  const start = (query: string) => t.app.inject({ method: 'GET', url: `/api/lpk/auth/google/start?${query}` });

  test('a page on another origin (127.0.0.1 for localhost) is sent to APP_URL’s login page to start there; no flow is kept', async () => {
    const before = await count('oidc_flows');
    const res = await start(`redirect=${encodeURIComponent('/registration?lpk_id=3')}&lang=id&origin=${encodeURIComponent('http://127.0.0.1:8080')}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('no-store');
    const location = new URL(String(res.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:8080/login');
    expect(location.searchParams.get('google')).toBe('start');
    expect(location.searchParams.get('redirect')).toBe('/registration?lpk_id=3');
    expect(location.searchParams.get('lang')).toBe('id');
    expect(await count('oidc_flows')).toBe(before);
  });

  test('an unsafe destination is dropped on the way', async () => {
    const res = await start(`redirect=${encodeURIComponent('//evil.example')}&lang=en&origin=${encodeURIComponent('http://127.0.0.1:8080')}`);
    const location = new URL(String(res.headers.location));
    expect(location.searchParams.has('redirect')).toBe(false);
    expect(location.searchParams.get('lang')).toBe('en');
  });

  test.each([['http://localhost:8080'], ['http://localhost:8080/'], [''], ['not a url'], ['null']])(
    'APP_URL’s own origin, or none that can be read (%p), starts the flow at once',
    async (origin) => {
      const res = await start(`lang=en&origin=${encodeURIComponent(origin)}`);
      const location = new URL(String(res.headers.location));
      expect(`${location.origin}${location.pathname}`).toBe('http://localhost:8080/dev-oidc/auth');
    },
  );
});

describe('the development sign-in page', () => {
  test('says it is a development sign-in, in the language asked for, under a strict policy', async () => {
    const id = await new FlowBrowser(t.app).openSignInPage(undefined, 'id');
    expect(id.html).toContain('HANYA UNTUK PENGEMBANGAN');
    expect(id.html).toContain('<html lang="id">');
    const en = new FlowBrowser(t.app);
    const page = await en.openSignInPage(undefined, 'en');
    expect(page.html).toContain('DEVELOPMENT ONLY');
    expect(page.html).toContain('Development sign-in (stands in for Google)');
    expect(page.html).toContain('caregiver@demo.test');
    expect(page.html).toContain('Email verified');
    const res = await en.request('GET', `/dev-oidc/interaction/${page.uid}`);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("form-action 'self' http://localhost:8080");
    expect(csp).not.toContain('unsafe-inline');
  });

  test('another email must be a valid one; what was typed comes back escaped', async () => {
    const browser = new FlowBrowser(t.app);
    const { uid } = await browser.openSignInPage();
    const res = await browser.request('POST', `/dev-oidc/interaction/${uid}/login`, { identity: 'other', email: '<script>x', name: '"><img src=x>' });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('role="alert"');
    expect(res.body).not.toContain('<script>x');
    expect(res.body).not.toContain('"><img');
    expect(res.body).toContain('&lt;script&gt;x');
    // The same interaction goes on.
    const params = await browser.submit(uid, other(freshEmail()));
    expect(params.get('code')).toBeTruthy();
  });

  test('an interaction without its cookie is over', async () => {
    const { uid } = await new FlowBrowser(t.app).openSignInPage();
    const stranger = new FlowBrowser(t.app);
    const res = await stranger.request('GET', `/dev-oidc/interaction/${uid}`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Proses masuk ini sudah tidak berlaku');
    const post = await stranger.request('POST', `/dev-oidc/interaction/${uid}/login`, DEMO_SIGN_IN);
    expect(post.statusCode).toBe(400);
  });
});

describe('POST /api/lpk/auth/google/callback', () => {
  test('the demo caregiver (a password account with that email): asked for its password, then linked and signed in as login answers, with the destination', async () => {
    const [tokens, identities] = [await count('personal_access_tokens'), await count('user_identities')];
    const params = await new FlowBrowser(t.app).signIn(DEMO_SIGN_IN, '/admin/settings');
    expect(params.get('iss')).toBe('http://localhost:8080/dev-oidc');
    const asked = await callback(params);
    expect(asked.status).toBe(200);
    expect(asked.res.headers['cache-control']).toContain('no-store');
    expect(asked.body.message).toBe('Akun dengan email ini sudah ada: masukkan password akun tersebut untuk menghubungkan Google.');
    expect(asked.body.data).toMatchObject({ needs_link: true, expires_in: 600, account: { email: DEMO.caregiver.email } });
    expect(asked.body.data.ticket).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(asked.body.data.token).toBeUndefined();
    expect(asked.body.data.user).toBeUndefined();
    expect([await count('personal_access_tokens'), await count('user_identities')]).toEqual([tokens, identities]);
    // Kept by hash only, for 10 minutes.
    const held = await t.app.db.selectFrom('oidc_link_tickets').selectAll().where('ticket_hash', '=', sha256(asked.body.data.ticket)).executeTakeFirstOrThrow();
    expect(JSON.stringify(held)).not.toContain(asked.body.data.ticket);
    expect(held).toMatchObject({ provider: 'google', subject: DevAccounts.subjectOf(DEMO.caregiver.email), redirect_to: '/admin/settings' });

    const { status, body, res } = await link({ ticket: asked.body.data.ticket, password: DEMO.caregiver.password });
    expect(status).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(body.message).toBe('Akun Google terhubung. Login berhasil.');
    expect(body.data.token).toMatch(/^\d+\|[A-Za-z0-9_-]{40,}$/);
    expect(body.data.user).toMatchObject({ email: DEMO.caregiver.email, full_name: 'Siti Nurhaliza', role: 'caregiver', has_password: true });
    expect(body.data.redirect).toBe('/admin/settings');
    const me = await call(t.app, 'GET', '/api/lpk/profile', { token: body.data.token });
    expect(me.status).toBe(200);
    const identity = await t.app.db.selectFrom('user_identities').selectAll().where('user_id', '=', body.data.user.id).executeTakeFirstOrThrow();
    expect(identity).toMatchObject({ provider: 'google', subject: DevAccounts.subjectOf(DEMO.caregiver.email), email: DEMO.caregiver.email });

    // Linked by sub now: the next Google sign-in goes straight in.
    const again = await callback(await new FlowBrowser(t.app).signIn(DEMO_SIGN_IN));
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Login berhasil.');
    expect(again.body.data.user.id).toBe(body.data.user.id);
    expect(again.body.data.token).toMatch(/^\d+\|/);
    // The ticket was used.
    const reused = await link({ ticket: asked.body.data.ticket, password: DEMO.caregiver.password }, 'en');
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('The time to connect Google has run out. Please sign in with Google again.');
  });

  test("later sign-ins match the account by the provider's sub, not by email", async () => {
    const first = await callback(await new FlowBrowser(t.app).signIn(other('sub.match@example.id', 'Ayu Lestari')));
    expect(first.body.data.needs_profile).toBe(true);
    const done = await complete({ ticket: first.body.data.ticket, full_name: 'Ayu Lestari', phone: '0812 3456 7890', agree: true });
    expect(done.status).toBe(201);
    const userId = done.body.data.user.id as number;
    // The account's email changes here; Google still says the old one.
    await t.app.db.updateTable('users').set({ email: 'ayu.renamed@example.id' }).where('id', '=', userId).execute();
    const again = await callback(await new FlowBrowser(t.app).signIn(other('sub.match@example.id', 'Ayu Lestari')));
    expect(again.status).toBe(200);
    expect(again.body.data.user).toMatchObject({ id: userId, email: 'ayu.renamed@example.id' });
  });

  test('a new person is asked for what registration needs; the ticket completes the account once', async () => {
    const users = await count('users');
    const email = freshEmail();
    const { status, body } = await callback(await new FlowBrowser(t.app).signIn(other(email, 'Dewi Anggraini'), '/admin/profile'));
    expect(status).toBe(200);
    expect(body.message).toBe('Lengkapi data Anda untuk menyelesaikan pendaftaran.');
    expect(body.data).toMatchObject({ needs_profile: true, profile: { full_name: 'Dewi Anggraini', email } });
    expect(body.data.token).toBeUndefined();
    expect(body.data.ticket).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(await count('users')).toBe(users);

    const ticket = body.data.ticket as string;
    const bad = await complete({ ticket, full_name: 'Dewi Anggraini', phone: '12', agree: false });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('Pendaftaran gagal. Silakan coba lagi.');
    expect(bad.body.errors?.phone).toEqual(['Nomor telepon Indonesia tidak valid.']);
    expect(bad.body.errors?.agree).toEqual(['Harus disetujui.']);
    const badName = await complete({ ticket, full_name: 'D3wi', phone: '0812 3456 7890', agree: true }, 'en');
    expect(badName.body.errors?.full_name).toEqual(['Names may contain only letters, spaces, dots, apostrophes and hyphens.']);

    const ok = await complete({ ticket, full_name: 'Dewi Anggraini', phone: '0812-3456-7890', agree: true });
    expect(ok.status).toBe(201);
    expect(ok.body.message).toBe('Pendaftaran berhasil.');
    expect(ok.body.data.user).toMatchObject({ email, full_name: 'Dewi Anggraini', phone: '+6281234567890', role: 'caregiver', has_password: false });
    // Google said the address is verified: it counts as verified here too (no verification mail).
    expect(ok.body.data.user.email_verified_at).toEqual(expect.any(String));
    expect(ok.body.data.redirect).toBe('/admin/profile');
    expect(await count('users')).toBe(users + 1);
    const row = await t.app.db.selectFrom('users').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);

    const reused = await complete({ ticket, full_name: 'Dewi Anggraini', phone: '0812-3456-7890', agree: true }, 'en');
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('The time to finish registering has run out. Please sign in with Google again.');
    expect(reused.body.data).toBeUndefined();
    expect(await count('users')).toBe(users + 1);

    const later = await callback(await new FlowBrowser(t.app).signIn(other(email, 'Dewi Anggraini')));
    expect(later.body.data.user.id).toBe(ok.body.data.user.id);
  });

  test('the destination returned with a sign-in is the resolved path, never another host in disguise (`/.//evil.example`)', async () => {
    const email = freshEmail();
    const asked = await callback(await new FlowBrowser(t.app).signIn(other(email, 'Dewi Anggraini'), '/.//evil.example'));
    expect(asked.body.data.needs_profile).toBe(true);
    const created = await complete({ ticket: asked.body.data.ticket, full_name: 'Dewi Anggraini', phone: '0812-3456-7890', agree: true });
    expect(created.status).toBe(201);
    expect(created.body.data.redirect).toBeNull();

    const again = await callback(await new FlowBrowser(t.app).signIn(other(email, 'Dewi Anggraini'), '/admin/x/../profile'));
    expect(again.status).toBe(200);
    expect(again.body.data.redirect).toBe('/admin/profile');
  });

  test('an expired ticket creates nothing', async () => {
    const { body } = await callback(await new FlowBrowser(t.app).signIn(other(freshEmail())));
    await t.app.db
      .updateTable('oidc_signup_tickets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('ticket_hash', '=', sha256(body.data.ticket))
      .execute();
    const users = await count('users');
    const res = await complete({ ticket: body.data.ticket, full_name: 'Rina Wulandari', phone: '081234567890', agree: true });
    expect(res.status).toBe(400);
    expect(await count('users')).toBe(users);
  });

  test('an unverified Google email neither creates nor links an account', async () => {
    const [users, identities, tokens] = [await count('users'), await count('user_identities'), await count('personal_access_tokens')];
    const fresh = await callback(await new FlowBrowser(t.app).signIn(other(freshEmail(), 'Budi', false)));
    expect(fresh.status).toBe(400);
    expect(fresh.body.message).toBe('Email akun Google Anda belum terverifikasi. Verifikasi email tersebut di Google, atau masuk dengan email dan password.');
    const staff = await callback(await new FlowBrowser(t.app).signIn(other(DEMO.staff1.email, 'Budi Santoso', false)), 'en');
    expect(staff.status).toBe(400);
    expect(staff.body.message).toBe('The email of your Google account is not verified. Verify it with Google, or log in with your email and password.');
    expect(staff.body.data).toBeUndefined();
    expect([await count('users'), await count('user_identities'), await count('personal_access_tokens')]).toEqual([users, identities, tokens]);
  });

  test('denied consent: "cancelled" in both languages, no session', async () => {
    const tokens = await count('personal_access_tokens');
    const browser = new FlowBrowser(t.app);
    const { uid } = await browser.openSignInPage();
    const params = await browser.submit(uid, {}, 'abort');
    expect(params.get('error')).toBe('access_denied');
    expect(params.get('code')).toBeNull();
    const res = await callback(params);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Masuk dengan Google dibatalkan. Anda belum masuk.');
    expect(res.body.data).toBeUndefined();

    const { uid: uid2 } = await browser.openSignInPage();
    const en = await callback(await browser.submit(uid2, {}, 'abort'), 'en');
    expect(en.body.message).toBe('Google sign-in was cancelled. You are not logged in.');
    // The flow was used: the same answer again is a replay.
    expect((await callback(params)).body.message).toBe('URL callback tidak valid.');
    expect(await count('personal_access_tokens')).toBe(tokens);
  });

  test('a replayed callback (same code and state) is refused: "Invalid callback URL", no second session', async () => {
    const params = await new FlowBrowser(t.app).signIn(DEMO_SIGN_IN);
    expect((await callback(params)).status).toBe(200);
    const tokens = await count('personal_access_tokens');
    const id = await callback(params);
    expect(id.status).toBe(400);
    expect(id.body).toEqual({ status: 'error', message: 'URL callback tidak valid.' });
    const en = await callback(params, 'en');
    expect(en.body).toEqual({ status: 'error', message: 'Invalid callback URL' });
    expect(await count('personal_access_tokens')).toBe(tokens);
  });

  test('a forged state, a missing state, a forged code, a code from another flow or a dropped iss: refused, no session', async () => {
    const tokens = await count('personal_access_tokens');
    const a = await new FlowBrowser(t.app).signIn(DEMO_SIGN_IN);
    const b = await new FlowBrowser(t.app).signIn(DEMO_SIGN_IN);
    const c = await new FlowBrowser(t.app).signIn(DEMO_SIGN_IN);
    const d = await new FlowBrowser(t.app).signIn(DEMO_SIGN_IN);
    const refused = async (body: Record<string, string>) => {
      const res = await callback(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('URL callback tidak valid.');
    };
    await refused({ ...callbackBody(a), state: 'forged-state-value-123456' });
    await refused({ code: a.get('code')!, iss: a.get('iss')! });
    await refused({ ...callbackBody(b), code: 'forged-authorisation-code' });
    // b's flow is used up by the forged attempt: its real code no longer helps.
    await refused(callbackBody(b));
    // a's code presented with c's state: c's PKCE verifier and nonce do not fit a's code.
    await refused({ ...callbackBody(c), code: a.get('code')! });
    // The provider announces `iss` on its redirects: a callback without it is refused.
    const { iss: _iss, ...withoutIss } = callbackBody(d);
    await refused(withoutIss);
    await refused({ state: 'x'.repeat(5000), code: 'y' });
    expect(await count('personal_access_tokens')).toBe(tokens);
  });

  test('login CSRF: a callback link opened in another browser (not the tab that started it) is refused in both languages, and used up', async () => {
    const tokens = await count('personal_access_tokens');
    // The attacker signs in with their own account and stops at the callback; the link goes to a victim.
    const attacker = new FlowBrowser(t.app);
    const link = await attacker.signIn(DEMO_SIGN_IN);
    const victimsTab = new FlowBrowser(t.app);
    const asVictim = (binding?: string) => {
      const body = callbackBody(link);
      if (binding === undefined) delete body.binding;
      else body.binding = binding;
      return body;
    };
    const refused = await callback(asVictim(victimsTab.binding));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ status: 'error', message: 'URL callback tidak valid.' });
    expect((await callback(asVictim(undefined), 'en')).body.message).toBe('Invalid callback URL');
    // The flow is gone: not even the attacker's own tab can finish it now.
    expect((await callback(link)).status).toBe(400);
    expect(await count('personal_access_tokens')).toBe(tokens);

    // A flow started without a binding (an old page) cannot finish at all.
    const started = await t.app.inject({ method: 'GET', url: '/api/lpk/auth/google/start' });
    expect(started.statusCode).toBe(302);
    const unbound = await t.app.db.selectFrom('oidc_flows').select('binding_hash').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(unbound.binding_hash).toBeNull();
  });

  test('the binding is kept only as a hash', async () => {
    const browser = new FlowBrowser(t.app);
    await browser.openSignInPage();
    const row = await t.app.db.selectFrom('oidc_flows').select('binding_hash').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.binding_hash).toBe(sha256(browser.binding));
  });

  test('an expired flow: "the time has run out", no session', async () => {
    const params = await new FlowBrowser(t.app).signIn(DEMO_SIGN_IN);
    await t.app.db
      .updateTable('oidc_flows')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('state_hash', '=', sha256(params.get('state')!))
      .execute();
    const tokens = await count('personal_access_tokens');
    const res = await callback(params, 'en');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The time to sign in with Google has run out. Please try again.');
    expect(await count('personal_access_tokens')).toBe(tokens);
    expect((await callback(params)).body.message).toBe('URL callback tidak valid.');
  });

  test('expired flows are cleared when new ones start', async () => {
    await t.app.db
      .updateTable('oidc_flows')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    await t.app.inject({ method: 'GET', url: '/api/lpk/auth/google/start' });
    expect(await count('oidc_flows')).toBe(1);
  });

  test('deleting the account removes its Google link: the same Google account is then a new person', async () => {
    const account = await registerCaregiver(t.app);
    const asked = await callback(await new FlowBrowser(t.app).signIn(other(account.email, 'Rina Kartika')));
    const linked = await link({ ticket: asked.body.data.ticket, password: account.password });
    expect(linked.body.data.user.id).toBe(account.user.id);
    const deleted = await call(t.app, 'DELETE', '/api/lpk/me', { token: linked.body.data.token, body: { password: account.password } });
    expect(deleted.status).toBe(200);
    expect(await t.app.db.selectFrom('user_identities').selectAll().where('user_id', '=', account.user.id).execute()).toEqual([]);
    const again = await callback(await new FlowBrowser(t.app).signIn(other(account.email, 'Rina Kartika')));
    expect(again.body.data.needs_profile).toBe(true);
  });

  test('random bodies never cause a server error', async () => {
    const values = [undefined, null, 1, true, [], {}, '', 'x'.repeat(3000), '\u0000', { $ne: 1 }, ['a']];
    const pick = (i: number) => values[i % values.length];
    for (let i = 0; i < 60; i += 1) {
      const body = {
        code: pick(i),
        state: pick(i * 7 + 1),
        iss: pick(i * 3 + 2),
        error: pick(i * 5 + 3),
        ticket: pick(i * 11),
        full_name: pick(i * 13),
        phone: pick(i),
        agree: pick(i * 2),
      };
      for (const url of ['/api/lpk/auth/google/callback', '/api/lpk/auth/google/complete', '/api/lpk/auth/google/link']) {
        const res = await t.app.inject({ method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
        expect(res.statusCode).toBeLessThan(500);
        expect(res.json()).toMatchObject({ status: 'error' });
      }
    }
  });
});

describe('an account with the same email: never linked without its password', () => {
  test("pre-hijacking: an account registered first with someone's address is not entered with that person's Google; a wrong password links nothing", async () => {
    // Someone registers with another person's address (our emails are never verified) and keeps the password.
    const squatted = await registerCaregiver(t.app, { password: 'Squatter#2026', password_confirmation: 'Squatter#2026' });
    const [tokens, identities] = [await count('personal_access_tokens'), await count('user_identities')];
    // The owner of the address signs in with Google (verified email).
    const asked = await callback(await new FlowBrowser(t.app).signIn(other(squatted.email, 'Rina Kartika')), 'en');
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe('An account with this email already exists: enter its password to connect Google.');
    expect(asked.body.data).toMatchObject({ needs_link: true, account: { email: squatted.email } });
    expect(asked.body.data.token).toBeUndefined();

    const ticket = asked.body.data.ticket as string;
    const wrong = await link({ ticket, password: 'Guess#2026' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe('Google belum terhubung. Periksa password Anda.');
    expect(wrong.body.errors).toEqual({ password: ['Password salah.'] });
    expect(wrong.body.data).toBeUndefined();
    const wrongEn = await link({ ticket, password: 'Guess#2027' }, 'en');
    expect(wrongEn.body.errors).toEqual({ password: ['Incorrect password.'] });
    expect(wrongEn.body.message).toBe('Google is not connected yet. Check your password.');
    const empty = await link({ ticket, password: '' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors?.password).toEqual(['Wajib diisi.']);
    expect([await count('personal_access_tokens'), await count('user_identities')]).toEqual([tokens, identities]);
    expect(await identitiesOf(squatted.user.id)).toEqual([]);

    // The squatter's password still works for the squatter, and Google still does not get in.
    const later = await callback(await new FlowBrowser(t.app).signIn(other(squatted.email, 'Rina Kartika')));
    expect(later.body.data.needs_link).toBe(true);
    expect(later.body.data.token).toBeUndefined();
  });

  test('the right password after a wrong one links (the ticket survives a typo, within its time)', async () => {
    const account = await registerCaregiver(t.app);
    const asked = await callback(await new FlowBrowser(t.app).signIn(other(account.email)));
    expect((await link({ ticket: asked.body.data.ticket, password: 'Typo#2026' })).status).toBe(422);
    const ok = await link({ ticket: asked.body.data.ticket, password: account.password });
    expect(ok.status).toBe(200);
    expect(ok.body.data.user.id).toBe(account.user.id);
    expect(await identitiesOf(account.user.id)).toHaveLength(1);
  });

  test('an expired, unknown or malformed link ticket links nothing', async () => {
    const account = await registerCaregiver(t.app);
    const asked = await callback(await new FlowBrowser(t.app).signIn(other(account.email)));
    await t.app.db
      .updateTable('oidc_link_tickets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('ticket_hash', '=', sha256(asked.body.data.ticket))
      .execute();
    const expired = await link({ ticket: asked.body.data.ticket, password: account.password });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe('Waktu untuk menghubungkan Google sudah habis. Silakan masuk dengan Google lagi.');
    expect(await t.app.db.selectFrom('oidc_link_tickets').selectAll().where('ticket_hash', '=', sha256(asked.body.data.ticket)).execute()).toEqual([]);
    expect((await link({ ticket: 'never-issued-ticket', password: account.password })).status).toBe(400);
    const malformed = await link({ ticket: 'x'.repeat(500), password: account.password });
    expect(malformed.status).toBe(422);
    expect(await identitiesOf(account.user.id)).toEqual([]);
  });

  test("wrong passwords spend the login throttle of the account's email and address: then 429 before any check, shared with /login", async () => {
    const limited = await createTestApp({ rateLimit: rateLimits({ login_failures: { max: 3, windowSeconds: 60 } }, false) });
    try {
      const account = await registerCaregiver(limited.app);
      const asked = await call(limited.app, 'POST', '/api/lpk/auth/google/callback', {
        body: callbackBody(await new FlowBrowser(limited.app).signIn(other(account.email))),
      });
      const ticket = asked.body.data.ticket as string;
      const attempt = (password: string) => call(limited.app, 'POST', '/api/lpk/auth/google/link', { body: { ticket, password }, lang: 'en' });
      // One failure at the login form and two here use up the three.
      expect((await call(limited.app, 'POST', '/api/lpk/login', { body: { email: account.email, password: 'Nope#2026' } })).status).toBe(422);
      expect((await attempt('Nope#2027')).status).toBe(422);
      expect((await attempt('Nope#2028')).status).toBe(422);
      const refused = await attempt(account.password);
      expect(refused.status).toBe(429);
      expect(refused.res.headers['retry-after']).toBeDefined();
      expect(refused.body.message).toMatch(/^Too many attempts/);
      expect((await call(limited.app, 'POST', '/api/lpk/login', { body: { email: account.email, password: account.password } })).status).toBe(429);
      expect(await limited.app.db.selectFrom('user_identities').selectAll().where('user_id', '=', account.user.id).execute()).toEqual([]);
    } finally {
      await limited.close();
    }
  });

  test('an account with that email and no password (made through another Google account) is neither entered nor linked: 409', async () => {
    const first = await callback(await new FlowBrowser(t.app).signIn(other(freshEmail(), 'Ayu Lestari')));
    const made = await complete({ ticket: first.body.data.ticket, full_name: 'Ayu Lestari', phone: '0812 3456 7890', agree: true });
    const taken = freshEmail();
    // Its owner moved it to an address that belongs to someone else's Google account.
    await t.app.db.updateTable('users').set({ email: taken }).where('id', '=', made.body.data.user.id).execute();
    const [tokens, identities] = [await count('personal_access_tokens'), await count('user_identities')];
    const res = await callback(await new FlowBrowser(t.app).signIn(other(taken, 'Dewi Anggraini')));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Email ini sudah dipakai akun yang masuk dengan akun Google lain. Masuk dengan akun Google tersebut, atau hubungi kami.');
    expect(res.body.data).toBeUndefined();
    const en = await callback(await new FlowBrowser(t.app).signIn(other(taken, 'Dewi Anggraini')), 'en');
    expect(en.body.message).toBe(
      'This email is used by an account that signs in with another Google account. Sign in with that Google account, or contact us.',
    );
    expect([await count('personal_access_tokens'), await count('user_identities')]).toEqual([tokens, identities]);
  });

  test('an account registered with the email between the callback and the completion: its password is asked, nothing is created', async () => {
    const email = freshEmail();
    const first = await callback(await new FlowBrowser(t.app).signIn(other(email, 'Dewi Anggraini'), '/admin/profile'));
    expect(first.body.data.needs_profile).toBe(true);
    const registered = await registerCaregiver(t.app, { email });
    const users = await count('users');
    const res = await complete({ ticket: first.body.data.ticket, full_name: 'Dewi Anggraini', phone: '0812 3456 7890', agree: true });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ needs_link: true, account: { email } });
    expect(res.body.data.token).toBeUndefined();
    expect(await count('users')).toBe(users);
    expect(await identitiesOf(registered.user.id)).toEqual([]);
    const linked = await link({ ticket: res.body.data.ticket, password: registered.password });
    expect(linked.body.data).toMatchObject({ user: { id: registered.user.id }, redirect: '/admin/profile' });
    // Registered unverified; linked to a Google account that verified the same address: verified.
    expect(registered.user.email_verified_at).toBeNull();
    expect(linked.body.data.user.email_verified_at).toEqual(expect.any(String));
  });
});

describe("the stand-in's endpoints", () => {
  test('answers nonsense with a 4xx, never a server error', async () => {
    const requests: Array<{ method: 'GET' | 'POST' | 'PUT'; url: string; payload?: string; type?: string }> = [
      { method: 'GET', url: '/dev-oidc/nothing-here' },
      { method: 'GET', url: '/dev-oidc/auth' },
      { method: 'GET', url: '/dev-oidc/auth?client_id=x&response_type=code&scope=openid&redirect_uri=https://evil.example/' },
      { method: 'POST', url: '/dev-oidc/token', payload: '{"a":', type: 'application/json' },
      { method: 'POST', url: '/dev-oidc/token', payload: 'grant_type=authorization_code&code=x', type: 'application/x-www-form-urlencoded' },
      { method: 'POST', url: '/dev-oidc/token', payload: 'x'.repeat(70_000), type: 'application/x-www-form-urlencoded' },
      { method: 'POST', url: '/dev-oidc/interaction/abc/login', payload: '{"identity":"0"}', type: 'application/json' },
      { method: 'POST', url: '/dev-oidc/interaction/abc/abort', payload: 'garbage', type: 'text/plain' },
      { method: 'PUT', url: '/dev-oidc/reg', payload: '{}', type: 'application/json' },
    ];
    for (const { method, url, payload, type } of requests) {
      const res = await t.app.inject({ method, url, ...(payload ? { payload, headers: { 'content-type': type! } } : {}) });
      expect([method, url, res.statusCode >= 400 && res.statusCode < 500]).toEqual([method, url, true]);
    }
  });
});

describe('where the stand-in runs', () => {
  test('by default only browsers on this machine reach it; DEV_OIDC=1 opens it to others', async () => {
    const far = new FlowBrowser(t.app, { remoteAddress: '203.0.113.9' });
    const start = await far.request('GET', '/api/lpk/auth/google/start');
    expect(start.statusCode).toBe(302);
    const page = await far.request('GET', String(start.headers.location));
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain('Hanya untuk komputer ini');

    // A reverse proxy on this machine: the socket is local, the browser is not.
    const proxied = await t.app.inject({
      method: 'GET',
      url: String(start.headers.location),
      headers: { 'x-forwarded-for': '203.0.113.9' },
      remoteAddress: '127.0.0.1',
    });
    expect(proxied.statusCode).toBe(403);
    const forwarded = await t.app.inject({
      method: 'GET',
      url: String(start.headers.location),
      headers: { forwarded: 'for=203.0.113.9' },
      remoteAddress: '127.0.0.1',
    });
    expect(forwarded.statusCode).toBe(403);

    const open = await createTestApp({ rateLimit: NO_LIMITS, devOidc: 'on' });
    try {
      const params = await new FlowBrowser(open.app, { remoteAddress: '203.0.113.9' }).signIn(DEMO_SIGN_IN);
      expect((await call(open.app, 'POST', '/api/lpk/auth/google/callback', { body: callbackBody(params) })).status).toBe(200);
    } finally {
      await open.close();
    }
  });

  test('without Google credentials and with the stand-in off: no provider, start says "unavailable"', async () => {
    const off = await createTestApp({ rateLimit: NO_LIMITS, devOidc: 'off' });
    try {
      const start = await off.app.inject({ method: 'GET', url: '/api/lpk/auth/google/start' });
      expect(start.statusCode).toBe(302);
      expect(start.headers.location).toBe('http://localhost:8080/auth/callback?error=unavailable');
      expect((await off.app.inject({ method: 'GET', url: '/dev-oidc/.well-known/openid-configuration' })).statusCode).toBe(404);
      expect((await call(off.app, 'POST', '/api/lpk/auth/google/callback', { body: { code: 'x', state: 'y' } })).status).toBe(400);
    } finally {
      await off.close();
    }
  });

  test('never with NODE_ENV=production, whatever the configuration says', async () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    let prod: TestApp | undefined;
    try {
      prod = await createTestApp({
        rateLimit: NO_LIMITS,
        // A production node refuses a database with the demo accounts (app.ts): this one starts empty.
        seedDemo: false,
        devOidc: 'on',
        pusher: { appId: 'lpk', key: 'lpk-key', secret: 'p'.repeat(32), cluster: 'ap1', port: 6001 },
        mail: mailSettings(),
      });
      expect((await prod.app.inject({ method: 'GET', url: '/dev-oidc/.well-known/openid-configuration' })).statusCode).toBe(404);
      const start = await prod.app.inject({ method: 'GET', url: '/api/lpk/auth/google/start' });
      expect(start.headers.location).toBe('http://localhost:8080/auth/callback?error=unavailable');
    } finally {
      process.env.NODE_ENV = previous;
      await prod?.close();
    }
  });
});

describe('rate limits', () => {
  test('start, callback and link count as login attempts per address, complete as registrations', async () => {
    const limited = await createTestApp({
      rateLimit: { enabled: true, limits: { ...DEFAULT_RATE_LIMITS, login: { max: 3, windowSeconds: 60 }, register: { max: 1, windowSeconds: 60 } } },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 2; i += 1) statuses.push((await limited.app.inject({ method: 'GET', url: '/api/lpk/auth/google/start' })).statusCode);
      for (let i = 0; i < 2; i += 1)
        statuses.push((await call(limited.app, 'POST', '/api/lpk/auth/google/callback', { body: { state: 'x', code: 'y' } })).status);
      expect(statuses).toEqual([302, 302, 400, 429]);
      expect((await call(limited.app, 'POST', '/api/lpk/auth/google/link', { body: { ticket: 'x', password: 'y' } })).status).toBe(429);
      const refused = await call(limited.app, 'POST', '/api/lpk/auth/google/callback', { body: {}, lang: 'en' });
      expect(refused.res.headers['retry-after']).toBeDefined();
      expect(refused.body.message).toMatch(/^Too many attempts/);
      const complete1 = await call(limited.app, 'POST', '/api/lpk/auth/google/complete', { body: {} });
      const complete2 = await call(limited.app, 'POST', '/api/lpk/auth/google/complete', { body: {} });
      expect([complete1.status, complete2.status]).toEqual([422, 429]);
    } finally {
      await limited.close();
    }
  });
});
