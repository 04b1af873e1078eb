import { TestClock, withMail } from './mail-helpers';
import { linkIn, startInbox, tokenOf, type Inbox } from './maildev';
import { DEFAULT_RATE_LIMITS } from '../src/config';
import { call, createTestApp, login, registerCaregiver } from './helpers';
import { RawClient, startStack, type Stack } from './realtime-helpers';

/**
 * Verified addresses and password reset against a real SMTP catcher (MailDev, read through its
 * REST API), on SQLite and, with DATABASE_URL, PostgreSQL. The API and the real-time server run
 * on loopback (startStack), so a reset's "every other session ends" is checked on a live socket.
 */
let inbox: Inbox;
let stack: Stack;
const clock = new TestClock();

beforeAll(async () => {
  inbox = await startInbox();
  stack = await startStack({ config: withMail(inbox, clock) });
});
afterAll(async () => {
  await stack?.close();
  await inbox?.close();
});

const app = () => stack.app;
const profile = async (token: string) => (await call(app(), 'GET', '/api/lpk/profile', { token })).body.data.user;

describe('verified email', () => {
  test('sign-up mails a verification link in the language of the sign-up; opening it verifies the address', async () => {
    const { token, email, user } = await registerCaregiver(app(), { full_name: 'Rina Kartika' });
    expect(user.email_verified_at).toBeNull();
    const mail = await inbox.waitFor((m) => m.to === email);
    expect(mail.subject).toBe('Konfirmasi alamat email Anda');
    expect(mail.text).toContain('Halo Rina Kartika,');
    const link = linkIn(mail, 'https://lpk.test/verify-email?token=');

    const verified = await call(app(), 'POST', '/api/lpk/verify-email', { body: { token: tokenOf(link) }, lang: 'en' });
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe('Your email is verified. Thank you!');
    expect(verified.body.data.email).toBe(email);
    expect((await profile(token)).email_verified_at).toBe(verified.body.data.email_verified_at);

    // A second click on the used link: still a success, the address being verified.
    const again = await call(app(), 'POST', '/api/lpk/verify-email', { body: { token: tokenOf(link) } });
    expect(again.status).toBe(200);
  });

  test('English sign-up, English mail; a forged, an expired and a foreign token say so (410) and change nothing', async () => {
    const email = `ayu.${Date.now()}@example.id`;
    const res = await call(app(), 'POST', '/api/lpk/register', {
      lang: 'en',
      body: { full_name: 'Ayu Lestari', email, phone: '0812-3456-7890', password: 'Kaigo#Jepang2026', password_confirmation: 'Kaigo#Jepang2026', agree: true },
    });
    expect(res.status).toBe(201);
    const mail = await inbox.waitFor((m) => m.to === email);
    expect(mail.subject).toBe('Confirm your email address');
    const token = tokenOf(linkIn(mail, 'https://lpk.test/verify-email?token='));

    const forged = await call(app(), 'POST', '/api/lpk/verify-email', { body: { token: `${token.slice(0, -2)}xx` }, lang: 'en' });
    expect(forged.status).toBe(410);
    expect(forged.body.message).toMatch(/not valid/);
    // The link of the password reset is not a verification link.
    expect((await call(app(), 'POST', '/api/lpk/reset-password/check', { body: { token } })).status).toBe(410);

    clock.advance(24 * 60 * 60_000 + 1000);
    try {
      const expired = await call(app(), 'POST', '/api/lpk/verify-email', { body: { token } });
      expect(expired.status).toBe(410);
      expect(expired.body.message).toBe('Tautan ini sudah kedaluwarsa. Silakan minta tautan baru.');
    } finally {
      clock.advance(-(24 * 60 * 60_000 + 1000));
    }
    expect((await profile(res.body.data.token)).email_verified_at).toBeNull();
  });

  test('"send again": a new link that works, at most 3 an hour (429 with Retry-After), none once verified', async () => {
    const { token, email } = await registerCaregiver(app());
    await inbox.waitFor((m) => m.to === email);
    const sent = await call(app(), 'POST', '/api/lpk/email/verification', { token, lang: 'en' });
    expect(sent.status).toBe(202);
    expect(sent.body.message).toBe(`We have sent a verification link to ${email}. Check your inbox (and spam folder).`);
    await until(async () => (await inbox.to(email)).length === 2);
    expect((await call(app(), 'POST', '/api/lpk/email/verification', { token })).status).toBe(202);
    const refused = await call(app(), 'POST', '/api/lpk/email/verification', { token });
    expect(refused.status).toBe(429);
    expect(Number(refused.res.headers['retry-after'])).toBeGreaterThan(60);
    expect(refused.body.message).toMatch(/coba lagi dalam \d+ menit/);

    const latest = (await inbox.to(email)).at(-1)!;
    expect(
      (await call(app(), 'POST', '/api/lpk/verify-email', { body: { token: tokenOf(linkIn(latest, 'https://lpk.test/verify-email?token=')) } })).status,
    ).toBe(200);
    const verified = await call(app(), 'POST', '/api/lpk/email/verification', { token });
    expect(verified.status).toBe(422);
    expect(verified.body.message).toBe('Email Anda sudah terverifikasi.');
  });

  test('an email change: the new address gets a link, the old one a notice; the old link no longer verifies', async () => {
    const { token, email, password } = await registerCaregiver(app());
    const first = await inbox.waitFor((m) => m.to === email);
    const oldLink = tokenOf(linkIn(first, 'https://lpk.test/verify-email?token='));
    const next = `baru.${Date.now()}@example.id`;
    const changed = await call(app(), 'POST', '/api/lpk/profile', { token, body: { email: next, current_password: password } });
    expect(changed.status).toBe(200);
    expect(changed.body.data.user.email_verified_at).toBeNull();

    const notice = await inbox.waitFor((m) => m.to === email && m.subject === 'Email akun Kaigo LPK Anda telah diganti');
    expect(notice.text).not.toContain(next);
    const link = await inbox.waitFor((m) => m.to === next);
    expect(link.text).toContain('baru saja dijadikan email akun');

    expect((await call(app(), 'POST', '/api/lpk/verify-email', { body: { token: oldLink } })).status).toBe(410);
    expect(
      (await call(app(), 'POST', '/api/lpk/verify-email', { body: { token: tokenOf(linkIn(link, 'https://lpk.test/verify-email?token=')) } })).status,
    ).toBe(200);
    expect((await profile(token)).email_verified_at).not.toBeNull();
  });

  test('the data export holds the mails sent to the account and the notification choices', async () => {
    const { token, email } = await registerCaregiver(app());
    await inbox.waitFor((m) => m.to === email);
    await app().mail.tick();
    const exported = await call(app(), 'GET', '/api/lpk/me/export', { token });
    expect(exported.body.data.mail.sent).toEqual([
      { template: 'verify_email', to: email, status: 'sent', created_at: expect.any(String), sent_at: expect.any(String) },
    ]);
    expect(exported.body.data.mail.preferences).toEqual([
      { kind: 'registration_status', enabled: true },
      { kind: 'message_unread', enabled: true },
    ]);
    expect(exported.body.data.user.email_verified_at).toBeNull();
  });

  test('LPK staff see whether an applicant verified the address, in the list and the file', async () => {
    const { token, email } = await registerCaregiver(app());
    const registration = await call(app(), 'POST', '/api/lpk/registrations', { token, body: { lpk_id: 1, consent: true } });
    expect(registration.status).toBe(201);
    const staff = await login(app(), { email: 'staff1@demo.test', password: 'Staff#2026' });
    const row = async () =>
      (
        (await call(app(), 'GET', '/api/lpk/institution/registrations?per_page=50', { token: staff })).body.data.items as {
          id: number;
          applicant: { email_verified_at?: string | null };
        }[]
      ).find((item) => item.id === registration.body.data.id)!;
    expect((await row()).applicant.email_verified_at).toBeNull();
    const mail = await inbox.waitFor((m) => m.to === email);
    await call(app(), 'POST', '/api/lpk/verify-email', { body: { token: tokenOf(linkIn(mail, 'https://lpk.test/verify-email?token=')) } });
    expect((await row()).applicant.email_verified_at).toEqual(expect.any(String));
    const file = await call(app(), 'GET', `/api/lpk/institution/registrations/${registration.body.data.id}`, { token: staff });
    expect(file.body.data.applicant.user.email_verified_at).toEqual(expect.any(String));
  });
});

