import { PASSWORD_RULES } from 'contracts';
import { changePassword, updateUser, usePageTitle, useSession } from 'mf-shared';
import { ApiForm, InputField, useApiForm } from 'mf-shared/forms';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
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
  const [reveal, setReveal] = useState(false);
  const api = useApiForm({
    ns: 'account',
    defaultValues: EMPTY,
    resolver: setting ? setPasswordResolver : changePasswordResolver,
    // 422: the server's message per field, under that field.
    fields: CHANGE_PASSWORD_FIELDS,
    submit: (values) => {
      setDone(null);
      return changePassword(setting ? { password: values.password, password_confirmation: values.password_confirmation } : values);
    },
    onSuccess: (body, _values, form) => {
      form.reset(EMPTY);
      setDone(body.message ?? t(setting ? 'change_password.set_success' : 'change_password.success'));
      if (setting) updateUser({ has_password: true });
    },
    // 403 (a first password long after signing in): the server's "sign in again".
    formError: (error) => (error.status === 403 ? error.message : null),
  });
  const password = useWatch({ control: api.form.control, name: 'password' });
  const isSubmitting = api.submitting;
  const type = reveal ? 'text' : 'password';

  return (
    <div className="stack narrow">
      <Heading setting={setting} done={done} refused={api.formError} />
      <ApiForm api={api} className="card">
        {!setting && <InputField name="current_password" label={t('change_password.current')} type={type} autoComplete="current-password" />}
        <InputField name="password" label={t('change_password.new')} type={type} autoComplete="new-password" />
        <PasswordRules id={rulesId} password={password} />
        <InputField name="password_confirmation" label={t('change_password.repeat')} type={type} autoComplete="new-password" />
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
      </ApiForm>
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
