import { PROGRAMS, PROVINCES } from 'contracts';
import { usePageTitle, useSession, setSession } from 'mf-shared';
import { ApiForm, CheckField, CheckGroupField, FormError, InputField, PasswordField, SelectField } from 'mf-shared/forms';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { LpkApplied } from '../../api/lpkApplication';
import { useLpkApplication } from './useLpkApplication';
import '../../components/catalogue/i18n';
import './i18n';
import './lpk-apply.css';

/**
 * /lpk-apply (public): an LPK applies to be listed, or claims its listing (the same licence
 * number). The licence document goes with the form; the answer signs the applicant in as a
 * pending LPK admin, who then follows the application live at /admin/application (mf-account).
 * Every message comes from the API in the page's language, next to its field. A signed-in
 * applicant without an LPK yet (their application was rejected) applies again from the same
 * account: the account fields are left out and the form goes to /lpk-applications/again.
 * Anyone else signed in (a caregiver, staff, an LPK's admin, the operator) is told who they are
 * and that the application creates a separate institution account: their session stays, and
 * after success they may choose to sign in as the new account ("Masuk sebagai akun LPK").
 */
export default function LpkApplyScreen() {
  const { t } = useTranslation('public');
  usePageTitle(t('lpk_apply.title'));
  const navigate = useNavigate();
  const { user } = useSession();
  const again = user?.role === 'lpk_admin' && user.lpk_id === null;
  /** Signed in as someone else: applying makes a separate account, offered after success. */
  const signedInAs = user && !again ? user : null;
  const { api, applied } = useLpkApplication({ again, signedInAs: signedInAs !== null });

  if (applied && signedInAs) {
    const switchAccount = () => {
      setSession(applied.token, applied.user);
      navigate('/admin/application');
    };
    return <Applied applied={applied} current={signedInAs.email} onSwitch={switchAccount} />;
  }

  return (
    <section className="container auth-page" aria-labelledby="lpk-apply-title">
      <div className="card">
        <h1 id="lpk-apply-title">{t('lpk_apply.title')}</h1>
        <p>{t('lpk_apply.intro')}</p>
        <p className="muted">{t('lpk_apply.claim_note')}</p>
        {again && (
          <p className="alert" data-testid="lpk-apply-again">
            {t('lpk_apply.again_note', { email: user.email })}
          </p>
        )}
        {signedInAs && (
          <p className="alert" data-testid="lpk-apply-signed-in">
            {t('lpk_apply.signed_in_note', { email: signedInAs.email })}
          </p>
        )}
        <FormError api={api} />
        <ApiForm api={api} className="lpk-apply-form" encType="multipart/form-data">
          <InstituteFields />
          <ContactFields again={again} />
          <button type="submit" className="button button--primary" disabled={api.submitting} aria-busy={api.submitting}>
            {api.submitting ? t('lpk_apply.submitting') : t('lpk_apply.submit')}
          </button>
        </ApiForm>
      </div>
    </section>
  );
}

/** The institute's fields: name, licence number, province, city, address, programs and sending-organisation status. */
function InstituteFields() {
  const { t } = useTranslation('public');
  const programs = PROGRAMS.map((program) => ({ value: program, label: t(`labels.catalogue.program.${program}`) }));
  const provinces = PROVINCES.map((p) => ({ value: p.name, label: p.name }));
  return (
    <fieldset>
      <legend>{t('lpk_apply.institute')}</legend>
      <InputField name="name" label={t('lpk_apply.name')} required />
      <InputField name="licence_number" label={t('lpk_apply.licence_number')} hint={t('lpk_apply.licence_hint')} required />
      <SelectField name="province" label={t('lpk_apply.province')} options={provinces} placeholder={t('lpk_apply.province_choose')} required />
      <InputField name="city" label={t('lpk_apply.city')} required />
      <InputField name="address" label={t('lpk_apply.address')} autoComplete="street-address" required />
      <CheckGroupField name="programs" legend={t('lpk_apply.programs')} options={programs} />
      <CheckField name="sending_org" label={t('lpk_apply.sending_org')} />
    </fieldset>
  );
}

/** The contact's fields and the licence document; the new account's e-mail and password unless the applicant applies again from their account. */
function ContactFields({ again }: { again: boolean }) {
  const { t } = useTranslation('public');
  return (
    <fieldset>
      <legend>{again ? t('lpk_apply.contact_only') : t('lpk_apply.contact')}</legend>
      <InputField name="contact_name" label={t('lpk_apply.contact_name')} autoComplete="name" required />
      {!again && <InputField name="email" type="email" label={t('lpk_apply.email')} autoComplete="email" required />}
      <InputField name="phone" type="tel" label={t('lpk_apply.phone')} autoComplete="tel" required />
      {!again && (
        <>
          <PasswordField name="password" label={t('lpk_apply.password')} autoComplete="new-password" required />
          <PasswordField name="password_confirmation" label={t('lpk_apply.password_confirmation')} autoComplete="new-password" required />
        </>
      )}
      <InputField
        name="document"
        type="file"
        accept="application/pdf,image/jpeg,image/png"
        label={t('lpk_apply.document')}
        hint={t('lpk_apply.document_hint')}
        required
      />
    </fieldset>
  );
}

/**
 * After a signed-in person applied: the application is sent and the new institution account
 * exists (its verification link went to its address); their own session is unchanged until they
 * press "Masuk sebagai akun LPK".
 */
function Applied({ applied, current, onSwitch }: { applied: LpkApplied; current: string; onSwitch: () => void }) {
  const { t } = useTranslation('public');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="container auth-page" aria-labelledby="lpk-apply-done-title">
      <div className="card" data-testid="lpk-apply-done">
        <h1 id="lpk-apply-done-title" ref={heading} tabIndex={-1}>
          {t('lpk_apply.done_title')}
        </h1>
        <p>{t('lpk_apply.done_text', { email: applied.user.email })}</p>
        <p>{t('lpk_apply.done_still', { email: current })}</p>
        <p className="lpk-apply-done__actions">
          <button type="button" className="button button--primary" onClick={onSwitch}>
            {t('lpk_apply.switch')}
          </button>
          <Link className="button" to="/admin/dashboard">
            {t('lpk_apply.stay', { email: current })}
          </Link>
        </p>
      </div>
    </section>
  );
}
