import type { AuthSession } from 'contracts';
import { ApiError, connectRealtime, setSession, Spinner, toast, usePageTitle } from 'mf-shared';
import { ApiForm, FormError, useApiForm } from 'mf-shared/forms';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { checkResetLink, resetPassword } from '../../api/mail';
import { useLinkToken } from '../../components/auth/linkToken';
import { NewPasswordFields } from '../../components/auth/NewPasswordFields';
import '../../components/auth/auth.css';
import './i18n';
import { RESET_FIELDS, resetResolver, type ResetFormInput, type ResetFormValues } from './resetSchema';

/** A message: the API's words (already in the language asked), or a key of this screen (translated as the language changes). */
type Text = { message: string } | { key: string };

/** The link cannot be used (expired, used, unknown), or could not be checked (no answer: try again). */
type LinkState = { name: 'checking' } | { name: 'valid' } | { name: 'unusable'; text: Text } | { name: 'unreachable'; text: Text };

/** Why a link check or a reset failed: a 410 (or 422 on the token) is the link itself; anything else may pass when tried again. */
function linkFailure(error: unknown): LinkState {
  if (error instanceof ApiError && (error.status === 410 || (error.status === 422 && error.errors.token))) {
    return { name: 'unusable', text: error.body?.message ? { message: error.body.message } : { key: 'reset.missing' } };
  }
  return { name: 'unreachable', text: error instanceof ApiError ? { message: error.message } : { key: 'reset.failed' } };
}

/**
 * /reset-password?token=...: the link from the reset mail. It is checked first (a used or expired
 * link says so and offers a new one, before anything is typed); then the new password under the
 * rules of docs/product.md section 5, twice. Saved: every other session of the account has ended,
 * this browser is signed in and goes to the dashboard.
 */
export default function ResetPasswordScreen() {
  const { t } = useTranslation('public');
  usePageTitle(t('reset.title'));
  const token = useLinkToken();
  const navigate = useNavigate();
  const [link, setLink] = useState<LinkState>(() => (token ? { name: 'checking' } : { name: 'unusable', text: { key: 'reset.missing' } }));
  const say = (text: Text) => ('key' in text ? t(text.key) : text.message);

  const check = useCallback(() => {
    if (!token) return;
    setLink({ name: 'checking' });
    checkResetLink(token).then(
      () => setLink({ name: 'valid' }),
      (error: unknown) => setLink(linkFailure(error)),
    );
  }, [token]);
  useEffect(check, [check]);

  const onSaved = (session: AuthSession, message: string | undefined) => {
    setSession(session.token, session.user);
    // The real-time channel opens as after a login; its failure never fails the reset.
    connectRealtime().catch((error: unknown) => console.warn('reset password: real-time connection failed', error));
    if (message) toast.success(message);
    navigate('/admin/dashboard', { replace: true });
  };

  return (
    <section className="auth-page container" aria-labelledby="reset-title">
      <div className="card auth-card">
        <h1 id="reset-title">{t('reset.title')}</h1>
        <p className="auth-card__intro">{t('reset.intro')}</p>
        {link.name === 'checking' && <Spinner label={t('reset.checking')} />}
        {link.name === 'unusable' && (
          <div className="alert alert--error" role="alert">
            <p>{say(link.text)}</p>
            <Link to="/forgot-password" className="button button--primary">
              {t('reset.new_link')}
            </Link>
          </div>
        )}
        {link.name === 'unreachable' && (
          <div className="alert alert--error" role="alert">
            <p>{say(link.text)}</p>
            <button type="button" className="button" onClick={check}>
              {t('reset.retry')}
            </button>
          </div>
        )}
        {link.name === 'valid' && <NewPasswordForm token={token} onSaved={onSaved} onLinkFailed={(error) => setLink(linkFailure(error))} />}
      </div>
    </section>
  );
}

function NewPasswordForm({
  token,
  onSaved,
  onLinkFailed,
}: {
  token: string;
  onSaved: (session: AuthSession, message: string | undefined) => void;
  onLinkFailed: (error: unknown) => void;
}) {
  const { t } = useTranslation('public');
  const api = useApiForm({
    ns: 'public',
    resolver: resetResolver,
    defaultValues: { password: '', password_confirmation: '' } as ResetFormInput,
    fields: RESET_FIELDS,
    submit: (values: ResetFormValues) => resetPassword({ token, ...values }),
    onSuccess: ({ data, message }) => onSaved(data, message),
    formError: (error, _unplaced, placed) => {
      if (error.status === 410 || error.errors.token) {
        onLinkFailed(error);
        return null;
      }
      return placed ? null : error.message;
    },
  });
  return (
    <>
      <FormError api={api} />
      <ApiForm api={api}>
        <NewPasswordFields label={t('reset.password')} confirmationLabel={t('reset.password_confirmation')} />
        <button type="submit" className="button button--primary button--block" disabled={api.submitting} aria-busy={api.submitting}>
          {api.submitting ? t('reset.submitting') : t('reset.submit')}
        </button>
      </ApiForm>
    </>
  );
}
