import { LISTING_PHOTOS_MAX } from 'contracts';
import type { Db } from '../../db/database';
import { fieldError, notFound } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { lockActiveLpk } from '../../plugins/access';
import { reencodeFittedWebp } from '../uploads/image';
import type { Uploads } from '../uploads/storage';
import type { LpkMember } from './access';

/**
 * Listing photos: JPEG, PNG or WebP (by their bytes), checked and priced as every upload is
 * (uploads/image.ts, decode-budget.ts), re-encoded to WebP without metadata, at most 1600 x 1200,
 * kept in the public upload folder `institutes` (app.uploads: UPLOAD_DIR or the S3 bucket) under a
 * server-chosen name. At most six an LPK.
 */
export const PHOTO = { maxWidth: 1600, maxHeight: 1200, minSide: 320, maxPixels: 40_000_000, quality: 80 } as const;

type Log = { warn: (details: object, message: string) => void };

/**
 * Adds a photo after the others; 422 on `photo` when six are there already (checked again after
 * storing: two uploads at once); 403 when the operator suspended the LPK meanwhile (the stored
 * file is removed again); 503 when the store cannot be reached (nothing written).
 */
export async function addPhoto(db: Db, uploads: Uploads, member: LpkMember, bytes: Buffer, log: Log): Promise<void> {
  const full = () => fieldError('photo', 'institution.photos_full', { max: LISTING_PHOTOS_MAX });
  const count = async (trx: Db) =>
    Number(
      (
        await trx
          .selectFrom('institute_photos')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('lpk_id', '=', member.lpkId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  if ((await count(db)) >= LISTING_PHOTOS_MAX) throw full();
  const image = await reencodeFittedWebp(bytes, 'photo', PHOTO);
  const stored = await uploads.savePublic('institutes', image.data, '.webp');
  try {
    await db.transaction().execute(async (trx) => {
      await lockActiveLpk(trx, member.lpkId);
      const n = await count(trx);
      if (n >= LISTING_PHOTOS_MAX) throw full();
      const last = await trx
        .selectFrom('institute_photos')
        .select((eb) => eb.fn.max('position').as('p'))
        .where('lpk_id', '=', member.lpkId)
        .executeTakeFirst();
      await trx
        .insertInto('institute_photos')
        .values({
          lpk_id: member.lpkId,
          file: stored.name,
          width: image.width,
          height: image.height,
          position: last?.p === null || last?.p === undefined ? 0 : Number(last.p) + 1,
          created_at: nowIso(),
        })
        .execute();
    });
  } catch (error) {
    await uploads.remove('institutes', stored.name).catch((e: unknown) => log.warn({ err: e }, 'photo file not deleted'));
    throw error;
  }
}

/**
 * Removes one of the LPK's photos (404 for another LPK's) and its file; 403 while the LPK is
 * suspended. The file is deleted inside the row's transaction: when the store cannot be reached
 * (503) the row stays, so no photo is listed without its file and no file outlives its row.
 */
export async function removePhoto(db: Db, uploads: Uploads, member: LpkMember, photoId: number): Promise<void> {
  const row = await db.transaction().execute(async (trx) => {
    await lockActiveLpk(trx, member.lpkId);
    const deleted = await trx.deleteFrom('institute_photos').where('id', '=', photoId).where('lpk_id', '=', member.lpkId).returning('file').executeTakeFirst();
    if (deleted) await uploads.remove('institutes', deleted.file);
    return deleted;
  });
  if (!row) throw notFound('institution.photo_not_found');
}
