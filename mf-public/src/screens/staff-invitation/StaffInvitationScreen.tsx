import type { AuthSession, InvitationInfo } from 'contracts';
import { ApiError, connectRealtime, setSession, Spinner, toast, updateUser, usePageTitle, useSession } from 'mf-shared';
import { ApiForm, FormError, InputField, useApiForm } from 'mf-shared/forms';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { acceptInvitation, checkInvitation, joinWithAccount } from '../../api/staffInvitation';
import { useLinkToken } from '../../components/auth/linkToken';
import { NewPasswordFields } from '../../components/auth/NewPasswordFields';
import '../../components/auth/auth.css';
import './i18n';

/** The link: being checked, usable (what it is for), or not (the server's reason, or a key of this screen). */
type LinkState =
  | { name: 'checking' }
  | { name: 'valid'; info: InvitationInfo }
  | { name: 'unusable'; message: string | null }
  | { name: 'unreachable'; message: string | null };

function linkFailure(error: unknown): LinkState {
  if (error instanceof ApiError && (error.status === 410 || (error.status === 422 && error.errors.token)))
    return { name: 'unusable', message: error.body?.message ?? null };
  return { name: 'unreachable', message: error instanceof ApiError ? error.message : null };
}

/** Where a new staff member starts: the LPK's applicants. */
const STAFF_HOME = '/admin/applicants';

/**
 * /staff-invitation?token=...: the link of an LPK's staff invitation (a one-use link valid seven
 * days). It is checked first (expired, used or withdrawn: says so). Then: a new person sets their
 * name and password and is signed in as staff; an address that has an account signs in with it
 * and accepts into that account; signed in with another address, the screen says so.
 */
export default function StaffInvitationScreen() {
  const { t } = useTranslation('public');
  usePageTitle(t('staff_invitation.title'));
  const token = useLinkToken();
  const { user } = useSession();
  const navigate = useNavigate();
  const [link, setLink] = useState<LinkState>(() => (token ? { name: 'checking' } : { name: 'unusable', message: null }));

  const check = useCallback(() => {
    if (!token) return;
    setLink({ name: 'checking' });
    checkInvitation(token).then(
      (info) => setLink({ name: 'valid', info }),
      (error: unknown) => setLink(linkFailure(error)),
    );
  }, [token]);
  useEffect(check, [check]);

  const done = (message: string | undefined) => {
    if (message) toast.success(message);
    navigate(STAFF_HOME, { replace: true });
  };
  const onSignedIn = (session: AuthSession, message: string | undefined) => {
    setSession(session.token, session.user);
    connectRealtime().catch((error: unknown) => console.warn('staff invitation: real-time connection failed', error));
    done(message);
  };

  const info = link.name === 'valid' ? link.info : null;
  return (
    <section className="auth-page container" aria-labelledby="staff-invitation-title">
      <div className="card auth-card">
        <h1 id="staff-invitation-title">{t('staff_invitation.title')}</h1>
        {link.name === 'checking' && <Spinner label={t('staff_invitation.checking')} />}
        {link.name === 'unusable' && (
          <div className="alert alert--error" role="alert">
            <p>{link.message ?? t('staff_invitation.missing')}</p>
            <p>{t('staff_invitation.unusable_help')}</p>
          </div>
        )}
        {link.name === 'unreachable' && (
          <div className="alert alert--error" role="alert">
            <p>{link.message ?? t('staff_invitation.failed')}</p>
            <button type="button" className="button" onClick={check}>
              {t('staff_invitation.retry')}
            </button>
          </div>
        )}
        {info && (
          <>
            <p className="auth-card__intro">{t('staff_invitation.intro', { lpk: info.lpk_name, email: info.email })}</p>
            {user && user.email === info.email && <JoinButton token={token} onJoined={done} onLinkFailed={(e) => setLink(linkFailure(e))} />}
            {user && user.email !== info.email && (
              <div className="alert" role="note">
                {t('staff_invitation.other_account', { email: info.email, current: user.email })}
              </div>
            )}
            {!user && info.account_exists && (
              <div className="alert" role="note">
                <p>{t('staff_invitation.has_account', { email: info.email })}</p>
                <Link className="button button--primary" to={`/login?redirect=${encodeURIComponent(`/staff-invitation?token=${token}`)}`}>
                  {t('staff_invitation.log_in')}
                </Link>
              </div>
            )}
            {!user && !info.account_exists && <NewAccountForm token={token} onSignedIn={onSignedIn} onLinkFailed={(e) => setLink(linkFailure(e))} />}
          </>
        )}
      </div>
    </section>
  );
}

function JoinButton({
  token,
  onJoined,
  onLinkFailed,
}: {
  token: string;
  onJoined: (message: string | undefined) => void;
  onLinkFailed: (error: unknown) => void;
}) {
  const { t } = useTranslation('public');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const join = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { data, message } = await joinWithAccount(token);
      updateUser({ role: data.user.role, lpk_id: data.user.lpk_id });
      onJoined(message);
    } catch (error) {
      if (error instanceof ApiError && error.status === 410) return onLinkFailed(error);
      setFailure(error instanceof ApiError ? error.message : t('staff_invitation.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {failure && (
        <div className="alert alert--error" role="alert">
          {failure}
        </div>
      )}
      <button type="button" className="button button--primary button--block" disabled={busy} aria-busy={busy} onClick={() => void join()}>
        {t(busy ? 'staff_invitation.working' : 'staff_invitation.join')}
      </button>
    </>
  );
}

function NewAccountForm({
  token,
  onSignedIn,
  onLinkFailed,
}: {
  token: string;
  onSignedIn: (session: AuthSession, message: string | undefined) => void;
  onLinkFailed: (error: unknown) => void;
}) {
  const { t } = useTranslation('public');
  // No check before sending: the API's 422 messages go under the fields.
  const api = useApiForm({
    ns: 'public',
    defaultValues: { full_name: '', password: '', password_confirmation: '' },
    fields: ['full_name', 'password', 'password_confirmation'],
    submit: (values) => acceptInvitation({ token, ...values }),
    onSuccess: ({ data, message }) => onSignedIn(data, message),
    formError: (error) => {
      if (error.status === 410 || error.errors.token) {
        onLinkFailed(error);
        return null;
      }
      return error.status === 422 ? null : error.message;
    },
    unexpectedError: t('staff_invitation.failed'),
  });
  const busy = api.submitting;

  return (
    <>
      <FormError api={api} />
      <ApiForm api={api}>
        <InputField name="full_name" label={t('staff_invitation.full_name')} autoComplete="name" />
        <NewPasswordFields label={t('staff_invitation.password')} confirmationLabel={t('staff_invitation.password_confirmation')} />
        <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy}>
          {t(busy ? 'staff_invitation.working' : 'staff_invitation.accept')}
        </button>
      </ApiForm>
    </>
  );
}
