import type { OwnLpk } from 'contracts';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/http-error';

/**
 * The LPK of the signed-in staff member or admin and its standing with the operator
 * (GET /institution/lpk, the suspension banner of the account area; the same object is
 * broadcast as `LpkStatusChanged` by the operator's suspensions and by publishing).
 */

/** The staff member's own LPK and its standing with the operator (the console's suspension banner). */
export async function ownLpkOf(db: Db, lpkId: number): Promise<OwnLpk> {
  const row = await db
    .selectFrom('institutes')
    .select(['id', 'name', 'listing_status', 'suspended_at', 'suspension_reason'])
    .where('id', '=', lpkId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return presentOwnLpk(row);
}

/** The row as OwnLpk: `draft`, `suspended`, anything else listed; the reason only while suspended. */
export function presentOwnLpk(row: {
  id: number;
  name: string;
  listing_status: string;
  suspended_at: string | null;
  suspension_reason: string | null;
}): OwnLpk {
  const suspended = row.listing_status === 'suspended';
  return {
    id: row.id,
    name: row.name,
    listing_status: suspended ? 'suspended' : row.listing_status === 'draft' ? 'draft' : 'listed',
    suspended_at: suspended ? row.suspended_at : null,
    suspension_reason: suspended ? row.suspension_reason : null,
  };
}
