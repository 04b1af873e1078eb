import { usePageTitle } from 'mf-shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './i18n';

/**
 * /account-deleted: where deleting one's account ends (mf-account's settings, after DELETE /me):
 * it says the account and its data are gone and the person is signed out everywhere, with the
 * ways on that need no account. The heading takes the focus, so a screen reader announces it.
 */
export default function AccountDeletedScreen() {
  const { t } = useTranslation('public');
  usePageTitle(t('accountDeleted.title'));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="container auth-page" aria-labelledby="account-deleted-title">
      <div className="card">
        <h1 id="account-deleted-title" ref={heading} tabIndex={-1}>
          {t('accountDeleted.title')}
        </h1>
        <p>{t('accountDeleted.text')}</p>
        <p>{t('accountDeleted.thanks')}</p>
        <p className="account-deleted__actions">
          <Link to="/" className="button button--primary">
            {t('accountDeleted.home')}
          </Link>{' '}
          <Link to="/search" className="button">
            {t('accountDeleted.search')}
          </Link>{' '}
          <Link to="/register" className="button">
            {t('accountDeleted.register')}
          </Link>
        </p>
      </div>
    </section>
  );
}
