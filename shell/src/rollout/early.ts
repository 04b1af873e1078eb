/**
 * Inlined into index.html (built by the first config of shell/webpack.config.js): fetches the
 * rollout manifest while main.js downloads and preloads the remote entry the first route needs,
 * so a rollout adds no round trip before the first render. It also sets `<html lang>` to the saved
 * language first, and starts the route's first data GETs the page names (mf-shared's early
 * answers), so the data does not wait for the code.
 */
import { startEarlyGets } from 'mf-shared/src/api/early';
import { warmIntl } from 'mf-shared/src/i18n/intl-locale';
import { STORAGE_KEYS } from 'mf-shared/src/session/keys';
import { remoteForPath } from '../routing/paths';
import { fetchRollout, rolloutGlobal } from './start';

// The saved language, before the body is parsed: a pre-rendered page head (api/src/modules/site/page-heads.ts)
// shows only the head in <html lang>'s language, so it paints in the right one. A URL naming its
// language (`?lang=en`: the hreflang alternates and the sitemap link to it, api/src/modules/site/seo.ts)
// is that language, and saved as the reader's choice, so every part of the page (mf-shared's i18n) reads it.
let lang = 'id';
let signedIn = false;
try {
  const named = new URLSearchParams(window.location.search).get('lang');
  if (named === 'id' || named === 'en') window.localStorage.setItem(STORAGE_KEYS.lang, named);
} catch {
  // storage blocked: mf-shared's i18n reads the URL itself
}
try {
  const saved = window.localStorage.getItem(STORAGE_KEYS.lang);
  if (saved === 'id' || saved === 'en') lang = document.documentElement.lang = saved;
  signedIn = window.localStorage.getItem(STORAGE_KEYS.token) !== null;
} catch {
  // storage blocked: the default language (id) stays, and nothing is asked early
  signedIn = true;
}

const resolved = (rolloutGlobal().resolved = fetchRollout().then((rollout) => {
  const first = rollout.remotes[remoteForPath(window.location.pathname)];
  if (first) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = first.entry;
    document.head.appendChild(link);
  }
  return rollout;
}));
// The shell reports a failure itself; never an unhandled rejection here.
resolved.catch(() => undefined);

// Then the route's first data GETs (after the manifest: the code's chain starts with it).
try {
  startEarlyGets(lang, signedIn);
} catch {
  // the screens ask for their data themselves
}

// The locale data of the screen's prices and dates, while the main thread waits for main.js.
warmIntl(lang);
