import { useTranslation } from 'react-i18next';
import './i18n';

/**
 * Whether an applicant proved their email address (a link we mailed, or Google): staff then know
 * they can rely on it. In words, not by colour alone; nothing when the address is not shared.
 */
export function EmailCheck({ verifiedAt }: { verifiedAt: string | null | undefined }) {
  const { t } = useTranslation('account');
  if (verifiedAt === undefined) return null;
  return (
    <span className={`status-badge email-check${verifiedAt ? ' email-check--verified' : ''}`}>
      <span aria-hidden="true">{verifiedAt ? '✓ ' : '! '}</span>
      {t(verifiedAt ? 'email_check.verified' : 'email_check.unverified')}
    </span>
  );
}
