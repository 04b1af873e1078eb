import { usePageTitle } from 'mf-shared';
import { ApiForm, FormError, InputField, useApiForm } from 'mf-shared/forms';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { askPasswordReset } from '../../api/mail';
import '../../components/auth/auth.css';
import { forgotResolver, type ForgotFormInput, type ForgotFormValues } from './forgotSchema';
import './i18n';

/**
 * /forgot-password: the account's email; the API mails a reset link and answers the same whether
 * or not an account has that address (nobody learns who is registered), so the screen says
 * "check your email" either way, in the answer's words.
 */
export default function ForgotPasswordScreen() {
  const { t } = useTranslation('public');
  usePageTitle(t('forgot.title'));
  const [sent, setSent] = useState<string | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const api = useApiForm({
    ns: 'public',
    resolver: forgotResolver,
    defaultValues: { email: '' } as ForgotFormInput,
    fields: ['email'],
    submit: (values: ForgotFormValues) => askPasswordReset(values),
    onSuccess: (message) => {
      setSent(message ?? t('forgot.sent_title'));
      // The confirmation replaces the form: focus goes to it (it is also announced).
      requestAnimationFrame(() => sentRef.current?.focus());
    },
    formError: (error) => (error.status === 429 ? error.message : t('forgot.failed')),
  });

  return (
    <section className="auth-page container" aria-labelledby="forgot-title">
      <div className="card auth-card">
        <h1 id="forgot-title">{t('forgot.title')}</h1>
        <p className="auth-card__intro">{t('forgot.intro')}</p>
        {sent ? (
          <div ref={sentRef} tabIndex={-1} className="alert alert--success" role="status">
            <p>
              <strong>{t('forgot.sent_title')}</strong>
            </p>
            <p>{sent}</p>
            <p>{t('forgot.sent_hint')}</p>
            <button
              type="button"
              className="button"
              onClick={() => {
                api.form.reset({ email: '' });
                setSent(null);
              }}
            >
              {t('forgot.again')}
            </button>
          </div>
        ) : (
          <>
            <FormError api={api} />
            <ApiForm api={api}>
              <InputField name="email" label={t('forgot.email')} type="email" autoComplete="email" inputMode="email" />
              <button type="submit" className="button button--primary button--block" disabled={api.submitting} aria-busy={api.submitting}>
                {api.submitting ? t('forgot.submitting') : t('forgot.submit')}
              </button>
            </ApiForm>
          </>
        )}
        <p className="auth-card__switch">
          <Link to="/login">{t('forgot.back')}</Link>
        </p>
      </div>
    </section>
  );
}
