import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { unusableLink, type MailService } from '../mail';
import { linksSince } from '../mail/links';
import { markEmailVerified, userById } from './queries';

/**
 * Verified addresses (docs/mail.md): after sign-up, after an email change (to the new address)
 * and on "send again", a one-use link valid 24 hours goes to the account's address; opening it
 * (POST /verify-email) marks that address verified, if the account still has it. Nothing else
 * waits for it: LPK staff see whether the address is verified.
 */

export const VERIFY_LINK_TTL_MS = 24 * 60 * 60_000;
/** "Send again" at most this many links an hour (the `mail` rate class also counts per account). */
export const VERIFY_LINKS_PER_HOUR = 3;
const HOUR = 60 * 60_000;

type Mail = Pick<MailService, 'createLink' | 'enqueue' | 'findLink' | 'useLink' | 'now' | 'wake'>;

/** Writes the verification mail of `user`'s current address, in the caller's transaction. */
export async function enqueueVerification(
  mail: Pick<MailService, 'createLink' | 'enqueue'>,
  db: Db,
  user: Pick<UserRow, 'id' | 'email' | 'full_name'>,
  reason: 'signup' | 'change' | 'resend',
  locale: string,
): Promise<void> {
  const link = await mail.createLink(db, { purpose: 'verify_email', userId: user.id, email: user.email, ttlMs: VERIFY_LINK_TTL_MS });
  await mail.enqueue(db, { template: 'verify_email', to: user.email, locale, userId: user.id, data: { name: user.full_name, link, reason } });
}

/** "Send again": 422 when already verified, 429 (with when to try) after 3 in an hour. */
export async function resendVerification(mail: Mail, db: Db, user: UserRow, locale: string): Promise<void> {
  if (user.email_verified_at) throw new HttpError(422, 'mail.api.already_verified');
  const now = mail.now();
  const recent = await linksSince(db, user.id, 'verify_email', now - HOUR);
  if (recent.count >= VERIFY_LINKS_PER_HOUR) {
    const waitMs = Math.max(60_000, Date.parse(recent.oldest ?? new Date(now).toISOString()) + HOUR - now);
    const minutes = Math.ceil(waitMs / 60_000);
    throw new HttpError(429, 'mail.api.verification_wait', undefined, { 'Retry-After': String(Math.ceil(waitMs / 1000)) }, { minutes });
  }
  await db.transaction().execute((trx) => enqueueVerification(mail, trx, user, 'resend', locale));
  mail.wake();
}

/**
 * Opens a verification link: the address it was sent to is verified, if the account still has
 * it. A used link of an address that is verified answers as a success (a second click).
 */
export async function verifyEmail(mail: Mail, db: Db, token: string): Promise<{ email: string; email_verified_at: string; user: UserRow }> {
  const lookup = await mail.findLink(db, 'verify_email', token);
  const user = lookup.state === 'invalid' || lookup.link.user_id === null ? undefined : await userById(db, lookup.link.user_id);
  if (lookup.state === 'invalid' || !user || user.email !== lookup.link.email) throw unusableLink({ state: 'invalid' });
  if (lookup.state === 'used' && user.email_verified_at) return { email: user.email, email_verified_at: user.email_verified_at, user };
  if (lookup.state !== 'valid') throw unusableLink(lookup);
  const link = lookup.link;
  const at = new Date(mail.now()).toISOString();
  const verified = await db.transaction().execute(async (trx) => {
    if (!(await mail.useLink(trx, link))) return undefined;
    return (await markEmailVerified(trx, user.id, link.email, at)) ?? (await userById(trx, user.id));
  });
  if (!verified) throw unusableLink({ state: 'used' });
  return { email: verified.email, email_verified_at: verified.email_verified_at ?? at, user: verified };
}
