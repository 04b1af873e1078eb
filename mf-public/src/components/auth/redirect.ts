import { isLoginPath } from 'mf-shared';

/** Where a visitor lands after logging in when no (usable) `redirect` was asked for. */
export const DEFAULT_AFTER_LOGIN = '/admin/dashboard';

/** Control characters and spaces: browsers drop some of them, turning "/\t/evil" into "//evil". */
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f\\]/;

/**
 * True when `target` is a path of this site: it starts with exactly one '/', holds no
 * backslash, whitespace or control character (so no '//' or '/\' host in disguise), keeps the
 * page's origin once resolved, and is not a login path (which would loop back here).
 */
export function isSafeRedirect(target: string): boolean {
  if (!target.startsWith('/') || target.startsWith('//')) return false;
  if (UNSAFE_CHARACTERS.test(target)) return false;
  let url: URL;
  try {
    url = new URL(target, window.location.origin);
  } catch {
    return false;
  }
  if (url.origin !== window.location.origin) return false;
  return !isLoginPath(url.pathname);
}

export interface RedirectTarget {
  /** The path to go to. */
  to: string;
  /** A redirect was asked for but refused ("Invalid callback URL" is shown). */
  rejected: boolean;
}

/** The `redirect` query parameter turned into a safe destination (docs/product.md sections 2 and 8). */
export function resolveRedirect(raw: string | null | undefined): RedirectTarget {
  if (raw === null || raw === undefined || raw === '') return { to: DEFAULT_AFTER_LOGIN, rejected: false };
  if (isSafeRedirect(raw)) return { to: raw, rejected: false };
  return { to: DEFAULT_AFTER_LOGIN, rejected: true };
}

/** The `redirect` query parameter when it is safe to follow, else null (an unsafe one is dropped). */
export function safeRedirectParam(params: URLSearchParams): string | null {
  const raw = params.get('redirect');
  return raw && isSafeRedirect(raw) ? raw : null;
}

/** `path` carrying `redirect` on to the next screen (login ⇄ register → registration-success). */
export function withRedirect(path: string, redirect: string | null): string {
  return redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}
