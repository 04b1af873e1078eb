import type { InstituteCard } from 'contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from './format';
import './i18n';

/**
 * Whether the platform operator verified the institute's licence against the official registry
 * ("Izin diverifikasi <date>"), or not yet. The API sends a date only for a listed institute whose
 * licence was checked; a suspended one is not shown at all.
 */
export function TrustMark({ institute }: { institute: Pick<InstituteCard, 'licence_verified_at'> }) {
  const { t, i18n } = useTranslation('public');
  const verifiedAt = institute.licence_verified_at;
  if (!verifiedAt) return <p className="trust-mark trust-mark--unverified">{t('catalogue.trust.unverified')}</p>;
  return (
    <p className="trust-mark trust-mark--verified" title={t('catalogue.trust.verified_hint')}>
      <span aria-hidden="true">✓ </span>
      {t('catalogue.trust.verified', { date: formatDate(verifiedAt.slice(0, 10), i18n.language) })}
    </p>
  );
}

/** The note after a figure the LPK declared itself (pass rate, alumni). */
export function SelfDeclared() {
  const { t } = useTranslation('public');
  return <span className="catalogue-muted trust-self-declared"> ({t('catalogue.trust.self_declared')})</span>;
}
