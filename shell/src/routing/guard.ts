import { isLoggedIn, loginUrl, subscribe } from 'mf-shared';
import { isProtectedPath } from './paths';

/** Where a visitor must go instead of this location, or null when they may stay. */
export function guardRedirect(location: Pick<Location, 'pathname' | 'search' | 'hash'>, loggedIn: boolean): string | null {
  if (loggedIn || !isProtectedPath(location.pathname)) return null;
  return loginUrl(`${location.pathname}${location.search}${location.hash}`);
}

function check(): void {
  const target = guardRedirect(window.location, isLoggedIn());
  // replaceState: the protected URL is not left in history, so Back does not bounce to login again.
  if (target) window.history.replaceState(window.history.state, '', target);
}

/**
 * docs/product.md section 2: opening a protected route without a stored token goes to
 * /login?redirect=<full path>. Checked at start, before every route change, and when the session
 * ends while on a protected page (another tab logged out). Deferred on session changes so that a
 * 401's own redirect (mf-shared) runs first.
 */
export function installGuard(): () => void {
  check();
  window.addEventListener('single-spa:before-routing-event', check);
  const unsubscribe = subscribe((state) => {
    if (!state.token) queueMicrotask(check);
  });
  return () => {
    window.removeEventListener('single-spa:before-routing-event', check);
    unsubscribe();
  };
}
