import { actsAsStaff, STAFF_SORTS, statusLabelKey } from 'contracts';
import { getLanguage, Spinner, useInvalidateOn, usePageTitle, useQuery, useSession } from 'mf-shared';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { APPLICANTS_KEY, APPLICANTS_PER_PAGE, LISTABLE_STATUSES, listApplicants, type ApplicantQuery } from '../../api/institution';
import { getInstitute, instituteKey } from '../../api/institutes';
import { LIVE_LIST } from '../../api/registrations';
import type { ApplicantPage, StaffSort, ListableStatus, RegistrationStatusChangedEvent } from 'contracts';
import { formatDateTime } from '../../components/formatDate';
import { LoadFailed } from '../../components/LoadFailed';
import { StatusBadge } from '../../components/StatusBadge';
import { EmailCheck } from '../../components/EmailCheck';
import { EVENTS, lpkChannel } from '../../realtime/channels';
import { useRealtimeEvent } from '../../realtime/useRealtimeEvent';
import './applicants.css';
import './i18n';

const LISTABLE = LISTABLE_STATUSES;
const SORTS: readonly StaffSort[] = STAFF_SORTS;
/** Typing pauses this long before the search runs (Enter runs it at once). */
export const SEARCH_DELAY_MS = 350;
const isNew = (event: RegistrationStatusChangedEvent) => event.previous_status === null;

const isLive = (status: string) => status !== 'rejected' && status !== 'withdrawn';

/** The list's query as the URL holds it (so back from an applicant, reload and links keep it); anything invalid is dropped. */
function queryOf(params: URLSearchParams): Required<Pick<ApplicantQuery, 'sort' | 'page'>> & ApplicantQuery {
  const status = params.get('status');
  const sort = params.get('sort');
  const job = Number(params.get('job_id'));
  const page = Number(params.get('page'));
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  return {
    ...(q ? { q } : {}),
    ...(status && (LISTABLE as readonly string[]).includes(status) ? { status: status as ListableStatus } : {}),
    ...(Number.isInteger(job) && job > 0 ? { job_id: job } : {}),
    sort: sort && (SORTS as readonly string[]).includes(sort) ? (sort as StaffSort) : 'newest',
    page: Number.isInteger(page) && page > 0 && page <= 100_000 ? page : 1,
  };
}

const formatNumber = (n: number) => new Intl.NumberFormat(getLanguage() === 'en' ? 'en-GB' : 'id-ID').format(n);

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
        <ApplicantList lpkId={user.lpk_id!} />
      ) : (
        <p className="alert alert--error" role="alert">
          {t('common:errors.not_authorized')}
        </p>
      )}
    </div>
  );
}

