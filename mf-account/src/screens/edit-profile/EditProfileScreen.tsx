import { zodResolver } from '@hookform/resolvers/zod';
import { issueKey, type Completeness as SectionCompleteness } from 'contracts';
import { ApiError, profileQuery, Spinner, updateProfile, usePageTitle, useQuery, type User } from 'mf-shared';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PROFILE_SECTIONS } from '../../components/profileSections';
import '../profile-sections/shared/i18n';
import '../profile-sections/shared/sections.css';
import { AvatarUpload } from './AvatarUpload';
import './edit-profile.css';
import './i18n';
import { emailChanges, emptyProfile, LOCALES, profileFromUser, profilePayload, profileSchema, type ProfileValues } from './profile.form';
import { applyServerErrors, FormScope, Group, InputField, SelectField } from 'mf-shared/forms';

/** What GET /api/lpk/profile says of each placement section (none until it has answered). */
type Completeness = Partial<SectionCompleteness>;

/** The account's login as the server holds it: the email a typed one is compared with, and whether it has a password. */
interface Login {
  savedEmail: string;
  /** False for an account made through Google: an email change then needs no password. */
  hasPassword: boolean;
}

const loginOf = (user: User): Login => ({ savedEmail: user.email ?? '', hasPassword: user.has_password !== false });

/** The form checked with the API's schema for the account's current login. */
function useProfileForm(login: Login) {
  const schema = useMemo(() => profileSchema(login.savedEmail, login.hasPassword), [login]);
  // The schema reads the payload (`raw`: the submit handler gets the form values); messages are i18n keys (fields word them).
  const form = useForm<ProfileValues>({ resolver: zodResolver(schema, { error: issueKey }, { raw: true }), defaultValues: emptyProfile() });
  const passwordAsked = emailChanges(useWatch({ control: form.control, name: 'email' }), login.savedEmail) && login.hasPassword;

  // Back to the saved email: the password is no longer asked for, nor kept.
  useEffect(() => {
    if (passwordAsked) return;
    form.setValue('current_password', '');
    form.clearErrors('current_password');
  }, [passwordAsked, form]);
  return { form, passwordAsked };
}

/**
 * Reads the profile afresh on every opening and fills the form in once: a later answer never
 * overwrites what is typed.
 */
function useProfileLoad(form: UseFormReturn<ProfileValues>, setLogin: (login: Login) => void) {
  const [ready, setReady] = useState(false);
  const [completeness, setCompleteness] = useState<Completeness>({});
  const profile = useQuery(profileQuery, { forget: true });
  useEffect(() => {
    if (profile.status !== 'success' || ready) return;
    const data = profile.data;
    form.reset(profileFromUser(data.user));
    setLogin(loginOf(data.user));
    setCompleteness(data.completeness);
    setReady(true);
  }, [profile.status, profile.data, ready, form, setLogin]);
  const load = ready ? 'ready' : profile.status === 'error' ? 'error' : 'loading';
  return { load, reload: profile.reload, completeness } as const;
}

/**
 * Puts the API's messages under the fields they name (the password only while it is asked for),
 * focusing the first; true when one was shown.
 */
function showServerErrors(form: UseFormReturn<ProfileValues>, error: ApiError, values: ProfileValues, passwordAsked: boolean): boolean {
  const shown = (path: string) => path in values && (path !== 'current_password' || passwordAsked);
  const errors = Object.fromEntries(Object.entries(error.errors).filter(([path]) => shown(path)));
  applyServerErrors(form, { errors, message: error.message });
  return Object.keys(errors).length > 0;
}

/** The account form's state: load, rules, save and what the save answered. */
function useEditProfile() {
  const [login, setLogin] = useState<Login>({ savedEmail: '', hasPassword: true });
  const { form, passwordAsked } = useProfileForm(login);
  const { load, reload, completeness } = useProfileLoad(form, setLogin);
  const [notice, setNotice] = useState<'saved' | 'invalid' | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(
    async (values) => {
      setNotice(null);
      setFormError(null);
      try {
        const user = await updateProfile(profilePayload(values, login.savedEmail, login.hasPassword));
        form.reset(profileFromUser(user));
        setLogin(loginOf(user));
        setNotice('saved');
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (!showServerErrors(form, error, values, passwordAsked)) setFormError(error.message);
      }
    },
    () => setNotice('invalid'),
  );
  return { form, passwordAsked, load, reload, completeness, notice, formError, onSubmit };
}

