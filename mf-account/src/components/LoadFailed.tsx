import { useTranslation } from 'react-i18next';
import './i18n';

/** Shown where data could not be loaded (the toast said why), with a way to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('account');
  return (
    <div className="alert alert--error" role="alert">
      <p>{t('common:errors.generic')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('load.retry')}
      </button>
    </div>
  );
}
