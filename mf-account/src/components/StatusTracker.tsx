import { LAST_STAGE, REGISTRATION_STAGES, isFinal, statusLabelKey, type RegistrationHistoryItem, type RegistrationStatus } from 'contracts';
import { useTranslation } from 'react-i18next';
import './i18n';

interface Props {
  status: RegistrationStatus;
  history?: readonly Pick<RegistrationHistoryItem, 'status'>[];
}

/** The furthest stage reached: the current one, or for a closed registration the last stage in its history. */
function reachedIndex(status: RegistrationStatus, history: readonly Pick<RegistrationHistoryItem, 'status'>[]): number {
  const stages: readonly RegistrationStatus[] = REGISTRATION_STAGES;
  if (!isFinal(status)) return stages.indexOf(status);
  return history.reduce((max, item) => Math.max(max, stages.indexOf(item.status)), 0);
}

/** A stage before the one reached is done; the one reached is current unless the registration is over. */
function stepState(index: number, reached: number, over: boolean): 'done' | 'current' | 'upcoming' {
  if (index < reached) return 'done';
  if (index === reached) return over ? 'done' : 'current';
  return 'upcoming';
}

/**
 * The progress tracker: pending -> registered -> learning -> documents_submitted -> approved,
 * as an ordered list whose current step carries aria-current="step". A rejected or withdrawn
 * registration shows how far it got and why it stopped.
 */
export function StatusTracker({ status, history = [] }: Props) {
  const { t } = useTranslation('account');
  const ended = isFinal(status);
  const reached = reachedIndex(status, history);
  return (
    <div className="tracker">
      <ol className={`tracker__steps${ended ? ' tracker__steps--ended' : ''}`} aria-label={t('tracker.label')}>
        {REGISTRATION_STAGES.map((stage, index) => {
          const state = stepState(index, reached, ended || stage === LAST_STAGE);
          return (
            <li key={stage} className={`tracker__step tracker__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="tracker__marker" aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className="tracker__label">{t(statusLabelKey(stage))}</span>
              <span className="visually-hidden"> ({t(`tracker.${state}`)})</span>
            </li>
          );
        })}
      </ol>
      {ended && <p className="tracker__ended">{t(`tracker.ended_${status}`)}</p>}
    </div>
  );
}
