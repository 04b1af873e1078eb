import type { OwnLpk } from 'contracts';
import { useQuery } from 'mf-shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ownLpkQuery } from '../api/institution';
import { EVENTS, lpkChannel } from '../realtime/channels';
import { useRealtimeEvent } from '../realtime/useRealtimeEvent';
import { formatDateTime } from './formatDate';
import './lpkSuspension.i18n';

/**
 * Whether the operator has suspended the staff member's own LPK, for the staff console and the
 * institution area (docs/lpk-join.md): read from GET /institution/lpk (api/institution.ts) and kept current by
 * `LpkStatusChanged` on the LPK's channel, so the banner and the disabled buttons follow a
 * suspension or a reinstatement without a reload. The API refuses the frozen actions itself
 * (403); this only says so before anyone tries.
 */
export interface LpkStanding {
  /** The LPK is suspended: moves, certificates and changes to the listing are refused. */
  suspended: boolean;
  reason: string | null;
  suspendedAt: string | null;
  /** The operator reinstated it while this page was open. */
  reinstatedLive: boolean;
}

/** The id of the banner's line that explains why a button is disabled (aria-describedby of those buttons). */
export const FROZEN_NOTE_ID = 'lpk-suspension-disabled';

/** `lpkId` null: not staff of an LPK (nothing is asked). A failed read shows no banner: the API still refuses what is frozen. */
export function useLpkStanding(lpkId: number | null): LpkStanding {
  const query = useQuery(lpkId === null ? null : ownLpkQuery, { staleTime: 0 });
  const [reinstatedLive, setReinstatedLive] = useState(false);
  const current = query.data;
  useRealtimeEvent<OwnLpk>(lpkId === null ? null : lpkChannel(lpkId), EVENTS.lpkStatusChanged, (event) => {
    if (event.id !== lpkId) return;
    // Reinstated: back to listed, or to draft when the suspension interrupted one (issue 33).
    setReinstatedLive(current?.listing_status === 'suspended' && event.listing_status !== 'suspended');
    query.setData(() => event);
  });
  const suspended = current?.listing_status === 'suspended';
  return { suspended, reason: suspended ? current.suspension_reason : null, suspendedAt: suspended ? current.suspended_at : null, reinstatedLive };
}

/** The attributes of a button that a suspension disables, with the banner's line as its explanation. */
export function frozenButton(frozen: boolean, alsoDisabled = false): { disabled: boolean; 'aria-describedby'?: string } {
  return frozen ? { disabled: true, 'aria-describedby': FROZEN_NOTE_ID } : { disabled: alsoDisabled };
}

/**
 * The banner: a status region present from the start, so a live suspension (or reinstatement)
 * is announced when it arrives. Says who suspended the LPK, the operator's reason, what is
 * frozen and what stays.
 */
export function LpkSuspensionBanner({ standing }: { standing: LpkStanding }) {
  const { t } = useTranslation('account');
  const k = (key: string, params: Record<string, unknown> = {}) => t(`lpk_suspension.${key}`, params);
  return (
    <div role="status" aria-live="polite" className="lpk-suspension">
      {standing.suspended ? (
        <div className="alert alert--error">
          <p>
            <strong>{k('title')}</strong>
            {standing.suspendedAt && <> {k('since', { date: formatDateTime(standing.suspendedAt, false) })}</>}
          </p>
          {standing.reason && <p>{k('reason', { reason: standing.reason })}</p>}
          <p>{k('frozen')}</p>
          <p>{k('allowed')}</p>
          <p id={FROZEN_NOTE_ID} className="visually-hidden">
            {k('disabled')}
          </p>
        </div>
      ) : (
        standing.reinstatedLive && <p className="alert alert--success">{k('reinstated')}</p>
      )}
    </div>
  );
}
