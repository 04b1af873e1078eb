import { ApiError, CheckboxField, getLanguage, login, TextField, usePageTitle } from 'mf-shared';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { fieldErrorText, showServerFieldErrors } from '../../components/auth/formErrors';
import { AuthDivider, GoogleButton, startGoogleSignIn } from '../../components/auth/GoogleButton';
import { NewTabLink } from '../../components/auth/NewTabLink';
import { PasswordField } from '../../components/auth/PasswordField';
import { safeRedirectParam, withRedirect } from '../../components/auth/redirect';
import '../../components/auth/auth.css';
import './LoginScreen.css';
import './i18n';
import { loginResolver, type LoginFormInput, type LoginFormValues } from './loginSchema';
import { useLoginRedirect } from './useLoginRedirect';

/** Why the last attempt failed: the generic message, or the server's own (429 throttling). */
type Failure = { kind: 'failed' } | { kind: 'server'; message: string };

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
  const [failure, setFailure] = useState<Failure | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: loginResolver,
    defaultValues: { email: '', password: '', terms: false },
  });

  const onSubmit = async ({ email, password }: LoginFormValues) => {
    setFailure(null);
    try {
      await login({ email, password });
    } catch (error) {
      showServerFieldErrors(error, setError, ['email', 'password'], t('common:errors.login_failed'));
      setFailure(error instanceof ApiError && error.status === 429 ? { kind: 'server', message: error.message } : { kind: 'failed' });
    }
  };

  if (loggedIn) return null;

  const errorText = (field: keyof LoginFormInput) => fieldErrorText(errors[field], t);
  return (
    <section className="auth-page container" aria-labelledby="login-title">
      <div className="card auth-card">
        <h1 id="login-title">{t('login.title')}</h1>
        <p className="auth-card__intro">{t('login.intro')}</p>
        {googleStart && <p role="status">{t('auth.google.redirecting')}</p>}
        {failure && (
          <div className="alert alert--error" role="alert">
            {failure.kind === 'server' ? failure.message : t('common:errors.login_failed')}
          </div>
        )}
        <GoogleButton redirect={googleRedirect} />
        <AuthDivider>{t('auth.google.or_login')}</AuthDivider>
        <form noValidate onSubmit={handleSubmit(onSubmit)}>
          <TextField label={t('login.email')} type="email" autoComplete="email" inputMode="email" error={errorText('email')} {...register('email')} />
          <PasswordField label={t('login.password')} autoComplete="current-password" error={errorText('password')} {...register('password')} />
          <p className="login-forgot">
            <Link to="/forgot-password">{t('login.forgot')}</Link>
          </p>
          <CheckboxField
            className="login-terms"
            label={<Trans t={t} i18nKey="login.terms" components={{ terms: <NewTabLink to="/terms" />, privacy: <NewTabLink to="/privacy-policy" /> }} />}
            error={errorText('terms')}
            {...register('terms')}
          />
          <button type="submit" className="button button--primary button--block" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? t('login.submitting') : t('login.submit')}
          </button>
        </form>
        <p className="auth-card__switch">
          {t('login.no_account')} <Link to={withRedirect('/register', googleRedirect)}>{t('login.register')}</Link>
        </p>
      </div>
    </section>
  );
}
