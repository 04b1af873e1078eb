import { usePageTitle } from 'mf-shared';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { JobList } from '../../components/catalogue/JobList';
import './i18n';

/** '/' and /experienced: vacancies for people with care experience (the first page most visitors open). */
export default function ExperiencedScreen() {
  const { t } = useTranslation('public');
  usePageTitle(t('experienced.title'));
  return (
    <div className="container catalogue-page">
      <h1>{t('experienced.title')}</h1>
      <p className="catalogue-lead">{t('experienced.lead')}</p>
      <p className="cta">
        <Link to="/search" className="button button--primary">
          {t('experienced.search_lpk')}
        </Link>
        <Link to="/inexperienced" className="button">
          {t('experienced.no_experience')}
        </Link>
      </p>
      <JobList filters={{ experience: 'experienced' }} />
    </div>
  );
}
