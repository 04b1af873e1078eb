import { statusLabelKey, type RegistrationStatus } from 'contracts';
import { useTranslation } from 'react-i18next';
import './i18n';

/** The registration status as a coloured label (the colour is never the only cue: the text is there). */
export function StatusBadge({ status }: { status: RegistrationStatus }) {
  const { t } = useTranslation('account');
  return <span className={`status-badge status-badge--${status}`}>{t(statusLabelKey(status))}</span>;
}
