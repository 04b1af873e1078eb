import { actsAsStaff, isPendingLpkAdmin, managesLpk } from 'contracts';
import { usePageTitle, useSession, type User } from 'mf-shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import '../layout/i18n';
import './noAccess.i18n';

/** The areas of the account frame that belong to one role. */
export type Area = 'institution' | 'operator' | 'applicants';

type Home = 'caregiver' | 'lpk_staff' | 'lpk_admin' | 'lpk_admin_pending' | 'operator';

/** Who may use each area (the API answers 403 to anyone else). */
const ALLOWED: Record<Area, (user: User) => boolean> = {
  institution: managesLpk,
  operator: (user) => user.role === 'operator',
  applicants: actsAsStaff,
};

/** Where each kind of account works. */
const HOME: Record<Home, string> = {
  caregiver: '/admin/dashboard',
  lpk_staff: '/admin/applicants',
  lpk_admin: '/admin/institution',
  lpk_admin_pending: '/admin/application',
  operator: '/admin/operator',
};

function homeOf(user: User): Home {
  if (isPendingLpkAdmin(user)) return 'lpk_admin_pending';
  if (user.role === 'lpk_admin' || user.role === 'lpk_staff' || user.role === 'operator') return user.role;
  return 'caregiver';
}

/**
 * An area of another role (issue 33: a caregiver at /admin/institution, staff at /admin/operator):
 * instead of the screen (and its requests' 403 toasts), a page that says what the area is for,
 * who is signed in, and where their own work is. Its content only; the account frame stays.
 */
export function RoleGate({ area, children }: { area: Area; children: ReactNode }) {
  const { user } = useSession();
  if (!user || ALLOWED[area](user)) return <>{children}</>;
  return <NoAccess area={area} user={user} />;
}

export function NoAccess({ area, user }: { area: Area; user: User }) {
  const { t } = useTranslation('account');
  usePageTitle(t('no_access.title'));
  const home = homeOf(user);
  return (
    <div className="stack" data-testid="no-access">
      <h1>{t('no_access.title')}</h1>
      <p>{t(`no_access.area.${area}`)}</p>
      <p>
        {t('no_access.signed_in_as', { name: user.full_name, role: t(`layout.role_${user.role}`) })} {t(`no_access.where.${home}`)}
      </p>
      <p>
        <Link className="button button--primary" to={HOME[home]}>
          {t(`no_access.go.${home}`)}
        </Link>
      </p>
      {home === 'caregiver' && area === 'institution' && (
        <p>
          {t('no_access.apply')} <Link to="/lpk-apply">{t('no_access.apply_link')}</Link>
        </p>
      )}
    </div>
  );
}
