import { TextField, usePageTitle, useQuery } from 'mf-shared';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { institutesQuery } from '../../api/catalogue';
import { FEE_LEVELS, PROGRAMS, type InstituteCard as CardData, type InstituteSearchQuery } from 'contracts';
import { COMPARE_MAX, COMPARE_MIN, compareHref, parseIds } from '../../components/catalogue/compareIds';
import { InstituteCard } from '../../components/catalogue/InstituteCard';
import { ListPager } from '../../components/catalogue/ListPager';
import { useListReturn } from '../../components/catalogue/listReturn';
import { PROVINCES } from '../../components/catalogue/places';
import { SelectField } from '../../components/catalogue/SelectField';
import { EmptyState, ErrorState, LoadingState } from '../../components/catalogue/StateViews';
import '../../components/catalogue/catalogue.css';
import { searchFromUrl, searchPath, type FilterKey } from './searchParams';
import './i18n';

const PER_PAGE = 12;

/**
 * /search and /search/{query}: LPK search (docs/product.md section 2). The text query is the path, the
 * filters, sort, page and the institutes ticked for comparison are the URL query, so reload, back
 * and a shared link show the same results.
 */
export default function SearchScreen() {
  const { t } = useTranslation('public');
  const { query } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const search = searchFromUrl(query, params, PER_PAGE);
  const results = useQuery(institutesQuery(search));
  const selected = parseIds(params.get('compare')).slice(0, COMPARE_MAX);
  useListReturn('search', results.status !== 'loading');
  usePageTitle(search.q ? t('search.title_query', { query: search.q }) : t('search.title'));

  /** Sets or clears one filter; any change of filters starts again at page 1. */
  function setFilter(key: FilterKey, value: string) {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next);
  }

  function toggleCompare(id: number, on: boolean) {
    const ids = on ? [...selected.filter((x) => x !== id), id].slice(0, COMPARE_MAX) : selected.filter((x) => x !== id);
    const next = new URLSearchParams(params);
    if (ids.length) next.set('compare', ids.join(','));
    else next.delete('compare');
    setParams(next, { replace: true });
  }

  function submitQuery(text: string) {
    const next = new URLSearchParams(params);
    next.delete('page');
    const rest = next.toString();
    navigate(`${searchPath(text)}${rest ? `?${rest}` : ''}`);
  }

  return (
    <div className="container catalogue-page">
      <h1>{search.q ? t('search.title_query', { query: search.q }) : t('search.title')}</h1>
      <p className="catalogue-lead">{t('search.lead')}</p>
      <p>
        <Link to="/lpk-apply">{t('search.lpk_apply')}</Link>
      </p>

      <QueryForm key={query ?? ''} initial={query ?? ''} onSubmit={submitQuery} />

      <SearchFilters search={search} onFilter={setFilter} />

      {results.status === 'loading' && <LoadingState />}
      {results.status === 'error' && <ErrorState onRetry={results.reload} />}
      {results.status === 'success' && (
        <>
          <p className="catalogue-count" role="status">
            {t('search.count', { count: results.data.meta.total })}
          </p>
          <ResultList institutes={results.data.items} selected={selected} onToggleCompare={toggleCompare} />
          <ListPager page={results.data.meta.page} lastPage={results.data.meta.last_page} />
        </>
      )}

      {selected.length > 0 && <CompareBar ids={selected} onClear={() => setParams(withoutCompare(params), { replace: true })} />}
    </div>
  );
}

