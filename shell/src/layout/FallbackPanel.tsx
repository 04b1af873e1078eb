import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Shown in place of a remote that failed to load; the rest of the page keeps working. */
export function FallbackPanel({ remote, onRetry }: { remote: string; onRetry: () => void }) {
  const { t } = useTranslation('shell');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="fallback-panel" role="alert" aria-labelledby="fallback-title" data-remote={remote}>
      <h1 id="fallback-title" ref={heading} tabIndex={-1}>
        {t('fallback.title')}
      </h1>
      <p>{t('fallback.body')}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('fallback.retry')}
      </button>
    </section>
  );
}
