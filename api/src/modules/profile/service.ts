import type { FastifyBaseLogger } from 'fastify';
import type { Completeness, ProfileUpdate, User } from 'contracts';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { fieldError } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import type { Broadcaster } from '../../realtime/broadcaster';
import { verifyPassword } from '../auth/passwords';
import { hasPassword } from '../auth/reauth';
import { enqueueVerification } from '../auth/email-verification';
import { revokeOtherTokens } from '../auth/tokens';
import type { MailService } from '../mail';
import { reencodeSquareWebp } from '../uploads/image';
import type { Uploads } from '../uploads/storage';
import { presentUser } from '../users/present';
import { completenessOf, storedSection, storedSections, type StoredSection, type StoredSections } from './present';
import { emailTakenByOther, selectAvatar, selectSection, selectSections, selectUser, swapAvatar, updateUser, upsertSection } from './queries';
import type { SectionKey } from './sections';

/** The caregiver's profile as use cases: no HTTP here (routes.ts), no SQL (queries.ts). */

export async function getSection(db: Db, userId: number, key: SectionKey): Promise<StoredSection | null> {
  const row = await selectSection(db, userId, key);
  return row ? storedSection(row) : null;
}

export async function getSections(db: Db, userId: number): Promise<StoredSections> {
  return storedSections(await selectSections(db, userId));
}

/** Stores a section's validated data, replacing what was there. */
export async function saveSection(db: Db, userId: number, key: SectionKey, data: unknown): Promise<StoredSection> {
  const stored = storedSection(await upsertSection(db, userId, key, JSON.stringify(data), nowIso()));
  if (!stored) throw new Error('profile section was not stored as an object');
  return stored;
}

/** Everything a profile holds: the public user, every section (null when not filled in) and completeness. */
export interface ProfileView {
  user: User;
  sections: StoredSections;
  completeness: Completeness;
}

/**
 * Reads a whole profile; undefined when the user does not exist. This is how other modules
 * (registrations seen by LPK staff, the data export) read profiles.
 */
export async function readProfile(db: Db, userId: number): Promise<ProfileView | undefined> {
  const user = await selectUser(db, userId);
  if (!user) return undefined;
  const sections = await getSections(db, userId);
  return { user: presentUser(user), sections, completeness: completenessOf(sections) };
}

/** The session a profile change is made in. */
export interface ProfileSession {
  user: UserRow;
  tokenId: number;
  /** Throws the 403 "sign in again" unless this session began recently (auth/reauth.ts). */
  requireRecentSignIn(): void;
}

/**
 * Changing the login email takes the current password (checked before anything else, so a
 * stolen session can neither take the account over nor probe which emails exist; an account
 * created through Google without a password of its own: a sign-in within the last 10 minutes),
 * and ends every other session of the account (with their real-time sockets). The new address is
 * unverified until the link mailed to it is opened; the old one is told of the change (both mails
 * written with the change).
 */
export async function updateProfile(
  db: Db,
  broadcaster: Broadcaster,
  mail: Pick<MailService, 'createLink' | 'enqueue' | 'wake'>,
  session: ProfileSession,
  update: ProfileUpdate,
): Promise<UserRow> {
  const { current_password: currentPassword, ...input } = update;
  const { user } = session;
  const emailChanges = input.email !== undefined && input.email !== user.email;
  if (emailChanges) {
    if (hasPassword(user)) {
      if (!currentPassword) throw fieldError('current_password', 'labels.profile.email_password_required');
      if (!(await verifyPassword(user.password_hash, currentPassword))) throw fieldError('current_password', 'auth.current_password_wrong');
    } else {
      // An account created through Google, without a password of its own: a fresh sign-in instead.
      session.requireRecentSignIn();
    }
    if (await emailTakenByOther(db, input.email!, user.id)) throw fieldError('email', 'auth.email_taken');
  }
  const updated = await db
    .transaction()
    .execute(async (trx) => {
      if (!emailChanges) return updateUser(trx, user.id, input, nowIso());
      const changed = await updateUser(trx, user.id, { ...input, email_verified_at: null }, nowIso());
      await enqueueVerification(mail, trx, changed, 'change', changed.locale);
      await mail.enqueue(trx, { template: 'email_changed', to: user.email, locale: changed.locale, userId: user.id, data: { name: changed.full_name } });
      return changed;
    })
    .catch((error: unknown) => {
      // Two accounts racing for one email: the unique index decides.
      if (/unique/i.test(String(error))) throw fieldError('email', 'auth.email_taken');
      throw error;
    });
  if (emailChanges) {
    mail.wake();
    await broadcaster.terminateTokens(await revokeOtherTokens(db, user.id, session.tokenId));
  }
  return updated;
}

/** Avatar rules: square WebP of at most 512 px; inputs from 64x64 up to 40 megapixels. */
export const AVATAR = { size: 512, minSide: 64, maxPixels: 64_000_000, quality: 82 } as const;

/**
 * Checks and re-encodes an uploaded image, stores it under a new random name and points the
 * user at it; the previous avatar file is deleted once the new one is recorded. Compare-and-swap
 * on the old value, so two uploads at once never leave an orphaned file behind.
 */
export async function replaceAvatar(db: Db, uploads: Uploads, userId: number, bytes: Buffer, log: FastifyBaseLogger): Promise<UserRow> {
  const webp = await reencodeSquareWebp(bytes, 'avatar', AVATAR);
  // The store first: when it cannot be reached (503) nothing was written and the user keeps the old avatar.
  const stored = await uploads.savePublic('avatars', webp, '.webp');
  try {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const current = await selectAvatar(db, userId);
      const updated = await swapAvatar(db, userId, current, stored.url, nowIso());
      if (!updated) continue; // another upload won the race: swap against its value
      await uploads.removeUrl(current).catch((error: unknown) => log.warn({ err: error }, 'old avatar not deleted'));
      return updated;
    }
    throw new Error('avatar update kept losing the race');
  } catch (error) {
    await uploads.removeUrl(stored.url).catch((e: unknown) => log.warn({ err: e }, 'new avatar not deleted after a failed update'));
    throw error;
  }
}

/** Deletes a user's avatar file (for account deletion); leaves external URLs alone. */
export async function deleteAvatarFile(uploads: Uploads, avatar: string | null): Promise<void> {
  await uploads.removeUrl(avatar);
}
