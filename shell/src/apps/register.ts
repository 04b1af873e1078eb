import { isLoggedIn } from 'mf-shared';
import { registerApplication, unloadApplication, type LifeCycles } from 'single-spa';
import { loadRemoteApp } from '../rollout/loader';
import { ACCOUNT_REMOTE, PUBLIC_REMOTE, isAccountPath } from '../routing/paths';
import { fallbackLifecycles } from './fallback';

/** The element inside `<main>` a remote mounts into (index.html has one per remote). */
export function containerOf(remote: string): HTMLElement {
  const id = `app-${remote}`;
  let element = document.getElementById(id);
  if (!element) {
    element = document.createElement('div');
    element.id = id;
    (document.getElementById('main') ?? document.body).appendChild(element);
  }
  return element;
}

/**
 * True when the page preloaded files of this remote (the API host names the route's files in
 * `<link rel="preload">`). The browser keeps a preloaded answer for the first request of its URL,
 * a failed one (a 404 while the version was unavailable) included: loading the remote again in
 * this page view would be handed those failures again.
 */
export function preloadedFilesOf(remote: string, doc: Document = document): boolean {
  return Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"], link[rel="modulepreload"]')).some((link) =>
    link.href.includes(`/remotes/${remote}/`),
  );
}

/**
 * Loads a remote; when even its stable version fails, a panel with retry takes its place. Retry
 * loads the remote again in place, or, when the page had preloaded its files, loads the page again
 * (which asks for them anew).
 */
export function appLoader(
  remote: string,
  load: (remote: string) => Promise<LifeCycles> = loadRemoteApp,
  reloadPage: () => void = () => window.location.reload(),
) {
  return async (): Promise<LifeCycles> => {
    try {
      return await load(remote);
    } catch (error) {
      return fallbackLifecycles(remote, error, async () => {
        if (preloadedFilesOf(remote)) reloadPage();
        else await unloadApplication(remote, { waitForUnmount: false });
      });
    }
  };
}

/** docs/architecture.md section 1: account owns /admin* and /registration (behind login), public the rest. */
export function registerRemoteApps(): void {
  registerApplication({
    name: ACCOUNT_REMOTE,
    app: appLoader(ACCOUNT_REMOTE),
    activeWhen: (location) => isAccountPath(location.pathname) && isLoggedIn(),
    customProps: () => ({ domElement: containerOf(ACCOUNT_REMOTE) }),
  });
  registerApplication({
    name: PUBLIC_REMOTE,
    app: appLoader(PUBLIC_REMOTE),
    activeWhen: (location) => !isAccountPath(location.pathname),
    customProps: () => ({ domElement: containerOf(PUBLIC_REMOTE) }),
  });
}
