import { Spinner } from 'mf-shared';
import { useTranslation } from 'react-i18next';
import './i18n';

/** Loading indicator of a catalogue list or page. */
export function LoadingState() {
  const { t } = useTranslation('public');
  return (
    <div className="catalogue-state">
      <Spinner label={t('catalogue.loading')} />
    </div>
  );
}

/** A failed load, announced, with a retry button. */
export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation('public');
  return (
    <div className="alert alert--error catalogue-state" role="alert">
      <p>{message ?? t('catalogue.load_error')}</p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          {t('catalogue.retry')}
        </button>
      )}
    </div>
  );
}

/** Nothing to show (a search without results, a list without items). */
export function EmptyState({ children }: { children: React.ReactNode }) {
  return (
    <p className="catalogue-empty" role="status">
      {children}
    </p>
  );
}
