import { toast, useToasts } from 'mf-shared';
import { useTranslation } from 'react-i18next';

/**
 * Renders mf-shared's toasts (API errors, login/registration success). Errors are announced at
 * once (role="alert"), successes politely (role="status"); each can be dismissed, and each
 * dismisses itself after its duration (mf-shared's timer).
 */
export function Toaster() {
  const { t } = useTranslation('shell');
  const toasts = useToasts();
  return (
    <section className="toaster" aria-label={t('toaster.label')}>
      <ul className="toaster__list">
        {toasts.map((item) => (
          <li key={item.id} className={`toast toast--${item.kind}`}>
            <p className="toast__message" role={item.kind === 'error' ? 'alert' : 'status'}>
              {item.message}
            </p>
            <button type="button" className="toast__dismiss" onClick={() => toast.dismiss(item.id)}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{t('common:toast.dismiss')}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
