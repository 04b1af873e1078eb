import { ApiError, request, Spinner, updateUser, usePageTitle, useSession } from 'mf-shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { verifyEmail } from '../../api/mail';
import { useLinkToken } from '../../components/auth/linkToken';
import '../../components/auth/auth.css';
import './i18n';

type State =
  | { name: 'checking' }
  | { name: 'verified'; email: string; verifiedAt: string; message: string }
  | { name: 'unusable'; message: string }
  | { name: 'unreachable'; message: string }
  | { name: 'resent'; message: string };

/**
 * /verify-email?token=...: the link of the verification mail. Opening it verifies the address
 * (nothing to type). A used, expired or foreign link says so and offers a new one: sent at once
 * when signed in, else after logging in. The signed-in user of that address sees it verified at
 * once (every tab: mf-shared's session).
 */
export default function VerifyEmailScreen() {
  const { t } = useTranslation('public');
  usePageTitle(t('verifyEmail.title'));
  const token = useLinkToken();
  const { token: session, user } = useSession();
  const [state, setState] = useState<State>(() => (token ? { name: 'checking' } : { name: 'unusable', message: '' }));
  const [sending, setSending] = useState(false);
  const started = useRef(false);

  const verify = useCallback(() => {
    setState({ name: 'checking' });
    verifyEmail(token).then(
      ({ data, message }) => setState({ name: 'verified', email: data.email, verifiedAt: data.email_verified_at, message: message ?? '' }),
      (error: unknown) => {
        const gone = error instanceof ApiError && (error.status === 410 || error.status === 422);
        const message = error instanceof ApiError ? (error.body?.message ?? error.message) : String(error);
        setState(gone ? { name: 'unusable', message } : { name: 'unreachable', message });
      },
    );
  }, [token]);

  useEffect(() => {
    // Once (a second run of the effect would ask again, and be told the link is used).
    if (!token || started.current) return;
    started.current = true;
    verify();
  }, [token, verify]);

  // This browser is signed in as the owner of the address: no more "verify your email" banner.
  useEffect(() => {
    if (state.name === 'verified' && user && user.email === state.email && !user.email_verified_at) updateUser({ email_verified_at: state.verifiedAt });
  }, [state, user]);

  const sendAgain = async () => {
    setSending(true);
    try {
      const { message } = await request<null>({ method: 'post', url: '/api/lpk/email/verification', silent: true }, true);
      setState({ name: 'resent', message: message ?? '' });
    } catch (error) {
      setState({ name: 'unusable', message: error instanceof ApiError ? (error.body?.message ?? error.message) : String(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="auth-page container" aria-labelledby="verify-email-title">
      <div className="card auth-card">
        <h1 id="verify-email-title">{t('verifyEmail.title')}</h1>
        <p className="auth-card__intro">{t('verifyEmail.intro')}</p>
        {state.name === 'checking' && <Spinner label={t('verifyEmail.checking')} />}
        {state.name === 'verified' && (
          <div className="alert alert--success" role="status">
            <p>
              <strong>{state.message}</strong>
            </p>
            <p>{t('verifyEmail.verified_as', { email: state.email })}</p>
            <Link to={session ? '/admin/dashboard' : '/login'} className="button button--primary">
              {t(session ? 'verifyEmail.dashboard' : 'verifyEmail.login')}
            </Link>
          </div>
        )}
        {state.name === 'resent' && (
          <div className="alert alert--success" role="status">
            {state.message}
          </div>
        )}
        {state.name === 'unreachable' && (
          <div className="alert alert--error" role="alert">
            <p>{state.message}</p>
            <button type="button" className="button" onClick={verify}>
              {t('verifyEmail.retry')}
            </button>
          </div>
        )}
        {state.name === 'unusable' && <Unusable message={state.message} signedIn={Boolean(session)} sending={sending} onSendAgain={() => void sendAgain()} />}
      </div>
    </section>
  );
}

/** A link that cannot be used (none, used, expired): a new one sent when signed in, else after logging in. */
function Unusable({ message, signedIn, sending, onSendAgain }: { message: string; signedIn: boolean; sending: boolean; onSendAgain: () => void }) {
  const { t } = useTranslation('public');
  return (
    <div className="alert alert--error" role="alert">
      {/* No token at all: this screen's words (translated as the language changes). */}
      <p>{message || t('verifyEmail.missing')}</p>
      {signedIn ? (
        <button type="button" className="button button--primary" onClick={onSendAgain} disabled={sending} aria-busy={sending}>
          {t(sending ? 'verifyEmail.sending' : 'verifyEmail.send_again')}
        </button>
      ) : (
        <Link to={`/login?redirect=${encodeURIComponent('/admin/dashboard')}`} className="button button--primary">
          {t('verifyEmail.login_for_new')}
        </Link>
      )}
    </div>
  );
}
