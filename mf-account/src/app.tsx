/**
 * Exposed as ./app: the single-spa lifecycles the shell mounts (docs/architecture.md section 1), made
 * by mf-shared's createRemoteApp (the root element with data-remote/data-version, i18n, the router).
 */
import { createRemoteApp } from 'mf-shared/src/remote';
import { registerAccountStrings } from './i18n';
import { AccountRoutes } from './routes';

export const { bootstrap, mount, unmount } = createRemoteApp({
  remote: 'mf-account',
  version: typeof __REMOTE_VERSION__ === 'string' ? __REMOTE_VERSION__ : 'dev',
  routes: AccountRoutes,
  registerStrings: registerAccountStrings,
});
