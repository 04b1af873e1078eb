import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './i18n';

/**
 * A link opened in a new tab (the terms and privacy pages from a half-filled form, so nothing
 * typed is lost), saying so to screen readers.
 */
export function NewTabLink({ to, children }: { to: string; children?: ReactNode }) {
  const { t } = useTranslation('public');
  return (
    <Link to={to} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('auth.new_tab')}</span>
    </Link>
  );
}
