import type { Role } from 'mf-shared';

export interface NavItem {
  to: string;
  /** Key under `layout.` in the account namespace. */
  label: string;
}

export interface NavGroup {
  /** Key under `layout.`. */
  label: string;
  items: NavItem[];
}

const ACCOUNT: NavItem[] = [
  { to: '/admin/dashboard', label: 'dashboard' },
  { to: '/admin/account', label: 'account' },
  { to: '/admin/registration', label: 'registration' },
  { to: '/admin/messages', label: 'messages' },
  { to: '/admin/settings', label: 'settings' },
  { to: '/admin/change-password', label: 'change_password' },
];

const PROFILE: NavItem[] = [
  { to: '/admin/edit-profile', label: 'edit_profile' },
  { to: '/admin/edit-ktp', label: 'ktp' },
  { to: '/admin/edit-education', label: 'education' },
  { to: '/admin/edit-family', label: 'family' },
  { to: '/admin/edit-additional', label: 'additional' },
  { to: '/admin/edit-japanese-certificate', label: 'japanese_certificate' },
  { to: '/admin/edit-resume', label: 'resume' },
];

/** The LPK console: what staff work with. */
const STAFF: NavItem[] = [
  { to: '/admin/dashboard', label: 'dashboard' },
  { to: '/admin/applicants', label: 'applicants' },
  { to: '/admin/messages', label: 'messages' },
];

/** Staff's own account: no caregiver items (no LPK registration, no profile sections). */
const STAFF_ACCOUNT: NavItem[] = [
  { to: '/admin/account', label: 'account' },
  { to: '/admin/settings', label: 'settings' },
  { to: '/admin/change-password', label: 'change_password' },
];

/** An LPK admin: the staff console plus its institution (listing, vacancies, staff). */
const LPK_ADMIN: NavItem[] = [...STAFF, { to: '/admin/institution', label: 'institution' }];

/** A pending LPK admin: the application's status until the operator approves it. */
const PENDING_ADMIN: NavItem[] = [
  { to: '/admin/dashboard', label: 'dashboard' },
  { to: '/admin/application', label: 'application' },
];

/** The platform team. */
const OPERATOR: NavItem[] = [
  { to: '/admin/dashboard', label: 'dashboard' },
  { to: '/admin/operator', label: 'operator' },
];

interface NavUser {
  role: Role;
  lpk_id: number | null;
}

/**
 * The side navigation for a user: staff get the LPK console and their account only, an LPK admin
 * the console and its institution (pending: its application), the operator the operator console;
 * caregivers their account and profile.
 */
export function navGroupsFor(user: NavUser | null | undefined): NavGroup[] {
  const role = user?.role;
  if (role === 'lpk_staff')
    return [
      { label: 'group_lpk', items: STAFF },
      { label: 'group_account', items: STAFF_ACCOUNT },
    ];
  if (role === 'lpk_admin')
    return [
      { label: 'group_lpk', items: user?.lpk_id === null ? PENDING_ADMIN : LPK_ADMIN },
      { label: 'group_account', items: STAFF_ACCOUNT },
    ];
  if (role === 'operator')
    return [
      { label: 'group_operator', items: OPERATOR },
      { label: 'group_account', items: STAFF_ACCOUNT },
    ];
  return [
    { label: 'group_account', items: ACCOUNT },
    { label: 'group_profile', items: PROFILE },
  ];
}

/**
 * The navigation entry of a path (`/registration` is the registration screen too; a page under
 * an entry, such as one applicant under the applicants, belongs to that entry).
 */
export function navItemFor(pathname: string, groups: readonly NavGroup[]): NavItem | undefined {
  const path = pathname === '/registration' ? '/admin/registration' : pathname.replace(/\/+$/, '');
  const items = groups.flatMap((group) => group.items);
  return items.find((item) => item.to === path) ?? items.find((item) => path.startsWith(`${item.to}/`));
}
