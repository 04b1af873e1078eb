import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { classify } from '../src/modules/mail/transport';
import { backoffMs } from '../src/modules/mail/worker';
import { call, createTestApp, registerCaregiver, type TestApp } from './helpers';
import { mailSettings, TestClock, withMail } from './mail-helpers';
import { startInbox, type Inbox } from './maildev';
import { eventually } from './realtime-http-api-helpers';

/**
 * The outbox and its worker against MailDev (a real SMTP server in its own process), on SQLite and
 * on PostgreSQL: no mail lost while the SMTP server is down, a retry is the same mail (one
 * Message-ID), a day of failures marks it failed, and two workers on one database never send one
 * mail twice (FOR UPDATE SKIP LOCKED on PostgreSQL; one write lock on SQLite).
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

const outboxRow = (app: FastifyInstance, to: string) => app.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).executeTakeFirstOrThrow();
const ready = async (app: FastifyInstance) => (await call(app, 'GET', '/health/ready')).body.data.checks.mail;

/** Writes `count` password-reset mails for one account straight into the outbox (as a use case would, in a transaction). */
async function enqueueMany(app: FastifyInstance, prefix: string, count: number): Promise<string[]> {
  const addresses = Array.from({ length: count }, (_, i) => `${prefix}.${i}@example.id`);
  await app.db.transaction().execute(async (trx) => {
    for (const to of addresses) {
      const link = await app.mail.createLink(trx, { purpose: 'password_reset', userId: null, email: to, ttlMs: 60_000 });
      await app.mail.enqueue(trx, { template: 'password_reset', to, locale: 'id', data: { name: 'Rina', link } });
    }
  });
  return addresses;
}

test('a mail enqueued in a transaction that rolls back is never sent', async () => {
  const to = `rollback.${Date.now()}@example.id`;
  await expect(
    t.app.db.transaction().execute(async (trx) => {
      await t.app.mail.enqueue(trx, { template: 'email_changed', to, locale: 'id', data: { name: 'Rina' } });
      throw new Error('the cause failed');
    }),
  ).rejects.toThrow('the cause failed');
  await t.app.mail.tick();
  expect(await t.app.db.selectFrom('mail_outbox').select('id').where('to_address', '=', to).execute()).toEqual([]);
  expect(await inbox.to(to)).toEqual([]);
});

test('SMTP stopped -> a reset asked -> SMTP started -> the mail arrives, with one Message-ID', async () => {
  const { email } = await registerCaregiver(t.app);
  await inbox.waitFor((m) => m.to === email);
  await inbox.process.stop();
  try {
    expect((await call(t.app, 'POST', '/api/lpk/forgot-password', { body: { email } })).status).toBe(200);
    // The link and its mail are written after the answer (enumeration: the answer does the same work for any
    // address), and the worker may be woken by it: its first try fails, whoever makes it.
    await eventually(
      async () => {
        await t.app.mail.tick();
        const row = await t.app.db
          .selectFrom('mail_outbox')
          .select('attempts')
          .where('to_address', '=', email)
          .where('template', '=', 'password_reset')
          .executeTakeFirst();
        return (row?.attempts ?? 0) >= 1;
      },
      5_000,
      'the reset mail written after the answer, tried once',
    );
    const waiting = await t.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', email)
      .where('template', '=', 'password_reset')
      .executeTakeFirstOrThrow();
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.last_error).toMatch(/^E[A-Z]+/);
    // The next try waits (back-off from 15 s); the process is fine and /health/ready stays 200, with mail degraded and why.
    expect(Date.parse(waiting.next_attempt_at) - clock.now()).toBeGreaterThan(10_000);
    const check = await ready(t.app);
    expect(check.status).toBe('degraded');
    expect((await call(t.app, 'GET', '/health/ready')).status).toBe(200);
    expect(check.detail.backlog).toBeGreaterThanOrEqual(1);
    expect(check.detail.last_error).toMatch(/^E[A-Z]+/);
    expect(check.detail.last_error).not.toContain('@');
    // Still down: the worker's check finds no server, and the mail keeps waiting for its back-off.
    expect((await t.app.mail.tick()).sent).toBe(0);
    expect((await t.app.db.selectFrom('mail_outbox').select('attempts').where('id', '=', waiting.id).executeTakeFirstOrThrow()).attempts).toBe(1);
  } finally {
    await inbox.process.restart();
  }
  // Back: the next check finds the server, and the waiting mail goes at once (not 15-30 min later).
  expect((await t.app.mail.tick()).sent).toBeGreaterThanOrEqual(1);
  const mail = await inbox.waitFor((m) => m.to === email && m.subject === 'Atur ulang password Anda');
  const row = await t.app.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', email)
    .where('template', '=', 'password_reset')
    .executeTakeFirstOrThrow();
  expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  expect(await inbox.header(mail.id, 'Message-ID')).toBe(`<${row.message_id}@lpk.test>`);
  expect(await ready(t.app)).toMatchObject({ status: 'up', detail: { backlog: 0 } });
});

test('a mail not sent within a day is marked failed (and stays in the outbox for support)', async () => {
  const [to] = await enqueueMany(t.app, `day.${Date.now()}`, 1);
  await inbox.process.stop();
  try {
    await t.app.mail.tick();
    for (let hour = 0; hour < 25; hour += 1) {
      clock.advance(60 * 60_000);
      await t.app.mail.tick();
    }
  } finally {
    await inbox.process.restart();
  }
  const row = await outboxRow(t.app, to!);
  expect(row.status).toBe('failed');
  expect(row.attempts).toBeGreaterThan(5);
  expect((await ready(t.app)).detail.failed).toBeGreaterThanOrEqual(1);
  await t.app.mail.tick();
  expect(await inbox.to(to!)).toEqual([]);
});