/**
 * /admin/edit-profile: account details (POST /api/lpk/profile), avatar and section completeness.
 * A new email (the login) asks for the current password, and ends the account's other sessions.
 */
export default function EditProfileScreen() {
  const { t } = useTranslation('account');
  usePageTitle(t('editProfile.title'));
  const { form, passwordAsked, load, reload, completeness, notice, formError, onSubmit } = useEditProfile();
  const { isSubmitting } = form.formState;

  return (
    <div className="section-page edit-profile">
      <p className="section-page__back">
        <Link to="/admin/dashboard">{t('profileSections.back')}</Link>
      </p>
      <h1>{t('editProfile.title')}</h1>
      <p className="section-page__intro">{t('editProfile.intro')}</p>

      <AvatarUpload />

      {load === 'loading' && <Spinner label={t('editProfile.loading')} />}
      {load === 'error' && (
        <div className="alert alert--error" role="alert">
          <p>{t('editProfile.load_failed')}</p>
          <button type="button" className="button" onClick={reload}>
            {t('editProfile.retry')}
          </button>
        </div>
      )}
      {load === 'ready' && (
        <>
          <FormScope form={form} ns="account">
            <form className="section-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={isSubmitting || undefined}>
              <AccountFields passwordAsked={passwordAsked} />
              <FormFooter notice={notice} formError={formError} submitting={isSubmitting} />
            </form>
          </FormScope>
          <SectionLinks completeness={completeness} />
        </>
      )}
    </div>
  );
}

/** Name, email (and the current password when it changes), phone and the language of mail. */
function AccountFields({ passwordAsked }: { passwordAsked: boolean }) {
  const { t } = useTranslation('account');
  const f = (key: string) => t(`editProfile.fields.${key}`);
  return (
    <Group legend={t('editProfile.account')}>
      <InputField name="full_name" label={f('full_name')} autoComplete="name" />
      <InputField name="email" label={f('email')} type="email" autoComplete="email" />
      {passwordAsked && (
        <InputField name="current_password" label={f('current_password')} hint={f('current_password_hint')} type="password" autoComplete="current-password" />
      )}
      <InputField name="phone" label={f('phone')} hint={f('phone_hint')} type="tel" autoComplete="tel" />
      <SelectField
        name="locale"
        label={f('locale')}
        options={LOCALES.map((value) => ({ value, label: t(`editProfile.locales.${value}`) }))}
        placeholder={false}
      />
    </Group>
  );
}

/** What the last save said, and the save button. */
function FormFooter({ notice, formError, submitting }: { notice: 'saved' | 'invalid' | null; formError: string | null; submitting: boolean }) {
  const { t } = useTranslation('account');
  return (
    <div className="section-form__footer" data-sticky-bottom="">
      {notice === 'invalid' && (
        <p className="alert alert--error" role="alert">
          {t('editProfile.fix_errors')}
        </p>
      )}
      {formError && (
        <p className="alert alert--error" role="alert">
          {formError}
        </p>
      )}
      {notice === 'saved' && (
        <p className="alert alert--success" role="status">
          {t('editProfile.saved')}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting ? t('editProfile.saving') : t('editProfile.save')}
      </button>
    </div>
  );
}

/** Where each placement section stands, with a link to its editor. */
function SectionLinks({ completeness }: { completeness: Completeness }) {
  const { t } = useTranslation('account');
  return (
    <section className="section-form__group edit-profile__sections" aria-labelledby="edit-profile-sections">
      <h2 id="edit-profile-sections">{t('editProfile.sections.legend')}</h2>
      {completeness.overall !== undefined && (
        <p className="section-page__meter">
          <span id="edit-profile-overall">{t('editProfile.sections.overall')}</span>
          <progress aria-labelledby="edit-profile-overall" max={100} value={completeness.overall} />
          <span>{t('editProfile.sections.percent', { percent: completeness.overall })}</span>
        </p>
      )}
      <ul className="edit-profile__links">
        {PROFILE_SECTIONS.map(({ key, to }) => {
          const percent = completeness[key] ?? 0;
          return (
            <li key={key}>
              {/* The visible text is the whole accessible name ("Data KTP 100% lengkap"): voice control users say what they see. */}
              <Link to={to}>
                <span>{t(`editProfile.sections.${key}`)}</span> <span className="edit-profile__percent">{t('editProfile.sections.percent', { percent })}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
