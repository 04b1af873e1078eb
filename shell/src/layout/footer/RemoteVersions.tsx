import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { VERSIONS_EVENT } from '../../rollout/loader';
import { rolloutGlobal } from '../../rollout/start';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(VERSIONS_EVENT, onChange);
  return () => window.removeEventListener(VERSIONS_EVENT, onChange);
}

const snapshot = () => rolloutGlobal().versions;

/**
 * Which version of each remote runs in this page view ("Versi: mf-public 1.4.0 · mf-account
 * 1.2.1"), discreetly in the footer, for support: a canary or a forced version shows as what it
 * is. Remotes appear as they load (the account remote only once an account page was opened).
 */
export function RemoteVersions() {
  const { t } = useTranslation('shell');
  const versions = useSyncExternalStore(subscribe, snapshot, snapshot);
  const list = Object.entries(versions ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([remote, version]) => `${remote} ${version}`)
    .join(' · ');
  if (!list) return null;
  return <p className="site-footer__versions">{t('footer.versions', { list })}</p>;
}
