import { type Completeness as SectionCompleteness } from 'contracts';
import { profileQuery, updateProfile, usePageTitle, useQuery, type User } from 'mf-shared';
import { ApiForm, Group, InputField, SelectField, useApiForm } from 'mf-shared/forms';
import { useEffect, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PROFILE_SECTIONS } from '../../components/profileSections';
import '../profile-sections/shared/i18n';
import { LoadStatus, PageHeading, SaveFooter } from '../profile-sections/shared/SectionPage';
import '../profile-sections/shared/sections.css';
import { AvatarUpload } from './AvatarUpload';
import './edit-profile.css';
import './i18n';
import { emailChanges, emptyProfile, LOCALES, profileFromUser, profilePayload, profileRules, type ProfileValues } from './profile.form';

/** What GET /api/lpk/profile says of each placement section (none until it has answered). */
type Completeness = Partial<SectionCompleteness>;

/** The account's login as the server holds it: the email a typed one is compared with, and whether it has a password. */
interface Login {
  savedEmail: string;
  /** False for an account made through Google: an email change then needs no password. */
  hasPassword: boolean;
}

const loginOf = (user: User): Login => ({ savedEmail: user.email ?? '', hasPassword: user.has_password !== false });

/** The fields that take the API's 422 messages: the current password only while it is asked for. */
const ACCOUNT_FIELDS = ['full_name', 'email', 'phone', 'locale'] as const;
const WITH_PASSWORD = [...ACCOUNT_FIELDS, 'current_password'] as const;

/** Whether the form asks for the current password: a new login email, on an account that has one. */
const asksPassword = (email: string, login: Login) => emailChanges(email, login.savedEmail) && login.hasPassword;

/** Whether the form asks for the current password now; back to the saved email, it is dropped. */
function usePasswordAsked(form: UseFormReturn<ProfileValues>, login: Login): boolean {
  const passwordAsked = asksPassword(useWatch({ control: form.control, name: 'email' }), login);
  useEffect(() => {
    if (passwordAsked) return;
    form.setValue('current_password', '');
    form.clearErrors('current_password');
  }, [passwordAsked, form]);
  return passwordAsked;
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
 * The account form (mf-shared's useApiForm): checked with the API's schema on the payload it would
 * send for the account's current login, saved, the API's 422 messages under the fields they name
 * (the password only while it is asked for); any other refusal (a first sign-in too long ago to
 * change a Google account's email, too many tries) is said above the save button.
 */
function useEditProfile() {
  const [login, setLogin] = useState<Login>({ savedEmail: '', hasPassword: true });
  const [notice, setNotice] = useState<'saved' | 'invalid' | null>(null);
  const api = useApiForm<ProfileValues, ProfileValues, User>({
    ns: 'account',
    defaultValues: emptyProfile(),
    schema: profileRules,
    toPayload: (values) => profilePayload(values, login.savedEmail, login.hasPassword),
    // The current password takes messages only when it was asked for (and so sent).
    fields: (values) => (asksPassword(values.email, login) ? WITH_PASSWORD : ACCOUNT_FIELDS),
    submit: (values) => {
      setNotice(null);
      return updateProfile(profilePayload(values, login.savedEmail, login.hasPassword));
    },
    onSuccess: (user, _values, form) => {
      form.reset(profileFromUser(user));
      setLogin(loginOf(user));
      setNotice('saved');
    },
    onInvalid: () => setNotice('invalid'),
    formError: (error, _unplaced, placed) => (placed ? null : error.message),
  });
  const passwordAsked = usePasswordAsked(api.form, login);
  const { load, reload, completeness } = useProfileLoad(api.form, setLogin);
  return { api, passwordAsked, load, reload, completeness, notice };
}

/**
 * /admin/edit-profile: account details (POST /api/lpk/profile), avatar and section completeness.
 * A new email (the login) asks for the current password, and ends the account's other sessions.
 */
export default function EditProfileScreen() {
  const { t } = useTranslation('account');
  usePageTitle(t('editProfile.title'));
  const { api, passwordAsked, load, reload, completeness, notice } = useEditProfile();

  return (
    <div className="section-page edit-profile">
      <PageHeading title={t('editProfile.title')} intro={t('editProfile.intro')} />
      <AvatarUpload />
      <LoadStatus load={load} reload={reload} loading={t('editProfile.loading')} failed={t('editProfile.load_failed')} />
      {load === 'ready' && (
        <>
          <ApiForm api={api} className="section-form" aria-busy={api.submitting || undefined}>
            <AccountFields passwordAsked={passwordAsked} />
            <SaveFooter
              invalid={notice === 'invalid'}
              errors={api.formError ? [api.formError] : []}
              saved={notice === 'saved' ? t('editProfile.saved') : null}
              submitting={api.submitting}
              saveLabel={t('editProfile.save')}
            />
          </ApiForm>
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
