import { errorStatus, usePageTitle, useQuery } from 'mf-shared';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getInstitute } from '../../api/catalogue';
import type { InstituteDetail, InstituteLicence } from 'contracts';
import { lastListUrl } from '../../components/catalogue/listReturn';
import { formatDate, formatIdr, formatNumber } from '../../components/catalogue/format';
import { JobCard } from '../../components/catalogue/JobCard';
import { useInstituteFacts } from '../../components/catalogue/useInstituteFacts';
import { ErrorState, LoadingState } from '../../components/catalogue/StateViews';
import { SelfDeclared, TrustMark } from '../../components/catalogue/TrustMark';
import { useExchangeRate } from '../../components/catalogue/useFacts';
import '../../components/catalogue/catalogue.css';
import './i18n';
import { LpkPhotos } from './LpkPhotos';

/** /lpk/{id}: one institute in full, with a call to register with it (docs/product.md section 2). */
export default function LpkDetailScreen() {
  const { t } = useTranslation('public');
  const { id = '' } = useParams();
  const institute = useQuery(['institute', id], (signal) => getInstitute(id, signal));
  usePageTitle(
    institute.status === 'success'
      ? institute.data.name
      : institute.status === 'error' && errorStatus(institute.error) === 404
        ? t('lpk.not_found_title')
        : t('lpk.title'),
  );

  if (institute.status === 'loading') {
    return (
      <div className="container catalogue-page">
        <h1>{t('lpk.title')}</h1>
        <LoadingState />
      </div>
    );
  }
  if (institute.status === 'error') {
    const notFound = errorStatus(institute.error) === 404;
    return (
      <div className="container catalogue-page">
        <h1>{notFound ? t('lpk.not_found_title') : t('lpk.title')}</h1>
        {notFound ? <p role="alert">{t('lpk.not_found')}</p> : <ErrorState onRetry={institute.reload} />}
        <Link to="/search" className="button">
          {t('lpk.back')}
        </Link>
      </div>
    );
  }
  return <InstituteView institute={institute.data} />;
}

