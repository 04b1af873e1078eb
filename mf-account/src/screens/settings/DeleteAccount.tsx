import { ApiError, TextField, clear, disconnectRealtime, endingSession, useSession } from 'mf-shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { deleteMyAccount } from '../../api/account';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { deletePasswordProblem } from './deleteAccountForm';
import './i18n';

/**
 * DELETE /me after the password and a confirmation dialog; then logged out, on the public page
 * that confirms the deletion (/account-deleted). The server revokes every token before it
 * answers: the socket closing as revoked and any request still out (401) are the expected end,
 * not "session expired" (mf-shared's endingSession). An account created through Google without
 * a password of its own is not asked for one (the server allows it within 10 minutes of signing
 * in, else says to sign in again).
 */
export function DeleteAccount() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { user } = useSession();
  const withPassword = user?.has_password !== false;
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setOpen(false);
    setPassword('');
    setError(undefined);
  };

  const confirm = async () => {
    const problem = withPassword ? deletePasswordProblem(password) : undefined;
    if (problem) {
      setError(t(problem));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await endingSession(async () => {
        await deleteMyAccount(withPassword ? password : undefined);
        // Every token of the account is gone: the session ends here too, the real-time link with it;
        // the confirmation is opened at once (before the route guard sees a protected page signed out).
        disconnectRealtime();
        clear();
        navigate('/account-deleted', { replace: true });
      });
    } catch (failure) {
      setBusy(false);
      if (failure instanceof ApiError) setError(failure.errors.password?.[0] ?? failure.message);
      else setError(t('common:errors.generic'));
    }
  };

  return (
    <section className="card" aria-labelledby="settings-delete-title">
      <h2 id="settings-delete-title">{t('settings.delete_title')}</h2>
      <p>{t('settings.delete_text')}</p>
      <button type="button" className="button button--danger" onClick={() => setOpen(true)}>
        {t('settings.delete_button')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('settings.delete_dialog_title')}
        confirmLabel={t('settings.delete_confirm')}
        onConfirm={() => void confirm()}
        onCancel={close}
        busy={busy}
        danger
      >
        <DeleteDialogBody withPassword={withPassword} password={password} error={error} onPassword={setPassword} onSubmit={() => void confirm()} />
      </ConfirmDialog>
    </section>
  );
}

/** The dialog's words: the password asked for (Enter confirms too) and its error; without a password of one's own, the error alone. */
function DeleteDialogBody({
  withPassword,
  password,
  error,
  onPassword,
  onSubmit,
}: {
  withPassword: boolean;
  password: string;
  error: string | undefined;
  onPassword: (password: string) => void;
  onSubmit: () => void;
}) {
  const { t } = useTranslation('account');
  if (!withPassword)
    return (
      <>
        <p>{t('settings.delete_dialog_text_google')}</p>
        {error && (
          <p className="alert alert--error" role="alert">
            {error}
          </p>
        )}
      </>
    );
  return (
    <>
      <p>{t('settings.delete_dialog_text')}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <TextField
          label={t('settings.delete_password')}
          type="password"
          autoComplete="current-password"
          value={password}
          error={error}
          onChange={(event) => onPassword(event.target.value)}
        />
      </form>
    </>
  );
}
