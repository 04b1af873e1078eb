import { STAFF_SORTS, type ListableStatus, type StaffSort } from 'contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LISTABLE_STATUSES, type ApplicantQuery } from '../../api/applicants';

export type ListQuery = Required<Pick<ApplicantQuery, 'sort' | 'page'>> & ApplicantQuery;
export type QueryChange = Partial<Record<'q' | 'status' | 'job_id' | 'sort' | 'page', string | undefined>>;

/** The list's query as the URL holds it (so back from an applicant, reload and links keep it); anything invalid is dropped. */
export function queryOf(params: URLSearchParams): ListQuery {
  const status = params.get('status');
  const sort = params.get('sort');
  const job = Number(params.get('job_id'));
  const page = Number(params.get('page'));
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  return {
    ...(q ? { q } : {}),
    ...(status && (LISTABLE_STATUSES as readonly string[]).includes(status) ? { status: status as ListableStatus } : {}),
    ...(Number.isInteger(job) && job > 0 ? { job_id: job } : {}),
    sort: sort && (STAFF_SORTS as readonly string[]).includes(sort) ? (sort as StaffSort) : 'newest',
    page: Number.isInteger(page) && page > 0 && page <= 100_000 ? page : 1,
  };
}

/** The next URL parameters after `change` (any change but the page goes back to page 1; defaults are left out). */
function applyChange(previous: URLSearchParams, change: QueryChange): URLSearchParams {
  const next = new URLSearchParams(previous);
  for (const [name, value] of Object.entries(change)) {
    if (value === undefined || value === '') next.delete(name);
    else next.set(name, value);
  }
  if (!('page' in change)) next.delete('page');
  if (next.get('sort') === 'newest') next.delete('sort');
  if (next.get('page') === '1') next.delete('page');
  return next;
}

/**
 * The staff list's query held in the URL: `query` as read, `update` to change it (a page change
 * is a history entry, so back returns to the page before; the filters replace it), `clear` to drop
 * every filter.
 */
export function useApplicantQuery() {
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const update = useCallback((change: QueryChange) => setParams((previous) => applyChange(previous, change), { replace: !('page' in change) }), [setParams]);
  const clear = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  return { query, update, clear };
}
