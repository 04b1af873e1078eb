import { ApiError, Spinner, usePageTitle, useSession, type RegistrationStatus } from 'mf-shared';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listApplicants, moveApplicant } from '../../api/institution';
import type { ApplicantRegistration, RegistrationStatusChangedEvent } from '../../api/types';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatDateTime } from '../../components/formatDate';
import { LoadFailed } from '../../components/LoadFailed';
import { STAFF_MOVES } from '../../components/registrationStages';
import { StatusBadge } from '../../components/StatusBadge';
import { useLoad } from '../../components/useLoad';
import { EVENTS, lpkChannel } from '../../realtime/channels';
import { useRealtimeEvent } from '../../realtime/useRealtimeEvent';
import './i18n';

/** /admin/applicants: LPK staff only. Everyone else is told they are not authorised. */
export default function ApplicantsScreen() {
  const { t } = useTranslation('account');
  usePageTitle(t('applicants.title'));
  const { user } = useSession();
  const isStaff = user?.role === 'lpk_staff' && user.lpk_id !== null;
  return (
    <div className="stack">
      <h1>{t('applicants.title')}</h1>
      {isStaff ? (
        <ApplicantList lpkId={user.lpk_id!} />
      ) : (
        <p className="alert alert--error" role="alert">
          {t('common:errors.not_authorized')}
        </p>
      )}
    </div>
  );
}

interface PendingMove {
  registration: ApplicantRegistration;
  to: RegistrationStatus;
}

function ApplicantList({ lpkId }: { lpkId: number }) {
  const { t } = useTranslation('account');
  const noteId = useId();
  const list = useLoad(() => listApplicants());
  const { setData, reload } = list;
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const shown = useRef<ApplicantRegistration[] | undefined>(undefined);
  shown.current = list.data?.items;

  const onStatusChanged = useCallback(
    (event: RegistrationStatusChangedEvent) => {
      const known = shown.current?.some((r) => r.id === event.registration.id) ?? false;
      setData((page) => {
        if (!page) return page;
        const items = page.items
          .map((r) => (r.id === event.registration.id ? { ...r, status: event.status } : r))
          // A withdrawn registration is no longer the LPK's to see.
          .filter((r) => r.status !== 'withdrawn');
        return { ...page, items };
      });
      // A new registration arrives as a summary: fetch the list (with the applicant's name) again.
      if (!known && event.status === 'pending') reload();
      setAnnouncement(t('applicants.live_update', { id: event.registration.id, status: t(`status.${event.status}`) }));
    },
    [setData, reload, t],
  );
  useRealtimeEvent(lpkChannel(lpkId), EVENTS.registrationStatusChanged, onStatusChanged);
  useRealtimeEvent<{ registration: { id: number } }>(lpkChannel(lpkId), EVENTS.registrationDeleted, (event) =>
    setData((page) => (page ? { ...page, items: page.items.filter((r) => r.id !== event.registration.id) } : page)),
  );

  const close = () => {
    setPending(null);
    setNote('');
    setFailure(null);
  };

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    setFailure(null);
    try {
      const moved = await moveApplicant(pending.registration.id, pending.to, note.trim() || undefined);
      setData((page) => (page ? { ...page, items: page.items.map((r) => (r.id === moved.id ? { ...r, ...moved } : r)) } : page));
      setAnnouncement(t('applicants.moved', { name: pending.registration.applicant.full_name, status: t(`status.${moved.status}`) }));
      close();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('common:errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  const items = list.data?.items;
  return (
    <>
      <p className="muted">{t('applicants.intro')}</p>
      <div role="status" aria-live="polite" className={announcement ? 'alert alert--success' : 'visually-hidden'}>
        {announcement}
      </div>
      {list.loading && <Spinner label={t('load.loading')} />}
      {list.failed && <LoadFailed onRetry={list.reload} />}
      {items?.length === 0 && <p>{t('applicants.empty')}</p>}
      {items && items.length > 0 && (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">{t('applicants.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('applicants.applicant')}</th>
                <th scope="col">{t('applicants.status')}</th>
                <th scope="col">{t('applicants.job')}</th>
                <th scope="col">{t('applicants.since')}</th>
                <th scope="col">{t('applicants.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((registration) => (
                <tr key={registration.id}>
                  <th scope="row">{registration.applicant.full_name}</th>
                  <td>
                    <StatusBadge status={registration.status} />
                  </td>
                  <td>{registration.job?.title ?? t('applicants.none')}</td>
                  <td>{formatDateTime(registration.created_at, false)}</td>
                  <td>
                    {STAFF_MOVES[registration.status].length === 0 ? (
                      <span className="muted">{t('applicants.no_moves')}</span>
                    ) : (
                      <div className="actions">
                        {STAFF_MOVES[registration.status].map((to) => (
                          <button
                            key={to}
                            type="button"
                            className={`button${to === 'rejected' ? '' : ' button--primary'}`}
                            aria-label={t('applicants.move_to', { name: registration.applicant.full_name, status: t(`status.${to}`) })}
                            onClick={() => setPending({ registration, to })}
                          >
                            {t(`status.${to}`)}
                          </button>
                        ))}
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t('applicants.move_title', { name: pending.registration.applicant.full_name, status: t(`status.${pending.to}`) }) : ''}
        confirmLabel={t('applicants.move_confirm')}
        onConfirm={() => void confirm()}
        onCancel={close}
        busy={busy}
        danger={pending?.to === 'rejected'}
      >
        <p>{t('applicants.move_text')}</p>
        <div className="field">
          <label className="field__label" htmlFor={noteId}>
            {t('applicants.note')}
          </label>
          <textarea id={noteId} className="field__input" rows={3} maxLength={1000} value={note} onChange={(event) => setNote(event.target.value)} />
        </div>
        {failure && (
          <p className="alert alert--error" role="alert">
            {failure}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
