import { Spinner } from 'mf-shared';
import { useTranslation } from 'react-i18next';
import './ScreenFallback.css';

/** Shown while a screen's chunk loads. */
export function ScreenFallback() {
  const { t } = useTranslation('public');
  return (
    <div className="container screen-loading">
      <Spinner label={t('common.loading')} />
    </div>
  );
}
