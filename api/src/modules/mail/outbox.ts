import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { isPostgres } from '../../db/dialect';
import type { MailOutboxTable } from '../../db/schema';
import { sql, type Selectable } from 'kysely';
import { isEnabled } from './preferences';
import { mailLanguage } from './render';
import { TEMPLATES, type TemplateData, type TemplateName } from './templates';

/**
 * The outbox: every mail is a row, written in the transaction of the event that causes it, so a
 * mail is never lost (the event committed: its mail is there) nor sent for an event that rolled
 * back. The worker (worker.ts) claims due rows, sends them and records the outcome; on
 * PostgreSQL several nodes share the rows (FOR UPDATE SKIP LOCKED), on SQLite the claim is one
 * UPDATE ... RETURNING under the database's write lock.
 *
 * Two lanes, from the template's kind: account mails (a reset, a verification, an invitation:
 * someone is waiting for them now) are claimed before any notification, so thousands of queued
 * notifications never hold a reset back (migration 0023's index finds them).
 */

export type OutboxRow = Selectable<MailOutboxTable>;

/** `account`: mails of the account itself, sent first; `notification`: the rest, oldest first. */
export type Lane = 'account' | 'notification';

/** The lane of a mail, from its template's kind (templates/define.ts). */
export function laneOf(kind: string): Lane {
  return kind === 'account' ? 'account' : 'notification';
}

export interface MailRequest<N extends TemplateName> {
  template: N;
  /** The recipient's address. */
  to: string;
  /** `id` or `en` (anything else: Indonesian): the recipient's language, users.locale for a user. */
  locale: string;
  data: TemplateData<N>;
  /** The recipient's account: a notification is skipped when they turned its kind off; their account's deletion deletes the mail. */
  userId?: number | null;
}

export interface Enqueued {
  id: number;
  /** The unique part of its Message-ID. */
  messageId: string;
}

/** The Message-ID header of an outbox row: the same on every attempt. */
export function messageIdOf(row: Pick<OutboxRow, 'message_id'>, domain: string): string {
  return `<${row.message_id}@${domain}>`;
}

/**
 * Writes a mail into the outbox, with `db` being the caller's transaction (or the database when
 * the mail is the only write). Returns null when the recipient turned this kind of notification
 * off. Throws when the data does not fit the template (a programming error, never the user's).
 * The worker sends it within seconds; `app.mail.wake()` after the commit sends it at once.
 */
