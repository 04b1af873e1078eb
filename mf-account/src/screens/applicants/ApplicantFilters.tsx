import { STAFF_SORTS, statusLabelKey, type ListableStatus } from 'contracts';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LISTABLE_STATUSES } from '../../api/applicants';
import { formatNumber } from './formatNumber';
import type { ListQuery, QueryChange } from './useApplicantQuery';

export interface JobOption {
  id: number;
  title: string;
  prefecture?: string | null;
}

interface SearchFormProps {
  query: ListQuery;
  update: (change: QueryChange) => void;
  draft: string;
  setDraft: (text: string) => void;
  onSubmit: (event: FormEvent) => void;
  jobs: readonly JobOption[];
}

/** Search by name, e-mail or phone; the vacancy filter; the order. */
function SearchForm({ query, update, draft, setDraft, onSubmit, jobs }: SearchFormProps) {
  const { t } = useTranslation('account');
  const id = useId();
  return (
    <form role="search" className="applicants-filters" onSubmit={onSubmit}>
      <div className="applicants-search">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-q`}>
            {t('applicants.search')}
          </label>
          <input
            id={`${id}-q`}
            className="field__input"
            type="search"
            maxLength={100}
            autoComplete="off"
            aria-describedby={`${id}-q-hint`}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <p id={`${id}-q-hint`} className="field__hint">
            {t('applicants.search_hint')}
          </p>
        </div>
        <button type="submit" className="button button--primary">
          {t('applicants.search_submit')}
        </button>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-job`}>
          {t('applicants.vacancy')}
        </label>
        <select id={`${id}-job`} className="field__input" value={query.job_id ?? ''} onChange={(event) => update({ job_id: event.target.value || undefined })}>
          <option value="">{t('applicants.all_vacancies')}</option>
          {jobs.map((job) => (
            <option key={job.id} value={job.id}>
              {job.prefecture ? `${job.title} (${job.prefecture})` : job.title}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-sort`}>
          {t('applicants.sort')}
        </label>
        <select id={`${id}-sort`} className="field__input" value={query.sort} onChange={(event) => update({ sort: event.target.value })}>
          {STAFF_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`applicants.sorts.${sort}`)}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}

/** Toggle buttons per status, each with its count once known ("Semua (120)"). */
function StatusFilter({
  status,
  counts,
  update,
}: {
  status: ListableStatus | undefined;
  counts: Record<ListableStatus, number> | undefined;
  update: (change: QueryChange) => void;
}) {
  const { t } = useTranslation('account');
  const id = useId();
  const all = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined;
  return (
    <>
      <p id={`${id}-statuses`} className="field__label">
        {t('applicants.statuses')}
      </p>
      <ul className="status-filter" aria-labelledby={`${id}-statuses`}>
        <li>
          <button type="button" className="button" aria-pressed={status === undefined} onClick={() => update({ status: undefined })}>
            {all === undefined
              ? t('applicants.all_statuses')
              : t('applicants.status_count', { status: t('applicants.all_statuses'), count: formatNumber(all) })}
          </button>
        </li>
        {LISTABLE_STATUSES.map((each) => (
          <li key={each}>
            <button type="button" className="button" aria-pressed={status === each} onClick={() => update({ status: each })}>
              {counts ? t('applicants.status_count', { status: t(statusLabelKey(each)), count: formatNumber(counts[each]) }) : t(statusLabelKey(each))}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The list's filters: search, vacancy, order, status, and a way to drop them all. */
export function ApplicantFilters(props: SearchFormProps & { counts: Record<ListableStatus, number> | undefined; filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation('account');
  const id = useId();
  return (
    <section aria-labelledby={`${id}-filters`} className="card">
      <h2 id={`${id}-filters`} className="visually-hidden">
        {t('applicants.filters')}
      </h2>
      <SearchForm {...props} />
      <StatusFilter status={props.query.status} counts={props.counts} update={props.update} />
      {props.filtered && (
        <button type="button" className="button button--link" onClick={props.onClear}>
          {t('applicants.clear')}
        </button>
      )}
    </section>
  );
}