function InstituteView({ institute }: { institute: InstituteDetail }) {
  const { t, i18n } = useTranslation('public');
  const lang = i18n.language;
  const rate = useExchangeRate();
  const facts = useInstituteFacts()(institute);
  const registerHref = `/registration?lpk_id=${institute.id}`;
  return (
    <div className="container catalogue-page">
      <p>
        <Link to={lastListUrl('search', '/search')} state={{ listReturn: true }}>
          {t('lpk.back')}
        </Link>
      </p>
      <h1>{institute.name}</h1>
      <p className="catalogue-lead">
        {institute.city}, {institute.province}
      </p>
      <TrustMark institute={institute} />
      <div className="cta">
        <Link to={registerHref} className="button button--primary">
          {t('lpk.register')}
        </Link>
        <span className="catalogue-muted">{t('lpk.register_note')}</span>
      </div>
      <LpkPhotos institute={institute} />

      <div className="two-col">
        <section className="card" aria-labelledby="lpk-summary">
          <h2 id="lpk-summary">{t('lpk.summary')}</h2>
          <dl className="catalogue-facts">
            <div>
              <dt>{t('catalogue.institute.fee')}</dt>
              <dd>
                <strong>{formatIdr(institute.registration_fee, lang)}</strong>{' '}
                <span className="badge">{t(`labels.catalogue.fee_level.${institute.fee_level}`)}</span>
              </dd>
            </div>
            <div>
              <dt>{t('catalogue.institute.dormitory')}</dt>
              <dd>{facts.dormitory}</dd>
            </div>
            <div>
              <dt>{t('catalogue.institute.training')}</dt>
              <dd>{facts.training}</dd>
            </div>
            <div>
              <dt>{t('catalogue.institute.pass_rate')}</dt>
              <dd>
                {facts.passRate}
                <SelfDeclared />
              </dd>
            </div>
            <div>
              <dt>{t('catalogue.institute.rating')}</dt>
              <dd>
                {facts.rating}
                {institute.review_count ? <span className="catalogue-muted"> {t('lpk.reviews', { count: institute.review_count })}</span> : null}
              </dd>
            </div>
            {institute.founded_year && (
              <div>
                <dt>{t('lpk.founded')}</dt>
                <dd>{institute.founded_year}</dd>
              </div>
            )}
            {institute.alumni_in_japan !== null && (
              <div>
                <dt>{t('lpk.alumni')}</dt>
                <dd>
                  {formatNumber(institute.alumni_in_japan, lang)}
                  <SelfDeclared />
                </dd>
              </div>
            )}
          </dl>
        </section>

        <section className="card" aria-labelledby="lpk-programs">
          <h2 id="lpk-programs">{t('catalogue.institute.programs')}</h2>
          <ul>
            {institute.programs_detail.map((p) => (
              <li key={p.code}>{p.name}</li>
            ))}
          </ul>
          {institute.facilities.length > 0 && (
            <>
              <h3>{t('lpk.facilities')}</h3>
              <ul>
                {institute.facilities.map((f) => (
                  <li key={f.key}>{f.label}</li>
                ))}
              </ul>
            </>
          )}
        </section>
      </div>

      {institute.description && (
        <section className="section prose" aria-labelledby="lpk-about">
          <h2 id="lpk-about">{t('lpk.description')}</h2>
          <p>{institute.description}</p>
        </section>
      )}

      <section className="section" aria-labelledby="lpk-fees">
        <h2 id="lpk-fees">{t('lpk.fees')}</h2>
        {institute.fees.items.length > 0 ? (
          <div className="table-scroll" tabIndex={0} role="region" aria-label={t('lpk.fees')}>
            <table className="data-table">
              <caption className="visually-hidden">{t('lpk.fees')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('lpk.fee_item')}</th>
                  <th scope="col">{t('lpk.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {institute.fees.items.map((item) => (
                  <tr key={item.key}>
                    <th scope="row">{item.label}</th>
                    <td>{formatIdr(item.amount, lang)}</td>
                  </tr>
                ))}
                <tr>
                  <th scope="row">{t('lpk.fee_total')}</th>
                  <td>
                    <strong>{formatIdr(institute.fees.total, lang)}</strong>
                  </td>
                </tr>
              </tbody>
            </table>
          </div>
        ) : (
          <p>{formatIdr(institute.fees.total, lang)}</p>
        )}
        {institute.fees.instalments && <p>{t('lpk.instalments')}</p>}
        {institute.dormitory && (
          <p>
            {t('lpk.dormitory_detail', {
              capacity: institute.dormitory.capacity,
              fee: formatIdr(institute.dormitory.monthly_fee_idr, lang),
            })}
          </p>
        )}
      </section>

      <section className="section" aria-labelledby="lpk-licences">
        <h2 id="lpk-licences">{t('lpk.licences')}</h2>
        <dl className="catalogue-facts card">
          {institute.licences.map((licence) => (
            <div key={licence.kind}>
              <dt>{licence.label}</dt>
              <dd>
                {licenceParts(licence, lang)
                  .filter((part) => part !== null && part !== '')
                  .join(' · ')}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      {institute.pass_rates.exams.length > 0 && (
        <section className="section" aria-labelledby="lpk-pass">
          <h2 id="lpk-pass">{t('lpk.pass_rates', { year: institute.pass_rates.year ?? '' })}</h2>
          <div className="table-scroll" tabIndex={0} role="region" aria-label={t('lpk.pass_rates', { year: institute.pass_rates.year ?? '' })}>
            <table className="data-table">
              <caption className="visually-hidden">{t('lpk.pass_rates', { year: institute.pass_rates.year ?? '' })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('lpk.exam')}</th>
                  <th scope="col">{t('catalogue.institute.pass_rate')}</th>
                  <th scope="col">{t('lpk.candidates')}</th>
                </tr>
              </thead>
              <tbody>
                {institute.pass_rates.exams.map((exam) => (
                  <tr key={exam.key}>
                    <th scope="row">{exam.label}</th>
                    <td>{formatNumber(exam.rate, lang, 1)}%</td>
                    <td>{formatNumber(exam.candidates, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}

      {(institute.contact.phone || institute.contact.email) && (
        <section className="section" aria-labelledby="lpk-contact">
          <h2 id="lpk-contact">{t('lpk.contact')}</h2>
          <address className="card">
            <p>{institute.contact.address}</p>
            {institute.contact.phone && (
              <p>
                {t('lpk.phone_label')} <a href={telHref(institute.contact.phone)}>{institute.contact.phone}</a>
              </p>
            )}
            {institute.contact.email && (
              <p>
                <a href={`mailto:${institute.contact.email}`}>{institute.contact.email}</a>
              </p>
            )}
            {institute.contact.office_hours && (
              <p>
                {t('lpk.hours', {
                  days: institute.contact.office_hours.days_label,
                  open: institute.contact.office_hours.open,
                  close: institute.contact.office_hours.close,
                })}
              </p>
            )}
          </address>
        </section>
      )}

      <section className="section" aria-labelledby="lpk-jobs">
        <h2 id="lpk-jobs">{t('lpk.jobs', { count: institute.jobs.length })}</h2>
        {institute.jobs.length === 0 ? (
          <p>{t('lpk.no_jobs')}</p>
        ) : (
          <ul className="catalogue-grid">
            {institute.jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={job} rate={rate?.jpy_idr} headingLevel={3} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className="cta section">
        <Link to={registerHref} className="button button--primary">
          {t('lpk.register')}
        </Link>
      </div>
    </div>
  );
}

/** A `tel:` address for a phone number as written (spaces, dashes and brackets dropped). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** What a licence's line says, by kind. */
function licenceParts(licence: InstituteLicence, lang: string): (string | number | null)[] {
  switch (licence.kind) {
    case 'lpk_permit':
      return [licence.number, licence.issuer, licence.issued_on ? formatDate(licence.issued_on, lang) : null];
    case 'sending_organisation':
      return [licence.number, licence.status_label];
    case 'accreditation':
      return [licence.grade_label, licence.body, licence.year];
  }
}
