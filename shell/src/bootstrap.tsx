import { addResources, connectRealtime, isLoggedIn, loadHttpClient, setNavigator } from 'mf-shared';
import { navigateToUrl, start } from 'single-spa';
import { installTagManager } from './analytics/tagManager';
import { registerRemoteApps } from './apps/register';
import { shellEn } from './i18n/shell.en';
import { shellId } from './i18n/shell.id';
import { mountLayout } from './layout/mount';
import { installGuard } from './routing/guard';
import { installScrollToTop } from './routing/scroll';
import 'mf-shared/src/ui/ui.css';
import './styles.css';

addResources('shell', { id: shellId, en: shellEn });
// mf-shared (401 handling, logout) navigates through single-spa, so every remote hears about it.
setNavigator((url) => navigateToUrl(url));
installGuard();
installScrollToTop();
mountLayout();
registerRemoteApps();
installTagManager();
if (isLoggedIn()) {
  // A signed-in page asks the API at once: its HTTP client (a chunk of its own) loads alongside the remote.
  void loadHttpClient().catch(() => undefined);
  // A returning visitor with a stored session gets the real-time connection too (docs/product.md section 1).
  void connectRealtime().catch((error: unknown) => console.warn('[shell] real-time connection failed', error));
}
start({ urlRerouteOnly: true });
