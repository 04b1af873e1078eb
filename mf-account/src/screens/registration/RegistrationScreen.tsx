import { statusLabelKey } from 'contracts';
import { Spinner, usePageTitle, useQuery, useSession } from 'mf-shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { instituteQuery } from '../../api/institutes';
import { LIVE_LIST, registrationsQuery } from '../../api/registrations';
import type { RegistrationStatusChangedEvent, Registration } from 'contracts';
import type { ChosenInstitute, InstituteOption } from '../../api/types';
import { applyStatusEvent, lpkName } from '../../components/registrationList';
import { EVENTS, userChannel } from '../../realtime/channels';
import { useRealtimeEvent } from '../../realtime/useRealtimeEvent';
import { LpkPicker } from './LpkPicker';
import { MyRegistrations } from './MyRegistrations';
import { RegisterWithLpkForm } from './RegisterWithLpkForm';
import './i18n';

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/**
 * /registration and /admin/registration: register with an LPK (from ?lpk_id=&job_id= or a
 * search) after explicit consent, and follow, withdraw or open the certificate of my registrations.
 */
export default function RegistrationScreen() {
  const { t } = useTranslation('account');
  usePageTitle(t('registration.title'));
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const lpkId = positiveInt(params.get('lpk_id'));
  const jobId = positiveInt(params.get('job_id'));
  /** The LPK picked in the search (null: the one of ?lpk_id=, if any). */
  const [picked, setPicked] = useState<InstituteOption | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // Registering with an LPK is for caregivers only (staff, LPK admins and operators are told so).
  const staff = user !== null && user.role !== 'caregiver';
  const registrations = useQuery(staff ? null : registrationsQuery, LIVE_LIST);
  const { setData } = registrations;
  // LPKs with a live registration (not rejected, not withdrawn): a second one would be refused.
  const registeredIds = new Set((registrations.data ?? []).filter((r) => r.status !== 'rejected' && r.status !== 'withdrawn').map((r) => r.lpk_id));

  // ?lpk_id= names the LPK (from its detail page or a vacancy), or the search picked one: its
  // name and vacancies come with the detail (the picker's answer is enough to start).
  const chosenId = picked?.id ?? lpkId;
  const detail = useQuery(chosenId ? instituteQuery(chosenId) : null);
  const chosen: ChosenInstitute | null = detail.data ?? picked;
  const loadingLpk = !picked && chosenId !== null && detail.status === 'loading';

  const choose = (lpk: InstituteOption) => setPicked(lpk);

  const clearChoice = () => {
    setPicked(null);
    if (params.has('lpk_id') || params.has('job_id')) setParams({}, { replace: true });
  };

  const onCreated = (registration: Registration) => {
    setData((list) => [registration, ...(list ?? []).filter((r) => r.id !== registration.id)]);
    setAnnouncement(t('registration.created', { lpk: lpkName(registration, () => chosen?.name ?? '') }));
    clearChoice();
  };

  const onStatusChanged = useCallback(
    (event: RegistrationStatusChangedEvent) => {
      setData((list) => applyStatusEvent(list ?? [], event));
      const name = event.registration.lpk?.name ?? t('registration_card.unknown_lpk', { id: event.registration.lpk_id ?? 0 });
      setAnnouncement(t('registration.live_update', { lpk: name, status: t(statusLabelKey(event.status)) }));
    },
    [setData, t],
  );
  useRealtimeEvent(user && !staff ? userChannel(user.id) : null, EVENTS.registrationStatusChanged, onStatusChanged);

  return (
    <div className="stack">
      <header>
        <h1>{t('registration.title')}</h1>
        <p className="muted">{t('registration.intro')}</p>
      </header>
      <div role="status" aria-live="polite" className={announcement ? 'alert alert--success' : 'visually-hidden'}>
        {announcement}
      </div>
      {staff ? (
        <p className="alert alert--error">{t('labels.registrations.caregivers_only')}</p>
      ) : (
        <>
          <section className="card" aria-labelledby="registration-new-title">
            <h2 id="registration-new-title">{t('registration.new_title')}</h2>
            {loadingLpk && <Spinner label={t('load.loading')} />}
            {chosen && registeredIds.has(chosen.id) ? (
              <ChosenLpk lpk={chosen} registered onChange={clearChoice} />
            ) : chosen ? (
              <>
                <ChosenLpk lpk={chosen} registered={false} onChange={clearChoice} />
                {/* Keyed by the LPK alone: its vacancies arriving later join the form without clearing what was filled in. */}
                <RegisterWithLpkForm
                  key={chosen.id}
                  lpk={chosen}
                  initialJobId={chosen.id === lpkId ? jobId : null}
                  jobsLoading={!detail.data && detail.status === 'loading'}
                  onCreated={onCreated}
                />
              </>
            ) : (
              !loadingLpk && <LpkPicker onChoose={choose} registeredIds={registeredIds} />
            )}
          </section>
          <MyRegistrations loaded={registrations} onAnnounce={setAnnouncement} />
        </>
      )}
    </div>
  );
}

/** The LPK chosen, with a way to choose another; or that the caregiver is registered with it already. */
function ChosenLpk({ lpk, registered, onChange }: { lpk: ChosenInstitute; registered: boolean; onChange: () => void }) {
  const { t } = useTranslation('account');
  const change = (
    <button type="button" className="button--link" onClick={onChange}>
      {t('registration.change_lpk')}
    </button>
  );
  if (registered)
    return (
      <p className="alert alert--error">
        {t('registration.already_registered_with', { lpk: lpk.name })} {change}
      </p>
    );
  return (
    <p>
      <span className="muted">{t('registration.chosen')}: </span>
      <strong>{lpk.name}</strong> <span className="muted">{`${lpk.city}, ${lpk.province}`}</span> {change}
    </p>
  );
}
