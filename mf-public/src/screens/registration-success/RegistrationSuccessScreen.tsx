import { toast, usePageTitle, useSession } from 'mf-shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { safeRedirectParam, withRedirect } from '../../components/auth/redirect';
import './RegistrationSuccessScreen.css';
import './i18n';

const NEXT_STEPS = ['profile', 'search', 'apply', 'approval'] as const;

/**
 * /registration-success: thanks the new user and explains the flow of docs/product.md section 1.
 * Its first action is marked data-primary-action: the shell's chat button never covers it (375 px).
 */
export default function RegistrationSuccessScreen() {
  const { t } = useTranslation('public');
  usePageTitle(t('registrationSuccess.title'));
  const { token, user } = useSession();
  const loggedIn = token !== null;
  // Sign-up started from somewhere (an LPK's "register here"): the first action goes back there.
  const [params] = useSearchParams();
  const redirect = safeRedirectParam(params);
  const navigate = useNavigate();
  const forwarded = useRef(false);
  // Logged in with somewhere to go back to: the account is made, so the user is taken on at once.
  useEffect(() => {
    if (!loggedIn || !redirect || forwarded.current) return;
    forwarded.current = true;
    toast.success(t('registrationSuccess.thanks'));
    navigate(redirect, { replace: true });
  }, [loggedIn, redirect, navigate, t]);
  return (
    <section className="container registration-success" aria-labelledby="registration-success-title">
      <div className="card registration-success__card">
        <span className="registration-success__icon" aria-hidden="true">
          ✓
        </span>
        <h1 id="registration-success-title">{t('registrationSuccess.title')}</h1>
        <p className="registration-success__thanks">
          {user?.full_name ? t('registrationSuccess.thanks_named', { name: user.full_name }) : t('registrationSuccess.thanks')}
        </p>
        {loggedIn && user?.email && user.email_verified_at === null && <p>{t('registrationSuccess.verify_sent', { email: user.email })}</p>}
        <h2>{t('registrationSuccess.next_title')}</h2>
        <ol className="registration-success__steps">
          {NEXT_STEPS.map((step) => (
            <li key={step}>{t(`registrationSuccess.steps.${step}`)}</li>
          ))}
        </ol>
        {!loggedIn && <p>{t('registrationSuccess.logged_out')}</p>}
        <div className="registration-success__actions">
          {loggedIn && redirect ? (
            <Link to={redirect} className="button button--primary" data-primary-action="">
              {t('registrationSuccess.continue')}
            </Link>
          ) : loggedIn ? (
            <Link to="/admin/dashboard" className="button button--primary" data-primary-action="">
              {t('registrationSuccess.dashboard')}
            </Link>
          ) : (
            <Link to={withRedirect('/login', redirect)} className="button button--primary" data-primary-action="">
              {t('registrationSuccess.login')}
            </Link>
          )}
          <Link to="/search" className="button">
            {t('registrationSuccess.search')}
          </Link>
        </div>
      </div>
    </section>
  );
}
