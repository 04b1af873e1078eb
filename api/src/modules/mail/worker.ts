import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { purgeLinks } from './links';
import { claimDue, markFailed, markRetry, markSent, messageIdOf, purgeOutbox, retriesWaiting, retryNow, type OutboxRow } from './outbox';
import { renderMail, type RenderEnv } from './render';
import type { MailSettings } from './settings';
import { isTemplateName } from './templates';
import { classify, printable, SendFailure, type MailTransport } from './transport';

/**
 * The outbox worker of one node: every `pollMs` (and at once when woken) it sends every due mail,
 * account mails first (outbox.ts, lanes), up to 4 x SMTP_MAX_CONNECTIONS in flight over the SMTP
 * pool (transport.ts), claiming more as sends finish, so a reset enqueued behind thousands of
 * notifications is claimed within one send's time;
 * every `scanMs` it runs the scanners that turn state into mails (a message left unread,
 * notifications/unread.ts). A failure is tried again with exponential back-off (15 s, 30 s, 1 min
 * ... at most 30 min apart), with the same Message-ID; while mails wait for a retry, the worker
 * asks the SMTP server every `scanMs` whether it answers again, and if it does they go at once
 * (not at the end of their back-off). After `giveUpAfterMs` (a day) a mail is marked failed and
 * logged. Without a transport (no SMTP_URL, development and tests) mails wait in the outbox.
 */

/** Something that writes mails into the outbox from the state of the database (returns how many). */
export type Scanner = (db: Db, now: number) => Promise<number>;

export interface WorkerDeps {
  db: Db;
  settings: MailSettings;
  transport: MailTransport | undefined;
  env: RenderEnv;
  log: FastifyBaseLogger;
  /** This node's name in the outbox's leases. */
  node: string;
}

export interface TickResult {
  /** Mails the scanners wrote. */
  enqueued: number;
  sent: number;
  retried: number;
  failed: number;
}

/** Mails sent per round at most: then the scanners get their turn, and the next round (at once) takes the rest. */
const MAILS_PER_ROUND = 500;
/** Mails in flight per SMTP connection: one sending, the next ones ready to go when it is done. */
const IN_FLIGHT_PER_CONNECTION = 4;
/**
 * A node that began sending holds the mail this long: longer than nodemailer's time-outs added up
 * (10 s to connect, 10 s for the greeting, 30 s of silence) for each of the IN_FLIGHT_PER_CONNECTION
 * mails that may wait for one connection.
 */
const LEASE_MS = 5 * 60_000;
const BACKOFF_FIRST_MS = 15_000;
const BACKOFF_MAX_MS = 30 * 60_000;
const PURGE_EVERY_MS = 60 * 60_000;
/** After a round that failed (the database unreachable), the next one waits at least this long. */
const FAILED_ROUND_PAUSE_MS = 15_000;

/** When to try again after `attempts` failed tries: doubling from 15 s, at most 30 min, ±20 % so that nodes do not retry in step. */
export function backoffMs(attempts: number, random = Math.random): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

export class MailWorker {
  private readonly scanners = new Map<string, Scanner>();
  private timer: NodeJS.Timeout | undefined;
  /** The round running now (one at a time per node). */
  private current: Promise<unknown> = Promise.resolve();
  private busy = false;
  private again = false;
  private started = false;
  private stopped = false;
  private lastScan = Number.NEGATIVE_INFINITY;
  private lastPurge = Number.NEGATIVE_INFINITY;
  /** The last round stopped at MAILS_PER_ROUND with mails still due: the next one starts at once. */
  private more = false;

  constructor(private readonly deps: WorkerDeps) {}

  get sending(): boolean {
    return this.deps.transport !== undefined;
  }

