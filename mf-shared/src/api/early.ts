import { EARLY_GET_META, FIRST_GETS_NAMED_META } from 'contracts';
import { isSet, type Query } from './query';

/**
 * Early answers: the first public GETs of a route, started by the page's inline early script
 * (shell/src/rollout/early.ts) while the JavaScript downloads, and handed over to the first
 * `getData` asking for the same URL. The API host names them in index.html
 * (`<meta name="lpk-early-get">`, from the remote's page-heads.json); docs/architecture.md,
 * "First paint". No code of the HTTP client (axios) is needed for them.
 */

/** An early answer older than this is not used (the query cache's freshness). */
export const EARLY_MAX_AGE_MS = 30_000;

export interface EarlyAnswers {
  /** The origin of the API asked (the page's own). */
  origin: string;
  /** The language the answers were asked in (`Accept-Language`). */
  lang: string;
  /** When they were asked (`Date.now()`). */
  at: number;
  /** By `earlyKey`: the answer's JSON body when the status was 2xx, else null. */
  answers: Record<string, Promise<unknown> | undefined>;
}

declare global {
  interface Window {
    __LPK_EARLY__?: EarlyAnswers;
  }
}

/** One name for a GET, whatever the order of its query: the path, then its non-empty parameters sorted. */
export function earlyKey(path: string, query: Query | URLSearchParams = {}): string {
  const entries = query instanceof URLSearchParams ? Array.from(query.entries()) : Object.entries(query);
  const params = new URLSearchParams(
    entries
      .filter(([, value]) => isSet(value))
      .map(([name, value]) => [name, String(value)] as [string, string])
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  ).toString();
  return params ? `${path}?${params}` : path;
}

/**
 * Starts the GETs named in the page (the early script calls it once) when the page names them all:
 * only for a visitor who is not signed in (a signed-in user's answers may depend on who asks) and
 * a URL without a query (the screen's first GETs then depend on it). `window.__LPK_EARLY__` is set
 * then, even with no GET at all; otherwise the shell loads its HTTP client at once (`hasEarlyAnswers`).
 */
export function startEarlyGets(lang: string, signedIn: boolean): void {
  if (signedIn || window.location.search || !document.querySelector(`meta[name="${FIRST_GETS_NAMED_META}"]`)) return;
  const metas = Array.from(document.querySelectorAll<HTMLMetaElement>(`meta[name="${EARLY_GET_META}"]`));
  const answers: EarlyAnswers['answers'] = {};
  for (const meta of metas) {
    const url = new URL(meta.content, window.location.origin);
    if (url.origin !== window.location.origin || !url.pathname.startsWith('/api/')) continue;
    answers[earlyKey(url.pathname, url.searchParams)] = fetch(url, {
      headers: { Accept: 'application/json', 'Accept-Language': lang },
      credentials: 'same-origin',
    })
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
      .catch(() => null);
  }
  window.__LPK_EARLY__ = { origin: window.location.origin, lang, at: Date.now(), answers };
}

/**
 * The early answer of this GET, once (later calls ask the API), when it was asked of the API at
 * `origin`, in `lang`, not long ago; undefined when there is none.
 */
export function takeEarly(key: string, origin: string, lang: string): Promise<unknown> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__LPK_EARLY__;
  if (!early) return undefined;
  const answer = early.answers[key];
  if (!answer) return undefined;
  early.answers[key] = undefined;
  if (early.origin !== origin || early.lang !== lang || Date.now() - early.at > EARLY_MAX_AGE_MS) return undefined;
  return answer;
}

/** The page's first GETs were all started early (possibly none): its first screen needs no HTTP client. */
export function hasEarlyAnswers(): boolean {
  return typeof window !== 'undefined' && window.__LPK_EARLY__ !== undefined;
}
