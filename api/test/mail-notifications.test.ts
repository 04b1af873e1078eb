import { buildApp } from '../src/app';
import { call, createTestApp, registerCaregiver, type TestApp } from './helpers';
import { mailSettings, TestClock, withMail } from './mail-helpers';
import { startInbox, type CaughtMail, type Inbox } from './maildev';
import { createStaff, move, register } from './registrations-fixtures';

/**
 * Notification mails against MailDev, on SQLite and PostgreSQL: a new registration (to the LPK's
 * staff, as a digest of one), a status change (to the caregiver) and a message left unread ten minutes (at most one
 * mail per thread an hour), each in its recipient's language and naming no one but the
 * recipient; preferences per kind, and unsubscribing with one click (RFC 8058). The ten minutes
 * pass on the worker's clock (TestClock), driven by `app.mail.tick()`.
 */
let inbox: Inbox;
let t: TestApp;
const clock = new TestClock();
const LPK = 7;
let lpkName: string;
let staffA: { token: string; id: number; email: string };
let staffB: { token: string; id: number; email: string };

beforeAll(async () => {
  inbox = await startInbox();
  t = await createTestApp(withMail(inbox, clock));
  lpkName = (await t.app.db.selectFrom('institutes').select('name').where('id', '=', LPK).executeTakeFirstOrThrow()).name;
  staffA = { ...(await createStaff(t.app, LPK, 'staf.a@lpk7.example.id')), email: 'staf.a@lpk7.example.id' };
  staffB = { ...(await createStaff(t.app, LPK, 'staf.b@lpk7.example.id')), email: 'staf.b@lpk7.example.id' };
  await t.app.db.updateTable('users').set({ locale: 'en' }).where('id', '=', staffB.id).execute();
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

const minutes = (n: number) => n * 60_000;
const subjects = async (to: string) => (await inbox.to(to)).map((m) => m.subject);

/** A caregiver who reads mail in English, registered with the LPK; their verification mail already caught. */
async function applicant() {
  const caregiver = await registerCaregiver(t.app, { full_name: 'Rina Kartika' });
  await inbox.waitFor((m) => m.to === caregiver.email);
  expect((await call(t.app, 'POST', '/api/lpk/profile', { token: caregiver.token, body: { locale: 'en' } })).status).toBe(200);
  const registration = await register(t.app, caregiver.token, { lpk_id: LPK, consent: true });
  expect(registration.status).toBe(201);
  return { ...caregiver, registrationId: registration.body.data.id as number };
}

function expectNoPersonalData(mail: CaughtMail, ...absent: string[]) {
  for (const text of absent) {
    expect(mail.subject).not.toContain(text);
    expect(mail.text).not.toContain(text);
    expect(mail.html).not.toContain(text);
  }
}

test('a new registration mails each staff member of the LPK once (a digest of one), in their language, naming no applicant', async () => {
  const caregiver = await applicant();
  // The digest scan (every 30 s on every node; mail-digest.test.ts) writes it.
  await t.app.mail.tick();
  const a = await inbox.waitFor((m) => m.to === staffA.email && m.subject === `Pendaftar baru di ${lpkName}`);
  const b = await inbox.waitFor((m) => m.to === staffB.email && m.subject === `New applicant at ${lpkName}`);
  expect(a.text).toContain(`https://lpk.test/admin/applicants/${caregiver.registrationId}`);
  for (const mail of [a, b]) expectNoPersonalData(mail, 'Rina', caregiver.email, '812');
  await t.app.mail.tick();
  expect((await subjects(staffA.email)).filter((s) => s.startsWith('Pendaftar baru'))).toHaveLength(1);
});

test("a status change mails the caregiver once, in the caregiver's language; their own withdrawal mails nobody", async () => {
  const caregiver = await applicant();
  expect((await move(t.app, staffA.token, caregiver.registrationId, 'registered', 'Catatan internal untuk Rina')).status).toBe(200);
  const mail = await inbox.waitFor((m) => m.to === caregiver.email && m.subject.startsWith('Your registration with'));
  expect(mail.subject).toBe(`Your registration with ${lpkName}: Registered at the LPK`);
  expect(mail.text).toContain('Hello Rina Kartika,');
  expect(mail.text).toContain('https://lpk.test/admin/registration');
  // The staff's note stays in the app.
  expectNoPersonalData(mail, 'Catatan internal');
  expect(await inbox.header(mail.id, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

  expect((await call(t.app, 'DELETE', `/api/lpk/registrations/${caregiver.registrationId}`, { token: caregiver.token })).status).toBe(200);
  await t.app.mail.tick();
  expect((await subjects(caregiver.email)).filter((s) => s.startsWith('Your registration'))).toHaveLength(1);
});

test('a message unread ten minutes mails its recipient once; at most one mail per thread an hour', async () => {
  const caregiver = await applicant();
  const send = (token: string, body: string) => call(t.app, 'POST', '/api/lpk/messages', { token, body: { registration_id: caregiver.registrationId, body } });
  const unreadMails = async () => (await inbox.to(caregiver.email)).filter((m) => m.subject === `New message from ${lpkName}`);
  expect((await send(staffA.token, 'Jadwal tes Anda hari Senin pukul 09.00')).status).toBe(201);

  clock.advance(minutes(9));
  await t.app.mail.tick();
  expect(await unreadMails()).toHaveLength(0);

  clock.advance(minutes(2));
  expect((await t.app.mail.tick()).enqueued).toBeGreaterThanOrEqual(1);
  const [mail] = await until(unreadMails, 1);
  expect(mail!.text).toContain(`https://lpk.test/admin/messages?registration_id=${caregiver.registrationId}`);
  expectNoPersonalData(mail!, 'Jadwal tes', 'Senin');
  await t.app.mail.tick();
  expect(await unreadMails()).toHaveLength(1);

  // Another message within the hour: no second mail until the hour is over.
  await send(staffA.token, 'Mohon bawa KTP asli');
  clock.advance(minutes(11));
  await t.app.mail.tick();
  expect(await unreadMails()).toHaveLength(1);
  clock.advance(minutes(50));
  await t.app.mail.tick();
  await until(unreadMails, 2);
});

test('a message read within ten minutes mails nobody', async () => {
  const caregiver = await applicant();
  await call(t.app, 'POST', '/api/lpk/messages', { token: staffA.token, body: { registration_id: caregiver.registrationId, body: 'Halo' } });
  expect((await call(t.app, 'GET', `/api/lpk/messages?registration_id=${caregiver.registrationId}`, { token: caregiver.token })).status).toBe(200);
  clock.advance(minutes(11));
  await t.app.mail.tick();
  expect((await subjects(caregiver.email)).filter((s) => s.startsWith('New message'))).toEqual([]);
});

test("an applicant's unread message mails each staff member; two nodes scanning at once send it once", async () => {
  const caregiver = await applicant();
  const before = {
    a: (await subjects(staffA.email)).filter((s) => s.startsWith('Pesan baru')).length,
    b: (await subjects(staffB.email)).filter((s) => s.startsWith('New message')).length,
  };
  await call(t.app, 'POST', '/api/lpk/messages', { token: caregiver.token, body: { registration_id: caregiver.registrationId, body: 'Apakah ada asrama?' } });
  clock.advance(minutes(11));
  const config = { ...t.app.config, mail: mailSettings(inbox, clock) };
  const other = await buildApp({ logger: false, config, ...(config.databaseUrl ? {} : { db: t.app.db }) });
  try {
    await Promise.all([t.app.mail.tick(), other.mail.tick(), t.app.mail.tick(), other.mail.tick()]);
  } finally {
    await other.close();
  }
  await t.app.mail.tick();
  const a = await inbox.waitFor((m) => m.to === staffA.email && m.subject === `Pesan baru dari pendaftar di ${lpkName}`);
  await inbox.waitFor((m) => m.to === staffB.email && m.subject === `New message from an applicant at ${lpkName}`);
  expectNoPersonalData(a, 'Rina', caregiver.email, 'asrama');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect((await subjects(staffA.email)).filter((s) => s.startsWith('Pesan baru')).length).toBe(before.a + 1);
  expect((await subjects(staffB.email)).filter((s) => s.startsWith('New message')).length).toBe(before.b + 1);
});

test('preferences per kind: off means no mail; staff cannot set what they never get', async () => {
  const caregiver = await registerCaregiver(t.app);
  const read = await call(t.app, 'GET', '/api/lpk/mail/preferences', { token: caregiver.token });
  expect(read.body.data.items).toEqual([
    { kind: 'registration_status', enabled: true },
    { kind: 'message_unread', enabled: true },
  ]);
  const off = await call(t.app, 'POST', '/api/lpk/mail/preferences', { token: caregiver.token, body: { registration_status: false }, lang: 'en' });
  expect(off.status).toBe(200);
  expect(off.body.data.items[0]).toEqual({ kind: 'registration_status', enabled: false });
  const registration = await register(t.app, caregiver.token, { lpk_id: LPK, consent: true });
  await move(t.app, staffA.token, registration.body.data.id, 'registered');
  await t.app.mail.tick();
  expect((await subjects(caregiver.email)).filter((s) => s.startsWith('Status pendaftaran'))).toEqual([]);

  const staffKinds = await call(t.app, 'GET', '/api/lpk/mail/preferences', { token: staffA.token });
  expect(staffKinds.body.data.items.map((p: { kind: string }) => p.kind)).toEqual(['new_registration', 'message_unread']);
  const foreign = await call(t.app, 'POST', '/api/lpk/mail/preferences', { token: staffA.token, body: { registration_status: false }, lang: 'en' });
  expect(foreign.status).toBe(422);
  expect(foreign.body.errors?.registration_status).toEqual(['This notification does not apply to your account.']);
  expect((await call(t.app, 'POST', '/api/lpk/mail/preferences', { token: staffA.token, body: { whatever: true } })).status).toBe(422);
  expect((await call(t.app, 'GET', '/api/lpk/mail/preferences')).status).toBe(401);
});

test("one-click unsubscribe (RFC 8058) with the mail's List-Unsubscribe; a GET only leads to the page", async () => {
  const caregiver = await applicant();
  await move(t.app, staffA.token, caregiver.registrationId, 'registered');
  const mail = await inbox.waitFor((m) => m.to === caregiver.email && m.subject.startsWith('Your registration with'));
  const header = await inbox.header(mail.id, 'List-Unsubscribe');
  const url = new URL(/^<(.+)>$/.exec(header ?? '')![1]!);
  expect(`${url.origin}${url.pathname}`).toBe('https://lpk.test/api/lpk/mail/unsubscribe');

  const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(page.statusCode).toBe(303);
  expect(page.headers.location).toBe(`https://lpk.test/unsubscribe${url.search}`);
  expect((await call(t.app, 'GET', '/api/lpk/mail/preferences', { token: caregiver.token })).body.data.items[0].enabled).toBe(true);

  // What a mail client sends: a form-encoded POST of List-Unsubscribe=One-Click, no cookie, no token of ours.
  const oneClick = await t.app.inject({
    method: 'POST',
    url: `${url.pathname}${url.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
    payload: 'List-Unsubscribe=One-Click',
  });
  expect(oneClick.statusCode).toBe(200);
  expect(oneClick.json().message).toBe('You will no longer receive emails about registration status. You can turn them back on in Settings.');
  expect((await call(t.app, 'GET', '/api/lpk/mail/preferences', { token: caregiver.token })).body.data.items[0]).toEqual({
    kind: 'registration_status',
    enabled: false,
  });

  const token = url.searchParams.get('token')!;
  const forged = await call(t.app, 'POST', `/api/lpk/mail/unsubscribe?token=${encodeURIComponent(token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))}`, {
    body: {},
  });
  expect(forged.status).toBe(404);
  expect((await call(t.app, 'POST', '/api/lpk/mail/unsubscribe?token=', { body: {} })).status).toBe(422);
});

test('deleting the account deletes the mails, links and preferences it had', async () => {
  const caregiver = await applicant();
  await call(t.app, 'POST', '/api/lpk/mail/preferences', { token: caregiver.token, body: { message_unread: false } });
  const id = caregiver.user.id as number;
  expect((await call(t.app, 'DELETE', '/api/lpk/me', { token: caregiver.token, body: { password: caregiver.password } })).status).toBe(200);
  for (const table of ['mail_outbox', 'mail_links', 'mail_preferences'] as const) {
    expect(await t.app.db.selectFrom(table).select('user_id').where('user_id', '=', id).execute()).toEqual([]);
  }
});

async function until(read: () => Promise<CaughtMail[]>, count: number, timeoutMs = 10_000): Promise<CaughtMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await read();
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${mails.length}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
