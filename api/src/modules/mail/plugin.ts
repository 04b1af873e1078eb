import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database';
import { createLink, findLink, useLink, type LinkLookup, type LinkPurpose, type LinkRef, type LinkRow } from './links';
import { enqueueMail, outboxStats, type Enqueued, type MailRequest } from './outbox';
import type { TemplateName } from './templates';
import { smtpTransport } from './transport';
import { MailWorker, type Scanner, type TickResult } from './worker';

/**
 * `app.mail`: what the other modules use to send mail (docs/mail.md). Everything that writes takes
 * the caller's transaction (`db`), so a mail and its one-use link commit or roll back with the
 * change that causes them; call `wake()` after the commit to send at once.
 */
export interface MailService {
  /**
   * Writes a mail into the outbox (outbox.ts enqueueMail); null when the recipient turned this
   * notification off. Its lane follows from the template's kind: account mails go ahead of notifications.
   */
  enqueue<N extends TemplateName>(db: Db, request: MailRequest<N>): Promise<Enqueued | null>;
  /** A one-use link for the mail's data (links.ts); its token exists only in the mail. */
  createLink(db: Db, input: { purpose: LinkPurpose; userId: number | null; email: string; ttlMs: number }): Promise<LinkRef>;
  /** The link of a token, and whether it can be used (nothing changes). */
  findLink(db: Db, purpose: LinkPurpose, token: string): Promise<LinkLookup>;
  /** Uses a link, in the transaction of what it allows: of two requests, one gets true. */
  useLink(db: Db, link: LinkRow): Promise<boolean>;
  /** The mail clock (the worker's; tests move it). */
  now(): number;
  /** A mail was enqueued and committed: send now rather than at the next poll. */
  wake(): void;
  /** One worker round now (scanners, then due mails): tests drive the worker with it. */
  tick(): Promise<TickResult>;
  /** A scanner that turns state into mails, run by the worker (notifications/unread.ts). */
  addScanner(name: string, scanner: Scanner): void;
  /** Whether this node sends (SMTP_URL set); without it mails wait in the outbox. */
  readonly sending: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

/** What /health/ready shows of an error: its kind (`ECONNECTION`, `EAUTH 535`), never a message that may hold an address. */
const errorKind = (error: string | null) => (error === null ? null : (error.split(':')[0] ?? '').slice(0, 40));

export default fp(
  async (app: FastifyInstance) => {
    const settings = app.config.mail;
    const log = app.log.child({ module: 'mail' });
    const transport = settings.smtpUrl
      ? smtpTransport(settings.smtpUrl, (error) => log.error({ err: error }, 'SMTP client error (the mail waits in the outbox)'), {
          maxConnections: settings.maxConnections,
        })
      : undefined;
    if (!transport) log.info('SMTP_URL is not set: mails are kept in the outbox and not sent');
    const worker = new MailWorker({
      db: app.db,
      settings,
      transport,
      log,
      node: `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`,
      env: {
        appUrl: app.config.appUrl,
        apiUrl: app.config.site.apiBaseUrl || app.config.appUrl,
        appKey: settings.appKey,
        supportUrl: app.config.site.chatUrl,
      },
    });

    const service: MailService = {
      enqueue: (db, request) => enqueueMail(db, request, { now: settings.clock() }),
      createLink: (db, input) => createLink(db, settings.appKey, { ...input, now: settings.clock() }),
      findLink: (db, purpose, token) => findLink(db, purpose, token, settings.clock()),
      useLink: (db, link) => useLink(db, link, settings.clock()),
      now: () => settings.clock(),
      wake: () => worker.wake(),
      tick: () => worker.tick(),
      addScanner: (name, scanner) => worker.addScanner(name, scanner),
      get sending() {
        return worker.sending;
      },
    };
    app.decorate('mail', service);

    // Not essential: a mail server outage must not take the nodes out of rotation (mails wait).
    // `degraded` while mails wait after a failed try (the backlog and the last error's kind say
    // why; someone should look), `up` otherwise; `off` without SMTP_URL.
    app.readiness.add(
      'mail',
      async () => {
        const stats = await outboxStats(app.db, settings.clock());
        const failing = stats.backlog > 0 && stats.last_error !== null;
        return {
          status: !transport ? 'off' : failing ? 'degraded' : 'up',
          detail: { backlog: stats.backlog, failed: stats.failed, oldest_s: stats.oldest_s, last_error: errorKind(stats.last_error) },
        };
      },
      { essential: false },
    );

    app.addHook('onReady', async () => worker.start());
    // Before the database closes (onClose): the round under way finishes.
    app.addHook('preClose', async () => worker.stop());
  },
  { name: 'mail', dependencies: ['health'] },
);
