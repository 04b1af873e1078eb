/**
 * Which remote owns a path (docs/architecture.md section 1) and which paths need a login (docs/product.md section 2).
 * Self-contained: the page's early script uses it to preload only the remote the first route needs.
 */
export const PUBLIC_REMOTE = 'mf-public';
export const ACCOUNT_REMOTE = 'mf-account';

/** `/admin`, `/admin/...` and `/registration` (not `/registration-success` or `/registration-certificate`). */
export function isAccountPath(pathname: string): boolean {
  return /^\/admin(?:\/|$)/.test(pathname) || /^\/registration\/?$/.test(pathname);
}

/** Every account path needs a stored token. */
export function isProtectedPath(pathname: string): boolean {
  return isAccountPath(pathname);
}

/** Header and footer are hidden on /admin paths. */
export function isAdminPath(pathname: string): boolean {
  return /^\/admin(?:\/|$)/.test(pathname);
}

export function remoteForPath(pathname: string): string {
  return isAccountPath(pathname) ? ACCOUNT_REMOTE : PUBLIC_REMOTE;
}
