import { register as registerAccount, usePageTitle } from 'mf-shared';
import { ApiForm, FormError, InputField, useApiForm } from 'mf-shared/forms';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { AuthDivider, GoogleButton } from '../../components/auth/GoogleButton';
import { AgreementField } from '../../components/auth/AgreementField';
import { NewPasswordFields } from '../../components/auth/NewPasswordFields';
import { PhoneField } from '../../components/auth/PhoneField';
import { safeRedirectParam, withRedirect } from '../../components/auth/redirect';
import '../../components/auth/auth.css';
import './RegisterScreen.css';
import './i18n';
import { REGISTER_FIELDS, registerResolver, toRegisterInput, type RegisterFormInput, type RegisterFormValues } from './registerSchema';

/**
 * /register and /register/:referralCode (the code pre-fills the optional field, still editable);
 * or "Sign in with Google" instead of the form.
 */
export default function RegisterScreen() {
  const { t } = useTranslation('public');
  usePageTitle(t('register.title'));
  const { referralCode = '' } = useParams();
  // Sign-up started elsewhere (e.g. "register at this LPK" -> login -> register) goes back there after.
  const [params] = useSearchParams();
  const redirect = safeRedirectParam(params);
  return (
    <section className="auth-page container" aria-labelledby="register-title">
      <div className="card auth-card register-card">
        <h1 id="register-title">{t('register.title')}</h1>
        <p className="auth-card__intro">{t('register.intro')}</p>
        {/* A new Google user is asked for phone and agreement on the way back (/auth/callback). */}
        <GoogleButton redirect={redirect} />
        <AuthDivider>{t('auth.google.or_register')}</AuthDivider>
        {/* A new code in the path starts a fresh form with that code. */}
        <RegisterForm key={referralCode} referralCode={referralCode} redirect={redirect} />
        <p className="auth-card__switch">
          {t('register.have_account')} <Link to={withRedirect('/login', redirect)}>{t('register.login')}</Link>
        </p>
      </div>
    </section>
  );
}

/** The form as it starts: empty, with the referral code of the link that brought the visitor, if any. */
function emptyForm(referralCode: string): RegisterFormInput {
  return { full_name: '', email: '', phone: '', password: '', password_confirmation: '', referral_code: referralCode, agree: false };
}

function RegisterForm({ referralCode, redirect }: { referralCode: string; redirect: string | null }) {
  const { t } = useTranslation('public');
  const navigate = useNavigate();
  const failedText = t('common:errors.registration_failed');
  const api = useApiForm({
    ns: 'public',
    resolver: registerResolver,
    defaultValues: emptyForm(referralCode),
    // The form's own failure message says it already: not under a field too.
    fields: REGISTER_FIELDS,
    skipMessage: (message) => message.trim() === failedText.trim(),
    submit: (values: RegisterFormValues) => registerAccount(toRegisterInput(values)),
    onSuccess: () => navigate(withRedirect('/registration-success', redirect)),
    formError: () => failedText,
  });
  return (
    <>
      <FormError api={api} />
      <ApiForm api={api}>
        <InputField name="full_name" label={t('register.full_name')} autoComplete="name" />
        <InputField name="email" label={t('register.email')} type="email" autoComplete="email" inputMode="email" />
        <PhoneField />
        <NewPasswordFields label={t('register.password')} confirmationLabel={t('register.password_confirmation')} />
        <InputField
          name="referral_code"
          label={t('register.referral_code')}
          autoComplete="off"
          autoCapitalize="characters"
          hint={t('register.referral_hint')}
        />
        <AgreementField />
        <button type="submit" className="button button--primary button--block" disabled={api.submitting} aria-busy={api.submitting}>
          {api.submitting ? t('register.submitting') : t('register.submit')}
        </button>
      </ApiForm>
    </>
  );
}