test('a mail a dead node began sending (its lease ran out) is sent by another, as the same mail', async () => {
  const [to] = await enqueueMany(t.app, `lease.${Date.now()}`, 1);
  const past = new Date(clock.now() - 1000).toISOString();
  await t.app.db
    .updateTable('mail_outbox')
    .set({ status: 'sending', locked_by: 'dead-node', locked_until: past, attempts: 1 })
    .where('to_address', '=', to!)
    .execute();
  await t.app.mail.tick();
  const mail = await inbox.waitFor((m) => m.to === to);
  const row = await outboxRow(t.app, to!);
  expect(row).toMatchObject({ status: 'sent', attempts: 2, locked_by: null });
  expect(await inbox.header(mail.id, 'Message-ID')).toBe(`<${row.message_id}@lpk.test>`);
});

test('two workers on one database, each sending over 5 connections at once, never send one mail twice', async () => {
  // A second node of the same deployment: its own pool on the same PostgreSQL schema, or the same SQLite database.
  const config = { ...t.app.config, mail: mailSettings(inbox, clock, { maxConnections: 5 }) };
  const other = await buildApp({ logger: false, config, ...(config.databaseUrl ? {} : { db: t.app.db }) });
  try {
    const addresses = await enqueueMany(t.app, `twice.${Date.now()}`, 200);
    // Up to 10 mails in flight per node, claimed as sends finish.
    await Promise.all([t.app.mail.tick(), other.mail.tick(), t.app.mail.tick(), other.mail.tick()]);
    await t.app.mail.tick();
    const caught = await waitForAll(addresses);
    expect(caught).toHaveLength(200);
    const ids = caught.map((mail) => mail.headers['message-id']);
    expect(new Set(ids).size).toBe(200);
    const rows = await t.app.db.selectFrom('mail_outbox').select(['status', 'attempts']).where('to_address', 'in', addresses).execute();
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  } finally {
    await other.close();
  }
});

async function waitForAll(addresses: string[]) {
  const wanted = new Set(addresses);
  const deadline = Date.now() + 15_000;
  for (;;) {
    const caught = (await inbox.list()).filter((mail) => wanted.has(mail.to));
    if (caught.length >= addresses.length || Date.now() > deadline) {
      // A little longer: a duplicate would arrive after the last first copy.
      await new Promise((resolve) => setTimeout(resolve, 300));
      return (await inbox.list()).filter((mail) => wanted.has(mail.to));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('an SMTP peer that answers garbage never ends the process: the mail waits and /health/ready says so', async () => {
  const garbage = net.createServer((socket) => {
    socket.on('error', () => undefined);
    socket.end('HELLO?? \x00\xff not smtp\r\n');
  });
  await new Promise<void>((resolve) => garbage.listen(0, '127.0.0.1', resolve));
  const port = (garbage.address() as net.AddressInfo).port;
  const broken = await createTestApp({ mail: mailSettings(undefined, clock, { smtpUrl: `smtp://127.0.0.1:${port}` }) });
  const { app } = broken;
  try {
    const [to] = await enqueueMany(app, `garbage.${Date.now()}`, 1);
    const result = await app.mail.tick();
    expect(result.retried).toBe(1);
    expect((await outboxRow(app, to!)).status).toBe('pending');
    const check = await ready(app);
    expect(check.status).toBe('degraded');
    expect(check.detail.last_error).toMatch(/^E[A-Z]+/);
    expect((await call(app, 'GET', '/health/live')).status).toBe(200);
  } finally {
    await broken.close();
    garbage.close();
  }
});

test('without SMTP_URL mails wait in the outbox and /health/ready reports the mail check off', async () => {
  const idle = await createTestApp(withMail(undefined, clock));
  try {
    await enqueueMany(idle.app, `idle.${Date.now()}`, 2);
    expect((await idle.app.mail.tick()).sent).toBe(0);
    const check = await ready(idle.app);
    expect(check).toMatchObject({ status: 'off', detail: { backlog: 2, failed: 0 } });
    expect((await call(idle.app, 'GET', '/health/ready')).status).toBe(200);
  } finally {
    await idle.close();
  }
});

test('back-off doubles from 15 s to at most 30 min, spread by ±20 %', () => {
  expect(backoffMs(1, () => 0.5)).toBe(15_000);
  expect(backoffMs(2, () => 0.5)).toBe(30_000);
  expect(backoffMs(5, () => 0.5)).toBe(240_000);
  expect(backoffMs(30, () => 0.5)).toBe(30 * 60_000);
  expect(backoffMs(1, () => 0)).toBe(12_000);
  expect(backoffMs(1, () => 1)).toBe(18_000);
});

test("an SMTP server's refusals: a refused recipient or message (5xx) is final; a refused login, 4xx and connection errors are retried", () => {
  expect(classify({ code: 'EENVELOPE', responseCode: 550, message: 'mailbox unavailable' })).toMatchObject({ permanent: true, kind: 'EENVELOPE 550' });
  expect(classify({ code: 'EMESSAGE', responseCode: 552, message: 'too big' })).toMatchObject({ permanent: true });
  expect(classify({ code: 'EAUTH', responseCode: 535, message: 'bad login' })).toMatchObject({ permanent: false, kind: 'EAUTH 535' });
  // A 4xx is this mail's (its own back-off); no reply at all is the server's (sent as soon as it answers again).
  expect(classify({ code: 'EENVELOPE', responseCode: 451, message: 'try later' })).toMatchObject({ permanent: false, unreachable: false });
  expect(classify({ code: 'ESOCKET', message: 'connect ECONNREFUSED' })).toMatchObject({ permanent: false, kind: 'ESOCKET', unreachable: true });
  expect(classify('odd')).toMatchObject({ permanent: false, kind: 'ERROR' });
});
