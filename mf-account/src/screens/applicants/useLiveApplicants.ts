import { statusLabelKey, type ApplicantPage, type ListableStatus, type RegistrationStatusChangedEvent } from 'contracts';
import { useInvalidateOn } from 'mf-shared';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICANTS_KEY } from '../../api/applicants';
import { EVENTS, lpkChannel } from '../../realtime/channels';
import { useRealtimeEvent } from '../../realtime/useRealtimeEvent';
import type { ListQuery } from './useApplicantQuery';

type SetPage = (update: (current: ApplicantPage | undefined) => ApplicantPage | undefined) => void;

const isNew = (event: RegistrationStatusChangedEvent) => event.previous_status === null;

/** The page after a status change: counts adjusted when they are exact, the row changed where it is, a withdrawal taken away. */
function patchStatus(current: ApplicantPage, event: RegistrationStatusChangedEvent, visible: boolean, wholeList: boolean): ApplicantPage {
  const regId = event.registration.id;
  const counts = { ...current.counts };
  // Counts hold the LPK's whole list only without a search or a vacancy filter: adjusted then, or when the row is shown.
  const exact = visible || wholeList;
  if (exact) {
    const before = event.previous_status as ListableStatus;
    if (before in counts) counts[before] = Math.max(0, counts[before] - 1);
    if (event.status in counts) counts[event.status as ListableStatus] += 1;
  }
  if (!visible) return { ...current, counts };
  const items = current.items.map((r) => (r.id === regId ? { ...r, status: event.status } : r)).filter((r) => r.status !== 'withdrawn');
  const removed = current.items.length - items.length;
  return { ...current, items, counts, meta: { ...current.meta, total: current.meta.total - removed } };
}

/** The page without a deleted registration (unchanged when it is not shown). */
function removeRow(current: ApplicantPage | undefined, id: number): ApplicantPage | undefined {
  if (!current?.items.some((r) => r.id === id)) return current;
  return { ...current, items: current.items.filter((r) => r.id !== id), meta: { ...current.meta, total: current.meta.total - 1 } };
}

/**
 * Live: a new registration is fetched (with its applicant's name) and marked new; a change of a
 * row shown is applied where it is; a withdrawal or a deletion takes the row away at once. Each is
 * announced to screen readers (`announce`); `fresh` holds the ids to mark new.
 */
export function useLiveApplicants(lpkId: number, page: ApplicantPage | undefined, setPage: SetPage, query: ListQuery, announce: (text: string) => void) {
  const { t } = useTranslation('account');
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const shown = useRef<ApplicantPage | undefined>(undefined);
  shown.current = page;
  const wholeList = query.q === undefined && query.job_id === undefined;

  useInvalidateOn(lpkChannel(lpkId), EVENTS.registrationStatusChanged, [APPLICANTS_KEY], isNew);
  const onStatusChanged = useCallback(
    (event: RegistrationStatusChangedEvent) => {
      const regId = event.registration.id;
      if (isNew(event)) {
        setFresh((ids) => new Set(ids).add(regId));
        announce(t('applicants.live_new'));
        return;
      }
      const visible = shown.current?.items.some((r) => r.id === regId) ?? false;
      setPage((current) => current && patchStatus(current, event, visible, wholeList));
      if (!visible) return;
      announce(
        event.status === 'withdrawn'
          ? t('applicants.live_removed', { id: regId })
          : t('applicants.live_update', { id: regId, status: t(statusLabelKey(event.status)) }),
      );
    },
    [t, wholeList, setPage, announce],
  );
  useRealtimeEvent(lpkChannel(lpkId), EVENTS.registrationStatusChanged, onStatusChanged);
  useRealtimeEvent<{ registration: { id: number } }>(lpkChannel(lpkId), EVENTS.registrationDeleted, (event) =>
    setPage((current) => removeRow(current, event.registration.id)),
  );
  return fresh;
}
