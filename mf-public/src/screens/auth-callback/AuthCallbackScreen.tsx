import { usePageTitle } from 'mf-shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import './AuthCallbackScreen.css';
import './i18n';

/**
 * /auth/callback, the return point of social (Google) sign-in (docs/product.md section 2). The API has
 * no social sign-in, so nothing in this URL is trusted: no token or user is ever read from it.
 * Whatever query or fragment it arrived with is dropped from the address bar and history, and
 * the page says "Invalid callback URL" (docs/product.md section 8) with a way to the login form.
 */
export default function AuthCallbackScreen() {
  const { t } = useTranslation('public');
  usePageTitle(t('authCallback.title'));
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (search || hash) navigate(pathname, { replace: true });
  }, [pathname, search, hash, navigate]);

  return (
    <section className="container auth-callback" aria-labelledby="auth-callback-title">
      <div className="card auth-callback__card">
        <h1 id="auth-callback-title">{t('authCallback.title')}</h1>
        <p className="alert alert--error" role="alert">
          {t('common:errors.invalid_callback_url')}
        </p>
        <p>{t('authCallback.explanation')}</p>
        <Link to="/login" className="button button--primary">
          {t('authCallback.login')}
        </Link>
      </div>
    </section>
  );
}