  /** Adds a scanner (run every `scanMs`, and on every `tick()`). */
  addScanner(name: string, scanner: Scanner): void {
    if (this.scanners.has(name)) throw new Error(`mail scanner ${name} added twice`);
    this.scanners.set(name, scanner);
  }

  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    this.schedule(0);
  }

  /** Stops the loop and waits for the round under way (mails it took are finished or retried by another node after the lease). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.current.catch(() => undefined);
    this.deps.transport?.close();
  }

  /** Something was enqueued: a round now rather than at the next poll. */
  wake(): void {
    if (!this.started || this.stopped) return;
    if (this.busy) this.again = true;
    else this.schedule(0);
  }

  /**
   * One round now, after the one under way: every scanner, then every due mail. The loop calls it
   * on its own; tests call it to drive the worker with their clock.
   */
  tick(options: { scan?: boolean } = {}): Promise<TickResult> {
    const round = this.current.catch(() => undefined).then(() => this.round(options.scan ?? true));
    this.current = round;
    return round;
  }

  private schedule(delay: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.loop(), delay);
    this.timer.unref();
  }

  private async loop(): Promise<void> {
    if (this.stopped) return;
    this.busy = true;
    this.again = false;
    const now = this.deps.settings.clock();
    let failed = false;
    try {
      await this.tick({ scan: now - this.lastScan >= this.deps.settings.scanMs });
    } catch (error) {
      // The database went away mid-round: never the end of the process; the next round, a little
      // later than usual (no error line every poll while it is away), tries again.
      failed = true;
      this.deps.log.error({ err: error }, 'mail worker round failed');
    } finally {
      this.busy = false;
      const { pollMs } = this.deps.settings;
      if (!this.stopped) this.schedule(failed ? Math.max(pollMs, FAILED_ROUND_PAUSE_MS) : this.again || this.more ? 0 : pollMs);
    }
  }

  private async round(scan: boolean): Promise<TickResult> {
    const { db, settings } = this.deps;
    const result: TickResult = { enqueued: 0, sent: 0, retried: 0, failed: 0 };
    const now = settings.clock();
    if (scan) {
      this.lastScan = now;
      for (const [name, scanner] of this.scanners) {
        try {
          result.enqueued += await scanner(db, now);
        } catch (error) {
          this.deps.log.error({ err: error, scanner: name }, 'mail scanner failed');
        }
      }
    }
    if (now - this.lastPurge >= PURGE_EVERY_MS) {
      this.lastPurge = now;
      await purgeOutbox(db, now);
      await purgeLinks(db, now);
    }
    if (!this.deps.transport) return result;
    if (scan && (await retriesWaiting(db, now)) && (await this.deps.transport.reachable())) {
      const due = await retryNow(db, now);
      if (due) this.deps.log.info({ mails: due }, 'the SMTP server answers again: the mails waiting for a retry go now');
    }
    await this.drain(result);
    return result;
  }

  /**
   * Sends due mails with up to `maxConnections x IN_FLIGHT_PER_CONNECTION` in flight: whenever half the slots are free, a
   * claim takes as many due mails as there are free slots (account mails first), so each mail is
   * claimed just before its send (well inside its lease) and a reset waits for no more than the
   * sends under way. The mails sent meanwhile are recorded in the claim's transaction (one commit
   * for both, not one per mail). Stops when a claim finds fewer mails than it asked for, at
   * MAILS_PER_ROUND, or when the worker stops; returns after the last send of the round is recorded.
   */
  private async drain(result: TickResult): Promise<void> {
    const { db, settings, node } = this.deps;
    const slots = Math.max(1, settings.maxConnections) * IN_FLIGHT_PER_CONNECTION;
    const inFlight = new Set<Promise<void>>();
    /** Sent, not recorded yet. */
    const sent: number[] = [];
    let claimed = 0;
    let drained = false;
    let failure: unknown;
    this.more = false;
    for (;;) {
      const free = slots - inFlight.size;
      const budget = MAILS_PER_ROUND - claimed;
      const claiming = !drained && !this.stopped && failure === undefined && budget > 0 && (inFlight.size === 0 || free >= slots / 2);
      const limit = Math.min(free, budget);
      // What was sent is recorded with the next claim, or when the last send of the round is done.
      const recorded = claiming || inFlight.size === 0 ? sent.splice(0) : [];
      let rows: OutboxRow[] = [];
      if (claiming || recorded.length > 0) {
        try {
          rows = await db.transaction().execute(async (trx) => {
            if (recorded.length > 0) await markSent(trx, recorded, node, settings.clock());
            // Leases that ran out (a node died mid-send) are looked for once a round.
            return claiming ? claimDue(trx, { now: settings.clock(), limit, node, leaseMs: LEASE_MS, expired: claimed === 0 }) : [];
          });
        } catch (error) {
          // The database went away: what was sent stays leased (another try after the lease; same Message-ID).
          failure ??= error;
        }
      }
      if (claiming) {
        claimed += rows.length;
        if (rows.length < limit) drained = true;
      }
      for (const row of rows) {
        const sending: Promise<void> = this.deliver(row)
          .then(
            (outcome) => {
              if (outcome === 'sent') sent.push(row.id);
              result[outcome] += 1;
            },
            (error: unknown) => {
              // The database went away while recording it: the lease runs out and it is sent again.
              failure ??= error;
            },
          )
          .then(() => {
            inFlight.delete(sending);
          });
        inFlight.add(sending);
      }
      if (inFlight.size === 0 && sent.length === 0) break;
      if (inFlight.size > 0) await Promise.race(inFlight);
    }
    if (failure !== undefined) throw failure;
    this.more = !drained && !this.stopped && claimed >= MAILS_PER_ROUND;
  }

  /** Renders and sends one claimed mail; records a retry or a failure (a sent mail: the caller, drain()). */
  private async deliver(row: OutboxRow): Promise<'sent' | 'retried' | 'failed'> {
    const { db, settings, env, log, node } = this.deps;
    const transport = this.deps.transport!;
    const about = { mailId: row.id, template: row.template, attempt: row.attempts };
    let rendered;
    try {
      if (!isTemplateName(row.template)) throw new Error(`unknown template ${row.template}`);
      rendered = renderMail(row.template, row.locale, JSON.parse(row.data), { userId: row.user_id }, env);
    } catch (error) {
      // Data that does not fit its template never will: failed at once.
      log.error({ ...about, err: error }, 'mail failed: it cannot be rendered');
      await markFailed(db, row.id, node, `RENDER: ${error instanceof Error ? printable(error.message) : 'error'}`);
      return 'failed';
    }
    try {
      await transport.send({
        from: settings.from,
        to: row.to_address,
        messageId: messageIdOf(row, settings.messageIdDomain),
        date: new Date(row.created_at),
        ...rendered,
      });
    } catch (error) {
      const failure = error instanceof SendFailure ? error : classify(error);
      const now = settings.clock();
      const deadline = Date.parse(row.created_at) + settings.giveUpAfterMs;
      if (failure.permanent || now >= deadline) {
        log.error({ ...about, error: failure.kind }, failure.permanent ? 'mail failed: the mail server refused it' : 'mail failed: not sent within a day');
        await markFailed(db, row.id, node, `${failure.kind}: ${failure.message}`);
        return 'failed';
      }
      const next = Math.min(now + backoffMs(row.attempts), deadline);
      log.warn({ ...about, error: failure.kind, retryInS: Math.round((next - now) / 1000) }, 'mail not sent; will retry');
      await markRetry(db, row.id, node, next, `${failure.kind}: ${failure.message}`, failure.unreachable);
      return 'retried';
    }
    // Recorded by drain() with the next claim.
    log.info(about, 'mail sent');
    return 'sent';
  }
}
