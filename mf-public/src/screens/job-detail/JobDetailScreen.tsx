import { errorStatus, usePageTitle, useQuery } from 'mf-shared';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { jobQuery } from '../../api/catalogue';
import type { JobDetail } from 'contracts';
import { lastListUrl } from '../../components/catalogue/listReturn';
import { FactSource } from '../../components/catalogue/FactSource';
import { formatDate, formatIdr, formatJpy } from '../../components/catalogue/format';
import { ErrorState, LoadingState } from '../../components/catalogue/StateViews';
import '../../components/catalogue/catalogue.css';
import './i18n';

/** /job-detail/{id}/{lpk_id}: one vacancy with its pay estimate and the LPK that offers it. */
export default function JobDetailScreen() {
  const { t } = useTranslation('public');
  const { id = '', lpkId = '' } = useParams();
  const job = useQuery(jobQuery(id, lpkId));
  const notFound = job.status === 'error' && errorStatus(job.error) === 404;
  usePageTitle(job.status === 'success' ? job.data.title : notFound ? t('job_detail.not_found_title') : t('catalogue.job.view'));

  if (job.status !== 'success') {
    return (
      <div className="container catalogue-page">
        <h1>{notFound ? t('job_detail.not_found_title') : t('catalogue.job.view')}</h1>
        {job.status === 'loading' && <LoadingState />}
        {notFound && <p role="alert">{t('job_detail.not_found')}</p>}
        {job.status === 'error' && !notFound && <ErrorState onRetry={job.reload} />}
        {job.status === 'error' && (
          <Link to={lastListUrl('jobs', '/jobs')} state={{ listReturn: true }} className="button">
            {t('job_detail.back')}
          </Link>
        )}
      </div>
    );
  }
  return <JobView job={job.data} />;
}

/** A vacancy: its summary, pay estimate, description, requirements and benefits, and the LPK to register with. */
function JobView({ job }: { job: JobDetail }) {
  const { t } = useTranslation('public');
  return (
    <div className="container catalogue-page">
      <p>
        <Link to={lastListUrl('jobs', '/jobs')} state={{ listReturn: true }}>
          {t('job_detail.back')}
        </Link>
      </p>
      <h1>{job.title}</h1>
      <p className="catalogue-lead">
        {job.lpk_name} · {job.city}, {job.prefecture}
      </p>
      {!job.is_open && <p className="alert alert--error">{t('job_detail.closed')}</p>}

      <div className="two-col">
        <JobSummary job={job} />
        <SalaryEstimate job={job} />
      </div>

      <JobText job={job} />
      <JobInstitute job={job} />
    </div>
  );
}

/** What the vacancy is: pay, pathway, Japanese, facility, openings, hours and deadline. */
function JobSummary({ job }: { job: JobDetail }) {
  const { t, i18n } = useTranslation('public');
  const lang = i18n.language;
  const estimate = job.salary_estimate;
  return (
    <section className="card" aria-labelledby="job-summary">
      <h2 id="job-summary">{t('job_detail.summary')}</h2>
      <dl className="catalogue-facts">
        <div>
          <dt>{t('catalogue.job.salary')}</dt>
          <dd>
            <strong>{formatJpy(job.monthly_salary_jpy, lang)}</strong>
            <span className="catalogue-muted"> {t('catalogue.job.salary_idr', { idr: formatIdr(estimate.gross_idr, lang) })}</span>
          </dd>
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
          <dt>{t('job_detail.facility')}</dt>
          <dd>{job.facility_type_label}</dd>
        </div>
        <div>
          <dt>{t('job_detail.openings')}</dt>
          <dd>{job.openings}</dd>
        </div>
        {job.working_hours && (
          <div>
            <dt>{t('job_detail.hours')}</dt>
            <dd>
              {t('job_detail.hours_value', { hours: job.working_hours.per_week })},{' '}
              {job.working_hours.night_shifts ? t('job_detail.night_shifts') : t('job_detail.no_night_shifts')}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('catalogue.job.deadline')}</dt>
          <dd>
            <time dateTime={job.deadline}>{formatDate(job.deadline, lang)}</time>
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** The monthly pay estimate: gross and take-home in yen and rupiah, with the rate and the figures' sources. */
function SalaryEstimate({ job }: { job: JobDetail }) {
  const { t, i18n } = useTranslation('public');
  const lang = i18n.language;
  const estimate = job.salary_estimate;
  const rate = estimate.exchange_rate;
  return (
    <section className="card" aria-labelledby="job-salary">
      <h2 id="job-salary">{t('job_detail.salary_title')}</h2>
      <dl className="catalogue-facts">
        <div>
          <dt>{t('job_detail.gross')}</dt>
          <dd>
            {formatJpy(estimate.gross_jpy, lang)} ≈ {formatIdr(estimate.gross_idr, lang)}
          </dd>
        </div>
        <div>
          <dt>{t('job_detail.take_home')}</dt>
          <dd>
            {formatJpy(estimate.take_home_jpy.min, lang)}–{formatJpy(estimate.take_home_jpy.max, lang)} ≈ {formatIdr(estimate.take_home_idr.min, lang)}–
            {formatIdr(estimate.take_home_idr.max, lang)}
          </dd>
        </div>
      </dl>
      <p className="fact-source">{estimate.note}</p>
      <p className="fact-source">{t('catalogue.source.rate', { rate: rate.jpy_idr, date: formatDate(rate.date, lang) })}</p>
      {job.wage_basis && (
        <>
          <p className="fact-source">{job.wage_basis.note}</p>
          {job.wage_basis.figures.map((figure) => (
            <FactSource key={figure.key} source={figure.source} date={figure.date} sourceLang={figure.source_lang} />
          ))}
        </>
      )}
    </section>
  );
}

/** The LPK's own words about the vacancy: its description, requirements and benefits (each when there is one). */
function JobText({ job }: { job: JobDetail }) {
  const { t } = useTranslation('public');
  return (
    <>
      {job.description && (
        <section className="section prose" aria-labelledby="job-description">
          <h2 id="job-description">{t('job_detail.description')}</h2>
          <p>{job.description}</p>
        </section>
      )}
      {job.requirements.length > 0 && (
        <section className="section prose" aria-labelledby="job-requirements">
          <h2 id="job-requirements">{t('job_detail.requirements')}</h2>
          <ul>
            {job.requirements.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </section>
      )}
      {job.benefits.length > 0 && (
        <section className="section prose" aria-labelledby="job-benefits">
          <h2 id="job-benefits">{t('job_detail.benefits')}</h2>
          <ul>
            {job.benefits.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** The LPK that offers the vacancy: register through it, or see its page. */
function JobInstitute({ job }: { job: JobDetail }) {
  const { t } = useTranslation('public');
  return (
    <section className="section card" aria-labelledby="job-lpk">
      <h2 id="job-lpk">{t('job_detail.institute_title')}</h2>
      <p>
        <strong>{job.institute.name}</strong> — {job.institute.city}, {job.institute.province}
      </p>
      <div className="cta">
        <Link to={`/registration?lpk_id=${job.institute.id}&job_id=${job.id}`} className="button button--primary">
          {t('job_detail.register')}
        </Link>
        <Link to={`/lpk/${job.institute.id}`} className="button">
          {t('job_detail.view_lpk')}
        </Link>
      </div>
    </section>
  );
}