/** The filters (dormitory, program, fee level, within the usual fee range, province) and the order of the results. */
function SearchFilters({ search, onFilter }: { search: InstituteSearchQuery; onFilter: (key: FilterKey, value: string) => void }) {
  const { t } = useTranslation('public');
  const all = { value: '', label: t('search.any') };
  return (
    <form className="filters" role="search" aria-label={t('search.filters')} onSubmit={(e) => e.preventDefault()}>
      <SelectField
        label={t('search.dormitory')}
        value={search.dormitory ?? ''}
        onChange={(e) => onFilter('dormitory', e.target.value)}
        options={[all, { value: '1', label: t('search.dormitory_yes') }, { value: '0', label: t('search.dormitory_no') }]}
      />
      <SelectField
        label={t('search.program')}
        value={search.program ?? ''}
        onChange={(e) => onFilter('program', e.target.value)}
        options={[all, ...PROGRAMS.map((p) => ({ value: p, label: t(`labels.catalogue.program.${p}`) }))]}
      />
      <SelectField
        label={t('search.fee')}
        value={search.fee ?? ''}
        onChange={(e) => onFilter('fee', e.target.value)}
        options={[all, ...FEE_LEVELS.map((f) => ({ value: f, label: t(`labels.catalogue.fee_level.${f}`) }))]}
      />
      <label className="field--checkbox filters__check">
        <input type="checkbox" checked={search.fee_check === 'within'} onChange={(e) => onFilter('fee_check', e.target.checked ? 'within' : '')} />
        <span>{t('search.fee_check_within')}</span>
      </label>
      <SelectField
        label={t('search.province')}
        value={search.province ?? ''}
        onChange={(e) => onFilter('province', e.target.value)}
        options={[all, ...PROVINCES.map((p) => ({ value: p, label: p }))]}
      />
      <SelectField
        label={t('search.sort')}
        value={search.sort ?? ''}
        onChange={(e) => onFilter('sort', e.target.value)}
        options={[
          { value: '', label: t('search.sort_relevance') },
          { value: 'price_asc', label: t('search.sort_price_asc') },
          { value: 'price_desc', label: t('search.sort_price_desc') },
        ]}
      />
    </form>
  );
}

/** The result cards, each with its compare tick (none more once COMPARE_MAX are ticked) and its link; or that nothing matched. */
function ResultList({
  institutes,
  selected,
  onToggleCompare,
}: {
  institutes: CardData[];
  selected: number[];
  onToggleCompare: (id: number, on: boolean) => void;
}) {
  const { t } = useTranslation('public');
  if (institutes.length === 0) return <EmptyState>{t('search.empty')}</EmptyState>;
  return (
    <ul className="catalogue-grid">
      {institutes.map((institute) => {
        const checked = selected.includes(institute.id);
        const full = !checked && selected.length >= COMPARE_MAX;
        return (
          <li key={institute.id}>
            <InstituteCard
              institute={institute}
              actions={
                <>
                  <label className="field--checkbox compare-toggle">
                    <input type="checkbox" checked={checked} disabled={full} onChange={(e) => onToggleCompare(institute.id, e.target.checked)} />
                    <span>
                      {t('search.compare_tick')}
                      <span className="visually-hidden"> {institute.name}</span>
                    </span>
                  </label>
                  <Link to={`/lpk/${institute.id}`} className="button">
                    {t('catalogue.institute.view')}
                    <span className="visually-hidden"> {institute.name}</span>
                  </Link>
                </>
              }
            />
          </li>
        );
      })}
    </ul>
  );
}

function withoutCompare(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('compare');
  return next;
}

/** The free-text query; submitting opens /search/{query} with the current filters. */
function QueryForm({ initial, onSubmit }: { initial: string; onSubmit: (text: string) => void }) {
  const { t } = useTranslation('public');
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(text);
  };
  return (
    <form className="search-bar" role="search" aria-label={t('search.query_form')} onSubmit={submit}>
      <TextField
        label={t('search.query_label')}
        type="search"
        name="q"
        value={text}
        maxLength={100}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('search.query_placeholder')}
      />
      <button type="submit" className="button button--primary">
        {t('search.submit')}
      </button>
    </form>
  );
}

/** How many institutes are ticked and the link to compare them (2 to 4). */
function CompareBar({ ids, onClear }: { ids: number[]; onClear: () => void }) {
  const { t } = useTranslation('public');
  const ready = ids.length >= COMPARE_MIN;
  return (
    <div className="compare-bar" data-sticky-bottom="" aria-label={t('search.compare_region')} role="region">
      <p aria-live="polite">
        {t('search.compare_count', { count: ids.length, max: COMPARE_MAX })}
        {!ready && <> {t('search.compare_need_more', { min: COMPARE_MIN })}</>}
        {ids.length >= COMPARE_MAX && <> {t('search.compare_full', { max: COMPARE_MAX })}</>}
      </p>
      <div className="cta">
        <button type="button" className="button" onClick={onClear}>
          {t('search.compare_clear')}
        </button>
        {ready ? (
          <Link to={compareHref(ids)} className="button button--primary">
            {t('search.compare_go', { count: ids.length })}
          </Link>
        ) : (
          <span className="button button--primary" aria-disabled="true">
            {t('search.compare_go', { count: ids.length })}
          </span>
        )}
      </div>
    </div>
  );
}
