import type { Generated } from 'kysely';
import type { Db } from '../../db/database';

/** The release log of migration 0014 (typed here: only the release module reads or writes it). */
export interface ReleaseLogTable {
  id: Generated<number>;
  at: string;
  actor: string;
  token_id: number | null;
  remote: string | null;
  command: string;
  version: string | null;
  stable_before: string | null;
  stable_after: string | null;
  canary_after: string | null;
  result: 'ok' | 'refused';
  message: string | null;
}

export type ReleaseLogEntry = Omit<ReleaseLogTable, 'id'> & { id: number };
export type NewLogEntry = Omit<ReleaseLogTable, 'id'>;

const table = (db: Db) => db.withTables<{ release_log: ReleaseLogTable }>();

export async function writeLog(db: Db, entry: NewLogEntry): Promise<void> {
  await table(db).insertInto('release_log').values(entry).execute();
}

/** The newest entries first, of one remote or all; `before` pages back by id. */
export async function readLog(db: Db, options: { remote?: string; limit?: number; before?: number } = {}): Promise<ReleaseLogEntry[]> {
  let query = table(db)
    .selectFrom('release_log')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(Math.min(Math.max(options.limit ?? 50, 1), 500));
  if (options.remote) query = query.where('remote', '=', options.remote);
  if (options.before) query = query.where('id', '<', options.before);
  const rows = await query.execute();
  return rows.map((r) => ({ ...r, id: Number(r.id), token_id: r.token_id === null ? null : Number(r.token_id) }));
}

/** The last automatic stop of each remote's canary that nothing has changed since (what `status` explains). */
export async function lastStops(db: Db): Promise<Map<string, ReleaseLogEntry>> {
  const rows = await table(db).selectFrom('release_log').selectAll().where('result', '=', 'ok').orderBy('id', 'desc').limit(200).execute();
  const latest = new Map<string, ReleaseLogEntry>();
  for (const row of rows) {
    if (row.remote && !latest.has(row.remote))
      latest.set(row.remote, { ...row, id: Number(row.id), token_id: row.token_id === null ? null : Number(row.token_id) });
  }
  return new Map([...latest].filter(([, entry]) => entry.command === 'auto-stop'));
}
