import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ownLpkId } from '../../plugins/access';

/**
 * Who may use the LPK admin area (docs/institution.md), with the platform's access helpers
 * (plugins/access.ts) as each route's preValidation:
 * - reads (listing, vacancies, staff list): staff or the approved admin of an LPK;
 * - writes that take something away (closing a vacancy, revoking an invitation, removing a staff
 *   member): its admin only (staff 403), also while the operator has suspended the LPK;
 * - writes that add to or change what the LPK shows or who works for it (the listing, photos, a
 *   new, edited or reopened vacancy, an invitation): its admin while the LPK is listed; while it
 *   is suspended they are 403 naming the suspension and the operator's reason (docs/lpk-join.md);
 * - a pending admin (no LPK yet), caregivers and the operator: 403 everywhere.
 * What they reach is their own LPK only: there is no LPK id in these paths, and an id of another
 * LPK's vacancy, photo, invitation or staff member is not found (404).
 */

export interface LpkMember {
  userId: number;
  lpkId: number;
  role: 'lpk_admin' | 'lpk_staff';
}

/** The preValidation hooks of each kind of route. */
export function accessHooks(app: FastifyInstance) {
  return {
    read: { preValidation: [app.authenticate, app.requireOwnLpk()] },
    manage: { preValidation: [app.authenticate, app.requireOwnLpk({ manage: true })] },
    publish: { preValidation: [app.authenticate, app.requireOwnLpk({ publish: true })] },
  };
}

/** The signed-in member of an LPK (after one of the hooks above). */
export function memberOf(request: FastifyRequest): LpkMember {
  const user = request.user!;
  return { userId: user.id, lpkId: ownLpkId(request), role: user.role === 'lpk_admin' ? 'lpk_admin' : 'lpk_staff' };
}

/** Whether this member may change the LPK's listing and vacancies. */
export function canEdit(member: LpkMember): boolean {
  return member.role === 'lpk_admin';
}
