/**
 * Who a user is on the platform (issue 23):
 * - `caregiver`: a prospective caregiver (everyone who signs up);
 * - `lpk_staff`: works in one LPK's console (applicants, messages);
 * - `lpk_admin`: runs one LPK's listing, vacancies and staff, and is staff of that LPK too;
 *   pending (its `lpk_id` null) until the operator approves its application;
 * - `operator`: the platform team (applications, the registry check, suspensions).
 */
export const USER_ROLES = ['caregiver', 'lpk_staff', 'lpk_admin', 'operator'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The roles that belong to one LPK (`lpk_id`). */
export const LPK_ROLES = ['lpk_staff', 'lpk_admin'] as const;
export type LpkRole = (typeof LPK_ROLES)[number];

interface RoleHolder {
  role: UserRole;
  lpk_id: number | null;
}

export function isLpkRole(role: UserRole): role is LpkRole {
  return role === 'lpk_staff' || role === 'lpk_admin';
}

/** Works in the staff console of an LPK: staff, and an approved LPK admin. */
export function actsAsStaff(user: RoleHolder): boolean {
  return isLpkRole(user.role) && user.lpk_id !== null;
}

/** Staff (or admin) of that LPK. */
export function actsAsStaffOf(user: RoleHolder, lpkId: number): boolean {
  return actsAsStaff(user) && user.lpk_id === lpkId;
}

/** An approved LPK admin: may edit the listing, vacancies and staff of its LPK. */
export function managesLpk(user: RoleHolder): boolean {
  return user.role === 'lpk_admin' && user.lpk_id !== null;
}

/** An LPK admin whose application the operator has not approved (yet, or rejected). */
export function isPendingLpkAdmin(user: RoleHolder): boolean {
  return user.role === 'lpk_admin' && user.lpk_id === null;
}