export async function enqueueMail<N extends TemplateName>(db: Db, request: MailRequest<N>, options: { now?: number } = {}): Promise<Enqueued | null> {
  const template = TEMPLATES[request.template];
  const data = (template.data as { parse(input: unknown): unknown }).parse(request.data);
  const userId = request.userId ?? null;
  if (template.kind !== 'account' && userId !== null && !(await isEnabled(db, userId, template.kind))) return null;
  const at = new Date(options.now ?? Date.now()).toISOString();
  // The Message-ID's own part; `<id@domain of MAIL_FROM>` when sent (messageIdOf).
  const messageId = randomBytes(16).toString('hex');
  const row = await db
    .insertInto('mail_outbox')
    .values({
      message_id: messageId,
      template: request.template,
      kind: template.kind,
      locale: mailLanguage(request.locale),
      to_address: request.to.trim().toLowerCase(),
      user_id: userId,
      data: JSON.stringify(data),
      status: 'pending',
      attempts: 0,
      next_attempt_at: at,
      locked_until: null,
      locked_by: null,
      last_error: null,
      waits_for_server: 0,
      created_at: at,
      sent_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, messageId };
}

/**
 * Takes up to `limit` due mails for this node (`node`): pending ones whose time has come, and
 * ones another node began sending but whose lease ran out (it died mid-send). Each taken row is
 * `sending`, leased to this node until `leaseUntil`, its attempt counted. On PostgreSQL rows
 * another node is taking at the same moment are skipped, not waited for.
 */
export async function claimDue(db: Db, input: { now: number; limit: number; node: string; leaseMs: number; expired?: boolean }): Promise<OutboxRow[]> {
  // Mails whose sender died mid-send (rare, and the oldest; `expired: false` leaves them to another claim), then account
  // mails, then the rest of the batch from both lanes.
  const rows = input.expired === false ? [] : await claim(db, input, input.limit, 'expired');
  if (rows.length < input.limit) rows.push(...(await claim(db, input, input.limit - rows.length, 'account')));
  if (rows.length < input.limit) rows.push(...(await claim(db, input, input.limit - rows.length, 'any')));
  return rows;
}

/**
 * One claim: `expired` takes rows another node began sending whose lease ran out; `account` and
 * `any` take pending rows that are due, in the order they became due (an index range, no sort,
 * however many wait), `account` only account mails.
 */
async function claim(db: Db, input: { now: number; node: string; leaseMs: number }, limit: number, which: 'expired' | 'account' | 'any'): Promise<OutboxRow[]> {
  const now = new Date(input.now).toISOString();
  const leaseUntil = new Date(input.now + input.leaseMs).toISOString();
  const postgres = isPostgres(db);
  const rows = await db
    .updateTable('mail_outbox')
    .set((eb) => ({ status: 'sending', locked_by: input.node, locked_until: leaseUntil, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', (eb) => {
      let due =
        which === 'expired'
          ? eb.selectFrom('mail_outbox').select('id').where('status', '=', 'sending').where('locked_until', '<=', now).orderBy('id')
          : eb
              .selectFrom('mail_outbox')
              .select('id')
              .where('status', '=', 'pending')
              .where('next_attempt_at', '<=', now)
              .orderBy('next_attempt_at')
              .orderBy('id');
      // A literal, not a parameter: the planner matches it to the partial index of account mails.
      if (which === 'account') due = due.where('kind', '=', sql.lit('account'));
      due = due.limit(limit);
      return postgres ? due.forUpdate().skipLocked() : due;
    })
    // The row as this claim saw it: on PostgreSQL a row another node took meanwhile is not taken again.
    .where('status', '=', which === 'expired' ? 'sending' : 'pending')
    .returningAll()
    .execute();
  // RETURNING keeps no order (PostgreSQL): sent in the order claimed.
  return rows.sort((a, b) => (a.next_attempt_at < b.next_attempt_at ? -1 : a.next_attempt_at > b.next_attempt_at ? 1 : a.id - b.id));
}

/** The rows of this node's claim only: a lease that ran out and was taken over is not written over. */
function mine(db: Db, id: number, node: string) {
  return db.updateTable('mail_outbox').where('id', '=', id).where('locked_by', '=', node).where('status', '=', 'sending');
}

/** Sent: one mail, or several at once (one statement). */
export async function markSent(db: Db, ids: number | readonly number[], node: string, now: number): Promise<void> {
  if (typeof ids !== 'number' && ids.length === 0) return;
  await db
    .updateTable('mail_outbox')
    .where('id', 'in', typeof ids === 'number' ? [ids] : [...ids])
    .where('locked_by', '=', node)
    .where('status', '=', 'sending')
    .set({ status: 'sent', sent_at: new Date(now).toISOString(), locked_by: null, locked_until: null, last_error: null, waits_for_server: 0 })
    .execute();
}

/** Another try at `nextAttempt`; `waitsForServer` when this one found no SMTP server (then sooner if one answers: retryNow). */
export async function markRetry(db: Db, id: number, node: string, nextAttempt: number, error: string, waitsForServer: boolean): Promise<void> {
  await mine(db, id, node)
    .set({
      status: 'pending',
      next_attempt_at: new Date(nextAttempt).toISOString(),
      locked_by: null,
      locked_until: null,
      last_error: error,
      waits_for_server: waitsForServer ? 1 : 0,
    })
    .execute();
}

export async function markFailed(db: Db, id: number, node: string, error: string): Promise<void> {
  await mine(db, id, node).set({ status: 'failed', locked_by: null, locked_until: null, last_error: error }).execute();
}

export interface OutboxStats {
  /** Waiting to be sent (pending or being sent). */
  backlog: number;
  /** Gave up (after a day, or refused for good by the SMTP server). */
  failed: number;
  /** Age of the oldest mail waiting, in seconds (0 when none). */
  oldest_s: number;
  /** Why the last retried mail failed, when the oldest one is waiting (what on-call reads first). */
  last_error: string | null;
}

export async function outboxStats(db: Db, now: number): Promise<OutboxStats> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => [
      eb.fn.sum<number>(eb.case().when('status', 'in', ['pending', 'sending']).then(1).else(0).end()).as('backlog'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'failed').then(1).else(0).end()).as('failed'),
      eb.fn.min<string>(eb.case().when('status', 'in', ['pending', 'sending']).then(eb.ref('created_at')).end()).as('oldest'),
    ])
    // Sent mails (nearly all rows) are not read: the status index leaves them out.
    .where('status', 'in', ['pending', 'sending', 'failed'])
    .executeTakeFirstOrThrow();
  const oldest = row.oldest === null || row.oldest === undefined ? null : Date.parse(new Date(row.oldest).toISOString());
  let lastError: string | null = null;
  if (oldest !== null) {
    const waiting = await db
      .selectFrom('mail_outbox')
      .select('last_error')
      .where('status', 'in', ['pending', 'sending'])
      .where('last_error', 'is not', null)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    lastError = waiting?.last_error ?? null;
  }
  return {
    backlog: Number(row.backlog ?? 0),
    failed: Number(row.failed ?? 0),
    oldest_s: oldest === null ? 0 : Math.max(0, Math.round((now - oldest) / 1000)),
    last_error: lastError,
  };
}

/** Mails whose last try found no SMTP server, waiting for their back-off. */
function waitingForServer(db: Db, at: string) {
  return db.selectFrom('mail_outbox').where('status', '=', 'pending').where('waits_for_server', '=', 1).where('next_attempt_at', '>', at);
}

/** Whether some mail waits for the SMTP server to answer again (the worker then asks it). */
export async function retriesWaiting(db: Db, now: number): Promise<boolean> {
  return (await waitingForServer(db, new Date(now).toISOString()).select('id').limit(1).executeTakeFirst()) !== undefined;
}

/**
 * The SMTP server answers again: the mails that waited for it are due now rather than at the end
 * of their back-off (up to 30 minutes). Mails a server refused (4xx) keep theirs. Returns how many.
 */
export async function retryNow(db: Db, now: number): Promise<number> {
  const at = new Date(now).toISOString();
  const result = await db.updateTable('mail_outbox').set({ next_attempt_at: at }).where('id', 'in', waitingForServer(db, at).select('id')).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Sent and failed mails are kept 30 days (support: "did it go out?"), then deleted with their addresses. */
export const KEEP_MS = 30 * 24 * 60 * 60_000;

export async function purgeOutbox(db: Db, now: number): Promise<void> {
  const before = new Date(now - KEEP_MS).toISOString();
  await db.deleteFrom('mail_outbox').where('status', 'in', ['sent', 'failed']).where('created_at', '<', before).execute();
}
