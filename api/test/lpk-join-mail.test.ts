import { call, createTestApp, type TestApp } from './helpers';
import { applicationForm, submitApplication } from './lpk-join-fixtures';
import { TestClock, withMail } from './mail-helpers';
import { linkIn, startInbox, tokenOf, type Inbox } from './maildev';

/**
 * Issue 33: an LPK applicant's verification mail goes with the application (the page says a link
 * was sent), written to the outbox in the application's transaction and delivered through a real
 * SMTP catcher (MailDev); before, only "Kirim lagi" sent one. SQLite and, with DATABASE_URL,
 * PostgreSQL.
 */
let inbox: Inbox;
let t: TestApp;

beforeAll(async () => {
  inbox = await startInbox();
  t = await createTestApp(withMail(inbox, new TestClock()));
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

const outboxOf = async (email: string) =>
  (await t.app.db.selectFrom('mail_outbox').select('template').where('to_address', '=', email).orderBy('id').execute()).map((row) => row.template);

test('applying mails the new account a verification link at once, in the language of the form; opening it verifies the address', async () => {
  const form = applicationForm({ contact_name: 'Rina Kusuma' });
  const email = form.find((part) => part.name === 'email')!.data as string;
  const { status, body } = await submitApplication(t.app, form, 'id');
  expect(status).toBe(201);
  expect(body.data.user.email_verified_at).toBeNull();
  expect(await outboxOf(email)).toEqual(['verify_email']);

  const mail = await inbox.waitFor((m) => m.to === email);
  expect(mail.subject).toBe('Konfirmasi alamat email Anda');
  expect(mail.text).toContain('Halo Rina Kusuma,');
  const link = linkIn(mail, 'https://lpk.test/verify-email?token=');
  const verified = await call(t.app, 'POST', '/api/lpk/verify-email', { body: { token: tokenOf(link) }, lang: 'en' });
  expect(verified.status).toBe(200);
  expect(verified.body.data.email).toBe(email);
  const profile = await call(t.app, 'GET', '/api/lpk/profile', { token: body.data.token });
  expect(profile.body.data.user.email_verified_at).toEqual(expect.any(String));
});

test('an English application gets the English mail; "send again" still works beside it (two links: the first and the new one)', async () => {
  const form = applicationForm();
  const email = form.find((part) => part.name === 'email')!.data as string;
  const { status, body } = await submitApplication(t.app, form, 'en');
  expect(status).toBe(201);
  const mail = await inbox.waitFor((m) => m.to === email);
  expect(mail.subject).toBe('Confirm your email address');
  const again = await call(t.app, 'POST', '/api/lpk/email/verification', { token: body.data.token, lang: 'en' });
  expect(again.status).toBe(202);
  expect(await outboxOf(email)).toEqual(['verify_email', 'verify_email']);
});

test('an application refused (422) writes no account, no application and no mail', async () => {
  const form = applicationForm({ password_confirmation: 'Something#Else2026' });
  const email = form.find((part) => part.name === 'email')!.data as string;
  const { status } = await submitApplication(t.app, form, 'id');
  expect(status).toBe(422);
  expect(await outboxOf(email)).toEqual([]);
  expect(await t.app.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
  expect(await t.app.db.selectFrom('lpk_applications').select('id').where('email', '=', email).execute()).toEqual([]);
});
