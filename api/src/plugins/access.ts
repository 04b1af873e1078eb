import { actsAsStaff, managesLpk, type UserRole } from 'contracts';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import { isPostgres } from '../db/dialect';
import { forbidden, HttpError, notFound, unauthenticated } from '../lib/http-error';

/**
 * Who may use which route, one place for every module (issue 23). Each helper is a preValidation
 * hook placed after `app.authenticate`:
 * - `app.requireRole('operator')`: 403 for any other role;
 * - `app.requireOwnLpk()`: staff or an approved LPK admin of some LPK (403 otherwise: caregivers,
 *   operators, a pending admin); what they reach is then their own LPK only; an id of another
 *   LPK answers 404 (`assertOwnLpk`), as if it did not exist;
 * - `app.requireOwnLpk({ manage: true })`: the LPK admin only (staff 403): listing, vacancies, staff;
 * - `app.requireOwnLpk({ active: true })`: staff or admin of an LPK the operator has not suspended:
 *   the LPK's work (moving a registration, which may issue a certificate). While it is suspended
 *   the answer is 403 naming the suspension and the operator's reason (`suspendedError`);
 * - `app.requireOwnLpk({ publish: true })`: both of the above for the LPK admin: what changes what
 *   the LPK shows (listing, photos, vacancies) or who works for it (invitations).
 *   A pending admin has no LPK yet and is refused by every one.
 * `active` and `publish` answer fast and clearly before any work; each frozen write checks again
 * inside its own transaction under a lock (`lockActiveLpk`), so a suspension committing meanwhile
 * cannot let one through.
 * The policy of a suspension (what it freezes, what stays): docs/lpk-join.md.
 * `app.requireStaff` (the staff console) is `requireOwnLpk()`.
 */
export interface OwnLpkOptions {
  /** Only the LPK admin (listing, vacancies, staff). */
  manage?: boolean;
  /** Only an LPK the operator has not suspended (403 with the reason otherwise). */
  active?: boolean;
  /** Only the LPK admin of a listed (not suspended) LPK: `manage` and `active`. */
  publish?: boolean;
}

/** The operator's suspension of an LPK: null while it is listed. */
export interface LpkSuspension {
  suspendedAt: string | null;
  reason: string | null;
}

/** Whether the operator has suspended the LPK `lpkId` (undefined: no such LPK). */
export async function lpkSuspension(db: Db, lpkId: number): Promise<LpkSuspension | null | undefined> {
  const row = await db.selectFrom('institutes').select(['listing_status', 'suspended_at', 'suspension_reason']).where('id', '=', lpkId).executeTakeFirst();
  if (!row) return undefined;
  return row.listing_status === 'suspended' ? { suspendedAt: row.suspended_at, reason: row.suspension_reason } : null;
}

/** The 403 of work refused while the LPK is suspended: it names the suspension and, when given, the operator's reason. */
export function suspendedError(suspension: LpkSuspension): HttpError {
  return suspension.reason
    ? new HttpError(403, 'errors.lpk_suspended_reason', undefined, undefined, { reason: suspension.reason })
    : new HttpError(403, 'errors.lpk_suspended');
}

/** Throws the 403 above when the LPK `lpkId` is suspended (a missing LPK: 404). */
export async function assertLpkActive(db: Db, lpkId: number): Promise<void> {
  const suspension = await lpkSuspension(db, lpkId);
  if (suspension === undefined) throw notFound();
  if (suspension) throw suspendedError(suspension);
}

/**
 * The same check inside a frozen write's transaction, where it closes the race the guard above
 * leaves: a suspension committing between the guard's read and the write's commit. Call it with
 * the transaction (`trx`) as the first statement of every write the suspension freezes; it throws
 * the guard's 403 (a missing LPK: 404), so the transaction rolls back and nothing is written.
 * - PostgreSQL: the institute row is read `FOR SHARE`, which the operator's suspend (an UPDATE of
 *   that row) conflicts with. A suspend not yet committed makes the write wait for it and then
 *   read `suspended` (READ COMMITTED reads the newest version of a locked row); a suspend starting
 *   later waits until the write has committed: the two are serialised, never interleaved.
 *   `update: true` (the transaction itself then updates the institute row: the listing) locks
 *   `FOR NO KEY UPDATE` instead, so two such writes do not deadlock upgrading their shared locks.
 * - SQLite: a transaction begins DEFERRED (Kysely's `begin`): its first read would see a snapshot
 *   that a suspend committed by another connection (another node on the same file) could outdate.
 *   So an UPDATE that matches no row comes first: it takes the database's write lock (waiting for a
 *   suspend in progress, busy_timeout) without writing anything, and the read after it is of the
 *   newest data, which nobody can change until this transaction ends. (Within one process Kysely
 *   runs one transaction at a time on its single connection anyway.)
 */
export async function lockActiveLpk(trx: Db, lpkId: number, { update = false }: { update?: boolean } = {}): Promise<void> {
  const query = trx.selectFrom('institutes').select(['listing_status', 'suspended_at', 'suspension_reason']).where('id', '=', lpkId);
  let row;
  if (isPostgres(trx)) {
    row = await (update ? query.forNoKeyUpdate() : query.forShare()).executeTakeFirst();
  } else {
    await sql`update institutes set listing_status = listing_status where 0`.execute(trx);
    row = await query.executeTakeFirst();
  }
  if (!row) throw notFound();
  if (row.listing_status === 'suspended') throw suspendedError({ suspendedAt: row.suspended_at, reason: row.suspension_reason });
}

/** The LPK of the signed-in staff or admin (after requireOwnLpk). */
export function ownLpkId(request: FastifyRequest): number {
  const lpkId = request.user?.lpk_id;
  if (lpkId === null || lpkId === undefined) throw forbidden();
  return lpkId;
}

/** 404 unless `lpkId` is the LPK of the signed-in staff or admin. */
export function assertOwnLpk(request: FastifyRequest, lpkId: number, key = 'errors.not_found'): void {
  if (ownLpkId(request) !== lpkId) throw notFound(key);
}

export default fp(
  async (app) => {
    app.decorate('requireRole', (...roles: UserRole[]) => async (request: FastifyRequest) => {
      if (!request.user) throw unauthenticated();
      if (!roles.includes(request.user.role)) throw forbidden();
    });

    const requireOwnLpk = (options: OwnLpkOptions = {}) =>
      async function ownLpk(request: FastifyRequest): Promise<void> {
        const user = request.user;
        if (!user) throw unauthenticated();
        if (!actsAsStaff(user)) throw forbidden();
        if ((options.manage || options.publish) && !managesLpk(user)) throw forbidden('errors.lpk_admin_only');
        if (options.active || options.publish) await assertLpkActive(app.db, user.lpk_id!);
      };
    app.decorate('requireOwnLpk', requireOwnLpk);
    app.decorate('requireStaff', requireOwnLpk());
  },
  { name: 'access', dependencies: ['auth'] },
);
