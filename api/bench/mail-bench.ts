/**
 * Mail benchmark (`npm run bench:mail -w @kaigo/api`, part of `npm run bench -w @kaigo/api`): the
 * outbox worker against a real SMTP server, MailDev in its own process (scripts/maildev.cjs),
 * started by the bench, the way `npm start` sends mail. Three measurements, on SQLite (a file, as
 * `npm start` keeps it) and on PostgreSQL when DATABASE_URL is set:
 *
 *   throughput  BENCH_MAILS (2,000) notification mails queued, one node draining them: mails a
 *               second, counted by MailDev (its REST API), from the first to the last caught.
 *               Target >= 100 a second.
 *   reset       10,000 notification mails queued (BENCH_BACKLOG), the worker draining them; a
 *               password reset is then enqueued as the forgot-password route does (its
 *               transaction, then `wake()`): the time until MailDev holds it, and how many of the
 *               notifications were still waiting then. Target <= 5 s.
 *   two nodes   two nodes (each its own database connection and worker) drain BENCH_MAILS mails
 *               of one outbox at once: MailDev must hold each Message-ID once.
 *
 * Each measurement gives up after BENCH_MAIL_LIMIT seconds (60) and says so. The rows are written
 * straight into mail_outbox (the worker reads nothing else); their data is what the
 * new-registration template takes. Knobs: BENCH_MAILS, BENCH_BACKLOG, BENCH_MAIL_LIMIT,
 * BENCH_DATABASES (`sqlite,postgres`; default sqlite, plus postgres when DATABASE_URL is set).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startMailDev, type MailDevProcess } from '../../scripts/maildev.cjs';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { createDb, dropPgSchema, ensurePgSchema, migrateToLatest, type Db } from '../src/db/database';
import { mailSettings } from '../src/modules/mail/settings';

const env = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};
const MAILS = env('BENCH_MAILS', 2_000);
const BACKLOG = env('BENCH_BACKLOG', 10_000);
const LIMIT_MS = env('BENCH_MAIL_LIMIT', 60) * 1000;
const TARGET_RATE = 100;
const TARGET_RESET_MS = 5_000;
const DATABASE_URL = process.env.DATABASE_URL || undefined;
const DATABASES = (process.env.BENCH_DATABASES ?? (DATABASE_URL ? 'sqlite,postgres' : 'sqlite')).split(',').filter((d) => d === 'sqlite' || d === 'postgres');

/**
 * The outbox before issue 37 (one mail at a time over a new connection each, oldest first),
 * measured with this bench on this machine (2 cores, shared; load average about 6) at commit
 * 5ef1e3c, limit 40 s: printed beside each result.
 */
