import { Pagination } from 'mf-shared';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import './i18n';

/** The URL of the current location with `page` set (page 1 drops the parameter). */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** `?page=` of the URL as a positive integer (1 when absent or invalid). */
export function pageFromSearch(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * mf-shared's pager under a catalogue list, in the catalogue's words: links to the current URL
 * with `?page=` set (the other filters kept), so back, reload and a shared link keep the page.
 */
export function ListPager({ page, lastPage }: { page: number; lastPage: number }) {
  const { t } = useTranslation('public');
  const { pathname, search } = useLocation();
  const labels = {
    label: t('catalogue.pagination.label'),
    first: t('catalogue.pagination.first'),
    previous: t('catalogue.pagination.previous'),
    next: t('catalogue.pagination.next'),
    last: t('catalogue.pagination.last'),
    status: t('catalogue.pagination.status', { page, last: lastPage }),
  };
  return <Pagination page={page} lastPage={lastPage} labels={labels} href={(p) => pageHref(pathname, search, p)} />;
}
