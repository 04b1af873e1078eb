import { Spinner } from 'mf-shared';
import { prerenderedHead } from 'mf-shared/src/remote';
import { useTranslation } from 'react-i18next';
import './ScreenFallback.css';

/**
 * Shown while a screen's chunk loads: the page head the API host pre-rendered for this route when
 * there is one (page-heads.ts; the same text the screen renders first), else a spinner.
 */
export function ScreenFallback() {
  const { t } = useTranslation('public');
  const head = prerenderedHead();
  // The markup is the build's own (page-heads.json of this remote's stable version), read back from the page.
  if (head) return <div dangerouslySetInnerHTML={{ __html: head }} />;
  return (
    <div className="container screen-loading">
      <Spinner label={t('common.loading')} />
    </div>
  );
}
