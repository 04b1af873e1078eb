import { PASSWORD_RULES } from 'contracts';
import { ApiError, changePassword, TextField, updateUser, usePageTitle, useSession } from 'mf-shared';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CHANGE_PASSWORD_FIELDS, changePasswordResolver, setPasswordResolver, type ChangePasswordValues } from './changePasswordForm';
import '../../layout/i18n';
import './i18n';

const EMPTY: ChangePasswordValues = { current_password: '', password: '', password_confirmation: '' };

/**
 * /admin/change-password: current, new and repeated password; the rules are checked before
 * sending. An account created through Google without a password of its own (`has_password:
 * false`) sets its first one instead: no current password (the server allows it within 10 minutes
 * of signing in, else says to sign in again); afterwards the screen is the usual one.
 */
export default function ChangePasswordScreen() {
  const { user } = useSession();
  const setting = user?.has_password === false;
  const [done, setDone] = useState<string | null>(null);
  // A fresh form when the account gains its password (the current-password field appears).
  return <PasswordForm key={setting ? 'set' : 'change'} setting={setting} done={done} setDone={setDone} />;
}

function PasswordForm({ setting, done, setDone }: { setting: boolean; done: string | null; setDone: (message: string | null) => void }) {
  const { t } = useTranslation('account');
  usePageTitle(t(setting ? 'change_password.set_title' : 'change_password.title'));
  const rulesId = useId();
  const [refused, setRefused] = useState<string | null>(null);
  const [reveal, setReveal] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({ resolver: setting ? setPasswordResolver : changePasswordResolver, defaultValues: EMPTY });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = async (values: ChangePasswordValues) => {
    setDone(null);
    setRefused(null);
    try {
      const body = await changePassword(setting ? { password: values.password, password_confirmation: values.password_confirmation } : values);
      reset(EMPTY);
      setDone(body.message ?? t(setting ? 'change_password.set_success' : 'change_password.success'));
      if (setting) updateUser({ has_password: true });
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      // 403 (a first password long after signing in): the server's "sign in again".
      if (error.status === 403) {
        setRefused(error.message);
        return;
      }
      // 422: the server's message per field, under that field.
      for (const field of CHANGE_PASSWORD_FIELDS) {
        const message = error.errors[field]?.[0];
        if (message) setError(field, { type: 'server', message });
      }
    }
  };

  const errorOf = (field: keyof ChangePasswordValues) => {
    const error = errors[field];
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : t(error.message);
  };
  const type = reveal ? 'text' : 'password';

  return (
    <div className="stack narrow">
      <Heading setting={setting} done={done} refused={refused} />
      <form noValidate className="card" onSubmit={handleSubmit(onSubmit)}>
        {!setting && (
          <TextField
            label={t('change_password.current')}
            type={type}
            autoComplete="current-password"
            error={errorOf('current_password')}
            {...register('current_password')}
          />
        )}
        <TextField label={t('change_password.new')} type={type} autoComplete="new-password" error={errorOf('password')} {...register('password')} />
        <PasswordRules id={rulesId} password={password} />
        <TextField
          label={t('change_password.repeat')}
          type={type}
          autoComplete="new-password"
          error={errorOf('password_confirmation')}
          {...register('password_confirmation')}
        />
        <div className="field field--checkbox">
          <input id={`${rulesId}-reveal`} type="checkbox" checked={reveal} onChange={(event) => setReveal(event.target.checked)} />
          <label htmlFor={`${rulesId}-reveal`}>{t('change_password.show')}</label>
        </div>
        <div className="actions">
          <button type="submit" className="button button--primary" disabled={isSubmitting}>
            {t(isSubmitting ? 'change_password.submitting' : setting ? 'change_password.set_submit' : 'change_password.submit')}
          </button>
          <Link to="/admin/account">{t('layout.account')}</Link>
        </div>
      </form>
    </div>
  );
}

/** The title and intro (changing, or setting a first password), then what became of the last try: done, or refused by the server. */
function Heading({ setting, done, refused }: { setting: boolean; done: string | null; refused: string | null }) {
  const { t } = useTranslation('account');
  return (
    <>
      <header>
        <h1>{t(setting ? 'change_password.set_title' : 'change_password.title')}</h1>
        <p className="muted">{t(setting ? 'change_password.set_intro' : 'change_password.intro')}</p>
      </header>
      <div role="status" className={done ? 'alert alert--success' : 'visually-hidden'}>
        {done}
      </div>
      {refused && (
        <div role="alert" className="alert alert--error">
          {refused}
        </div>
      )}
    </>
  );
}

/** The password rules, each marked met or not as the new password is typed (heard as well as seen). */
function PasswordRules({ id: rulesId, password }: { id: string; password: string }) {
  const { t } = useTranslation('account');
  return (
    <div id={rulesId} className="password-rules">
      <p>{t('change_password.rules_title')}</p>
      <ul>
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <li key={rule.id} data-met={met}>
              <span aria-hidden="true">{met ? '✓ ' : '• '}</span>
              {t(`change_password.rule_${rule.id}`)}
              <span className="visually-hidden"> ({t(met ? 'change_password.met' : 'change_password.unmet')})</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
