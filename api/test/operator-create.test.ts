import { randomBytes } from 'node:crypto';
import { createOperator, OperatorCreateError, SETUP_LINK_TTL_MS, type CreateOperatorDeps } from '../src/modules/operator/create-operator';
import { call, createTestApp, DEMO, login, type TestApp } from './helpers';
import { TEST_APP_KEY, TestClock, withMail } from './mail-helpers';
import { linkIn, startInbox, tokenOf, type Inbox } from './maildev';

/**
 * The first operator (issue 32): `npm run operator:create -- <email>` makes an operator account
 * with no usable password and mails it a one-use link through the outbox; the link sets the
 * password once, then the operator signs in. On SQLite and PostgreSQL, with MailDev as the SMTP
 * server. (The command itself, as a process against a production node: production-start.test.ts.)
 */
let inbox: Inbox;
let t: TestApp;
const clock = new TestClock();

beforeAll(async () => {
  inbox = await startInbox();
  t = await createTestApp(withMail(inbox, clock));
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

const deps = (): CreateOperatorDeps => ({ db: t.app.db, appUrl: 'https://lpk.test', appKey: TEST_APP_KEY, now: clock.now });
const counts = async () => {
  const [users, links, mails] = await Promise.all(
    (['users', 'mail_links', 'mail_outbox'] as const).map(async (table) =>
      Number(
        (
          await t.app.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ),
  );
  return { users, links, mails };
};

test('an operator with no usable password; the mailed link sets it once, then the operator signs in', async () => {
  const email = `ops.${randomBytes(3).toString('hex')}@example.id`;
  const created = await createOperator(deps(), { email: `  ${email.toUpperCase()} `, name: 'Ayu Operator' });
  expect(created.email).toBe(email);
  expect(created.link).toMatch(/^https:\/\/lpk\.test\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
  expect(Date.parse(created.expiresAt) - clock.now()).toBeGreaterThan(SETUP_LINK_TTL_MS - 60_000);

  const row = await t.app.db.selectFrom('users').selectAll().where('id', '=', created.userId).executeTakeFirstOrThrow();
  expect(row).toMatchObject({ email, role: 'operator', lpk_id: null, full_name: 'Ayu Operator', email_verified_at: null });
  expect(Number(row.has_password)).toBe(0);
  // No password anyone knows signs in.
  for (const password of ['Operator#2026', 'password', email])
    expect((await call(t.app, 'POST', '/api/lpk/login', { body: { email, password } })).status).toBe(422);

  // The mail, through the outbox and the SMTP server, carries the same link.
  await t.app.mail.tick();
  const mail = await inbox.waitFor((m) => m.to === email);
  expect(mail.subject).toBe('Buat password akun operator Kaigo LPK Anda');
  expect(linkIn(mail, 'https://lpk.test/reset-password?token=')).toBe(created.link);
  const token = tokenOf(created.link);

  expect((await call(t.app, 'POST', '/api/lpk/reset-password/check', { body: { token } })).status).toBe(200);
  const set = await call(t.app, 'POST', '/api/lpk/reset-password', {
    body: { token, password: 'Operasi#Aman2026', password_confirmation: 'Operasi#Aman2026' },
    lang: 'en',
  });
  expect(set.status).toBe(200);
  expect(set.body.data.user).toMatchObject({ email, role: 'operator' });
  expect(set.body.data.user.email_verified_at).toEqual(expect.any(String));

  // Once only.
  const again = await call(t.app, 'POST', '/api/lpk/reset-password', {
    body: { token, password: 'Lagi#Operasi2027', password_confirmation: 'Lagi#Operasi2027' },
    lang: 'en',
  });
  expect(again.status).toBe(410);
  expect(again.body.message).toBe('This link has already been used. Ask for a new one if you need to.');

  const session = await login(t.app, { email, password: 'Operasi#Aman2026' });
  expect((await call(t.app, 'GET', '/api/lpk/operator/applications', { token: session })).status).toBe(200);
  expect((await call(t.app, 'POST', '/api/lpk/login', { body: { email, password: 'Lagi#Operasi2027' } })).status).toBe(422);
});

test('the link lasts 24 hours: after that it is refused and the password stays unset', async () => {
  const email = `late.${randomBytes(3).toString('hex')}@example.id`;
  const created = await createOperator(deps(), { email, locale: 'en' });
  const outbox = await t.app.db.selectFrom('mail_outbox').selectAll().where('id', '=', created.mailId).executeTakeFirstOrThrow();
  expect(outbox).toMatchObject({ template: 'account_setup', locale: 'en', to_address: email, user_id: created.userId });
  clock.advance(SETUP_LINK_TTL_MS + 1_000);
  try {
    const late = await call(t.app, 'POST', '/api/lpk/reset-password', {
      body: { token: tokenOf(created.link), password: 'Operasi#Aman2026', password_confirmation: 'Operasi#Aman2026' },
    });
    expect(late.status).toBe(410);
  } finally {
    clock.advance(-(SETUP_LINK_TTL_MS + 1_000));
  }
  const row = await t.app.db.selectFrom('users').select('has_password').where('id', '=', created.userId).executeTakeFirstOrThrow();
  expect(Number(row.has_password)).toBe(0);
});

test('an address that has an account, or that is no address, is refused with the reason, and nothing is written', async () => {
  const before = await counts();
  await expect(createOperator(deps(), { email: DEMO.caregiver.email })).rejects.toThrow(OperatorCreateError);
  await expect(createOperator(deps(), { email: DEMO.caregiver.email.toUpperCase() })).rejects.toThrow(
    /^An account with caregiver@demo\.test already exists \(role: caregiver\); nothing was changed/,
  );
  await expect(createOperator(deps(), { email: 'not-an-address' })).rejects.toThrow('"not-an-address" is not an email address.');
  expect(await counts()).toEqual(before);
  const caregiver = await t.app.db.selectFrom('users').select('role').where('email', '=', DEMO.caregiver.email).executeTakeFirstOrThrow();
  expect(caregiver.role).toBe('caregiver');
  // The same address twice: the second is refused, the first account stays as it was made.
  const email = `twice.${randomBytes(3).toString('hex')}@example.id`;
  const first = await createOperator(deps(), { email });
  await expect(createOperator(deps(), { email })).rejects.toThrow(/already exists \(role: operator\)/);
  expect(await t.app.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([{ id: first.userId }]);
});
