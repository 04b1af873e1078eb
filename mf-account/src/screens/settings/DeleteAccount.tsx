import { ApiError, TextField, clear, disconnectRealtime, endingSession, useSession } from 'mf-shared';
import { ApiForm, FormError, useApiForm, useFieldError, type ApiFormState } from 'mf-shared/forms';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { deleteMyAccount } from '../../api/account';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { deletePasswordResolver, type DeleteValues } from './deleteAccountForm';
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
  const api: ApiFormState<DeleteValues, DeleteValues> = useApiForm<DeleteValues>({
    ns: 'account',
    defaultValues: { password: '' },
    resolver: withPassword ? deletePasswordResolver : undefined,
    fields: [], // the answer's password message is shown as the dialog's error (below)
    submit: async ({ password }) => {
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
        if (failure instanceof ApiError) throw failure;
        api.setFormError(t('common:errors.generic'));
      }
    },
    formError: (failure) => failure.errors.password?.[0] ?? failure.message,
  });

  const close = () => {
    setOpen(false);
    api.form.reset();
    api.setFormError(null);
  };
  const confirm = () => void api.onSubmit();

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
        onConfirm={confirm}
        onCancel={close}
        busy={api.submitting}
        danger
      >
        <DeleteDialogBody withPassword={withPassword} api={api} />
      </ConfirmDialog>
    </section>
  );
}

/** The dialog's words: the password asked for (Enter confirms too) and its error; without a password of one's own, the error alone. */
function DeleteDialogBody({ withPassword, api }: { withPassword: boolean; api: ApiFormState<DeleteValues, DeleteValues> }) {
  const { t } = useTranslation('account');
  if (!withPassword)
    return (
      <>
        <p>{t('settings.delete_dialog_text_google')}</p>
        <FormError api={api} />
      </>
    );
  return (
    <>
      <p>{t('settings.delete_dialog_text')}</p>
      <ApiForm api={api}>
        <PasswordInput label={t('settings.delete_password')} serverError={api.formError} />
      </ApiForm>
    </>
  );
}

/** The password, with what the server said of it (or of the deletion) as its error when the form's own check passed. */
function PasswordInput({ label, serverError }: { label: string; serverError: string | null }) {
  const { register } = useFormContext<DeleteValues>();
  const error = useFieldError('password') ?? serverError ?? undefined;
  return <TextField label={label} type="password" autoComplete="current-password" error={error} {...register('password')} />;
}
