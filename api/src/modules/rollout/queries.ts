import type { FailureCount, FailureReport } from 'contracts';
import { sql, type Generated } from 'kysely';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/time';

/** The table of migration 0005 (typed here: only this module reads or writes it). */
export interface RolloutFailuresTable {
  id: Generated<number>;
  remote: string;
  version: string;
  failures: number;
  last_reason: string | null;
  first_at: string;
  last_at: string;
}

/** Distinct remote versions kept; reports of further unknown versions are dropped (not an error). */
export const MAX_TRACKED_VERSIONS = 1000;

function table(db: Db) {
  return db.withTables<{ rollout_failures: RolloutFailuresTable }>();
}

/** Adds one failure to a remote version's count. Returns false when the report was dropped. */
export async function countFailure(db: Db, report: FailureReport): Promise<boolean> {
  const t = table(db);
  const existing = await t
    .selectFrom('rollout_failures')
    .select('id')
    .where('remote', '=', report.remote)
    .where('version', '=', report.version)
    .executeTakeFirst();
  if (!existing) {
    const { n } = await t
      .selectFrom('rollout_failures')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(n) >= MAX_TRACKED_VERSIONS) return false;
  }
  const now = nowIso();
  await t
    .insertInto('rollout_failures')
    .values({ remote: report.remote, version: report.version, failures: 1, last_reason: report.reason, first_at: now, last_at: now })
    .onConflict((oc) =>
      oc.columns(['remote', 'version']).doUpdateSet({
        failures: sql<number>`rollout_failures.failures + 1`,
        last_reason: report.reason,
        last_at: now,
      }),
    )
    .execute();
  return true;
}

/** Failure counts per remote version, most failures first. */
export async function listFailures(db: Db, remote?: string): Promise<FailureCount[]> {
  let query = table(db)
    .selectFrom('rollout_failures')
    .select(['remote', 'version', 'failures', 'last_reason', 'first_at', 'last_at'])
    .orderBy('remote')
    .orderBy('failures', 'desc')
    .orderBy('version');
  if (remote) query = query.where('remote', '=', remote);
  const rows = await query.execute();
  return rows.map((r) => ({ ...r, failures: Number(r.failures) }));
}
