import type { Db } from '../../db/database';

/**
 * Which institutes the public catalogue shows: the listed ones. A suspended institute (the
 * operator's decision, modules/operator) leaves search, detail, comparison, vacancies and the
 * assistant at once; the suspending node invalidates the catalogue cache, which tells every other
 * node (cache.ts, plugins/catalogue-sync.ts).
 *
 * Suspensions are rare, so the search keeps its covering indexes and facet counts (migrations
 * 0004, 0011) and leaves out the few suspended ids, read through institutes_listing_status_idx
 * (migration 0015): usually none, and then the search is exactly as before.
 */
export async function hiddenInstituteIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('institutes').select('id').where('listing_status', '=', 'suspended').execute();
  return rows.map((r) => r.id);
}

/** Whether the public may see this institute (false also when it does not exist). */
export async function isListed(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('institutes').select('listing_status').where('id', '=', id).executeTakeFirst();
  return row?.listing_status === 'listed';
}
