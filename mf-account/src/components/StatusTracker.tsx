import type { RegistrationStatus } from 'mf-shared';
import { useTranslation } from 'react-i18next';
import type { HistoryItem } from '../api/types';
import { ENDED, STAGES } from './registrationStages';
import './i18n';

interface Props {
  status: RegistrationStatus;
  history?: readonly HistoryItem[];
}

/** The furthest stage reached: the current one, or for a closed registration the last stage in its history. */
function reachedIndex(status: RegistrationStatus, history: readonly HistoryItem[]): number {
  if (!ENDED.includes(status)) return STAGES.indexOf(status);
  return history.reduce((max, item) => Math.max(max, STAGES.indexOf(item.status)), 0);
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
  const ended = ENDED.includes(status);
  const reached = reachedIndex(status, history);
  return (
    <div className="tracker">
      <ol className={`tracker__steps${ended ? ' tracker__steps--ended' : ''}`} aria-label={t('tracker.label')}>
        {STAGES.map((stage, index) => {
          const state = stepState(index, reached, ended || stage === 'approved');
          return (
            <li key={stage} className={`tracker__step tracker__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="tracker__marker" aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className="tracker__label">{t(`status.${stage}`)}</span>
              <span className="visually-hidden"> ({t(`tracker.${state}`)})</span>
            </li>
          );
        })}
      </ol>
      {ended && <p className="tracker__ended">{t(`tracker.ended_${status}`)}</p>}
    </div>
  );
}
