import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import type { MailLinksTable } from '../../db/schema';
import type { Selectable } from 'kysely';

/**
 * One-use links sent by mail (verify an address, reset a password; an invitation later), and the
 * unsubscribe links of notification mails.
 *
 * Nothing in the database is enough to use a link. A link row keeps only the sha256 of its token;
 * the outbox row of its mail keeps a `LinkRef` (purpose and a random nonce); the token itself is
 * HMAC-SHA256(APP_KEY, purpose + nonce), made when the mail is rendered (render.ts) and never
 * stored. So a copy of the database (a backup, a leak) opens no account, while the outbox still
 * re-renders the same mail on a retry.
 */

export type LinkPurpose = 'verify_email' | 'password_reset' | (string & {});

/** What a mail's data holds of its link: not a secret without APP_KEY. */
export interface LinkRef {
  purpose: LinkPurpose;
  nonce: string;
}

export type LinkRow = Selectable<MailLinksTable>;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The token of a link (43 base64url characters): only the mail and its reader ever see it. */
export function linkToken(appKey: string, ref: LinkRef): string {
  return createHmac('sha256', appKey).update(`mail-link:${ref.purpose}:${ref.nonce}`).digest('base64url');
}

/**
 * A new link for `email` (of `userId`), valid `ttlMs` from `now`; written with the caller's
 * transaction (the one that enqueues its mail). Returns the reference for the mail's data.
 */
export async function createLink(
  db: Db,
  appKey: string,
  input: { purpose: LinkPurpose; userId: number | null; email: string; ttlMs: number; now: number },
): Promise<LinkRef> {
  const ref: LinkRef = { purpose: input.purpose, nonce: randomBytes(18).toString('base64url') };
  await db
    .insertInto('mail_links')
    .values({
      purpose: input.purpose,
      user_id: input.userId,
      email: input.email,
      token_hash: sha256(linkToken(appKey, ref)),
      created_at: new Date(input.now).toISOString(),
      expires_at: new Date(input.now + input.ttlMs).toISOString(),
      used_at: null,
    })
    .execute();
  return ref;
}

/** What a token names: a usable link, or why not (unknown and malformed tokens are `invalid`). */
export type LinkLookup = { state: 'valid'; link: LinkRow } | { state: 'expired' | 'used'; link: LinkRow } | { state: 'invalid' };

/** Finds the link of a token for `purpose`; nothing is changed (useLink takes it). */
export async function findLink(db: Db, purpose: LinkPurpose, token: string, now: number): Promise<LinkLookup> {
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) return { state: 'invalid' };
  const link = await db.selectFrom('mail_links').selectAll().where('token_hash', '=', sha256(token)).where('purpose', '=', purpose).executeTakeFirst();
  if (!link) return { state: 'invalid' };
  if (link.used_at !== null) return { state: 'used', link };
  if (Date.parse(link.expires_at) <= now) return { state: 'expired', link };
  return { state: 'valid', link };
}

/** The 410 a route answers for a link that cannot be used: expired, used, or unknown (localised: mail.api.link_*). */
export function unusableLink(lookup: Pick<LinkLookup, 'state'>): HttpError {
  return new HttpError(410, lookup.state === 'expired' ? 'mail.api.link_expired' : lookup.state === 'used' ? 'mail.api.link_used' : 'mail.api.link_invalid');
}

/**
 * Uses a link (in the caller's transaction, with the change it allows): of two requests with it,
 * one gets true. The user's other unused links of the same purpose end with it (a newer reset
 * link used: the older ones no longer work).
 */
export async function useLink(db: Db, link: LinkRow, now: number): Promise<boolean> {
  const at = new Date(now).toISOString();
  const taken = await db.updateTable('mail_links').set({ used_at: at }).where('id', '=', link.id).where('used_at', 'is', null).executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) return false;
  if (link.user_id !== null) await withdrawLinks(db, link.user_id, link.purpose, now);
  return true;
}

/**
 * Ends every unused link of a purpose of a user (they answer "used" from then on): a password
 * changed or reset withdraws the reset links still in mailboxes. In the caller's transaction.
 */
export async function withdrawLinks(db: Db, userId: number, purpose: LinkPurpose, now: number): Promise<number> {
  const ended = await db
    .updateTable('mail_links')
    .set({ used_at: new Date(now).toISOString() })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(ended.numUpdatedRows);
}

/** How many links of a purpose a user was sent since `since` (the per-address limits). */
export async function linksSince(db: Db, userId: number, purpose: LinkPurpose, since: number): Promise<{ count: number; oldest: string | null }> {
  const row = await db
    .selectFrom('mail_links')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', new Date(since).toISOString())
    .executeTakeFirstOrThrow();
  const oldest = row.oldest as string | Date | null;
  return { count: Number(row.n), oldest: oldest === null ? null : new Date(oldest).toISOString() };
}

/** Links expired or used a week ago are forgotten (until then a late click is told "expired", not "invalid"). */
export async function purgeLinks(db: Db, now: number): Promise<void> {
  const weekAgo = new Date(now - 7 * 24 * 60 * 60_000).toISOString();
  await db
    .deleteFrom('mail_links')
    .where((eb) => eb.or([eb('expires_at', '<', weekAgo), eb('used_at', '<', weekAgo)]))
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Unsubscribe links: `{userId}.{kind}.{signature}`, valid as long as the key (a notification mail
// read a year later still unsubscribes). They name no address.

function unsubscribeSignature(appKey: string, userId: number, kind: string): string {
  return createHmac('sha256', appKey).update(`unsubscribe:${userId}:${kind}`).digest('base64url').slice(0, 32);
}

export function unsubscribeToken(appKey: string, userId: number, kind: string): string {
  return `${userId}.${kind}.${unsubscribeSignature(appKey, userId, kind)}`;
}

/** The user and kind of an unsubscribe token, or undefined when it is not one we signed. */
export function readUnsubscribeToken(appKey: string, token: string): { userId: number; kind: string } | undefined {
  const match = /^(\d{1,12})\.([a-z_]{1,40})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return undefined;
  const userId = Number(match[1]);
  const kind = match[2]!;
  const expected = Buffer.from(unsubscribeSignature(appKey, userId, kind));
  const given = Buffer.from(match[3]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { userId, kind } : undefined;
}
