import { usePageTitle } from 'mf-shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './i18n';

/** Any unknown path of the account area, inside the account frame. */
export default function NotFoundScreen() {
  const { t } = useTranslation('account');
  usePageTitle(t('not_found.title'));
  return (
    <div className="stack">
      <h1>{t('not_found.title')}</h1>
      <p>{t('not_found.text')}</p>
      <p>
        <Link className="button button--primary" to="/admin/dashboard">
          {t('not_found.back')}
        </Link>
      </p>
    </div>
  );
}
