import { claimDue, enqueueMail } from '../src/modules/mail/outbox';
import { createTestApp, type TestApp } from './helpers';
import { newRegistrationRows, TestClock, withMail } from './mail-helpers';
import { startInbox, type Inbox } from './maildev';

/**
 * The outbox's lanes against MailDev, on SQLite and PostgreSQL: account mails (here a password
 * reset) are claimed before any notification, so a reset enqueued while 10,000 notifications wait
 * arrives while most of them still wait, not after them. No timing target here (the mail bench,
 * api/bench/mail-bench.ts, measures it): only that it overtakes the queue, within a generous bound.
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

const BACKLOG = 10_000;

/** `count` new-registration notices written straight into the outbox (as 10,000 enqueues would leave it). */
async function queueNotifications(count: number, dueIn = 0): Promise<void> {
  const at = new Date(clock.now() + dueIn).toISOString();
  const rows = newRegistrationRows(count, at, (i) => `staf.${i}@lanes.example.id`, 'LPK Antrean');
  await t.app.db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 200)
      await trx
        .insertInto('mail_outbox')
        .values(rows.slice(i, i + 200))
        .execute();
  });
}

const waiting = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('kind', '=', 'new_registration')
        .where('status', 'in', ['pending', 'sending'])
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The mails MailDev caught for one address (its REST API filters; the inbox holds thousands here). */
async function caughtFor(to: string): Promise<unknown[]> {
  const response = await fetch(`${inbox.process.webUrl}/api/email?${new URLSearchParams({ 'to.address': to })}`);
  return (await response.json()) as unknown[];
}

test('a password reset enqueued behind 10,000 notifications arrives before they have drained', async () => {
  await queueNotifications(BACKLOG);
  expect(await waiting()).toBe(BACKLOG);
  // The worker (started when the app is ready) is busy with the notifications when the reset is asked for.
  await t.app.ready();
  t.app.mail.wake();
  const busy = Date.now() + 30_000;
  while ((await waiting()) > BACKLOG - 20 && Date.now() < busy) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(await waiting()).toBeLessThanOrEqual(BACKLOG - 20);

  const to = `reset.${Date.now()}@example.id`;
  await t.app.db.transaction().execute(async (trx) => {
    const link = await t.app.mail.createLink(trx, { purpose: 'password_reset', userId: null, email: to, ttlMs: 60 * 60_000 });
    await t.app.mail.enqueue(trx, { template: 'password_reset', to, locale: 'id', data: { name: 'Rina', link } });
  });
  t.app.mail.wake();
  const deadline = Date.now() + 60_000;
  while ((await caughtFor(to)).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  const left = await waiting();
  expect(await caughtFor(to)).toHaveLength(1);
  // Most of the queue was still there: the reset did not wait its turn.
  expect(left).toBeGreaterThan(BACKLOG / 2);
  // The rest is not this file's business.
  await t.app.db.deleteFrom('mail_outbox').where('kind', '=', 'new_registration').where('status', '=', 'pending').execute();
  // The sends under way finish (or go back to pending, and are deleted).
  while ((await waiting()) > 0) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    await t.app.db.deleteFrom('mail_outbox').where('kind', '=', 'new_registration').where('status', '=', 'pending').execute();
  }
}, 120_000);

test('account mails are claimed first even when older notifications are due', async () => {
  // Due in an hour (the running worker leaves them alone); claimed here as a worker would then.
  const hour = 60 * 60_000;
  await queueNotifications(30, hour);
  const to = `verify.${Date.now()}@example.id`;
  await t.app.db.transaction().execute(async (trx) => {
    const link = await t.app.mail.createLink(trx, { purpose: 'verify_email', userId: null, email: to, ttlMs: 2 * hour });
    await enqueueMail(trx, { template: 'verify_email', to, locale: 'en', data: { name: 'Rina', link, reason: 'signup' } }, { now: clock.now() + hour });
  });
  const [first, ...rest] = await claimDue(t.app.db, { now: clock.now() + hour, limit: 5, node: 'test-node', leaseMs: 60_000 });
  expect(first).toMatchObject({ to_address: to, kind: 'account' });
  expect(rest.map((row) => row.kind)).toEqual(['new_registration', 'new_registration', 'new_registration', 'new_registration']);
  // Oldest first within the notifications.
  expect(rest.map((row) => row.id)).toEqual([...rest.map((row) => row.id)].sort((a, b) => a - b));
  await t.app.db.deleteFrom('mail_outbox').where('kind', '=', 'new_registration').execute();
});
