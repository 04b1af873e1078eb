import { safeRedirect } from 'contracts';

/**
 * Navigation is injected: the shell hands in its router (single-spa / react-router), tests a
 * spy. Default: a full page load.
 */
export type Navigator = (url: string) => void;

const defaultNavigator: Navigator = (url) => window.location.assign(url);
let navigator: Navigator = defaultNavigator;

/** Installs a navigator; `null` restores the default. Returns the previous one. */
export function setNavigator(fn: Navigator | null): Navigator {
  const previous = navigator;
  navigator = fn ?? defaultNavigator;
  return previous;
}

export function navigate(url: string): void {
  navigator(url);
}

/** Path, query and hash of the current page: where to come back to after login. */
export function currentFullPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** `/login` and everything under it (docs/product.md section 4: "a login path"). */
export function isLoginPath(pathname: string = window.location.pathname): boolean {
  return pathname.startsWith('/login');
}

/**
 * /login with where to come back to, when that is a path of this site by the one rule of
 * contracts (safeRedirect, as the login page and the API check it); else plain /login.
 */
export function loginUrl(redirect: string = currentFullPath()): string {
  const back = safeRedirect(redirect);
  return back === null ? '/login' : `/login?redirect=${encodeURIComponent(back)}`;
}
