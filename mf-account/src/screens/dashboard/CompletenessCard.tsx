import type { ProfileAnswer } from 'contracts';
import { Spinner, type QueryResult } from 'mf-shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { completenessOf } from '../../api/profile';
import { LoadFailed } from '../../components/LoadFailed';
import { PROFILE_SECTIONS } from '../../components/profileSections';
import '../../layout/i18n';
import './i18n';

/** Overall completeness as a progress bar, and a link to every section not yet complete. */
export function CompletenessCard({ profile }: { profile: QueryResult<ProfileAnswer> }) {
  const { t } = useTranslation('account');
  const data = profile.data && completenessOf(profile.data);
  const overall = data?.overall ?? 0;
  const incomplete = PROFILE_SECTIONS.filter((section) => (data?.[section.key] ?? 0) < 100);
  return (
    <section className="card" aria-labelledby="dashboard-completeness">
      <h2 id="dashboard-completeness">{t('dashboard.completeness_title')}</h2>
      {profile.status === 'loading' && <Spinner label={t('load.loading')} />}
      {profile.status === 'error' && <LoadFailed onRetry={profile.reload} />}
      {data && (
        <>
          <label htmlFor="dashboard-completeness-bar">{t('dashboard.completeness_label', { percent: overall })}</label>
          <progress id="dashboard-completeness-bar" className="progress" max={100} value={overall}>
            {`${overall}%`}
          </progress>
          {incomplete.length === 0 ? (
            <p>{t('dashboard.completeness_done')}</p>
          ) : (
            <>
              <p>{t('dashboard.completeness_todo')}</p>
              <ul>
                {incomplete.map((section) => (
                  <li key={section.key}>
                    <Link to={section.to}>{t('dashboard.section_percent', { section: t(section.label), percent: data[section.key] ?? 0 })}</Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
