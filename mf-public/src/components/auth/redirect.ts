import { safeRedirect } from 'contracts';

/** Where a visitor lands after logging in when no (usable) `redirect` was asked for. */
export const DEFAULT_AFTER_LOGIN = '/admin/dashboard';

/**
 * True when `target` is a path of this site to go to after signing in: the one rule of contracts
 * (safeRedirect), which the API applies too: after dot segments are resolved, only a path with a
 * single leading '/'; "/.//x", "/\x", their encoded and control-character forms, and the login
 * pages (a loop) are refused.
 */
export function isSafeRedirect(target: string): boolean {
  return safeRedirect(target) !== null;
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
  const safe = safeRedirect(raw);
  return safe === null ? { to: DEFAULT_AFTER_LOGIN, rejected: true } : { to: safe, rejected: false };
}

/** The `redirect` query parameter, resolved, when it is safe to follow, else null (an unsafe one is dropped). */
export function safeRedirectParam(params: URLSearchParams): string | null {
  return safeRedirect(params.get('redirect'));
}

/** `path` carrying `redirect` on to the next screen (login ⇄ register → registration-success). */
export function withRedirect(path: string, redirect: string | null): string {
  return redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}
