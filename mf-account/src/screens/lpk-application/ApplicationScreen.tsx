import type { LpkApplication } from 'contracts';
import { dateTimeFormat, Spinner, updateUser, usePageTitle, useQuery, useSession } from 'mf-shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { myLpkApplicationQuery } from '../../api/lpkApplication';
import { LoadFailed } from '../../components/LoadFailed';
import { EVENTS, userChannel } from '../../realtime/channels';
import { useRealtimeEvent } from '../../realtime/useRealtimeEvent';
import './i18n';

/**
 * /admin/application: the applicant's LPK application and its status, live: the operator's
 * decision arrives as `LpkApplicationDecided` on the user's own channel (and by mail). Approved,
 * the account becomes the LPK's admin at once (its lpk_id in the session).
 */
export default function ApplicationScreen() {
  const { t, i18n } = useTranslation('account');
  usePageTitle(t('lpk_application.title'));
  const { user } = useSession();
  const query = useQuery(user ? myLpkApplicationQuery : null, { staleTime: 0 });
  const [announcement, setAnnouncement] = useState('');
  const { setData } = query;

  const onDecided = useCallback(
    (payload: { application: LpkApplication }) => {
      setData(payload.application);
      if (payload.application.status === 'approved' && payload.application.institute_id !== null) updateUser({ lpk_id: payload.application.institute_id });
      setAnnouncement(t('lpk_application.decided_now', { status: t(`lpk_application.status.${payload.application.status}`) }));
    },
    [setData, t],
  );
  useRealtimeEvent(user ? userChannel(user.id) : null, EVENTS.lpkApplicationDecided, onDecided);

  const date = (iso: string) => dateTimeFormat({ dateStyle: 'long', timeStyle: 'short' }, i18n.language).format(new Date(iso));
  const application = query.data;
  return (
    <div className="stack">
      <header>
        <h1>{t('lpk_application.title')}</h1>
        <p className="muted">{t('lpk_application.live')}</p>
      </header>
      <div role="status" aria-live="polite" className={announcement ? 'alert alert--success' : 'visually-hidden'}>
        {announcement}
      </div>
      {query.status === 'loading' && <Spinner label={t('load.loading')} />}
      {query.status === 'error' && !application && <LoadFailed onRetry={query.reload} />}
      {query.status === 'success' && !application && (
        <section className="card">
          <p>{t('lpk_application.none')}</p>
          <Link to="/lpk-apply">{t('lpk_application.apply')}</Link>
        </section>
      )}
      {application && (
        <section className="card" aria-labelledby="lpk-application-name">
          <h2 id="lpk-application-name">{application.name}</h2>
          <dl className="details-list">
            <dt>{t('lpk_application.status_label')}</dt>
            <dd>
              <strong data-status={application.status}>{t(`lpk_application.status.${application.status}`)}</strong>
            </dd>
            <dt>{t('lpk_application.kind')}</dt>
            <dd>{t(`lpk_application.kind_${application.kind}`)}</dd>
            <dt>{t('lpk_application.licence_number')}</dt>
            <dd>{application.licence_number}</dd>
            <dt>{t('lpk_application.place')}</dt>
            <dd>
              {application.city}, {application.province}
            </dd>
            <dt>{t('lpk_application.sent_at')}</dt>
            <dd>{date(application.created_at)}</dd>
            {application.decided_at && (
              <>
                <dt>{t('lpk_application.decided_at')}</dt>
                <dd>{date(application.decided_at)}</dd>
              </>
            )}
            {application.decision_reason && (
              <>
                <dt>{t('lpk_application.reason')}</dt>
                <dd>{application.decision_reason}</dd>
              </>
            )}
          </dl>
          {application.status === 'approved' && (
            <p>
              {t('lpk_application.approved_next')} <Link to="/admin/institution">{t('lpk_application.open_institution')}</Link>
            </p>
          )}
          {application.status === 'rejected' && <Link to="/lpk-apply">{t('lpk_application.apply_again')}</Link>}
        </section>
      )}
    </div>
  );
}
