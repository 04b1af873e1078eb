import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { JobSummary } from 'contracts';
import { formatDate, formatIdr, formatJpy, jpyToIdr } from './format';
import './i18n';

/** One vacancy in a list: title, LPK, place, pay (JPY and approximate IDR), pathway, JLPT, deadline. */
export function JobCard({ job, rate, headingLevel = 2 }: { job: JobSummary; rate?: number; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation('public');
  const lang = i18n.language;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card catalogue-card">
      <Heading className="catalogue-card__title">
        <Link to={`/job-detail/${job.id}/${job.lpk_id}`}>{job.title}</Link>
      </Heading>
      <p className="catalogue-card__sub">{job.lpk_name}</p>
      <dl className="catalogue-facts">
        <div>
          <dt>{t('catalogue.job.salary')}</dt>
          <dd>
            <strong>{formatJpy(job.monthly_salary_jpy, lang)}</strong>
            {rate !== undefined && (
              <span className="catalogue-muted"> {t('catalogue.job.salary_idr', { idr: formatIdr(jpyToIdr(job.monthly_salary_jpy, rate), lang) })}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('catalogue.job.prefecture')}</dt>
          <dd>{job.city ? `${job.city}, ${job.prefecture}` : job.prefecture}</dd>
        </div>
        <div>
          <dt>{t('catalogue.job.pathway')}</dt>
          <dd>{t(`labels.catalogue.pathway.${job.pathway}`)}</dd>
        </div>
        <div>
          <dt>{t('catalogue.job.jlpt')}</dt>
          <dd>{job.jlpt_required ?? t('catalogue.job.jlpt_none')}</dd>
        </div>
        <div>
          <dt>{t('catalogue.job.deadline')}</dt>
          <dd>
            <time dateTime={job.deadline}>{formatDate(job.deadline, lang)}</time>
            {!job.is_open && <span className="badge badge--muted"> {t('catalogue.job.closed')}</span>}
          </dd>
        </div>
      </dl>
    </article>
  );
}
