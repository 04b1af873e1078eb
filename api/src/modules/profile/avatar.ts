import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { nowIso } from '../../lib/time';
import { reencodeSquareWebp } from '../uploads/image';
import { removePublicFile, storePublicFile } from '../uploads/storage';

/** Avatar rules: square WebP of at most 512 px; inputs from 64x64 up to 40 megapixels. */
export const AVATAR = { size: 512, minSide: 64, maxPixels: 40_000_000, quality: 82 } as const;

/**
 * Checks and re-encodes an uploaded image, stores it under a new random name and points the
 * user at it; the previous avatar file is deleted once the new one is recorded. Compare-and-swap
 * on the old value, so two uploads at once never leave an orphaned file behind.
 */
export async function replaceAvatar(db: Db, uploadDir: string, userId: number, bytes: Buffer, log: FastifyBaseLogger): Promise<UserRow> {
  const webp = await reencodeSquareWebp(bytes, 'avatar', AVATAR);
  const stored = await storePublicFile(uploadDir, 'avatars', webp, '.webp');
  try {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const current = await db.selectFrom('users').select('avatar').where('id', '=', userId).executeTakeFirstOrThrow();
      const updated = await db
        .updateTable('users')
        .set({ avatar: stored.url, updated_at: nowIso() })
        .where('id', '=', userId)
        .where('avatar', current.avatar === null ? 'is' : '=', current.avatar)
        .returningAll()
        .executeTakeFirst();
      if (!updated) continue; // another upload won the race: swap against its value
      await removePublicFile(uploadDir, current.avatar).catch((error: unknown) => log.warn({ err: error }, 'old avatar not deleted'));
      return updated;
    }
    throw new Error('avatar update kept losing the race');
  } catch (error) {
    await removePublicFile(uploadDir, stored.url).catch(() => undefined);
    throw error;
  }
}

/** Deletes a user's avatar file (for account deletion); leaves external URLs alone. */
export async function deleteAvatarFile(uploadDir: string, avatar: string | null): Promise<void> {
  await removePublicFile(uploadDir, avatar);
}
