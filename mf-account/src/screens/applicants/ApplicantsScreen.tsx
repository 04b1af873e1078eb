import { actsAsStaff, type ApplicantPage } from 'contracts';
import { Pagination, Spinner, usePageTitle, useQuery, useSession } from 'mf-shared';
import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICANTS_PER_PAGE, applicantsQuery } from '../../api/applicants';
import { instituteQuery } from '../../api/institutes';
import { LIVE_LIST } from '../../api/registrations';
import { LoadFailed } from '../../components/LoadFailed';
import { LpkSuspensionBanner, useLpkStanding } from '../../components/LpkSuspension';
import { ApplicantFilters } from './ApplicantFilters';
import { ApplicantTable } from './ApplicantTable';
import { formatNumber } from './formatNumber';
import { useApplicantQuery } from './useApplicantQuery';
import { useLiveApplicants } from './useLiveApplicants';
import { useSearchDraft } from './useSearchDraft';
import './applicants.css';
import './i18n';

export { SEARCH_DELAY_MS } from './useSearchDraft';

/** /admin/applicants: LPK staff only. Everyone else is told they are not authorised. */
export default function ApplicantsScreen() {
  const { t } = useTranslation('account');
  usePageTitle(t('applicants.title'));
  const { user } = useSession();
  const isStaff = user !== null && actsAsStaff(user);
  return (
    <div className="stack">
      <header>
        <h1>{t('applicants.title')}</h1>
        <p className="muted">{t('applicants.intro')}</p>
      </header>
      {isStaff ? (
        <>
          <Suspension lpkId={user.lpk_id!} />
          <ApplicantList lpkId={user.lpk_id!} />
        </>
      ) : (
        <p className="alert alert--error" role="alert">
          {t('common:errors.not_authorized')}
        </p>
      )}
    </div>
  );
}

/** The operator's suspension of the staff member's LPK, live (components/LpkSuspension.tsx). */
function Suspension({ lpkId }: { lpkId: number }) {
  return <LpkSuspensionBanner standing={useLpkStanding(lpkId)} />;
}

/** One page of results: the count, the table (or why it is empty) and the pager. */
function ApplicantResults({
  page,
  loading,
  filtered,
  fresh,
  current,
  goTo,
}: {
  page: ApplicantPage;
  loading: boolean;
  filtered: boolean;
  fresh: ReadonlySet<number>;
  current: number;
  goTo: (n: number) => void;
}) {
  const { t } = useTranslation('account');
  const id = useId();
  const total = page.meta.total;
  const pages = Math.max(1, Math.ceil(total / APPLICANTS_PER_PAGE));
  const labels = {
    label: t('applicants.pages'),
    first: t('applicants.first'),
    previous: t('applicants.previous'),
    next: t('applicants.next'),
    last: t('applicants.last'),
    status: t('applicants.page_of', { page: formatNumber(current), pages: formatNumber(pages) }),
  };
  return (
    <section aria-labelledby={`${id}-found`} aria-busy={loading || undefined} className="stack">
      <div className="applicants-summary">
        <h2 id={`${id}-found`}>{t('applicants.found', { total: formatNumber(total) })}</h2>
        {loading && <Spinner label={t('load.loading')} />}
      </div>
      {page.items.length === 0 ? (
        <p>{t(filtered ? 'applicants.empty_filtered' : 'applicants.empty')}</p>
      ) : (
        <ApplicantTable items={page.items} fresh={fresh} caption={t('applicants.table', { page: current, pages })} />
      )}
      <Pagination page={current} lastPage={pages} labels={labels} onPage={goTo} />
    </section>
  );
}

/** The staff list: filters in the URL, a debounced search, live changes, a table and its pager. */
function ApplicantList({ lpkId }: { lpkId: number }) {
  const { t } = useTranslation('account');
  const { query, update, clear } = useApplicantQuery();
  // The page shown stays while another loads (aria-busy); back from an applicant shows it at once.
  const list = useQuery(applicantsQuery(query), { ...LIVE_LIST, keepPrevious: true });
  const { data: page, fetching: loading, setData: setPage } = list;
  const institute = useQuery(instituteQuery(lpkId));
  const [announcement, setAnnouncement] = useState('');
  const fresh = useLiveApplicants(lpkId, page, setPage, query, setAnnouncement);
  const sendSearch = useCallback((q: string | undefined) => update({ q }), [update]);
  const search = useSearchDraft(query.q, sendSearch);
  const jobs = useMemo(() => institute.data?.jobs ?? [], [institute.data]);

  const pages = Math.max(1, Math.ceil((page?.meta.total ?? 0) / APPLICANTS_PER_PAGE));
  const current = Math.min(query.page, pages);
  const filtered = query.q !== undefined || query.status !== undefined || query.job_id !== undefined;
  const goTo = (n: number) => {
    update({ page: String(n) });
    setAnnouncement(t('applicants.page_of', { page: n, pages }));
  };
  const onClear = () => {
    search.reset();
    clear();
  };

  return (
    <>
      <ApplicantFilters query={query} update={update} {...search} jobs={jobs} counts={page?.counts} filtered={filtered} onClear={onClear} />
      <p role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </p>
      {list.status === 'error' && <LoadFailed onRetry={list.reload} />}
      {list.status === 'loading' && <Spinner label={t('load.loading')} />}
      {page && <ApplicantResults page={page} loading={loading} filtered={filtered} fresh={fresh} current={current} goTo={goTo} />}
    </>
  );
}
