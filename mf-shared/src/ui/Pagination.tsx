import type { MouseEvent } from 'react';
import { navigate } from '../api/navigation';

/** The translated words of a pager (mf-shared holds no screen's wording; pass them from the remote's i18n). */
export interface PaginationLabels {
  /** The navigation landmark's name ("Pages of the applicant list"). */
  label: string;
  first: string;
  previous: string;
  next: string;
  last: string;
  /** "Page 2 of 7", shown between the buttons. */
  status: string;
}

export interface PaginationProps {
  page: number;
  lastPage: number;
  labels: PaginationLabels;
  /** Buttons that call this (the page lives in the caller's state or URL)… */
  onPage?: (page: number) => void;
  /** …or links to these addresses (back, reload and "open in a new tab" keep the page). */
  href?: (page: number) => string;
}

/**
 * A plain click goes through the injected navigator (the app's router: no page load); a click that
 * asks for a new tab or window is the browser's. No router import here: mf-shared is in the shell's
 * bundle, which does not carry react-router-dom.
 */
function followInPlace(event: MouseEvent<HTMLAnchorElement>, url: string): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigate(url);
}

/** One step of the pager: a link or a button, disabled (not focusable as a link) where it leads nowhere. */
function PageStep({
  to,
  disabled,
  text,
  rel,
  onPage,
  href,
}: { to: number; disabled: boolean; text: string; rel?: string } & Pick<PaginationProps, 'onPage' | 'href'>) {
  if (href) {
    return disabled ? (
      <span className="button" aria-disabled="true">
        {text}
      </span>
    ) : (
      <a className="button" href={href(to)} rel={rel} onClick={(event) => followInPlace(event, href(to))}>
        {text}
      </a>
    );
  }
  return (
    <button type="button" className="button" disabled={disabled} onClick={() => onPage?.(to)}>
      {text}
    </button>
  );
}

/**
 * An accessible pager: a named navigation landmark with first, previous, the current page's
 * status, next and last. Nothing is shown for a single page. Styled by ui.css (`.pager`).
 */
export function Pagination({ page, lastPage, labels, onPage, href }: PaginationProps) {
  if (lastPage <= 1) return null;
  const step = { onPage, href };
  return (
    <nav className="pager" aria-label={labels.label}>
      <ul>
        <li>
          <PageStep to={1} disabled={page <= 1} text={labels.first} {...step} />
        </li>
        <li>
          <PageStep to={page - 1} disabled={page <= 1} text={labels.previous} rel="prev" {...step} />
        </li>
      </ul>
      <p className="pager__status">{labels.status}</p>
      <ul>
        <li>
          <PageStep to={page + 1} disabled={page >= lastPage} text={labels.next} rel="next" {...step} />
        </li>
        <li>
          <PageStep to={lastPage} disabled={page >= lastPage} text={labels.last} {...step} />
        </li>
      </ul>
    </nav>
  );
}
