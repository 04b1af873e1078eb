import { actsAsStaff, managesLpk, type UserRole } from 'contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, notFound, unauthenticated } from '../lib/http-error';

/**
 * Who may use which route, one place for every module (issue 23). Each helper is a preValidation
 * hook placed after `app.authenticate`:
 * - `app.requireRole('operator')`: 403 for any other role;
 * - `app.requireOwnLpk()`: staff or an approved LPK admin of some LPK (403 otherwise: caregivers,
 *   operators, a pending admin); what they reach is then their own LPK only; an id of another
 *   LPK answers 404 (`assertOwnLpk`), as if it did not exist;
 * - `app.requireOwnLpk({ manage: true })`: the LPK admin only (staff 403): listing, vacancies, staff;
 * - `app.requireOwnLpk({ publish: true })`: an LPK admin whose LPK is listed (not suspended): what
 *   makes something public (a vacancy). A pending admin has no LPK yet and is refused by every one.
 * `app.requireStaff` (the staff console) is `requireOwnLpk()`.
 */
export interface OwnLpkOptions {
  /** Only the LPK admin (listing, vacancies, staff). */
  manage?: boolean;
  /** Only the LPK admin of a listed (not suspended) LPK. */
  publish?: boolean;
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
        if (options.publish) {
          const institute = await app.db.selectFrom('institutes').select('listing_status').where('id', '=', user.lpk_id!).executeTakeFirst();
          if (!institute) throw notFound();
          if (institute.listing_status !== 'listed') throw forbidden('errors.lpk_suspended');
        }
      };
    app.decorate('requireOwnLpk', requireOwnLpk);
    app.decorate('requireStaff', requireOwnLpk());
  },
  { name: 'access', dependencies: ['auth'] },
);
