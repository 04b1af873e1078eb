import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema';
import { forbidden, notFound, unauthenticated } from '../../lib/http-error';

/**
 * Who may use the LPK admin area (docs/lpk-admin.md), in one place:
 * - an LPK admin of a listed LPK reads and changes its own LPK only (there is no LPK id in the
 *   paths: another LPK's vacancy, photo, invitation or staff member is simply not found, 404);
 * - LPK staff read the listing, vacancies and staff list of their LPK, and get 403 on writes;
 * - a pending admin (the application not yet approved: no LPK yet) cannot publish (403);
 * - everyone else (caregivers, the operator) gets 403.
 */

export interface LpkMember {
  userId: number;
  lpkId: number;
  role: 'lpk_admin' | 'lpk_staff';
}

/** An admin whose application has not been approved has no LPK yet. */
export function isPendingAdmin(user: Pick<UserRow, 'role' | 'lpk_id'>): boolean {
  return user.role === 'lpk_admin' && user.lpk_id === null;
}

/** The signed-in admin or staff member of an LPK, for the reads (403 for other roles, 404 without an LPK). */
export function lpkReader(request: FastifyRequest): LpkMember {
  const user = request.user;
  if (!user) throw unauthenticated();
  if (user.role !== 'lpk_admin' && user.role !== 'lpk_staff') throw forbidden('lpk_admin.lpk_roles_only');
  if (user.lpk_id === null) throw notFound('lpk_admin.no_lpk');
  return { userId: user.id, lpkId: user.lpk_id, role: user.role };
}

/** The signed-in admin of a listed LPK, for the writes: staff 403, a pending admin 403, other roles 403. */
export function lpkAdmin(request: FastifyRequest): LpkMember & { role: 'lpk_admin' } {
  const user = request.user;
  if (!user) throw unauthenticated();
  if (user.role === 'lpk_staff') throw forbidden('lpk_admin.admin_only');
  if (user.role !== 'lpk_admin') throw forbidden('lpk_admin.lpk_roles_only');
  if (isPendingAdmin(user) || user.lpk_id === null) throw forbidden('lpk_admin.pending');
  return { userId: user.id, lpkId: user.lpk_id, role: 'lpk_admin' };
}

/** Whether this reader may change the LPK's listing and vacancies now. */
export function canEdit(member: LpkMember): boolean {
  return member.role === 'lpk_admin';
}
