import { usePageTitle, useSession } from 'mf-shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './RegistrationSuccessScreen.css';
import './i18n';

const NEXT_STEPS = ['profile', 'search', 'apply', 'approval'] as const;

/** /registration-success: thanks the new user and explains the flow of docs/product.md section 1. */
export default function RegistrationSuccessScreen() {
  const { t } = useTranslation('public');
  usePageTitle(t('registrationSuccess.title'));
  const { token, user } = useSession();
  const loggedIn = token !== null;
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
        <h2>{t('registrationSuccess.next_title')}</h2>
        <ol className="registration-success__steps">
          {NEXT_STEPS.map((step) => (
            <li key={step}>{t(`registrationSuccess.steps.${step}`)}</li>
          ))}
        </ol>
        {!loggedIn && <p>{t('registrationSuccess.logged_out')}</p>}
        <div className="registration-success__actions">
          {loggedIn ? (
            <Link to="/admin/dashboard" className="button button--primary">
              {t('registrationSuccess.dashboard')}
            </Link>
          ) : (
            <Link to="/login" className="button button--primary">
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
