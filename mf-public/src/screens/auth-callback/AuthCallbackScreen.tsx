import { ApiError, TextField, usePageTitle } from 'mf-shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ApiForm, FormError, InputField, PasswordField, useApiForm } from 'mf-shared/forms';
import { AgreementField } from '../../components/auth/AgreementField';
import { PhoneField } from '../../components/auth/PhoneField';
import { resolveRedirect } from '../../components/auth/redirect';
import { clearSignInBinding, currentSignInBinding } from '../../components/auth/signInBinding';
import '../../components/auth/auth.css';
import '../register/i18n';
import './AuthCallbackScreen.css';
import './i18n';
import { COMPLETE_FIELDS, completeResolver, type CompleteFormInput, type CompleteFormValues } from './completeSchema';
import {
  completeSignUp,
  linkAccount,
  needsLink,
  needsProfile,
  sendCallback,
  startSession,
  type CallbackParams,
  type NeedsLink,
  type NeedsProfile,
  type SignedIn,
} from './googleSignIn';
import { linkResolver, type LinkFormValues } from './linkSchema';

/** Why sign-in stopped: a message of this screen (translated as the language changes), or the server's own. */
type Failure = { key: string } | { message: string };

type Step = { name: 'working' } | { name: 'failed'; failure: Failure } | { name: 'profile'; data: NeedsProfile } | { name: 'link'; data: NeedsLink };

/** What the provider's redirect carried, read once (the address is cleaned right after), with this tab's binding. */
function readCallback(search: string): { params: CallbackParams; error: string | null } {
  const query = new URLSearchParams(search);
  const binding = currentSignInBinding();
  const params: CallbackParams = binding ? { binding } : {};
  for (const name of ['code', 'state', 'iss'] as const) {
    const value = query.get(name);
    if (value) params[name] = value;
  }
  return { params, error: query.get('error') };
}

/** The message of an error the provider (or our start route) put in the redirect. */
function providerErrorKey(error: string): string {
  if (error === 'access_denied') return 'authCallback.cancelled';
  if (error === 'unavailable') return 'authCallback.unavailable';
  return 'authCallback.provider_error';
}

/**
 * Why the API refused: its own message for a refused callback (in the language asked for: "Invalid
 * callback URL", cancelled, expired, unverified email...), the client's for no answer or a server
 * error, else "Invalid callback URL".
 */
function failureOf(error: unknown): Failure {
  if (!(error instanceof ApiError)) return { key: 'common:errors.invalid_callback_url' };
  const status = error.status ?? 0;
  if (error.kind === 'http' && status < 500 && error.body?.message) return { message: error.body.message };
  if (error.kind === 'network' || error.kind === 'timeout' || status >= 500) return { message: error.message };
  return { key: 'common:errors.invalid_callback_url' };
}

/** A refusal the form can show and be submitted again after (wrong password, throttled, no answer), rather than a dead end. */
function retryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const status = error.status ?? 0;
  return status === 422 || status === 429 || status >= 500 || error.kind === 'network' || error.kind === 'timeout';
}

/**
 * /auth/callback, where Google (or the development stand-in) sends the browser back. Nothing in
 * the URL is trusted or kept: the query is dropped from the address bar at once, and only `code`,
 * `state` and `iss` are handed to the API, with the binding this tab kept when the sign-in started
 * (a link opened in another browser has none, and is refused), which checks them against the flow it started (a
 * token or user in the URL is ignored). Then: signed in (the session stored as login stores it)
 * and on to the page the sign-in started from, else the dashboard; or, when an account with that
 * email already exists, that account's password to connect Google to it; or, for a new Google
 * user, a short form for what registration needs and Google does not give; or why it failed,
 * with a way back to the login page.
 */
