import { parsePathId } from 'contracts';
import { safeDecode } from '../../lib/uri';

/**
 * The routes the front end draws (mf-public/src/routes.tsx, and the account area of mf-account),
 * as the API host needs them to answer a page: which paths exist (any other answers 404 with the
 * not-found page), which are for search engines (indexed, in the sitemap) and what a page is
 * called (its title and description keys in messages.ts, `site.pages.<key>`).
 * test/site-seo.test.ts checks this table against mf-public/src/routes.tsx.
 */

export interface StaticPage {
  /** The route as routes.tsx writes it. */
  path: string;
  /** Its title and description: `site.pages.<key>.title` / `.description`. */
  key: string;
  /** For search engines: indexed (otherwise `noindex`). */
  index: boolean;
  /** In the sitemap (indexed, and its own canonical). */
  sitemap: boolean;
  /** The canonical path when another URL shows the same page (`/experienced` is `/`). */
  canonical?: string;
}

const page = (path: string, key: string, index: boolean, options: { sitemap?: boolean; canonical?: string } = {}): StaticPage => ({
  path,
  key,
  index,
  sitemap: options.sitemap ?? (index && options.canonical === undefined),
  ...(options.canonical === undefined ? {} : { canonical: options.canonical }),
});

/** The public pages without parameters. */
export const STATIC_PAGES: readonly StaticPage[] = [
  page('/', 'home', true),
  page('/experienced', 'home', true, { canonical: '/' }),
  page('/inexperienced', 'inexperienced', true),
  page('/jobs', 'jobs', true),
  page('/search', 'search', true),
  page('/side-by-side-lpk', 'compare', false),
  page('/about', 'about', true),
  page('/lpk-apply', 'lpk_apply', true),
  page('/register', 'register', true),
  page('/login', 'login', true),
  page('/privacy-policy', 'privacy', true),
  page('/terms', 'terms', true),
  // Pages a link of ours opens, or the step after a form: nothing for a search engine.
  page('/auth/callback', 'auth_callback', false),
  page('/registration-success', 'registration_success', false),
  page('/registration-certificate', 'certificate', false),
  page('/forgot-password', 'forgot_password', false),
  page('/reset-password', 'reset_password', false),
  page('/staff-invitation', 'staff_invitation', false),
  page('/verify-email', 'verify_email', false),
  page('/unsubscribe', 'unsubscribe', false),
  page('/account-deleted', 'account_deleted', false),
];

/** The routes with parameters, as routes.tsx writes them. */
export const PARAM_ROUTES = ['/search/:query', '/lpk/:id', '/register/:referralCode', '/job-detail/:id/:lpkId'] as const;

export type SiteRoute =
  | { kind: 'static'; page: StaticPage }
  | { kind: 'search'; query: string }
  | { kind: 'referral' }
  | { kind: 'institute'; id: number }
  | { kind: 'job'; id: number; lpkId: number }
  /** /admin/... and /registration (mf-account): the client guards them; never indexed. */
  | { kind: 'account' };

const byPath = new Map(STATIC_PAGES.map((p) => [p.path, p]));
/** An id as the catalogue takes it in a path (GET /institutes/{id} answers 404 to anything else). */
const idOf = (segment: string): number | null => parsePathId(segment) ?? null;

/**
 * The route a path names, or null: no such page, or an id that cannot be one (`/lpk/abc`).
 * As the router matches: case-insensitive, one trailing slash allowed.
 */
export function siteRoute(pathname: string): SiteRoute | null {
  if (/^\/admin(?:\/|$)/i.test(pathname) || /^\/registration\/?$/i.test(pathname)) return { kind: 'account' };
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const known = byPath.get(trimmed.toLowerCase());
  if (known) return { kind: 'static', page: known };
  const segments = trimmed.split('/').slice(1);
  const [first = '', second, third, ...rest] = segments;
  if (rest.length) return null;
  switch (first.toLowerCase()) {
    case 'search': {
      if (second === undefined || third !== undefined) return null;
      const query = safeDecode(second);
      return query === undefined ? null : { kind: 'search', query: query.trim() };
    }
    case 'register':
      return second !== undefined && second !== '' && third === undefined ? { kind: 'referral' } : null;
    case 'lpk': {
      const id = second === undefined || third !== undefined ? null : idOf(second);
      return id === null ? null : { kind: 'institute', id };
    }
    case 'job-detail': {
      const id = second === undefined ? null : idOf(second);
      const lpkId = third === undefined ? null : idOf(third);
      return id === null || lpkId === null ? null : { kind: 'job', id, lpkId };
    }
    default:
      return null;
  }
}

/** The ids of a comparison URL (`?ids=3,1,x` -> [3, 1]) as the compare screen reads them: at most `max`. */
export function compareIds(search: string, max: number): number[] {
  const value = new URLSearchParams(search).get('ids');
  if (!value) return [];
  const ids: number[] = [];
  for (const part of value.split(',')) {
    const id = idOf(part.trim());
    if (id !== null && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, max);
}

/** The page's language named in its URL (`?lang=en`); Indonesian otherwise (the site's default). */
export function urlLanguage(search: string): 'id' | 'en' {
  return new URLSearchParams(search).get('lang') === 'en' ? 'en' : 'id';
}
