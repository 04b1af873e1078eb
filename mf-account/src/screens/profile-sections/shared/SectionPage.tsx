import { Spinner, usePageTitle } from 'mf-shared';
import { useId, type ReactNode } from 'react';
import { type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './i18n';
import './sections.css';
import type { LoadState, SectionForm } from './useSectionForm';
import { FormScope } from 'mf-shared/forms';

export interface SectionPageProps<V extends FieldValues> {
  title: string;
  intro: string;
  state: SectionForm<V>;
  children: ReactNode;
}

/** The top of a profile page (a section's editor, the account's): back to the dashboard, the title and what the page is for. */
export function PageHeading({ title, intro }: { title: string; intro: string }) {
  const { t } = useTranslation('account');
  return (
    <>
      <p className="section-page__back">
        <Link to="/admin/dashboard">{t('profileSections.back')}</Link>
      </p>
      <h1>{title}</h1>
      <p className="section-page__intro">{intro}</p>
    </>
  );
}

/** While a profile page reads what the server holds: a spinner, or that it failed with a retry button (the toast said why). */
export function LoadStatus({ load, reload, loading, failed }: { load: LoadState; reload: () => void; loading: string; failed: string }) {
  const { t } = useTranslation('account');
  if (load === 'loading') return <Spinner label={loading} />;
  if (load === 'ready') return null;
  return (
    <div className="alert alert--error" role="alert">
      <p>{failed}</p>
      <button type="button" className="button" onClick={reload}>
        {t('profileSections.retry')}
      </button>
    </div>
  );
}

export interface SaveFooterProps {
  /** The check before sending failed: the marked fields say why. */
  invalid: boolean;
  /** What the last save's answer said that belongs to no field. */
  errors: readonly string[];
  /** What the last save, a success, said; null when none. */
  saved: string | null;
  /** Changes not saved yet (said while not saving). */
  unsaved?: boolean;
  submitting: boolean;
  saveLabel: string;
}

/** The foot of a profile form: what the last save said, and the save button (kept in view while scrolling). */
export function SaveFooter({ invalid, errors, saved, unsaved = false, submitting, saveLabel }: SaveFooterProps) {
  const { t } = useTranslation('account');
  return (
    <div className="section-form__footer" data-sticky-bottom="">
      {invalid && (
        <p className="alert alert--error" role="alert">
          {t('profileSections.fix_errors')}
        </p>
      )}
      {errors.length > 0 && (
        <div className="alert alert--error" role="alert">
          {errors.map((message, index) => (
            <p key={index}>{message}</p>
          ))}
        </div>
      )}
      {saved !== null && (
        <p className="alert alert--success" role="status">
          {saved}
        </p>
      )}
      {unsaved && !submitting && <p className="field__hint">{t('profileSections.unsaved')}</p>}
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting ? t('profileSections.saving') : saveLabel}
      </button>
    </div>
  );
}

/** The frame of a profile-section editor: heading, completeness, load states, form and save. */
export function SectionPage<V extends FieldValues>({ title, intro, state, children }: SectionPageProps<V>) {
  const { t } = useTranslation('account');
  usePageTitle(title);
  const meterId = useId();
  const { form, load, reload, completeness, savedPercent, invalid, formErrors, onSubmit } = state;
  const { isSubmitting, isDirty } = form.formState;

  return (
    <div className="section-page">
      <PageHeading title={title} intro={intro} />

      {completeness !== null && (
        <div className="section-page__meter">
          <span id={meterId}>{t('profileSections.completeness')}</span>
          <progress aria-labelledby={meterId} max={100} value={completeness}>
            {completeness}%
          </progress>
          <span>{t('profileSections.completeness_value', { percent: completeness })}</span>
        </div>
      )}

      <LoadStatus load={load} reload={reload} loading={t('profileSections.loading')} failed={t('profileSections.load_failed')} />

      {load === 'ready' && (
        <FormScope form={form} ns="account">
          <form className="section-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={isSubmitting || undefined}>
            {children}
            <SaveFooter
              invalid={invalid}
              errors={formErrors}
              saved={savedPercent === null ? null : t('profileSections.saved', { percent: savedPercent })}
              unsaved={isDirty}
              submitting={isSubmitting}
              saveLabel={t('profileSections.save')}
            />
          </form>
        </FormScope>
      )}
    </div>
  );
}
