import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createOwnDatabase, type OwnDatabase } from './faults/pg-admin';
import { mailSettings, newRegistrationRows, TestClock } from './mail-helpers';
import { startInbox, type Inbox } from './maildev';

/**
 * The mail lanes when PostgreSQL goes away mid-drain (its own database, every connection
 * terminated and new ones refused, then back): the process lives, and once the database is back
 * every mail of the outbox is delivered — account mails and notifications alike — with the
 * Message-ID it was queued with, so a mail sent just before the outage and sent again after its
 * lease ran out is the same message to the receiving server (which drops the copy), never a new one.
 * Nothing is lost. Needs PostgreSQL (DATABASE_URL, as CI's PostgreSQL pass sets it).
 */
const serverUrl = process.env.DATABASE_URL;
const describePg = serverUrl ? describe : describe.skip;

const NOTIFICATIONS = 600;
const RESETS = 20;
/** The worker's lease on a claimed mail (modules/mail/worker.ts LEASE_MS), and a second more. */
const PAST_LEASE_MS = 5 * 60_000 + 1_000;

describePg('mail lanes across a PostgreSQL outage (own database)', () => {
  let database: OwnDatabase;
  let inbox: Inbox;
  let app: FastifyInstance;
  let uploadDir: string;
  const clock = new TestClock();

  beforeAll(async () => {
    database = await createOwnDatabase(serverUrl!, 'mailout');
    inbox = await startInbox();
    uploadDir = mkdtempSync(path.join(os.tmpdir(), 'lpk-mail-outage-'));
    app = await buildApp({
      logger: false,
      config: {
        databaseUrl: database.url,
        pgSchema: undefined,
        seedDemo: false,
        uploadDir,
        appUrl: 'https://lpk.test',
        mail: mailSettings(inbox, clock, { pollMs: 50 }),
      },
    });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await inbox?.close();
    await database?.drop();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  /** Notifications written straight into the outbox (as many enqueues would leave it), then reset mails through the mail service. */
  async function queue(): Promise<void> {
    const at = new Date(clock.now()).toISOString();
    const rows = newRegistrationRows(NOTIFICATIONS, at, (i) => `staf.${i}@outage.example.id`, 'LPK Padam');
    for (let i = 0; i < rows.length; i += 200)
      await app.db
        .insertInto('mail_outbox')
        .values(rows.slice(i, i + 200))
        .execute();
    for (let i = 0; i < RESETS; i += 1) {
      const to = `rina.${i}@outage.example.id`;
      await app.db.transaction().execute(async (trx) => {
        const link = await app.mail.createLink(trx, { purpose: 'password_reset', userId: null, email: to, ttlMs: 60 * 60_000 });
        await app.mail.enqueue(trx, { template: 'password_reset', to, locale: 'id', data: { name: 'Rina', link } });
      });
    }
  }

  const caughtCount = async () => (await inbox.list()).length;
  const unsent = async () =>
    Number(
      (
        await app.db
          .selectFrom('mail_outbox')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '!=', 'sent')
          .executeTakeFirstOrThrow()
      ).n,
    );

  test('cut off mid-drain: the process lives; once back, every mail arrives under its own Message-ID, none lost', async () => {
    await queue();
    await app.ready();
    app.mail.wake();

    // The worker is sending when the database goes away.
    const deadline = Date.now() + 30_000;
    while ((await caughtCount()) < 40 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await caughtCount()).toBeGreaterThanOrEqual(40);
    await database.cutOff();
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      // Alive and answering while the database is away.
      expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
      await expect(app.mail.tick()).rejects.toBeDefined();
    } finally {
      await database.restore();
    }

    // Back: the mails leased when it went away are taken again once their lease runs out (the worker's clock moves past it).
    clock.advance(PAST_LEASE_MS);
    const drainBy = Date.now() + 60_000;
    // (A pause each turn: while the node still counts the database down, both calls fail at once, and the reconnection probe is a timer.)
    while ((await unsent().catch(() => Number.POSITIVE_INFINITY)) > 0 && Date.now() < drainBy) {
      await app.mail.tick().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await unsent()).toBe(0);

    const outbox = await app.db.selectFrom('mail_outbox').select(['message_id', 'to_address']).execute();
    expect(outbox).toHaveLength(NOTIFICATIONS + RESETS);
    const caught = await inbox.list();
    const idOf = (headers: Record<string, string>) => (headers['message-id'] ?? '').replace(/^<|@.*$/g, '');
    const caughtIds = new Set(caught.map((mail) => idOf(mail.headers)));
    // Every queued mail arrived; nothing arrived that was not queued; a copy (if any) carries its original's Message-ID.
    expect(outbox.filter((row) => !caughtIds.has(row.message_id)).map((row) => row.to_address)).toEqual([]);
    const queued = new Set(outbox.map((row) => row.message_id));
    expect(caught.filter((mail) => !queued.has(idOf(mail.headers)))).toEqual([]);
    // The reset mails, account lane, are all there for their people.
    for (let i = 0; i < RESETS; i += 1) expect((await inbox.to(`rina.${i}@outage.example.id`)).length).toBeGreaterThanOrEqual(1);
  }, 120_000);
});