const BEFORE: Record<'sqlite' | 'postgres', { rate: string; reset: string; pair: string }> = {
  sqlite: { rate: '7.1 mails/s', reset: 'not delivered within 40 s (behind 10,000 at 7 a second: ~24 min)', pair: '551 in 40 s, no duplicates' },
  postgres: { rate: '6.7 mails/s', reset: 'not delivered within 40 s (~25 min)', pair: '566 in 40 s, no duplicates' },
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Where {
  kind: 'sqlite' | 'postgres';
  config: Partial<AppConfig>;
  cleanup(): Promise<void>;
}

/** A fresh, migrated database of its own. */
async function database(kind: 'sqlite' | 'postgres'): Promise<Where> {
  if (kind === 'postgres') {
    if (!DATABASE_URL) throw new Error('postgres needs DATABASE_URL');
    const schema = `bench_mail_${randomBytes(4).toString('hex')}`;
    await ensurePgSchema(DATABASE_URL, schema);
    return { kind, config: { databaseUrl: DATABASE_URL, pgSchema: schema }, cleanup: () => dropPgSchema(DATABASE_URL, schema) };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lpk-mail-bench-'));
  return {
    kind,
    config: { databaseUrl: undefined, sqlitePath: path.join(dir, 'bench.sqlite') },
    cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** A node: the real API (its mail worker polling every 200 ms, woken by enqueues) on the bench's database. */
async function node(where: Where, maildev: MailDevProcess): Promise<FastifyInstance> {
  const production = mailSettings(
    { smtpUrl: maildev.smtpUrl, from: 'Kaigo LPK <no-reply@lpk.test>', appUrl: 'https://lpk.test', production: false },
    () => 'bench-app-key-0123456789abcdef0123456789',
  );
  const app = await buildApp({
    logger: false,
    config: { ...where.config, seedDemo: false, appUrl: 'https://lpk.test', mail: { ...production, pollMs: 200 } },
  });
  return app;
}

/** `count` new-registration notices written straight into the outbox, in one transaction per 1,000. */
async function queueNotifications(db: Db, count: number, tag: string): Promise<void> {
  const at = new Date().toISOString();
  for (let start = 0; start < count; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - start) }, (_, i) => ({
      message_id: randomBytes(16).toString('hex'),
      template: 'new_registration',
      kind: 'new_registration',
      locale: i % 3 === 0 ? 'en' : 'id',
      to_address: `staf.${tag}.${start + i}@lpk.example.id`,
      user_id: null,
      data: JSON.stringify({ name: 'Staf LPK', registration_id: start + i + 1, lpk_name: 'LPK Bench Sejahtera' }),
      status: 'pending' as const,
      attempts: 0,
      next_attempt_at: at,
      locked_until: null,
      locked_by: null,
      last_error: null,
      waits_for_server: 0,
      created_at: at,
      sent_at: null,
    }));
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += 100)
        await trx
          .insertInto('mail_outbox')
          .values(rows.slice(i, i + 100))
          .execute();
    });
  }
}

async function caughtCount(maildev: MailDevProcess): Promise<number> {
  const response = await fetch(`${maildev.webUrl}/api/email/summary?limit=1`);
  return ((await response.json()) as { total: number }).total;
}

async function clear(maildev: MailDevProcess): Promise<void> {
  await fetch(`${maildev.webUrl}/api/email/all`, { method: 'DELETE' });
}

/** Mails a second from one node: the time from the first mail caught to the last (or to the limit). */
async function throughput(where: Where, maildev: MailDevProcess): Promise<{ rate: number; sent: number; seconds: number; complete: boolean }> {
  const setup = createDb(where.config as AppConfig);
  await migrateToLatest(setup, where.config.pgSchema);
  await queueNotifications(setup, MAILS, 'rate');
  await setup.destroy();
  await clear(maildev);
  const started = Date.now();
  const app = await node(where, maildev);
  await app.ready();
  let first: number | undefined;
  let sent = 0;
  try {
    while (Date.now() - started < LIMIT_MS) {
      sent = await caughtCount(maildev);
      if (sent > 0 && first === undefined) first = Date.now();
      if (sent >= MAILS) break;
      await sleep(100);
    }
  } finally {
    await app.db.deleteFrom('mail_outbox').execute();
    await app.close();
  }
  const seconds = (Date.now() - (first ?? started)) / 1000;
  return { rate: sent / Math.max(seconds, 0.001), sent, seconds, complete: sent >= MAILS };
}

