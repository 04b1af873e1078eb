import { getLanguage, login, usePageTitle } from 'mf-shared';
import { ApiForm, CheckField, FormError, InputField, PasswordField, useApiForm } from 'mf-shared/forms';
import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthDivider, GoogleButton, startGoogleSignIn } from '../../components/auth/GoogleButton';
import { NewTabLink } from '../../components/auth/NewTabLink';
import { safeRedirectParam, withRedirect } from '../../components/auth/redirect';
import '../../components/auth/auth.css';
import './LoginScreen.css';
import './i18n';
import { loginResolver, type LoginFormInput, type LoginFormValues } from './loginSchema';
import { useLoginRedirect } from './useLoginRedirect';

/**
 * /login: "Sign in with Google" (back to the same `redirect` afterwards), or email, password and
 * terms; on success the session sends the user on (useLoginRedirect).
 */
export default function LoginScreen() {
  const { t } = useTranslation('public');
  usePageTitle(t('login.title'));
  const loggedIn = useLoginRedirect();
  const [params] = useSearchParams();
  // Google sign-in comes back to the same safe `redirect` (an unsafe one is dropped here too).
  const googleRedirect = safeRedirectParam(params);
  // ?google=start: the API sent a Google sign-in begun on another origin of this site here, to
  // start it from this origin's tab storage, the one Google's callback comes back to. Once.
  const googleStart = params.get('google') === 'start';
  const started = useRef(false);
  useEffect(() => {
    if (!googleStart || loggedIn || started.current) return;
    started.current = true;
    const lang = params.get('lang');
    startGoogleSignIn(googleRedirect, lang === 'id' || lang === 'en' ? lang : getLanguage());
  }, [googleStart, loggedIn, googleRedirect, params]);
  const failedText = t('common:errors.login_failed');
  const api = useApiForm({
    ns: 'public',
    resolver: loginResolver,
    defaultValues: { email: '', password: '', terms: false } as LoginFormInput,
    // The form's own failure message says it already: not under a field too.
    fields: ['email', 'password'],
    skipMessage: (message) => message.trim() === failedText.trim(),
    submit: ({ email, password }: LoginFormValues) => login({ email, password }),
    // The server's own message when it throttles (429), else the generic one.
    formError: (error) => (error.status === 429 ? error.message : failedText),
  });
  if (loggedIn) return null;

  return (
    <section className="auth-page container" aria-labelledby="login-title">
      <div className="card auth-card">
        <h1 id="login-title">{t('login.title')}</h1>
        <p className="auth-card__intro">{t('login.intro')}</p>
        {googleStart && <p role="status">{t('auth.google.redirecting')}</p>}
        <FormError api={api} />
        <GoogleButton redirect={googleRedirect} />
        <AuthDivider>{t('auth.google.or_login')}</AuthDivider>
        <ApiForm api={api}>
          <InputField name="email" label={t('login.email')} type="email" autoComplete="email" inputMode="email" />
          <PasswordField name="password" label={t('login.password')} autoComplete="current-password" />
          <p className="login-forgot">
            <Link to="/forgot-password">{t('login.forgot')}</Link>
          </p>
          <CheckField
            name="terms"
            className="login-terms"
            label={<Trans t={t} i18nKey="login.terms" components={{ terms: <NewTabLink to="/terms" />, privacy: <NewTabLink to="/privacy-policy" /> }} />}
          />
          <button type="submit" className="button button--primary button--block" disabled={api.submitting} aria-busy={api.submitting}>
            {api.submitting ? t('login.submitting') : t('login.submit')}
          </button>
        </ApiForm>
        <p className="auth-card__switch">
          {t('login.no_account')} <Link to={withRedirect('/register', googleRedirect)}>{t('login.register')}</Link>
        </p>
      </div>
    </section>
  );
}
