import { statusLabelKey, type ApplicantPage, type RegistrationStatusChangedEvent } from 'contracts';
import { Spinner, useInvalidateOn, useQuery } from 'mf-shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { APPLICANTS_KEY, LISTABLE_STATUSES, applicantsQuery } from '../../api/applicants';
import { LIVE_LIST } from '../../api/registrations';
import { formatDateTime } from '../../components/formatDate';
import { formatNumber } from './formatNumber';
import { LoadFailed } from '../../components/LoadFailed';
import { LpkSuspensionBanner, useLpkStanding } from '../../components/LpkSuspension';
import { StatusBadge } from '../../components/StatusBadge';
import { EVENTS, lpkChannel } from '../../realtime/channels';
import { useRealtimeEvent } from '../../realtime/useRealtimeEvent';
import './applicants.css';
import './i18n';

/** How many of the newest registrations the dashboard shows. */
export const NEWEST_SHOWN = 5;
const NEWEST = { sort: 'newest', per_page: NEWEST_SHOWN } as const;
const isNew = (event: RegistrationStatusChangedEvent) => event.previous_status === null;

/**
 * The staff dashboard (/admin/dashboard for LPK staff): what needs them. The registrations
 * awaiting approval, the counts per status, and the newest registrations with links to each
 * applicant; a registration arriving on `private-lpk.{id}` updates it at once. A suspension by the
 * operator shows as a banner (live).
 */
export function StaffDashboard({ lpkId }: { lpkId: number }) {
  const { t } = useTranslation('account');
  const loaded = useQuery(applicantsQuery(NEWEST), LIVE_LIST);
  const standing = useLpkStanding(lpkId);
  const { reload, setData } = loaded;
  const [announcement, setAnnouncement] = useState('');
  // A new registration: the applicant lists (this one, and the staff list's pages) load again.
  useInvalidateOn(lpkChannel(lpkId), EVENTS.registrationStatusChanged, [APPLICANTS_KEY], isNew);

  const onStatusChanged = useCallback(
    (event: RegistrationStatusChangedEvent) => {
      const before = event.previous_status;
      if (before === null) {
        setAnnouncement(t('staff_dashboard.live_new'));
        return;
      }
      // A move: the counts change at once; a row shown takes the new status (a withdrawn one goes).
      setData((page) => {
        if (!page) return page;
        const counts = { ...page.counts };
        if (before in counts) counts[before as keyof typeof counts] = Math.max(0, counts[before as keyof typeof counts] - 1);
        if (event.status in counts) counts[event.status as keyof typeof counts] += 1;
        const items = page.items.map((r) => (r.id === event.registration.id ? { ...r, status: event.status } : r)).filter((r) => r.status !== 'withdrawn');
        return { ...page, counts, items };
      });
    },
    [setData, t],
  );
  useRealtimeEvent(lpkChannel(lpkId), EVENTS.registrationStatusChanged, onStatusChanged);

  const page = loaded.data;
  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <LpkSuspensionBanner standing={standing} />
      {loaded.status === 'loading' && <Spinner label={t('load.loading')} />}
      {loaded.status === 'error' && <LoadFailed onRetry={reload} />}
      {page && (
        <>
          <section className="card stack" aria-labelledby="staff-pending">
            <h2 id="staff-pending">{t('staff_dashboard.needs_you')}</h2>
            <p>
              <span className="staff-pending">{formatNumber(page.counts.pending)}</span> {t('staff_dashboard.pending')}
            </p>
            <p>
              <Link className="button button--primary" to="/admin/applicants?status=pending&sort=oldest">
                {t('staff_dashboard.pending_link')}
              </Link>
            </p>
          </section>
          <section className="card" aria-labelledby="staff-counts">
            <h2 id="staff-counts">{t('staff_dashboard.by_status')}</h2>
            <ul className="staff-counts">
              {LISTABLE_STATUSES.map((status) => (
                <li key={status}>
                  <Link to={`/admin/applicants?status=${status}`}>
                    <span>{t(statusLabelKey(status))}</span> <strong>{formatNumber(page.counts[status])}</strong>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <NewestRegistrations items={page.items} />
        </>
      )}
    </>
  );
}

/** The newest registrations, each linked to its applicant (a rejected one is not), with its status, date and vacancy. */
function NewestRegistrations({ items }: { items: ApplicantPage['items'] }) {
  const { t } = useTranslation('account');
  return (
    <section className="card stack" aria-labelledby="staff-newest">
      <h2 id="staff-newest">{t('staff_dashboard.newest')}</h2>
      {items.length === 0 ? (
        <p>{t('staff_dashboard.newest_empty')}</p>
      ) : (
        <ul className="plain-list stack">
          {items.map((registration) => (
            <li key={registration.id}>
              {registration.status === 'rejected' ? (
                <span className="applicant-name">{registration.applicant.full_name}</span>
              ) : (
                <Link className="applicant-name" to={`/admin/applicants/${registration.id}`}>
                  {registration.applicant.full_name}
                </Link>
              )}{' '}
              <StatusBadge status={registration.status} />{' '}
              <span className="muted">{t('staff_dashboard.received', { date: formatDateTime(registration.created_at) })}</span>
              {registration.job && <span className="applicant-contact">{registration.job.title}</span>}
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/admin/applicants">{t('staff_dashboard.all')}</Link>
      </p>
    </section>
  );
}
