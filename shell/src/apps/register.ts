import { isLoggedIn } from 'mf-shared';
import { registerApplication, unloadApplication, type LifeCycles } from 'single-spa';
import { loadRemoteApp } from '../rollout/loader';
import { ACCOUNT_REMOTE, PUBLIC_REMOTE, isAccountPath } from '../routing/paths';

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

/** Loads a remote; when even its stable version fails, a panel with retry takes its place (retry loads the remote again in place). */
export function appLoader(remote: string, load: (remote: string) => Promise<LifeCycles> = loadRemoteApp) {
  return async (): Promise<LifeCycles> => {
    try {
      return await load(remote);
    } catch (error) {
      // Imported when needed: the panel's module starts react-dom, which the main script's first task leaves out.
      const { fallbackLifecycles } = await import(/* webpackMode: "eager" */ './fallback');
      return fallbackLifecycles(remote, error, () => unloadApplication(remote, { waitForUnmount: false }));
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
