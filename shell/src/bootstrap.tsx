import { addResources, connectRealtime, hasEarlyAnswers, isLoggedIn, loadHttpClient, setNavigator } from 'mf-shared';
import { navigateToUrl, start } from 'single-spa';
import { installTagManager } from './analytics/tagManager';
import { registerRemoteApps } from './apps/register';
import { shellEn } from './i18n/shell.en';
import { shellId } from './i18n/shell.id';
import { installGuard } from './routing/guard';
import { installScrollToTop } from './routing/scroll';
import 'mf-shared/src/ui/ui.css';
import './styles.css';

addResources('shell', { id: shellId, en: shellEn });
// mf-shared (401 handling, logout) navigates through single-spa, so every remote hears about it.
setNavigator((url) => navigateToUrl(url));
installGuard();
installScrollToTop();
registerRemoteApps();
installTagManager();
// The HTTP client is a chunk of its own: it loads now, alongside the remote, unless the page's first
// GETs were all started early (a visitor's public page), so a first API call never waits for it.
if (isLoggedIn() || !hasEarlyAnswers()) void loadHttpClient().catch(() => undefined);
// A returning visitor with a stored session gets the real-time connection too (docs/product.md section 1).
if (isLoggedIn()) void connectRealtime().catch((error: unknown) => console.warn('[shell] real-time connection failed', error));
start({ urlRerouteOnly: true });
// The layout, react-dom's first use, in a task of its own once the remote's files are asked for:
// evaluating main.js was one long task of ~400 ms on a CPU-x4 phone; now a tap can be answered
// between the two. The page keeps the header's place, so nothing moves when it is drawn.
setTimeout(() => {
  import(/* webpackMode: "eager" */ './layout/mount')
    .then(({ mountLayout }) => mountLayout())
    .catch((error: unknown) => console.error('[shell] the layout could not be drawn', error));
}, 0);
