import { usePageTitle } from 'mf-shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './NotFoundScreen.css';
import './i18n';

/** Any path no public route matches (`*`). */
export default function NotFoundScreen() {
  const { t } = useTranslation('public');
  usePageTitle(t('notFound.title'));
  return (
    <section className="container not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        {t('notFound.code')}
      </p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p className="not-found__explanation">{t('notFound.explanation')}</p>
      <div className="not-found__actions">
        <Link to="/" className="button button--primary">
          {t('notFound.home')}
        </Link>
        <Link to="/search" className="button">
          {t('notFound.search')}
        </Link>
      </div>
    </section>
  );
}
