import type { InstituteDetail, InstituteLicence } from 'contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, formatIdr, formatNumber } from '../../components/catalogue/format';
import { InstituteFacts } from '../../components/catalogue/InstituteFacts';
import { JobCard } from '../../components/catalogue/JobCard';
import { SelfDeclared } from '../../components/catalogue/TrustMark';
import { useExchangeRate } from '../../components/catalogue/useFacts';

/* The sections of /lpk/{id} (LpkDetailScreen's InstituteView), one component each. */

/** The fee, dormitory, training, pass rate, rating, founding year and alumni at a glance (self-declared figures marked). */
export function LpkSummary({ institute }: { institute: InstituteDetail }) {
  const { t, i18n } = useTranslation('public');
  const lang = i18n.language;
  return (
    <section className="card" aria-labelledby="lpk-summary">
      <h2 id="lpk-summary">{t('lpk.summary')}</h2>
      <InstituteFacts
        institute={institute}
        feeNote={
          <>
            {' '}
            <span className="badge">{t(`labels.catalogue.fee_level.${institute.fee_level}`)}</span>
          </>
        }
        ratingNote={institute.review_count ? <span className="catalogue-muted"> {t('lpk.reviews', { count: institute.review_count })}</span> : null}
      >
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
      </InstituteFacts>
    </section>
  );
}

/** The programs offered and the facilities. */
export function LpkPrograms({ institute }: { institute: InstituteDetail }) {
  const { t } = useTranslation('public');
  return (
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
  );
}

/** The fee breakdown, instalments and dormitory. */
export function LpkFees({ institute }: { institute: InstituteDetail }) {
  const { t, i18n } = useTranslation('public');
  const lang = i18n.language;
  return (
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
  );
}

/** The licences, each on one line. */
export function LpkLicences({ institute }: { institute: InstituteDetail }) {
  const { t, i18n } = useTranslation('public');
  const lang = i18n.language;
  return (
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
  );
}

/** Exam pass rates of the last reported year. */
export function LpkPassRates({ institute }: { institute: InstituteDetail }) {
  const { t, i18n } = useTranslation('public');
  const lang = i18n.language;
  if (!(institute.pass_rates.exams.length > 0)) return null;
  return (
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
  );
}

/** Address, phone, e-mail and office hours. */
export function LpkContact({ institute }: { institute: InstituteDetail }) {
  const { t } = useTranslation('public');
  if (!(institute.contact.phone || institute.contact.email)) return null;
  return (
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
  );
}

/** The vacancies the LPK offers. */
export function LpkJobs({ institute }: { institute: InstituteDetail }) {
  const { t } = useTranslation('public');
  const rate = useExchangeRate();
  return (
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
  );
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

/** A `tel:` address for a phone number as written (spaces, dashes and brackets dropped). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
