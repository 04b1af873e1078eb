import { actsAsStaff, isLive, REGISTRATION_STAGES, statusLabelKey, type RegistrationStatusChangedEvent } from 'contracts';
import { profileQuery, Spinner, useInvalidateOn, usePageTitle, useQuery, useSession, type User } from 'mf-shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LIVE_LIST, REGISTRATIONS_KEY, registrationsQuery } from '../../api/registrations';
import { CertificateSummary } from '../../components/CertificateDownload';
import { LoadFailed } from '../../components/LoadFailed';
import { RegistrationCard } from '../../components/RegistrationCard';
import { applyStatusEvent, lpkName } from '../../components/registrationList';
import { StaffDashboard } from '../applicants/StaffDashboard';
import { MyReports } from '../report/MyReports';
import { CompletenessCard } from './CompletenessCard';
import { ReferralCard } from './ReferralCard';
import { EVENTS, userChannel } from '../../realtime/channels';
import { useRealtimeEvent } from '../../realtime/useRealtimeEvent';
import './dashboard.css';
import './i18n';

/** /admin/dashboard: greeting, profile completeness, registrations (live) with the certificate once approved, referral code, quick links. */
export default function DashboardScreen() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  usePageTitle(t('dashboard.title'));
  const caregiver = user === null || user.role === 'caregiver';
  const staff = user !== null && actsAsStaff(user);
  const intro = caregiver
    ? 'dashboard.intro'
    : staff
      ? 'dashboard.staff_intro'
      : user.role === 'operator'
        ? 'dashboard.operator_intro'
        : 'dashboard.pending_intro';

  return (
    <div className="stack">
      <header>
        <h1>{user ? t('dashboard.greeting', { name: user.full_name }) : t('dashboard.title')}</h1>
        <p className="muted">{t(intro)}</p>
      </header>
      {user && caregiver && <CaregiverPanels user={user} />}
      {user && staff && user.lpk_id !== null && <StaffDashboard lpkId={user.lpk_id} />}
      {user && !caregiver && !staff && (
        <p>
          <Link to={user.role === 'operator' ? '/admin/operator' : '/admin/application'}>
            {t(user.role === 'operator' ? 'dashboard.open_operator' : 'dashboard.open_application')}
          </Link>
        </p>
      )}
      {user && <MyReports />}
      {caregiver && <QuickLinks />}
      {caregiver && user?.referral_code && <ReferralCard code={user.referral_code} />}
    </div>
  );
}

function CaregiverPanels({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const registrations = useQuery(registrationsQuery, LIVE_LIST);
  const profile = useQuery(profileQuery);
  const [announcement, setAnnouncement] = useState('');
  const { setData } = registrations;

  const onStatusChanged = useCallback(
    (event: RegistrationStatusChangedEvent) => {
      setData((list) => applyStatusEvent(list ?? [], event));
      const name = lpkName({ lpk: event.registration.lpk ?? null, lpk_id: event.registration.lpk_id ?? 0 }, (id) => t('registration_card.unknown_lpk', { id }));
      setAnnouncement(t('dashboard.live_update', { lpk: name, status: t(statusLabelKey(event.status)) }));
    },
    [setData, t],
  );
  useRealtimeEvent(userChannel(user.id), EVENTS.registrationStatusChanged, onStatusChanged);
  // The operator suspended (or reinstated) an LPK the user registered with: the list says so again.
  useInvalidateOn(userChannel(user.id), EVENTS.lpkSuspensionChanged, [REGISTRATIONS_KEY]);
  const suspended = [...new Set((registrations.data ?? []).filter((r) => r.lpk?.suspended && isLive(r.status)).map((r) => r.lpk!.name))];
  // Both panels show together, once both answers are in: until then their space is kept, so
  // nothing on screen moves when the data arrives (issue 37: the registrations and the footer jumped).
  if (profile.status === 'loading' || registrations.status === 'loading') return <PanelsSkeleton />;

  return (
    <>
      <p className="visually-hidden" aria-live="polite" role="status">
        {announcement}
      </p>
      {suspended.length > 0 && (
        <div className="alert alert--error" role="alert" data-notice="lpk-suspended">
          {t('dashboard.lpk_suspended', { lpk: suspended.join(', ') })}
        </div>
      )}
      <CompletenessCard profile={profile} />
      <section className="stack" aria-labelledby="dashboard-registrations">
        <h2 id="dashboard-registrations">{t('dashboard.registrations_title')}</h2>
        <StagesHint />
        {registrations.status === 'error' && <LoadFailed onRetry={registrations.reload} />}
        {registrations.data?.length === 0 && (
          <div className="card">
            <p>{t('dashboard.registrations_empty')}</p>
            <Link className="button button--primary" to="/search">
              {t('dashboard.registrations_cta')}
            </Link>
          </div>
        )}
        {registrations.data?.map((registration) => (
          <RegistrationCard key={registration.id} registration={registration}>
            <CertificateSummary registration={registration} />
            <p>
              <Link to={`/admin/registration#registration-${registration.id}`}>{t('dashboard.details')}</Link>
            </p>
          </RegistrationCard>
        ))}
      </section>
    </>
  );
}

/**
 * The place of the completeness card and the registrations while they load: two empty cards of
 * about their size and, in all, at least the screen's height (dashboard.css), so the panels below
 * and the footer stay out of view until the data replaces it. Screen readers hear "loading".
 */
function PanelsSkeleton() {
  const { t } = useTranslation('account');
  return (
    <div className="dashboard-skeleton" data-skeleton="dashboard">
      <div className="card dashboard-skeleton__completeness">
        <Spinner label={t('load.loading')} />
      </div>
      <div className="card dashboard-skeleton__registrations" />
    </div>
  );
}

/** docs/product.md section 4: the dashboard copy hints at the stages a registration goes through after the LPK accepts it. */
function StagesHint() {
  const { t } = useTranslation('account');
  return (
    <div className="muted">
      <p id="dashboard-stages">{t('dashboard.stages_hint')}</p>
      <ol aria-labelledby="dashboard-stages">
        {REGISTRATION_STAGES.filter((stage) => stage !== 'pending').map((stage) => (
          <li key={stage}>{t(statusLabelKey(stage))}</li>
        ))}
      </ol>
    </div>
  );
}

function QuickLinks() {
  const { t } = useTranslation('account');
  const links = [
    { to: '/search', label: 'dashboard.quick_search' },
    { to: '/jobs', label: 'dashboard.quick_jobs' },
    { to: '/admin/edit-profile', label: 'dashboard.quick_profile' },
    { to: '/admin/messages', label: 'dashboard.quick_messages' },
  ];
  return (
    <section className="card" aria-labelledby="dashboard-quick">
      <h2 id="dashboard-quick">{t('dashboard.quick_title')}</h2>
      <ul className="actions plain-list quick-links">
        {links.map((link) => (
          <li key={link.to}>
            <Link className="button" to={link.to}>
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
