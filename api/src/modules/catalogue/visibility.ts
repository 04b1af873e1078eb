import type { ListingStatus } from 'contracts';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';

/**
 * Which institutes the public sees: the listed ones (the architecture's `public` (docs/architecture.md); contracts/src/rules/listing.ts).
 * A `draft` (approved, not yet published by its admin) and a `suspended` one (the operator's
 * decision, modules/operator) are absent from search, detail, comparison, vacancies, the
 * assistant, the pages' pre-rendered heads and the sitemap. Every public read goes through here:
 * `listedOnly` (a condition on `institutes`), `hiddenInstituteIds` or `isListed`. Whoever changes
 * a status (publish, suspend, reinstate) invalidates the catalogue cache, which tells every other
 * node (cache.ts, plugins/catalogue-sync.ts).
 *
 * Drafts and suspensions are few, so the search keeps its covering indexes and facet counts
 * (migrations 0004, 0011) and leaves out the few hidden ids, read through
 * institutes_listing_status_idx (migration 0015): usually none, and then the search is exactly as
 * before.
 */

/** The one public status. */
export const PUBLIC_STATUS = 'listed' satisfies ListingStatus;
/** The statuses the public never sees. */
export const HIDDEN_STATUSES = ['draft', 'suspended'] as const satisfies readonly ListingStatus[];

/** The condition "the institute is public", for any query that has `institutes` in scope (alone or joined). */
export const listedOnly: Expression<SqlBool> = sql<SqlBool>`institutes.listing_status = ${sql.lit(PUBLIC_STATUS)}`;

/** The ids of the institutes the public does not see (drafts and suspended ones). */
export async function hiddenInstituteIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('institutes').select('id').where('listing_status', 'in', HIDDEN_STATUSES).execute();
  return rows.map((r) => r.id);
}

/** Whether the public may see this institute (false also when it does not exist). */
export async function isListed(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('institutes').select('listing_status').where('id', '=', id).executeTakeFirst();
  return row?.listing_status === PUBLIC_STATUS;
}
