import { usePageTitle } from 'mf-shared';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PATHWAYS, type Pathway } from 'contracts';
import { JobList } from '../../components/catalogue/JobList';
import { PREFECTURES } from '../../components/catalogue/places';
import { SelectField } from '../../components/catalogue/SelectField';
import './i18n';

/** /jobs: the official list of every vacancy, filtered by pathway and prefecture (kept in the URL). */
export default function JobsScreen() {
  const { t } = useTranslation('public');
  usePageTitle(t('jobs.title'));
  const [params, setParams] = useSearchParams();
  const pathwayParam = params.get('pathway');
  const pathway = (PATHWAYS as readonly string[]).includes(pathwayParam ?? '') ? (pathwayParam as Pathway) : undefined;
  const prefecture = params.get('prefecture')?.trim() || undefined;

  function setFilter(key: 'pathway' | 'prefecture', value: string) {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next);
  }

  return (
    <div className="container catalogue-page">
      <h1>{t('jobs.title')}</h1>
      <p className="catalogue-lead">{t('jobs.lead')}</p>
      <form className="filters" aria-label={t('jobs.filters')} onSubmit={(e) => e.preventDefault()}>
        <SelectField
          label={t('jobs.pathway')}
          value={pathway ?? ''}
          onChange={(e) => setFilter('pathway', e.target.value)}
          options={[{ value: '', label: t('jobs.all') }, ...PATHWAYS.map((p) => ({ value: p, label: t(`labels.catalogue.pathway.${p}`) }))]}
        />
        <SelectField
          label={t('jobs.prefecture')}
          value={prefecture ?? ''}
          onChange={(e) => setFilter('prefecture', e.target.value)}
          options={[{ value: '', label: t('jobs.all') }, ...PREFECTURES.map((p) => ({ value: p, label: p }))]}
        />
      </form>
      <JobList filters={{ pathway, prefecture }} />
    </div>
  );
}
