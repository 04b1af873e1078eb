import { useQuery } from 'mf-shared';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { JobSearchQuery } from 'contracts';
import { jobsQuery } from '../../api/catalogue';
import { JobCard } from './JobCard';
import { useListReturn } from './listReturn';
import { ListPager, pageFromSearch } from './ListPager';
import { EmptyState, ErrorState, LoadingState } from './StateViews';
import { useExchangeRate } from './useFacts';
import './catalogue.css';
import './i18n';

/**
 * A paged list of vacancies for the given filters; the page number is `?page=` of the URL.
 * Used by the experienced, inexperienced and official job lists.
 */
export function JobList({
  filters,
  headingLevel = 2,
  perPage = 12,
}: {
  filters: Omit<JobSearchQuery, 'page' | 'per_page'>;
  headingLevel?: 2 | 3;
  perPage?: number;
}) {
  const { t } = useTranslation('public');
  const [searchParams] = useSearchParams();
  const page = pageFromSearch(searchParams);
  const params: JobSearchQuery = { ...filters, page, per_page: perPage };
  const jobs = useQuery(jobsQuery(params));
  const rate = useExchangeRate();
  // A job's "back" link returns to this list as it was (URL and scroll).
  useListReturn('jobs', jobs.status !== 'loading');

  if (jobs.status === 'loading') return <LoadingState />;
  if (jobs.status === 'error') return <ErrorState onRetry={jobs.reload} />;
  const { items, meta } = jobs.data;
  return (
    <div className="job-list">
      <p className="catalogue-count" role="status">
        {t('catalogue.jobs_list.count', { count: meta.total })}
      </p>
      {items.length === 0 ? (
        <EmptyState>{t('catalogue.jobs_list.empty')}</EmptyState>
      ) : (
        <ul className="catalogue-grid">
          {items.map((job) => (
            <li key={job.id}>
              <JobCard job={job} rate={rate?.jpy_idr} headingLevel={headingLevel} />
            </li>
          ))}
        </ul>
      )}
      {rate && items.length > 0 && <p className="fact-source">{t('catalogue.source.rate', { rate: rate.jpy_idr, date: rate.date })}</p>}
      <ListPager page={meta.page} lastPage={meta.last_page} />
    </div>
  );
}
