/**
 * Exposed as ./app: the single-spa lifecycles the shell mounts (docs/architecture.md section 1), made
 * by mf-shared's createRemoteApp (the root element with data-remote/data-version, i18n, the router).
 */
import { createRemoteApp } from 'mf-shared/src/remote';
import { AssistantProvider, HashScroller } from './features/assistant';
import { registerPublicStrings } from './i18n';
import { PublicRoutes } from './routes';

/** Every public page, with the assistant's launcher and panel; anchors of its links scrolled to. */
function PublicApp() {
  return (
    <>
      <AssistantProvider>
        <PublicRoutes />
      </AssistantProvider>
      <HashScroller />
    </>
  );
}

export const { bootstrap, mount, unmount } = createRemoteApp({
  remote: 'mf-public',
  version: typeof __REMOTE_VERSION__ === 'string' ? __REMOTE_VERSION__ : 'dev',
  routes: PublicApp,
  registerStrings: registerPublicStrings,
});