export default function AuthCallbackScreen() {
  const { t } = useTranslation('public');
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [callback] = useState(() => readCallback(search));
  const [step, setStep] = useState<Step>(() => {
    if (callback.error) return { name: 'failed', failure: { key: providerErrorKey(callback.error) } };
    if (!callback.params.code || !callback.params.state) return { name: 'failed', failure: { key: 'common:errors.invalid_callback_url' } };
    return { name: 'working' };
  });
  const sent = useRef(false);
  usePageTitle(step.name === 'profile' ? t('authCallback.profile_title') : step.name === 'link' ? t('authCallback.link_title') : t('authCallback.title'));

  useEffect(() => {
    if (search || hash) navigate(pathname, { replace: true });
  }, [pathname, search, hash, navigate]);

  const finish = (data: SignedIn, welcome: 'login' | 'registration') => {
    startSession(data, welcome);
    navigate(resolveRedirect(data.redirect).to, { replace: true });
  };

  useEffect(() => {
    // Once only (a code is good for one exchange), even if the effect runs twice.
    if (step.name !== 'working' || sent.current) return;
    sent.current = true;
    clearSignInBinding();
    sendCallback(callback.params).then(
      (data) => {
        if (needsProfile(data)) setStep({ name: 'profile', data });
        else if (needsLink(data)) setStep({ name: 'link', data });
        else finish(data, 'login');
      },
      (error: unknown) => setStep({ name: 'failed', failure: failureOf(error) }),
    );
    // Runs for the callback this page was opened with: only the step matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a code is exchanged once; params and finish are this render's
  }, [step.name]);

  if (step.name === 'profile') {
    return (
      <section className="container auth-callback" aria-labelledby="auth-callback-title">
        <div className="card auth-callback__card">
          <h1 id="auth-callback-title">{t('authCallback.profile_title')}</h1>
          <p className="auth-card__intro">{t('authCallback.profile_intro', { email: step.data.profile.email })}</p>
          <CompleteProfileForm
            data={step.data}
            onDone={(data) => (needsLink(data) ? setStep({ name: 'link', data }) : finish(data, 'registration'))}
            onExpired={(failure) => setStep({ name: 'failed', failure })}
          />
        </div>
      </section>
    );
  }

  if (step.name === 'link') {
    return (
      <section className="container auth-callback" aria-labelledby="auth-callback-title">
        <div className="card auth-callback__card">
          <h1 id="auth-callback-title">{t('authCallback.link_title')}</h1>
          <p className="auth-card__intro">{t('authCallback.link_intro')}</p>
          <LinkAccountForm data={step.data} onDone={(data) => finish(data, 'login')} onExpired={(failure) => setStep({ name: 'failed', failure })} />
        </div>
      </section>
    );
  }

  return (
    <section className="container auth-callback" aria-labelledby="auth-callback-title">
      <div className="card auth-callback__card">
        <h1 id="auth-callback-title">{step.name === 'failed' ? t('authCallback.failed_title') : t('authCallback.title')}</h1>
        {step.name === 'working' ? (
          <p role="status">{t('authCallback.working')}</p>
        ) : (
          <>
            <p className="alert alert--error" role="alert">
              {'key' in step.failure ? t(step.failure.key) : step.failure.message}
            </p>
            <p>{t('authCallback.explanation')}</p>
            <Link to="/login" className="button button--primary">
              {t('authCallback.login')}
            </Link>
          </>
        )}
      </div>
    </section>
  );
}

/** Phone number and agreement (and the name, prefilled from Google), validated as registration validates them. */
function CompleteProfileForm({
  data,
  onDone,
  onExpired,
}: {
  data: NeedsProfile;
  onDone: (data: SignedIn | NeedsLink) => void;
  onExpired: (failure: Failure) => void;
}) {
  const { t } = useTranslation('public');
  const failedText = t('common:errors.registration_failed');
  const api = useApiForm({
    ns: 'public',
    resolver: completeResolver,
    defaultValues: { full_name: data.profile.full_name, phone: '', agree: false } as CompleteFormInput,
    // The form's own failure message says it already: not under a field too.
    fields: COMPLETE_FIELDS,
    skipMessage: (message) => message.trim() === failedText.trim(),
    submit: (values: CompleteFormValues) => completeSignUp({ ticket: data.ticket, full_name: values.full_name, phone: values.phone, agree: true }),
    onSuccess: onDone,
    formError: (error) => {
      if (error.status === 422) return failedText;
      onExpired(failureOf(error));
      return null;
    },
  });
  return (
    <>
      <FormError api={api} />
      <ApiForm api={api}>
        <TextField label={t('register.email')} type="email" value={data.profile.email} readOnly hint={t('authCallback.email_hint')} />
        <InputField name="full_name" label={t('register.full_name')} autoComplete="name" />
        <PhoneField />
        <AgreementField />
        <button type="submit" className="button button--primary button--block" disabled={api.submitting} aria-busy={api.submitting}>
          {api.submitting ? t('authCallback.completing') : t('authCallback.complete')}
        </button>
      </ApiForm>
    </>
  );
}

/**
 * The password of the existing account with Google's email: right, Google is connected to that
 * account and the person signed in; wrong, the server's message under the field (nothing is
 * connected), and another try (the login throttle bounds them); an expired ticket ends on the
 * failure page.
 */
function LinkAccountForm({ data, onDone, onExpired }: { data: NeedsLink; onDone: (data: SignedIn) => void; onExpired: (failure: Failure) => void }) {
  const { t } = useTranslation('public');
  const api = useApiForm({
    ns: 'public',
    resolver: linkResolver,
    defaultValues: { password: '' } as LinkFormValues,
    // The message says it above the form already: not under the field too.
    fields: ['password'],
    skipMessage: (message, error) => message.trim() === error.message.trim(),
    submit: ({ password }: LinkFormValues) => linkAccount({ ticket: data.ticket, password }),
    onSuccess: onDone,
    formError: (error) => {
      if (retryable(error)) return error.message;
      onExpired(failureOf(error));
      return null;
    },
  });

  return (
    <>
      <FormError api={api} />
      <ApiForm api={api}>
        <TextField label={t('register.email')} type="email" value={data.account.email} readOnly hint={t('authCallback.email_hint')} />
        <PasswordField name="password" label={t('authCallback.link_password')} autoComplete="current-password" />
        <p className="auth-callback__data-sharing">{t('authCallback.link_note')}</p>
        <button type="submit" className="button button--primary button--block" disabled={api.submitting} aria-busy={api.submitting}>
          {api.submitting ? t('authCallback.linking') : t('authCallback.link')}
        </button>
      </ApiForm>
      <p className="auth-card__switch">
        <Link to="/login">{t('authCallback.link_other_way')}</Link>
      </p>
    </>
  );
}
