import { Link, useLocation } from 'react-router-dom';
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

/** Pages around the current one, at most `width` of them. */
function pageWindow(page: number, last: number, width = 5): number[] {
  const start = Math.max(1, Math.min(page - Math.floor(width / 2), last - width + 1));
  const end = Math.min(last, start + width - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/** Links to the other pages of a list; the page lives in the URL (`?page=`), so back and reload keep it. */
export function Pagination({ page, lastPage }: { page: number; lastPage: number }) {
  const { t } = useTranslation('public');
  const { pathname, search } = useLocation();
  if (lastPage <= 1) return null;
  const href = (p: number) => pageHref(pathname, search, p);
  return (
    <nav className="pagination" aria-label={t('catalogue.pagination.label')}>
      <p className="visually-hidden">{t('catalogue.pagination.status', { page, last: lastPage })}</p>
      <ul>
        <li>
          {page > 1 ? (
            <Link className="button" to={href(page - 1)} rel="prev">
              {t('catalogue.pagination.previous')}
            </Link>
          ) : (
            <span className="button" aria-disabled="true">
              {t('catalogue.pagination.previous')}
            </span>
          )}
        </li>
        {pageWindow(page, lastPage).map((p) => (
          <li key={p}>
            <Link className={`button${p === page ? ' button--primary' : ''}`} to={href(p)} aria-current={p === page ? 'page' : undefined}>
              {p}
            </Link>
          </li>
        ))}
        <li>
          {page < lastPage ? (
            <Link className="button" to={href(page + 1)} rel="next">
              {t('catalogue.pagination.next')}
            </Link>
          ) : (
            <span className="button" aria-disabled="true">
              {t('catalogue.pagination.next')}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}

/** `?page=` of the URL as a positive integer (1 when absent or invalid). */
export function pageFromSearch(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
