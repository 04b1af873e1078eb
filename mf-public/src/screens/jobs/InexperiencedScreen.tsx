import { usePageTitle } from 'mf-shared';
import { useTranslation } from 'react-i18next';
import { JobList } from '../../components/catalogue/JobList';
import { ErrorState, LoadingState } from '../../components/catalogue/StateViews';
import { useFacts } from '../../components/catalogue/useFacts';
import { PathwayComparison } from '../../components/pathways/PathwayComparison';
import { SalarySimulation } from '../../components/pathways/SalarySimulation';
import './i18n';

/** /inexperienced: the preparation path: the three pathways, a salary simulation and entry-level vacancies. */
export default function InexperiencedScreen() {
  const { t } = useTranslation('public');
  usePageTitle(t('inexperienced.title'));
  // The same query as the vacancies' exchange rate: /facts is loaded once.
  const facts = useFacts();
  return (
    <div className="container catalogue-page">
      <h1>{t('inexperienced.title')}</h1>
      <p className="catalogue-lead">{t('inexperienced.lead')}</p>
      {facts.status === 'loading' && <LoadingState />}
      {facts.status === 'error' && <ErrorState onRetry={facts.reload} />}
      {facts.status === 'success' && (
        <>
          <PathwayComparison facts={facts.data} />
          <SalarySimulation facts={facts.data} />
        </>
      )}
      <section id="vacancies" className="section" aria-labelledby="vacancies-title">
        <h2 id="vacancies-title">{t('inexperienced.vacancies_title')}</h2>
        <JobList filters={{ experience: 'inexperienced' }} headingLevel={3} />
      </section>
    </div>
  );
}
