import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, changePassword, TextField, usePageTitle } from 'mf-shared';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CHANGE_PASSWORD_FIELDS, PASSWORD_RULES, changePasswordSchema, type ChangePasswordValues } from './passwordRules';
import '../../layout/i18n';
import './i18n';

const EMPTY: ChangePasswordValues = { current_password: '', password: '', password_confirmation: '' };

/** /admin/change-password: current, new and repeated password; the rules are checked before sending. */
export default function ChangePasswordScreen() {
  const { t } = useTranslation('account');
  usePageTitle(t('change_password.title'));
  const rulesId = useId();
  const [done, setDone] = useState<string | null>(null);
  const [reveal, setReveal] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = async (values: ChangePasswordValues) => {
    setDone(null);
    try {
      const body = await changePassword(values);
      reset(EMPTY);
      setDone(body.message ?? t('change_password.success'));
    } catch (error) {
      // 422: the server's message per field, under that field.
      if (error instanceof ApiError) {
        for (const field of CHANGE_PASSWORD_FIELDS) {
          const message = error.errors[field]?.[0];
          if (message) setError(field, { type: 'server', message });
        }
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
      <header>
        <h1>{t('change_password.title')}</h1>
        <p className="muted">{t('change_password.intro')}</p>
      </header>
      <div role="status" className={done ? 'alert alert--success' : 'visually-hidden'}>
        {done}
      </div>
      <form noValidate className="card" onSubmit={handleSubmit(onSubmit)}>
        <TextField label={t('change_password.current')} type={type} autoComplete="current-password" error={errorOf('current_password')} {...register('current_password')} />
        <TextField
          label={t('change_password.new')}
          type={type}
          autoComplete="new-password"
          error={errorOf('password')}
          {...register('password')}
        />
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
        <TextField label={t('change_password.repeat')} type={type} autoComplete="new-password" error={errorOf('password_confirmation')} {...register('password_confirmation')} />
        <div className="field field--checkbox">
          <input id={`${rulesId}-reveal`} type="checkbox" checked={reveal} onChange={(event) => setReveal(event.target.checked)} />
          <label htmlFor={`${rulesId}-reveal`}>{t('change_password.show')}</label>
        </div>
        <div className="actions">
          <button type="submit" className="button button--primary" disabled={isSubmitting}>
            {t(isSubmitting ? 'change_password.submitting' : 'change_password.submit')}
          </button>
          <Link to="/admin/account">{t('layout.account')}</Link>
        </div>
      </form>
    </div>
  );
}