function ApplicantList({ lpkId }: { lpkId: number }) {
  const { t } = useTranslation('account');
  const id = useId();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  // The page shown stays while another loads (aria-busy); back from an applicant shows it at once.
  const list = useQuery([...APPLICANTS_KEY, query], (signal) => listApplicants(query, signal), { ...LIVE_LIST, keepPrevious: true });
  const { data: page, fetching: loading, setData: setPage } = list;
  const [announcement, setAnnouncement] = useState('');
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const [draft, setDraft] = useState(query.q ?? '');
  const institute = useQuery(instituteKey(lpkId), (signal) => getInstitute(lpkId, signal));
  const shown = useRef<ApplicantPage | undefined>(undefined);
  shown.current = page;

  /** Changes the query (any change but the page goes back to page 1). */
  const update = useCallback(
    (change: Partial<Record<'q' | 'status' | 'job_id' | 'sort' | 'page', string | undefined>>) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(change)) {
            if (value === undefined || value === '') next.delete(name);
            else next.set(name, value);
          }
          if (!('page' in change)) next.delete('page');
          if (next.get('sort') === 'newest') next.delete('sort');
          if (next.get('page') === '1') next.delete('page');
          return next;
        },
        { replace: !('page' in change) },
      );
    },
    [setParams],
  );

  // The search runs once typing pauses. The field follows the URL when the URL changed otherwise
  // (back, forward, a link), never while its own text is on the way (that would eat keystrokes).
  const sent = useRef<string | undefined>(query.q);
  const search = useCallback(
    (text: string) => {
      sent.current = text.trim() || undefined;
      update({ q: sent.current });
    },
    [update],
  );
  useEffect(() => {
    if (query.q !== sent.current) {
      sent.current = query.q;
      setDraft(query.q ?? '');
    }
  }, [query.q]);
  useEffect(() => {
    if (draft.trim() === (query.q ?? '')) return undefined;
    const timer = setTimeout(() => search(draft), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, query.q, search]);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    search(draft);
  };

  const clear = () => {
    sent.current = undefined;
    setDraft('');
    setParams(new URLSearchParams(), { replace: true });
  };

  // Live: a new registration is fetched (with its applicant's name) and marked new; a change of a
  // row shown is applied where it is; a withdrawal takes the row away at once.
  useInvalidateOn(lpkChannel(lpkId), EVENTS.registrationStatusChanged, [APPLICANTS_KEY], isNew);
  const onStatusChanged = useCallback(
    (event: RegistrationStatusChangedEvent) => {
      const regId = event.registration.id;
      if (event.previous_status === null) {
        setFresh((ids) => new Set(ids).add(regId));
        setAnnouncement(t('applicants.live_new'));
        return;
      }
      const visible = shown.current?.items.some((r) => r.id === regId) ?? false;
      setPage((current) => {
        if (!current) return current;
        const counts = { ...current.counts };
        // Counts hold the LPK's whole list only without a search or a vacancy filter: adjusted then, or when the row is shown.
        const exact = visible || (query.q === undefined && query.job_id === undefined);
        if (exact) {
          const before = event.previous_status as ListableStatus;
          if (before in counts) counts[before] = Math.max(0, counts[before] - 1);
          if (event.status in counts) counts[event.status as ListableStatus] += 1;
        }
        if (!visible) return { ...current, counts };
        const items = current.items.map((r) => (r.id === regId ? { ...r, status: event.status } : r)).filter((r) => r.status !== 'withdrawn');
        const removed = current.items.length - items.length;
        return { ...current, items, counts, meta: { ...current.meta, total: current.meta.total - removed } };
      });
      if (visible) {
        setAnnouncement(
          event.status === 'withdrawn'
            ? t('applicants.live_removed', { id: regId })
            : t('applicants.live_update', { id: regId, status: t(statusLabelKey(event.status)) }),
        );
      }
    },
    [t, query.q, query.job_id, setPage],
  );
  useRealtimeEvent(lpkChannel(lpkId), EVENTS.registrationStatusChanged, onStatusChanged);
  useRealtimeEvent<{ registration: { id: number } }>(lpkChannel(lpkId), EVENTS.registrationDeleted, (event) =>
    setPage((current) => {
      if (!current?.items.some((r) => r.id === event.registration.id)) return current;
      return { ...current, items: current.items.filter((r) => r.id !== event.registration.id), meta: { ...current.meta, total: current.meta.total - 1 } };
    }),
  );

  const counts = page?.counts;
  const all = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined;
  const total = page?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / APPLICANTS_PER_PAGE));
  const current = Math.min(query.page, pages);
  const filtered = query.q !== undefined || query.status !== undefined || query.job_id !== undefined;
  const jobOptions = useMemo(() => institute.data?.jobs ?? [], [institute.data]);

  const goTo = (n: number) => {
    update({ page: String(n) });
    setAnnouncement(t('applicants.page_of', { page: n, pages }));
  };

  return (
    <>
      <section aria-labelledby={`${id}-filters`} className="card">
        <h2 id={`${id}-filters`} className="visually-hidden">
          {t('applicants.filters')}
        </h2>
        <form role="search" className="applicants-filters" onSubmit={onSearch}>
          <div className="applicants-search">
            <div className="field">
              <label className="field__label" htmlFor={`${id}-q`}>
                {t('applicants.search')}
              </label>
              <input
                id={`${id}-q`}
                className="field__input"
                type="search"
                maxLength={100}
                autoComplete="off"
                aria-describedby={`${id}-q-hint`}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
              />
              <p id={`${id}-q-hint`} className="field__hint">
                {t('applicants.search_hint')}
              </p>
            </div>
            <button type="submit" className="button button--primary">
              {t('applicants.search_submit')}
            </button>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-job`}>
              {t('applicants.vacancy')}
            </label>
            <select
              id={`${id}-job`}
              className="field__input"
              value={query.job_id ?? ''}
              onChange={(event) => update({ job_id: event.target.value || undefined })}
            >
              <option value="">{t('applicants.all_vacancies')}</option>
              {jobOptions.map((job) => (
                <option key={job.id} value={job.id}>
                  {job.prefecture ? `${job.title} (${job.prefecture})` : job.title}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-sort`}>
              {t('applicants.sort')}
            </label>
            <select id={`${id}-sort`} className="field__input" value={query.sort} onChange={(event) => update({ sort: event.target.value })}>
              {SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`applicants.sorts.${sort}`)}
                </option>
              ))}
            </select>
          </div>
        </form>
        <p id={`${id}-statuses`} className="field__label">
          {t('applicants.statuses')}
        </p>
        <ul className="status-filter" aria-labelledby={`${id}-statuses`}>
          <li>
            <button type="button" className="button" aria-pressed={query.status === undefined} onClick={() => update({ status: undefined })}>
              {all === undefined
                ? t('applicants.all_statuses')
                : t('applicants.status_count', { status: t('applicants.all_statuses'), count: formatNumber(all) })}
            </button>
          </li>
          {LISTABLE.map((status) => (
            <li key={status}>
              <button type="button" className="button" aria-pressed={query.status === status} onClick={() => update({ status })}>
                {counts ? t('applicants.status_count', { status: t(statusLabelKey(status)), count: formatNumber(counts[status]) }) : t(statusLabelKey(status))}
              </button>
            </li>
          ))}
        </ul>
        {filtered && (
          <button type="button" className="button button--link" onClick={clear}>
            {t('applicants.clear')}
          </button>
        )}
      </section>

      <p role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </p>
      {list.status === 'error' && <LoadFailed onRetry={list.reload} />}
      {list.status === 'loading' && <Spinner label={t('load.loading')} />}
      {page && (
        <section aria-labelledby={`${id}-found`} aria-busy={loading || undefined} className="stack">
          <div className="applicants-summary">
            <h2 id={`${id}-found`}>{t('applicants.found', { total: formatNumber(total) })}</h2>
            {loading && <Spinner label={t('load.loading')} />}
          </div>
          {page.items.length === 0 ? (
            <p>{t(filtered ? 'applicants.empty_filtered' : 'applicants.empty')}</p>
          ) : (
            <div className="table-scroll" tabIndex={0} role="region" aria-label={t('applicants.table', { page: current, pages })}>
              <table className="data-table">
                <caption className="visually-hidden">{t('applicants.table', { page: current, pages })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('applicants.applicant')}</th>
                    <th scope="col">{t('applicants.contact')}</th>
                    <th scope="col">{t('applicants.status')}</th>
                    <th scope="col">{t('applicants.job')}</th>
                    <th scope="col">{t('applicants.since')}</th>
                  </tr>
                </thead>
                <tbody>
                  {page.items.map((registration) => (
                    <tr key={registration.id}>
                      <th scope="row">
                        {isLive(registration.status) ? (
                          <Link className="applicant-name" to={`/admin/applicants/${registration.id}`} state={{ list: location.search }}>
                            {registration.applicant.full_name}
                          </Link>
                        ) : (
                          <>
                            <span className="applicant-name">{registration.applicant.full_name}</span>
                            <span className="applicant-contact">{t('applicants.closed_hint')}</span>
                          </>
                        )}
                        {fresh.has(registration.id) && <span className="status-badge new-badge">{t('applicants.new_badge')}</span>}
                      </th>
                      <td>
                        {registration.applicant.email && (
                          <span className="applicant-contact">
                            {registration.applicant.email} <EmailCheck verifiedAt={registration.applicant.email_verified_at} />
                          </span>
                        )}
                        {registration.applicant.phone && <span className="applicant-contact">{registration.applicant.phone}</span>}
                      </td>
                      <td>
                        <StatusBadge status={registration.status} />
                      </td>
                      <td>{registration.job?.title ?? t('applicants.none')}</td>
                      <td>{formatDateTime(registration.created_at, false)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {pages > 1 && (
            <nav className="applicants-pages" aria-label={t('applicants.pages')}>
              <ul>
                <li>
                  <button type="button" className="button" disabled={current <= 1} onClick={() => goTo(1)}>
                    {t('applicants.first')}
                  </button>
                </li>
                <li>
                  <button type="button" className="button" disabled={current <= 1} onClick={() => goTo(current - 1)}>
                    {t('applicants.previous')}
                  </button>
                </li>
              </ul>
              <p>{t('applicants.page_of', { page: formatNumber(current), pages: formatNumber(pages) })}</p>
              <ul>
                <li>
                  <button type="button" className="button" disabled={current >= pages} onClick={() => goTo(current + 1)}>
                    {t('applicants.next')}
                  </button>
                </li>
                <li>
                  <button type="button" className="button" disabled={current >= pages} onClick={() => goTo(pages)}>
                    {t('applicants.last')}
                  </button>
                </li>
              </ul>
            </nav>
          )}
        </section>
      )}
    </>
  );
}
