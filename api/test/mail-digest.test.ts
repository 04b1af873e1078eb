import { buildApp } from '../src/app';
import { call, createTestApp, rateLimits, registerCaregiver, type TestApp } from './helpers';
import { mailSettings, TestClock, withMail } from './mail-helpers';
import { startInbox, type CaughtMail, type Inbox } from './maildev';
import { createStaff, register } from './registrations-fixtures';

/**
 * New registrations reach an LPK's staff as a digest (notifications/registrations.ts), against
 * MailDev, on SQLite and PostgreSQL: at most one mail per staff member every MAIL_DIGEST_MINUTES
 * (15), listing what arrived since their last one by number and count, with the applicants list,
 * in each member's language and naming no applicant; two nodes scanning at once write it once.
 * The minutes pass on the worker's clock (TestClock); `app.mail.tick()` runs the scan.
 */
let inbox: Inbox;
let t: TestApp;
const clock = new TestClock();
const minutes = (n: number) => n * 60_000;
const LPK = 5;
let lpkName: string;
let staffA: { token: string; id: number; email: string };
let staffB: { token: string; id: number; email: string };

beforeAll(async () => {
  inbox = await startInbox();
  // Fifty sign-ups from one address: the HTTP rate limits are not what this file tests.
  // The scan runs only when a test ticks (not in a round a request wakes, however far the clock moves).
  t = await createTestApp(
    withMail(inbox, clock, { rateLimit: rateLimits({}, false), mail: mailSettings(inbox, clock, { scanMs: minutes(10 * 365 * 24 * 60) }) }),
  );
  lpkName = (await t.app.db.selectFrom('institutes').select('name').where('id', '=', LPK).executeTakeFirstOrThrow()).name;
  staffA = { ...(await createStaff(t.app, LPK, 'staf.a@lpk5.example.id')), email: 'staf.a@lpk5.example.id' };
  staffB = { ...(await createStaff(t.app, LPK, 'staf.b@lpk5.example.id')), email: 'staf.b@lpk5.example.id' };
  await t.app.db.updateTable('users').set({ locale: 'en' }).where('id', '=', staffB.id).execute();
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** `count` caregivers registered with the LPK (through the API); their registration ids and addresses. */
async function registrations(count: number): Promise<{ ids: number[]; emails: string[] }> {
  const ids: number[] = [];
  const emails: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const caregiver = await registerCaregiver(t.app, { full_name: `Siti Rahayu ${LETTERS[i % 26]}${LETTERS[Math.floor(i / 26) % 26]}` });
    const answer = await register(t.app, caregiver.token, { lpk_id: LPK, consent: true });
    expect(answer.status).toBe(201);
    ids.push(answer.body.data.id as number);
    emails.push(caregiver.email);
  }
  return { ids, emails };
}

const isDigest = (mail: CaughtMail) => mail.subject.includes(lpkName) && /pendaftar baru|new applicant/i.test(mail.subject);
const digestsTo = async (to: string) => (await inbox.to(to)).filter(isDigest);

/** Waits until `to` has `count` digests (and a moment more: a second copy would come after), and returns them. */
async function digests(to: string, count: number): Promise<CaughtMail[]> {
  const deadline = Date.now() + 15_000;
  while ((await digestsTo(to)).length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  await new Promise((resolve) => setTimeout(resolve, 300));
  return digestsTo(to);
}

/** Every digest of every staff member sent, and the interval over (the next registrations start a new window). */
async function flush(): Promise<void> {
  clock.advance(minutes(16));
  await t.app.mail.tick();
}

test('50 registrations in one window: one digest per staff member listing them; the next window brings a new one', async () => {
  const first = await registrations(50);
  // Nothing was mailed to the staff with each registration.
  expect(await digestsTo(staffA.email)).toEqual([]);
  const written = await t.app.mail.tick();
  expect(written.enqueued).toBe(2);

  const [a] = await digests(staffA.email, 1);
  expect(await digests(staffA.email, 1)).toHaveLength(1);
  expect(a!.subject).toBe(`50 pendaftar baru di ${lpkName}`);
  const listed = first.ids.slice(0, 20).map((id) => `#${id}`);
  expect(a!.text).toContain(`Nomor pendaftaran: ${listed.join(', ')} dan 30 lainnya.`);
  expect(a!.text).toContain('https://lpk.test/admin/applicants');
  const [b] = await digests(staffB.email, 1);
  expect(b!.subject).toBe(`50 new applicants at ${lpkName}`);
  expect(b!.text).toContain(`Registration numbers: ${listed.join(', ')} and 30 more.`);
  for (const mail of [a!, b!]) {
    for (const absent of ['Siti', 'Rahayu', ...first.emails.slice(0, 5), '812']) {
      expect(mail.text).not.toContain(absent);
      expect(mail.html).not.toContain(absent);
    }
  }

  // Within the window: three more wait, however often the scan runs.
  const second = await registrations(3);
  await t.app.mail.tick();
  clock.advance(minutes(14));
  expect((await t.app.mail.tick()).enqueued).toBe(0);
  expect(await digests(staffA.email, 1)).toHaveLength(1);

  // The window is over: one new digest each, listing only what arrived since.
  clock.advance(minutes(2));
  expect((await t.app.mail.tick()).enqueued).toBe(2);
  const [, next] = await digests(staffA.email, 2);
  expect(next!.subject).toBe(`3 pendaftar baru di ${lpkName}`);
  expect(next!.text).toContain(`Nomor pendaftaran: ${second.ids.map((id) => `#${id}`).join(', ')}.`);
  expect(next!.text).not.toContain(`#${first.ids[49]}`);
  expect((await digests(staffB.email, 2))[1]!.subject).toBe(`3 new applicants at ${lpkName}`);
  // Nothing left to send.
  expect((await t.app.mail.tick()).enqueued).toBe(0);
  clock.advance(minutes(16));
  expect((await t.app.mail.tick()).enqueued).toBe(0);
});

test('one registration: the digest names it and links to it', async () => {
  await flush();
  const { ids } = await registrations(1);
  await t.app.mail.tick();
  const mail = (await digests(staffA.email, 3))[2]!;
  expect(mail.subject).toBe(`Pendaftar baru di ${lpkName}`);
  expect(mail.text).toContain(`https://lpk.test/admin/applicants/${ids[0]}`);
  expect(mail.text).toContain(`Nomor pendaftaran: #${ids[0]}.`);
});

test('two nodes scanning at once write one digest per staff member', async () => {
  await flush();
  const before = (await digestsTo(staffB.email)).length;
  await registrations(4);
  const config = { ...t.app.config, mail: mailSettings(inbox, clock) };
  const other = await buildApp({ logger: false, config, ...(config.databaseUrl ? {} : { db: t.app.db }) });
  try {
    const [here, there] = await Promise.all([t.app.mail.tick(), other.mail.tick()]);
    expect(here.enqueued + there.enqueued).toBe(2);
  } finally {
    await other.close();
  }
  await t.app.mail.tick();
  const mails = await digests(staffB.email, before + 1);
  expect(mails).toHaveLength(before + 1);
  expect(mails[before]!.subject).toBe(`4 new applicants at ${lpkName}`);
});

test('a staff member who turned new-registration mails off gets no digest; the registrations do not wait for them', async () => {
  await flush();
  const before = (await digestsTo(staffB.email)).length;
  const beforeA = (await digestsTo(staffA.email)).length;
  expect((await call(t.app, 'POST', '/api/lpk/mail/preferences', { token: staffB.token, body: { new_registration: false } })).status).toBe(200);
  await registrations(2);
  expect((await t.app.mail.tick()).enqueued).toBe(1);
  expect(await digests(staffA.email, beforeA + 1)).toHaveLength(beforeA + 1);
  expect(await digestsTo(staffB.email)).toHaveLength(before);
  const waiting = await t.app.db.selectFrom('mail_digest_items').select('registration_id').where('user_id', '=', staffB.id).execute();
  expect(waiting).toEqual([]);
});
