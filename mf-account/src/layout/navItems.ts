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

const STAFF: NavItem[] = [{ to: '/admin/applicants', label: 'applicants' }];

/** The side navigation for a role: LPK staff also get their console. */
export function navGroupsFor(role: Role | undefined): NavGroup[] {
  const groups: NavGroup[] = [];
  if (role === 'lpk_staff') groups.push({ label: 'group_lpk', items: STAFF });
  groups.push({ label: 'group_account', items: ACCOUNT }, { label: 'group_profile', items: PROFILE });
  return groups;
}

/** The navigation entry of a path (`/registration` is the registration screen too). */
export function navItemFor(pathname: string, groups: readonly NavGroup[]): NavItem | undefined {
  const path = pathname === '/registration' ? '/admin/registration' : pathname.replace(/\/+$/, '');
  for (const group of groups) {
    const found = group.items.find((item) => item.to === path);
    if (found) return found;
  }
  return undefined;
}
