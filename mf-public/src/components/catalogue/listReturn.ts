import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Lists (LPK search, jobs) remember the URL they were last shown at — filters, sort, page and
 * compare selection are all in it — so a detail page's "back to the list" link returns there, and
 * the scroll position per URL, so coming back (browser Back, or that link) lands where the user was.
 */
export type ListName = 'search' | 'jobs';

const urlKey = (list: ListName) => `lpk.list.${list}.url`;
const scrollKey = (url: string) => `lpk.list.scroll.${url}`;

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Storage full or refused: the list just opens at its default.
  }
}

/** The URL the list was last shown at in this tab, else `fallback`. */
export function lastListUrl(list: ListName, fallback: string): string {
  const url = read(urlKey(list));
  return url && url.startsWith('/') && !url.startsWith('//') ? url : fallback;
}

/**
 * Remembers the list's URL and keeps its scroll position; once `ready` (its items are rendered)
 * after the user came back to it (history traversal, or the list's back link), restores that position.
 */
export function useListReturn(list: ListName, ready: boolean): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const url = `${location.pathname}${location.search}`;
  const returning = useRef(navigationType === 'POP' || (location.state as { listReturn?: boolean } | null)?.listReturn === true);
  const restored = useRef(false);

  useEffect(() => {
    write(urlKey(list), url);
  }, [list, url]);

  // A new URL of the same list (another page, a filter) is not a return.
  const firstUrl = useRef(url);
  if (firstUrl.current !== url) {
    firstUrl.current = url;
    returning.current = navigationType === 'POP';
    restored.current = false;
  }

  useLayoutEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    if (!returning.current) return;
    const saved = Number(read(scrollKey(url)));
    if (Number.isFinite(saved) && saved > 0) window.scrollTo(0, saved);
  }, [ready, url]);

  useEffect(() => {
    let frame = 0;
    const save = (): void => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        // Only once the list is drawn: while it loads the page is short and the browser clamps the position.
        // and only while the page still shows this URL (not the scroll to the top of the next page).
        if (restored.current && `${window.location.pathname}${window.location.search}` === url) write(scrollKey(url), String(Math.round(window.scrollY)));
      });
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      window.removeEventListener('scroll', save);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [url]);
}
