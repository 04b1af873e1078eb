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

/** The side navigation for a role: staff get the LPK console and their account only; caregivers their account and profile. */
export function navGroupsFor(role: Role | undefined): NavGroup[] {
  if (role === 'lpk_staff')
    return [
      { label: 'group_lpk', items: STAFF },
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
