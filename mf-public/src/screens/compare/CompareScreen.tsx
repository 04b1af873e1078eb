import { errorStatus, usePageTitle, useQuery } from 'mf-shared';
import type { CSSProperties, ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { compareQuery } from '../../api/catalogue';
import type { ComparedInstitute } from 'contracts';
import { COMPARE_MAX, COMPARE_MIN, parseIds } from '../../components/catalogue/compareIds';
import { formatIdr, formatNumber } from '../../components/catalogue/format';
import { useInstituteFacts } from '../../components/catalogue/useInstituteFacts';
import { ErrorState, LoadingState } from '../../components/catalogue/StateViews';
import '../../components/catalogue/catalogue.css';
import './i18n';

/**
 * /side-by-side-lpk?ids=1,2: two to four institutes side by side in one table, an attribute a row.
 * On a phone the same table scrolls sideways in its frame with the attribute names stuck to the
 * left (the next LPK's column shows at the edge): three LPKs fit in under 2,200 px at 375 px with
 * every attribute shown (scripts/e2e/phone-375.e2e.test.ts).
 */
export default function CompareScreen() {
  const { t } = useTranslation('public');
  usePageTitle(t('compare.title'));
  const [params, setParams] = useSearchParams();
  const requested = parseIds(params.get('ids'));
  const ids = requested.slice(0, COMPARE_MAX);
  const enough = ids.length >= COMPARE_MIN;

  function remove(id: number) {
    const rest = ids.filter((x) => x !== id);
    const next = new URLSearchParams(params);
    if (rest.length) next.set('ids', rest.join(','));
    else next.delete('ids');
    setParams(next);
  }

  return (
    <div className="container catalogue-page">
      <h1>{t('compare.title')}</h1>
      <p className="catalogue-lead">{t('compare.lead')}</p>
      {requested.length > COMPARE_MAX && <p className="alert alert--error">{t('compare.too_many', { max: COMPARE_MAX })}</p>}
      {enough ? (
        <Comparison ids={ids} onRemove={remove} />
      ) : (
        <div className="alert alert--error" role="alert">
          <p>{t('compare.too_few', { min: COMPARE_MIN, max: COMPARE_MAX })}</p>
        </div>
      )}
      <p>
        <Link to="/search" className="button">
          {enough ? t('compare.back') : t('compare.choose')}
        </Link>
      </p>
    </div>
  );
}

function Comparison({ ids, onRemove }: { ids: number[]; onRemove: (id: number) => void }) {
  const { t, i18n } = useTranslation('public');
  const lang = i18n.language;
  const facts = useInstituteFacts();
  const result = useQuery(compareQuery(ids));
  if (result.status === 'loading') return <LoadingState />;
  if (result.status === 'error') {
    // 422: an id that does not exist; the server's message names it.
    const message = errorStatus(result.error) === 422 && result.error instanceof Error ? result.error.message : undefined;
    return <ErrorState message={message} onRetry={message ? undefined : result.reload} />;
  }
  const items = result.data;
  const rows: { key: string; label: string; cell: (i: ComparedInstitute) => ReactNode }[] = [
    { key: 'location', label: t('catalogue.institute.location'), cell: (i) => `${i.city}, ${i.province}` },
    { key: 'programs', label: t('catalogue.institute.programs'), cell: (i) => i.programs.map((p) => t(`labels.catalogue.program.${p}`)).join(', ') },
    { key: 'fee', label: t('catalogue.institute.fee'), cell: (i) => formatIdr(i.registration_fee, lang) },
    { key: 'fee_level', label: t('compare.fee_level'), cell: (i) => t(`labels.catalogue.fee_level.${i.fee_level}`) },
    { key: 'dormitory', label: t('catalogue.institute.dormitory'), cell: (i) => facts(i).dormitory },
    { key: 'training', label: t('catalogue.institute.training'), cell: (i) => facts(i).training },
    { key: 'pass_rate', label: t('catalogue.institute.pass_rate'), cell: (i) => facts(i).passRate },
    { key: 'rating', label: t('catalogue.institute.rating'), cell: (i) => facts(i).rating },
    { key: 'sending_org', label: t('compare.sending_org'), cell: (i) => i.licence.sending_org_status_label },
    { key: 'accreditation', label: t('compare.accreditation'), cell: (i) => i.licence.accreditation_label },
    { key: 'licence', label: t('compare.licence'), cell: (i) => i.licence.number },
    { key: 'jobs', label: t('compare.jobs'), cell: (i) => formatNumber(i.jobs_count, lang) },
  ];
  const actions = (i: ComparedInstitute) => (
    <div className="cta">
      <Link to={`/registration?lpk_id=${i.id}`} className="button button--primary">
        {t('compare.register')}
        <span className="visually-hidden"> {i.name}</span>
      </Link>
      <button type="button" className="button" onClick={() => onRemove(i.id)}>
        {t('compare.remove')}
        <span className="visually-hidden"> {i.name}</span>
      </button>
    </div>
  );
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={t('compare.caption', { count: items.length })}>
      <table className="data-table compare-table" style={{ '--compare-columns': items.length } as CSSProperties}>
        <caption className="visually-hidden">{t('compare.caption', { count: items.length })}</caption>
        <thead>
          <tr>
            <td />
            {items.map((i) => (
              <th key={i.id} scope="col">
                <Link to={`/lpk/${i.id}`}>{i.name}</Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {items.map((i) => (
                <td key={i.id}>{row.cell(i)}</td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">{t('compare.actions')}</th>
            {items.map((i) => (
              <td key={i.id}>{actions(i)}</td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
