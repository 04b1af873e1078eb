import { Spinner, usePageTitle } from 'mf-shared';
import { useId, type ReactNode } from 'react';
import { type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './i18n';
import './sections.css';
import type { SectionForm } from './useSectionForm';
import { FormScope } from 'mf-shared/forms';

export interface SectionPageProps<V extends FieldValues> {
  title: string;
  intro: string;
  state: SectionForm<V>;
  children: ReactNode;
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
      <p className="section-page__back">
        <Link to="/admin/dashboard">{t('profileSections.back')}</Link>
      </p>
      <h1>{title}</h1>
      <p className="section-page__intro">{intro}</p>

      {completeness !== null && (
        <div className="section-page__meter">
          <span id={meterId}>{t('profileSections.completeness')}</span>
          <progress aria-labelledby={meterId} max={100} value={completeness}>
            {completeness}%
          </progress>
          <span>{t('profileSections.completeness_value', { percent: completeness })}</span>
        </div>
      )}

      {load === 'loading' && <Spinner label={t('profileSections.loading')} />}
      {load === 'error' && (
        <div className="alert alert--error" role="alert">
          <p>{t('profileSections.load_failed')}</p>
          <button type="button" className="button" onClick={reload}>
            {t('profileSections.retry')}
          </button>
        </div>
      )}

      {load === 'ready' && (
        <FormScope form={form} ns="account">
          <form className="section-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={isSubmitting || undefined}>
            {children}
            <div className="section-form__footer" data-sticky-bottom="">
              {invalid && (
                <p className="alert alert--error" role="alert">
                  {t('profileSections.fix_errors')}
                </p>
              )}
              {formErrors.length > 0 && (
                <div className="alert alert--error" role="alert">
                  {formErrors.map((message, index) => (
                    <p key={index}>{message}</p>
                  ))}
                </div>
              )}
              {savedPercent !== null && (
                <p className="alert alert--success" role="status">
                  {t('profileSections.saved', { percent: savedPercent })}
                </p>
              )}
              {isDirty && !isSubmitting && <p className="field__hint">{t('profileSections.unsaved')}</p>}
              <button type="submit" className="button button--primary" disabled={isSubmitting}>
                {isSubmitting ? t('profileSections.saving') : t('profileSections.save')}
              </button>
            </div>
          </form>
        </FormScope>
      )}
    </div>
  );
}
