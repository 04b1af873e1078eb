import { zodResolver } from '@hookform/resolvers/zod';
import { createRegistrationBody, issueKey, type Registration } from 'contracts';
import { CheckboxField } from 'mf-shared';
import { ApiForm, FormError, useApiForm } from 'mf-shared/forms';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { createRegistration } from '../../api/registrations';
import type { ChosenInstitute } from '../../api/types';
import './i18n';

/** The API's own request schema: consent is explicit (the box must be ticked, nothing is pre-ticked). */
type Values = z.input<typeof createRegistrationBody>;
type Body = z.output<typeof createRegistrationBody>;

interface Props {
  lpk: ChosenInstitute;
  /** From ?job_id=, when it is one of this LPK's vacancies. */
  initialJobId: number | null;
  /** The LPK's vacancies are still on their way (picked from the search, its detail not answered yet). */
  jobsLoading?: boolean;
  onCreated: (registration: Registration) => void;
}

/** The chosen LPK, an optional vacancy and the consent naming exactly what that LPK will see. */
export function RegisterWithLpkForm({ lpk, initialJobId, jobsLoading = false, onCreated }: Props) {
  const { t } = useTranslation('account');
  const jobFieldId = useId();
  const jobs = lpk.jobs ?? [];
  const api = useApiForm<Values, Body, Awaited<ReturnType<typeof createRegistration>>>({
    ns: 'account',
    resolver: zodResolver(createRegistrationBody, { error: issueKey }),
    defaultValues: { lpk_id: lpk.id, job_id: initialJobId ? String(initialJobId) : null, consent: false },
    fields: [], // the answer's message says it above the form
    submit: (values) => createRegistration({ lpk_id: values.lpk_id, ...(values.job_id ? { job_id: values.job_id } : {}), consent: values.consent }),
    onSuccess: ({ registration }) => onCreated(registration),
    formError: (error) => error.message,
    unexpectedError: t('common:errors.generic'),
  });
  const { register } = api.form;
  const isSubmitting = api.submitting;

  // A vacancy from the link that the LPK detail did not list still goes along (the server checks it).
  const jobOptions = initialJobId && !jobs.some((job) => job.id === initialJobId) ? [...jobs, { id: initialJobId, title: `#${initialJobId}` }] : jobs;

  return (
    <ApiForm api={api}>
      <FormError api={api} />
      {/* The vacancy field holds its place while the vacancies load, then fills in: nothing below it moves or is drawn anew. */}
      {jobsLoading ? (
        <div className="field">
          <span className="field__label">{t('registration.job_label')}</span>
          <p className="muted" role="status">
            {t('registration.jobs_loading')}
          </p>
        </div>
      ) : (
        jobOptions.length > 0 && (
          <div className="field">
            <label className="field__label" htmlFor={jobFieldId}>
              {t('registration.job_label')}
            </label>
            <select id={jobFieldId} className="field__input" {...register('job_id', { setValueAs: (value: string) => value || null })}>
              <option value="">{t('registration.job_none')}</option>
              {jobOptions.map((job) => (
                <option key={job.id} value={String(job.id)}>
                  {job.prefecture ? `${job.title} (${job.prefecture})` : job.title}
                </option>
              ))}
            </select>
          </div>
        )
      )}
      <CheckboxField label={t('registration.consent_label', { lpk: lpk.name })} error={api.errorOf('consent')} aria-required="true" {...register('consent')} />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {t(isSubmitting ? 'registration.submitting' : 'registration.submit')}
      </button>
    </ApiForm>
  );
}
