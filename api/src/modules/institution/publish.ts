import { listingGaps, type Listing, type ListingStatus, type OwnLpk } from 'contracts';
import type { Db } from '../../db/database';
import { HttpError, notFound, type FieldErrors } from '../../lib/http-error';
import { suspendedError } from '../../plugins/access';
import { presentOwnLpk } from './own-lpk';
import type { LpkMember } from './access';
import { readListing } from './listing';

/**
 * Publishing a draft listing (issue 33; contracts/src/rules/listing.ts): an approved LPK is a
 * `draft`, absent from every public page, until its admin has completed the listing (saved with
 * PUT /institution/listing, which never changes the status) and publishes it. Only the stored
 * listing counts: `listingGaps` names each missing part, answered as one field error each (422)
 * with nothing changed. The caller invalidates the catalogue and tells the LPK's console.
 */

/** The listing as its admin edits it, with its status (draft, listed or suspended). */
export async function listingWithStatus(db: Db, member: LpkMember): Promise<Listing> {
  const [listing, status] = await Promise.all([readListing(db, member), statusOf(db, member.lpkId)]);
  return { ...listing, listing_status: status };
}

async function statusOf(db: Db, lpkId: number): Promise<ListingStatus> {
  const row = await db.selectFrom('institutes').select('listing_status').where('id', '=', lpkId).executeTakeFirst();
  if (!row) throw notFound('catalogue.institute_not_found');
  return row.listing_status;
}

export interface Published {
  /** False: it was public already (nothing changed). */
  changed: boolean;
  /** The LPK's standing after it (the console's `LpkStatusChanged`). */
  standing: OwnLpk;
}

function standingOf(db: Db, lpkId: number) {
  return db.selectFrom('institutes').select(['id', 'name', 'listing_status', 'suspended_at', 'suspension_reason']).where('id', '=', lpkId).executeTakeFirst();
}

/**
 * Publishes the admin's draft listing: 403 while the operator has suspended the LPK (with the
 * reason, as the route's guard), 422 with one error per missing field while the listing is
 * incomplete; a listing already public is left as it is. The status changes only from `draft`
 * (a conditional update): a suspension committing meanwhile is never overwritten, and the
 * publish is then refused as suspended.
 */
export async function publishListing(db: Db, member: LpkMember): Promise<Published> {
  return db.transaction().execute(async (trx) => {
    const row = await standingOf(trx, member.lpkId);
    if (!row) throw notFound('catalogue.institute_not_found');
    if (row.listing_status === 'suspended') throw suspendedError({ suspendedAt: row.suspended_at, reason: row.suspension_reason });
    if (row.listing_status !== 'draft') return { changed: false, standing: presentOwnLpk(row) };
    const gaps = listingGaps(await readListing(trx, member));
    if (gaps.length) {
      const errors: FieldErrors = Object.fromEntries(gaps.map((gap) => [gap.field, [{ key: gap.key }]]));
      throw new HttpError(422, 'institution.publish_incomplete', errors);
    }
    const published = await trx
      .updateTable('institutes')
      .set({ listing_status: 'listed' })
      .where('id', '=', member.lpkId)
      .where('listing_status', '=', 'draft')
      .executeTakeFirst();
    const after = (await standingOf(trx, member.lpkId))!;
    if (after.listing_status === 'suspended') throw suspendedError({ suspendedAt: after.suspended_at, reason: after.suspension_reason });
    return { changed: Number(published.numUpdatedRows) > 0, standing: presentOwnLpk(after) };
  });
}
