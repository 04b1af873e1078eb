import { errorStatus, usePageTitle, useQuery } from 'mf-shared';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { instituteQuery } from '../../api/catalogue';
import type { InstituteDetail } from 'contracts';
import { lastListUrl } from '../../components/catalogue/listReturn';
import { ErrorState, LoadingState } from '../../components/catalogue/StateViews';
import { TrustMark } from '../../components/catalogue/TrustMark';
import '../../components/catalogue/catalogue.css';
import './i18n';
import { FeeCheck } from './FeeCheck';
import { LpkPhotos } from './LpkPhotos';
import { ReportLink } from './ReportLink';
import { ReviewsSection } from './reviews/ReviewsSection';
import { LpkContact, LpkFees, LpkJobs, LpkLicences, LpkPassRates, LpkPrograms, LpkSummary } from './LpkSections';

/** /lpk/{id}: one institute in full, with a call to register with it (docs/product.md section 2). */
export default function LpkDetailScreen() {
  const { t } = useTranslation('public');
  const { id = '' } = useParams();
  // Under mf-shared's key, which mf-account reads too (the query cache is shared).
  const institute = useQuery(instituteQuery(id));
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
  const { t } = useTranslation('public');
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
        <LpkSummary institute={institute} />
        <LpkPrograms institute={institute} />
      </div>
      {institute.description && (
        <section className="section prose" aria-labelledby="lpk-about">
          <h2 id="lpk-about">{t('lpk.description')}</h2>
          <p>{institute.description}</p>
        </section>
      )}
      <LpkFees institute={institute} />
      <FeeCheck institute={institute} />
      <LpkLicences institute={institute} />
      <LpkPassRates institute={institute} />
      <ReviewsSection institute={institute} />
      <LpkContact institute={institute} />
      <LpkJobs institute={institute} />
      <ReportLink lpkId={institute.id} />
      <div className="cta section">
        <Link to={registerHref} className="button button--primary">
          {t('lpk.register')}
        </Link>
      </div>
    </div>
  );
}

export { telHref } from './LpkSections';