describe('password reset', () => {
  test('an unknown address gets the same answer as a known one, and no mail', async () => {
    const known = await registerCaregiver(app());
    await inbox.waitFor((m) => m.to === known.email);
    const unknown = await call(app(), 'POST', '/api/lpk/forgot-password', { body: { email: 'nobody.here@example.id' }, lang: 'en' });
    const existing = await call(app(), 'POST', '/api/lpk/forgot-password', { body: { email: known.email.toUpperCase() }, lang: 'en' });
    expect(unknown.status).toBe(200);
    expect(existing.status).toBe(200);
    expect(unknown.body).toEqual(existing.body);
    await inbox.waitFor((m) => m.to === known.email && m.subject === 'Reset your password');
    await app().mail.tick();
    expect(await inbox.to('nobody.here@example.id')).toEqual([]);
  });

  test('forgot -> mail -> reset: signed in, the old password fails, the new works, every other session ends (socket 4009)', async () => {
    const { token: otherSession, email, password, user } = await registerCaregiver(app());
    // The other session holds a live private channel.
    const { client: socket, socketId } = await RawClient.connect(stack.wsPort);
    const channel = `private-App.Models.User.${user.id}`;
    const auth = await call(app(), 'POST', '/broadcasting/auth', { token: otherSession, body: { socket_id: socketId, channel_name: channel } });
    socket.send({ event: 'pusher:subscribe', data: { channel, auth: (auth.body as unknown as { auth: string }).auth } });
    await socket.next((f) => f.event === 'pusher_internal:subscription_succeeded');

    expect((await call(app(), 'POST', '/api/lpk/forgot-password', { body: { email } })).status).toBe(200);
    const mail = await inbox.waitFor((m) => m.to === email && m.subject === 'Atur ulang password Anda');
    const token = tokenOf(linkIn(mail, 'https://lpk.test/reset-password?token='));
    const check = await call(app(), 'POST', '/api/lpk/reset-password/check', { body: { token } });
    expect(check.status).toBe(200);
    expect(Date.parse(check.body.data.expires_at) - clock.now()).toBeGreaterThan(59 * 60_000);

    const weak = await call(app(), 'POST', '/api/lpk/reset-password', { body: { token, password: 'password', password_confirmation: 'password' } });
    expect(weak.status).toBe(422);
    expect(Object.keys(weak.body.errors ?? {})).toContain('password');

    const reset = await call(app(), 'POST', '/api/lpk/reset-password', {
      body: { token, password: 'Baru#Sakura2027', password_confirmation: 'Baru#Sakura2027' },
      lang: 'en',
    });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Your new password is saved. Every other device has been signed out.');
    expect(reset.body.data.user.email_verified_at).toEqual(expect.any(String));
    expect((await call(app(), 'GET', '/api/lpk/profile', { token: reset.body.data.token })).status).toBe(200);

    expect((await socket.next((f) => f.event === 'pusher:error', 2_000)).data).toEqual({ code: 4009, message: 'Connection is unauthorized' });
    expect(await socket.closed(2_000)).toBe(4009);
    expect((await call(app(), 'GET', '/api/lpk/profile', { token: otherSession })).status).toBe(401);
    expect((await call(app(), 'POST', '/api/lpk/login', { body: { email, password } })).status).toBe(422);
    expect((await call(app(), 'POST', '/api/lpk/login', { body: { email, password: 'Baru#Sakura2027' } })).status).toBe(200);

    // Used once.
    const again = await call(app(), 'POST', '/api/lpk/reset-password', {
      body: { token, password: 'Lagi#Sakura2028', password_confirmation: 'Lagi#Sakura2028' },
    });
    expect(again.status).toBe(410);
    expect(again.body.message).toBe('Tautan ini sudah pernah dipakai. Silakan minta tautan baru bila perlu.');
  });

  test('a link is valid 60 minutes; a newer link used ends the older ones', async () => {
    const { email } = await registerCaregiver(app());
    await call(app(), 'POST', '/api/lpk/forgot-password', { body: { email } });
    await call(app(), 'POST', '/api/lpk/forgot-password', { body: { email } });
    await until(async () => (await inbox.to(email)).filter((m) => m.subject === 'Atur ulang password Anda').length === 2);
    const [older, newer] = (await inbox.to(email))
      .filter((m) => m.subject === 'Atur ulang password Anda')
      .map((m) => tokenOf(linkIn(m, 'https://lpk.test/reset-password?token=')));

    clock.advance(61 * 60_000);
    try {
      const expired = await call(app(), 'POST', '/api/lpk/reset-password/check', { body: { token: newer! }, lang: 'en' });
      expect(expired.status).toBe(410);
      expect(expired.body.message).toBe('This link has expired. Please ask for a new one.');
    } finally {
      clock.advance(-61 * 60_000);
    }
    expect(
      (await call(app(), 'POST', '/api/lpk/reset-password', { body: { token: newer!, password: 'Baru#Sakura2027', password_confirmation: 'Baru#Sakura2027' } }))
        .status,
    ).toBe(200);
    expect((await call(app(), 'POST', '/api/lpk/reset-password/check', { body: { token: older! } })).status).toBe(410);
  });

  test('at most 3 reset mails an hour per address (the answer stays the same)', async () => {
    const { email } = await registerCaregiver(app());
    for (let i = 0; i < 5; i += 1) expect((await call(app(), 'POST', '/api/lpk/forgot-password', { body: { email } })).status).toBe(200);
    await app().mail.tick();
    await until(async () => (await inbox.to(email)).filter((m) => m.subject === 'Atur ulang password Anda').length >= 3);
    await app().mail.tick();
    expect((await inbox.to(email)).filter((m) => m.subject === 'Atur ulang password Anda')).toHaveLength(3);
  });

  test('per IP, asking for mails counts in the `mail` rate class (429 with Retry-After)', async () => {
    const limited = await createTestApp({
      ...withMail(undefined, clock),
      rateLimit: { enabled: true, limits: { ...DEFAULT_RATE_LIMITS, mail: { max: 2, windowSeconds: 60 } } },
    });
    try {
      const ask = () => call(limited.app, 'POST', '/api/lpk/forgot-password', { body: { email: 'someone@example.id' }, lang: 'en' });
      expect((await ask()).status).toBe(200);
      expect((await ask()).status).toBe(200);
      const refused = await ask();
      expect(refused.status).toBe(429);
      expect(Number(refused.res.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.body.message).toMatch(/^Too many attempts/);
    } finally {
      await limited.close();
    }
  });

  test('bad input: a malformed address is a localised 422 and sends nothing', async () => {
    const res = await call(app(), 'POST', '/api/lpk/forgot-password', { body: { email: 'not-an-address' }, lang: 'en' });
    expect(res.status).toBe(422);
    expect(res.body.errors?.email).toBeDefined();
    const empty = await call(app(), 'POST', '/api/lpk/reset-password', { body: { token: '', password: 'x', password_confirmation: 'y' } });
    expect(empty.status).toBe(422);
  });
});

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