/** A reset mail enqueued behind BACKLOG notifications: how long until MailDev holds it. */
async function resetBehindBacklog(where: Where, maildev: MailDevProcess): Promise<{ ms: number | undefined; waiting: number }> {
  const setup = createDb(where.config as AppConfig);
  await queueNotifications(setup, BACKLOG, 'backlog');
  await setup.destroy();
  await clear(maildev);
  const app = await node(where, maildev);
  await app.ready();
  try {
    // The worker is busy with the backlog when the reset comes.
    while ((await caughtCount(maildev)) < 20) await sleep(50);
    const to = `reset.${randomBytes(3).toString('hex')}@example.id`;
    const asked = Date.now();
    await app.db.transaction().execute(async (trx) => {
      const link = await app.mail.createLink(trx, { purpose: 'password_reset', userId: null, email: to, ttlMs: 60 * 60_000 });
      await app.mail.enqueue(trx, { template: 'password_reset', to, locale: 'id', data: { name: 'Rina', link } });
    });
    app.mail.wake();
    for (;;) {
      const response = await fetch(`${maildev.webUrl}/api/email?${new URLSearchParams({ 'to.address': to })}`);
      if (((await response.json()) as unknown[]).length > 0) {
        const ms = Date.now() - asked;
        const row = await app.db
          .selectFrom('mail_outbox')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', 'in', ['pending', 'sending'])
          .executeTakeFirstOrThrow();
        return { ms, waiting: Number(row.n) };
      }
      if (Date.now() - asked > LIMIT_MS) return { ms: undefined, waiting: -1 };
      await sleep(50);
    }
  } finally {
    await app.db.deleteFrom('mail_outbox').execute();
    await app.close();
  }
}

/** Two nodes draining one outbox: every Message-ID caught once. */
async function twoNodes(where: Where, maildev: MailDevProcess): Promise<{ caught: number; distinct: number; seconds: number }> {
  const setup = createDb(where.config as AppConfig);
  await queueNotifications(setup, MAILS, 'pair');
  await setup.destroy();
  await clear(maildev);
  const started = Date.now();
  const [a, b] = await Promise.all([node(where, maildev), node(where, maildev)]);
  await Promise.all([a.ready(), b.ready()]);
  try {
    while (Date.now() - started < LIMIT_MS && (await caughtCount(maildev)) < MAILS) await sleep(100);
    const seconds = (Date.now() - started) / 1000;
    // A duplicate would come after the last first copy.
    await sleep(1000);
    const mails = (await (await fetch(`${maildev.webUrl}/api/email`)).json()) as { headers?: Record<string, string> }[];
    const ids = mails.map((m) => m.headers?.['message-id'] ?? '');
    return { caught: ids.length, distinct: new Set(ids).size, seconds };
  } finally {
    await a.db.deleteFrom('mail_outbox').execute();
    await Promise.all([a.close(), b.close()]);
  }
}

async function main(): Promise<void> {
  const maildev = await startMailDev();
  process.on('exit', () => maildev.kill());
  console.log(`Mail bench: MailDev at ${maildev.smtpUrl}; ${MAILS} mails, a reset behind ${BACKLOG}; limit ${LIMIT_MS / 1000} s per measurement\n`);
  const lines: string[] = [];
  try {
    for (const kind of DATABASES as ('sqlite' | 'postgres')[]) {
      const where = await database(kind);
      try {
        const rate = await throughput(where, maildev);
        const reset = await resetBehindBacklog(where, maildev);
        const pair = await twoNodes(where, maildev);
        const ok = (pass: boolean) => (pass ? 'ok' : 'MISSED');
        lines.push(
          `${kind}/throughput  ${rate.rate.toFixed(1)} mails/s (${rate.sent} in ${rate.seconds.toFixed(1)} s${rate.complete ? '' : ', limit reached'})  target >= ${TARGET_RATE}: ${ok(rate.rate >= TARGET_RATE)}`,
          `${kind}/reset       ${reset.ms === undefined ? `not delivered within ${LIMIT_MS / 1000} s` : `${reset.ms} ms, ${reset.waiting} notifications still waiting`}  target <= ${TARGET_RESET_MS} ms: ${ok(reset.ms !== undefined && reset.ms <= TARGET_RESET_MS)}`,
          `${kind}/two-nodes   ${pair.caught} mails caught, ${pair.distinct} distinct Message-IDs in ${pair.seconds.toFixed(1)} s  no duplicates: ${ok(pair.caught === pair.distinct)}`,
        );
        lines.push(`${kind}/before      ${BEFORE[kind].rate}; reset ${BEFORE[kind].reset}; two nodes ${BEFORE[kind].pair}`);
        console.log(lines.slice(-4).join('\n'));
      } finally {
        await where.cleanup();
      }
    }
  } finally {
    await maildev.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
