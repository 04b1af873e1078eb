import type { Registration } from 'contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from './formatDate';
import { lpkName } from './registrationList';
import { StatusBadge } from './StatusBadge';
import { StatusTracker } from './StatusTracker';
import './i18n';

interface Props {
  registration: Registration;
  /** Under the tracker: history, actions. */
  children?: ReactNode;
}

/** One registration: the LPK, the vacancy, the status and the stage tracker. */
export function RegistrationCard({ registration, children }: Props) {
  const { t } = useTranslation('account');
  const name = lpkName(registration, (id) => t('registration_card.unknown_lpk', { id }));
  return (
    <article id={`registration-${registration.id}`} className="card registration-card" aria-labelledby={`registration-${registration.id}-title`}>
      <h3 id={`registration-${registration.id}-title`} className="registration-card__title">
        {t('registration_card.title', { lpk: name })}
      </h3>
      <p className="actions">
        <StatusBadge status={registration.status} />
        {registration.lpk && <span className="muted">{`${registration.lpk.city}, ${registration.lpk.province}`}</span>}
      </p>
      {registration.job && <p>{t('registration_card.job', { title: registration.job.title })}</p>}
      <p className="muted">{t('registration_card.since', { date: formatDateTime(registration.created_at, false) })}</p>
      <StatusTracker status={registration.status} history={registration.history} />
      {children}
    </article>
  );
}
