import { usePageTitle, useSession } from 'mf-shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../components/formatDate';
import { UserCard } from '../../layout/UserCard';
import '../../layout/i18n';
import './i18n';

/** /admin/account: the account's details, with the ways to change them. */
export default function AccountScreen() {
  const { t } = useTranslation('account');
  usePageTitle(t('account.title'));
  const { user } = useSession();
  const none = t('account.none');
  const rows: [string, string][] = user
    ? [
        ['account.full_name', user.full_name],
        ['account.email', user.email],
        ['account.phone', user.phone || none],
        ['account.role', t(`layout.role_${user.role}`)],
        ['account.referral_code', user.referral_code || none],
        ...(user.created_at ? ([['account.member_since', formatDateTime(user.created_at, false)]] as [string, string][]) : []),
      ]
    : [];
  return (
    <div className="stack">
      <h1>{t('account.title')}</h1>
      <section className="card" aria-labelledby="account-details-title">
        <h2 id="account-details-title">{t('account.details')}</h2>
        <UserCard user={user} />
        <dl className="details-list">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{t(label)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <ul className="actions plain-list">
        <li>
          <Link className="button button--primary" to="/admin/edit-profile">
            {t('account.edit_profile')}
          </Link>
        </li>
        <li>
          <Link className="button" to="/admin/change-password">
            {t('account.change_password')}
          </Link>
        </li>
        <li>
          <Link className="button" to="/admin/settings">
            {t('account.settings')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
