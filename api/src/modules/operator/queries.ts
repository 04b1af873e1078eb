import { foldText, type ListingStatus, type OperatorAction, type OperatorAuditEntry, type OperatorInstitute } from 'contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { InstituteRow, LpkApplicationRow } from '../../db/schema';

/** The Kysely of the operator console: applications, institutes to manage, the audit log. */

export function applicationsNewestFirst(db: Db, limit = 200): Promise<LpkApplicationRow[]> {
  return db.selectFrom('lpk_applications').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

export function findApplication(db: Db, id: number): Promise<LpkApplicationRow | undefined> {
  return db.selectFrom('lpk_applications').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function applicationDocument(db: Db, id: number): Promise<Buffer | undefined> {
  const row = await db.selectFrom('lpk_application_documents').select('content').where('application_id', '=', id).executeTakeFirst();
  return row ? Buffer.from(row.content) : undefined;
}

export function institutesByIdsBrief(db: Db, ids: number[]) {
  return ids.length ? db.selectFrom('institutes').select(['id', 'name', 'province']).where('id', 'in', ids).execute() : Promise.resolve([]);
}

const INSTITUTE_COLUMNS = [
  'id',
  'name',
  'province',
  'city',
  'licence_number',
  'listing_status',
  'licence_verified_at',
  'suspended_at',
  'suspension_reason',
] as const satisfies readonly (keyof InstituteRow)[];

export function findManagedInstitute(db: Db, id: number): Promise<OperatorInstitute | undefined> {
  return db.selectFrom('institutes').select(INSTITUTE_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Suspended institutes, or those whose name (folded) holds `q`, or whose id is `q` (either of one status when given); at most 50. */
export function searchManagedInstitutes(db: Db, q: string | undefined, status: ListingStatus | undefined): Promise<OperatorInstitute[]> {
  let query = db.selectFrom('institutes').select(INSTITUTE_COLUMNS);
  if (status) query = query.where('listing_status', '=', status);
  if (q) {
    const id = /^\d{1,9}$/.test(q) ? Number(q) : null;
    const like = `%${foldText(q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) => eb.or([eb(sql<string>`search_text`, 'like', sql<string>`${like} escape '\\'`), ...(id ? [eb('id', '=', id)] : [])]));
  } else if (!status) query = query.where('listing_status', '=', 'suspended');
  return query.orderBy('id').limit(50).execute();
}

export async function recordOperatorAction(
  db: Db,
  entry: {
    /** `address`: the client's address of the request (lib/client-address.ts); null outside a request. */
    actor: { id: number; full_name: string; address?: string | null };
    action: OperatorAction;
    applicationId?: number | null;
    lpkId?: number | null;
    /** The report the action was about (modules/reports). */
    reportId?: number | null;
    /** The review hidden or restored (modules/reviews). */
    reviewId?: number | null;
    reason?: string | null;
    at: string;
  },
): Promise<void> {
  await db
    .insertInto('operator_audit')
    .values({
      actor_user_id: entry.actor.id,
      actor_name: entry.actor.full_name,
      action: entry.action,
      application_id: entry.applicationId ?? null,
      lpk_id: entry.lpkId ?? null,
      reason: entry.reason ?? null,
      created_at: entry.at,
      client_address: entry.actor.address ?? null,
      report_id: entry.reportId ?? null,
      review_id: entry.reviewId ?? null,
    })
    .execute();
}

export async function auditNewestFirst(db: Db, limit = 200): Promise<OperatorAuditEntry[]> {
  const rows = await db
    .selectFrom('operator_audit')
    .leftJoin('institutes', 'institutes.id', 'operator_audit.lpk_id')
    .select([
      'operator_audit.id',
      'operator_audit.created_at',
      'operator_audit.actor_name',
      'operator_audit.action',
      'operator_audit.application_id',
      'operator_audit.lpk_id',
      'operator_audit.reason',
      'operator_audit.client_address',
      'operator_audit.report_id',
      'operator_audit.review_id',
      'institutes.name as lpk_name',
    ])
    .orderBy('operator_audit.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    at: r.created_at,
    actor: r.actor_name,
    action: r.action as OperatorAction,
    application_id: r.application_id,
    report_id: r.report_id,
    review_id: r.review_id,
    lpk: r.lpk_id !== null && r.lpk_name !== null ? { id: r.lpk_id, name: r.lpk_name } : null,
    reason: r.reason,
    client_address: r.client_address,
  }));
}

/** The users with a live registration at this LPK (told live of a suspension). */
export async function liveRegistrantIds(db: Db, lpkId: number, liveStatuses: readonly string[]): Promise<number[]> {
  const rows = await db.selectFrom('registrations').select('user_id').distinct().where('lpk_id', '=', lpkId).where('status', 'in', liveStatuses).execute();
  return rows.map((r) => r.user_id);
}

/** When this operator last had the applications listed (their contact data), if ever. */
export async function lastListingOf(db: Db, actorId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('operator_audit')
    .select('created_at')
    .where('actor_user_id', '=', actorId)
    .where('action', '=', 'applications.listed')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.created_at;
}
