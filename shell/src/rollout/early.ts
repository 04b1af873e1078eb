/**
 * Inlined into index.html (built by the first config of shell/webpack.config.js): fetches the
 * rollout manifest while main.js downloads and preloads the remote entry the first route needs,
 * so a rollout adds no round trip before the first render.
 */
import { remoteForPath } from '../routing/paths';
import { fetchRollout } from './start';

window.__LPK_ROLLOUT__ = fetchRollout().then((rollout) => {
  const first = rollout.remotes[remoteForPath(window.location.pathname)];
  if (first) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = first.entry;
    document.head.appendChild(link);
  }
  return rollout;
});
// The shell reports a failure itself; never an unhandled rejection here.
window.__LPK_ROLLOUT__.catch(() => undefined);
