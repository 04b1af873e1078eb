import { actsAsStaff, statusLabelKey } from 'contracts';
import { Spinner, avatarUrl, errorStatus, invalidate, usePageTitle, useQuery, useSession } from 'mf-shared';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { applicantKey, applicantQuery } from '../../api/applicants';
import type { ApplicantDetail, MessageSentEvent, RegistrationStatusChangedEvent, StaffRegistration, Thread as ThreadView } from 'contracts';
import { formatDateTime } from '../../components/formatDate';
import { LoadFailed } from '../../components/LoadFailed';
import { LpkSuspensionBanner, useLpkStanding } from '../../components/LpkSuspension';
import { StatusBadge } from '../../components/StatusBadge';
import { EmailAddress } from '../../components/EmailAddress';
import { EmailCheck } from '../../components/EmailCheck';
import { EVENTS, lpkChannel } from '../../realtime/channels';
import { useRealtimeEvent } from '../../realtime/useRealtimeEvent';
import { ThreadView as Thread } from '../messages/ThreadView';
import { SectionData } from './SectionData';
import { StatusMove } from './StatusMove';
import './applicants.css';
import './i18n';

/** The six sections of a placement file, in the order the caregiver fills them in. */
export const FILE_SECTIONS = ['ktp', 'education', 'family', 'additional_info', 'quiz', 'essay'] as const;

type State = { kind: 'loading' } | { kind: 'ready'; detail: ApplicantDetail } | { kind: 'gone' } | { kind: 'failed' };

const isLive = (status: string) => status !== 'rejected' && status !== 'withdrawn';

/** Where the list was (its search, filters and page), to go back to it. */
function useBackLink(): string {
  const { state } = useLocation() as { state: { list?: string } | null };
  return `/admin/applicants${typeof state?.list === 'string' && state.list.startsWith('?') ? state.list : ''}`;
}

/**
 * /admin/applicants/{registrationId}: one applicant, for LPK staff. Opening it reads the profile
 * through the API, which records the read in the applicant's audit log; the page shows the
 * contact, the six placement-file sections with their completeness, the consent, the history
 * with notes, the allowed status moves and the message thread. Only while the registration is
 * live: otherwise the page says the applicant is no longer available.
 */
export default function ApplicantScreen() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  const isStaff = user !== null && actsAsStaff(user);
  const { registrationId } = useParams();
  const id = /^\d{1,10}$/.test(registrationId ?? '') ? Number(registrationId) : null;
  const back = useBackLink();

  if (!isStaff) {
    return (
      <div className="stack">
        <h1>{t('applicant.title')}</h1>
        <p className="alert alert--error" role="alert">
          {t('common:errors.not_authorized')}
        </p>
      </div>
    );
  }
  return <Applicant key={id ?? 'none'} id={id} lpkId={user.lpk_id!} back={back} />;
}

function Applicant({ id, lpkId, back }: { id: number | null; lpkId: number; back: string }) {
  const { t } = useTranslation('account');
  // Every opening reads through the API (the read is audited); nothing of it stays cached once closed.
  const query = useQuery(id === null ? null : applicantQuery(id), { staleTime: 0, forget: true });
  /** Closed while open (withdrawn, rejected or deleted elsewhere). */
  const [closed, setClosed] = useState(id === null);
  const [announcement, setAnnouncement] = useState('');
  const [incoming, setIncoming] = useState<MessageSentEvent | null>(null);
  const standing = useLpkStanding(lpkId);
  let state: State = { kind: 'loading' };
  if (closed || errorStatus(query.error) === 404) state = { kind: 'gone' };
  else if (query.status === 'error') state = { kind: 'failed' };
  else if (query.status === 'success') state = { kind: 'ready', detail: query.data };
  const current = useRef<State>(state);
  current.current = state;
  const { setData } = query;

  const name = state.kind === 'ready' ? (state.detail.applicant.user.full_name ?? t('applicant.title')) : t('applicant.title');
  usePageTitle(state.kind === 'gone' ? t('applicant.gone_title') : name);

  const onMoved = useCallback(
    (registration: StaffRegistration) => {
      setData((previous) => previous && { ...previous, registration });
      setAnnouncement(t('applicant.moved', { name, status: t(statusLabelKey(registration.status)) }));
    },
    [name, setData, t],
  );

  // Someone else changed it (a colleague, or the applicant withdrew): read it again; a 404 then says it is gone.
  const onStatusChanged = useCallback(
    (event: RegistrationStatusChangedEvent) => {
      const now = current.current;
      if (event.registration.id !== id || now.kind !== 'ready' || now.detail.registration.status === event.status) return;
      setAnnouncement(t('applicant.changed_elsewhere', { status: t(statusLabelKey(event.status)) }));
      if (isLive(event.status)) void invalidate(applicantKey(id));
      else setClosed(true);
    },
    [id, t],
  );
  useRealtimeEvent(lpkChannel(lpkId), EVENTS.registrationStatusChanged, onStatusChanged);
  useRealtimeEvent<{ registration: { id: number } }>(lpkChannel(lpkId), EVENTS.registrationDeleted, (event) => {
    if (event.registration.id === id) setClosed(true);
  });
  useRealtimeEvent<MessageSentEvent>(lpkChannel(lpkId), EVENTS.messageSent, (event) => {
    if (event.registration_id === id) setIncoming(event);
  });

  return (
    <div className="stack applicant">
      <p>
        <Link to={back}>{t('applicant.back')}</Link>
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <LpkSuspensionBanner standing={standing} />
      {state.kind === 'loading' && <Spinner label={t('load.loading')} />}
      {state.kind === 'failed' && (
        <>
          <h1>{t('applicant.title')}</h1>
          <LoadFailed onRetry={query.reload} />
        </>
      )}
      {state.kind === 'gone' && (
        <section className="card" aria-labelledby="applicant-gone">
          <h1 id="applicant-gone">{t('applicant.gone_title')}</h1>
          <p>{t('applicant.gone_text')}</p>
        </section>
      )}
      {state.kind === 'ready' && <Profile detail={state.detail} name={name} onMoved={onMoved} incoming={incoming} frozen={standing.suspended} />}
    </div>
  );
}

/** The applicant's profile as their LPK's staff see it (audited): contact, registration and its move, history, files, consent and messages. */
function Profile({
  detail,
  name,
  onMoved,
  incoming,
  frozen,
}: {
  detail: ApplicantDetail;
  name: string;
  onMoved: (r: StaffRegistration) => void;
  incoming: MessageSentEvent | null;
  /** The operator has suspended the LPK: no moves (the banner says why). */
  frozen: boolean;
}) {
  const { t } = useTranslation('account');
  const { registration, applicant } = detail;
  const live = isLive(registration.status);
  const thread: ThreadView = {
    registration_id: registration.id,
    status: registration.status,
    lpk: { id: registration.lpk_id, name: registration.lpk?.name ?? '' },
    caregiver: { id: applicant.user.id, full_name: name, avatar: applicant.user.avatar ?? null },
    last_message: null,
    unread_count: 0,
    last_activity_at: registration.updated_at,
  };
  return (
    <>
      <header className="applicant__header">
        <Avatar name={name} avatar={applicant.user.avatar} />
        <div>
          <h1>{name}</h1>
          <p className="muted">{t('applicant.audited')}</p>
        </div>
      </header>
      {!live && (
        <p className="alert alert--error" role="alert">
          {t('applicant.closed_after_move')}
        </p>
      )}
      <div className="grid-2">
        <ContactCard applicant={applicant} />
        <RegistrationCard registration={registration} name={name} onMoved={onMoved} frozen={frozen} />
      </div>
      <History registration={registration} />
      {live && <Files applicant={applicant} />}
      <Consent registration={registration} />
      {live && (
        <Thread thread={thread} title={t('applicant.messages', { name })} logLabel={t('applicant.messages', { name })} mySide="staff" incoming={incoming} />
      )}
    </>
  );
}

/** How to reach the applicant: the e-mail (with whether it is verified) and phone they shared. */
function ContactCard({ applicant }: { applicant: ApplicantDetail['applicant'] }) {
  const { t } = useTranslation('account');
  return (
    <section className="card" aria-labelledby="applicant-contact">
      <h2 id="applicant-contact">{t('applicant.contact')}</h2>
      <dl className="details-list">
        <div>
          <dt>{t('applicant.email')}</dt>
          <dd>
            {applicant.user.email ? (
              <>
                <a href={`mailto:${applicant.user.email}`} aria-label={applicant.user.email}>
                  <EmailAddress address={applicant.user.email} />
                </a>{' '}
                <EmailCheck verifiedAt={applicant.user.email_verified_at} />
              </>
            ) : (
              t('applicant.not_shared')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('applicant.phone')}</dt>
          <dd>{applicant.user.phone ? <a href={`tel:${applicant.user.phone}`}>{applicant.user.phone}</a> : t('applicant.not_shared')}</dd>
        </div>
      </dl>
    </section>
  );
}

/** The registration: its number, status, vacancy, date and certificate, and the status move. */
function RegistrationCard({
  registration,
  name,
  onMoved,
  frozen,
}: {
  registration: ApplicantDetail['registration'];
  name: string;
  onMoved: (r: StaffRegistration) => void;
  frozen: boolean;
}) {
  const { t } = useTranslation('account');
  return (
    <section className="card" aria-labelledby="applicant-registration">
      <h2 id="applicant-registration">{t('applicant.registration')}</h2>
      <dl className="details-list">
        <div>
          <dt>{t('applicant.registration_id')}</dt>
          <dd>#{registration.id}</dd>
        </div>
        <div>
          <dt>{t('applicant.status')}</dt>
          <dd>
            <StatusBadge status={registration.status} />
          </dd>
        </div>
        <div>
          <dt>{t('applicant.job')}</dt>
          <dd>{registration.job?.title ?? t('applicant.no_job')}</dd>
        </div>
        <div>
          <dt>{t('applicant.since')}</dt>
          <dd>{formatDateTime(registration.created_at)}</dd>
        </div>
        {registration.certificate && (
          <div>
            <dt>{t('applicant.certificate')}</dt>
            <dd>{registration.certificate.number}</dd>
          </div>
        )}
      </dl>
      <StatusMove registration={registration} applicantName={name} onMoved={onMoved} frozen={frozen} />
    </section>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/** The applicant's photo (named for screen readers), or their initials (decorative: the name is the heading beside it). */
function Avatar({ name, avatar }: { name: string; avatar: string | null | undefined }) {
  const { t } = useTranslation('account');
  const src = avatarUrl(avatar ?? null);
  return src ? (
    <img className="applicant__avatar" src={src} alt={t('applicant.avatar', { name })} width={72} height={72} />
  ) : (
    <span className="applicant__avatar applicant__avatar--initials" aria-hidden="true">
      {initials(name)}
    </span>
  );
}

function History({ registration }: { registration: StaffRegistration }) {
  const { t } = useTranslation('account');
  return (
    <section className="card" aria-labelledby="applicant-history">
      <h2 id="applicant-history">{t('applicant.history')}</h2>
      <ol className="applicant__history">
        {registration.history.map((event, index) => (
          <li key={`${event.at}-${index}`}>
            <StatusBadge status={event.status} /> <time dateTime={event.at}>{formatDateTime(event.at)}</time>{' '}
            <span className="muted">{t('applicant.history_by', { name: event.actor?.full_name ?? t('applicant.actor_deleted') })}</span>
            {event.note && <p className="applicant__note">{t('applicant.history_note', { note: event.note })}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Files({ applicant }: { applicant: ApplicantDetail['applicant'] }) {
  const { t } = useTranslation('account');
  const overall = applicant.completeness.overall ?? 0;
  return (
    <section className="card stack" aria-labelledby="applicant-files">
      <h2 id="applicant-files">{t('applicant.files')}</h2>
      <div>
        <label htmlFor="applicant-overall">{t('applicant.completeness_overall', { percent: overall })}</label>
        <progress id="applicant-overall" className="progress" max={100} value={overall}>
          {`${overall}%`}
        </progress>
      </div>
      {FILE_SECTIONS.map((key) => {
        const shared = key in applicant.sections;
        const section = applicant.sections[key] ?? null;
        const percent = applicant.completeness[key];
        return (
          <section key={key} className="applicant__section" aria-labelledby={`applicant-section-${key}`}>
            <h3 id={`applicant-section-${key}`}>
              {t(`applicant.sections.${key}`)}
              {percent !== undefined && <span className="applicant__percent"> · {t('applicant.section_percent', { percent })}</span>}
            </h3>
            {percent !== undefined && (
              <progress className="progress" max={100} value={percent} aria-labelledby={`applicant-section-${key}`}>
                {`${percent}%`}
              </progress>
            )}
            {!shared && <p className="muted">{t('applicant.section_not_shared')}</p>}
            {shared && !section && <p className="muted">{t('applicant.section_empty')}</p>}
            {section && (
              <>
                <p className="muted">{t('applicant.updated', { date: formatDateTime(section.updated_at) })}</p>
                <SectionData section={key} data={section.data} />
              </>
            )}
          </section>
        );
      })}
    </section>
  );
}

function Consent({ registration }: { registration: StaffRegistration }) {
  const { t } = useTranslation('account');
  const consent = registration.consent;
  if (!consent) return null;
  return (
    <section className="card" aria-labelledby="applicant-consent">
      <h2 id="applicant-consent">{t('applicant.consent')}</h2>
      <dl className="details-list">
        <div>
          <dt>{t('applicant.consent_at')}</dt>
          <dd>{formatDateTime(consent.at)}</dd>
        </div>
        <div>
          <dt>{t('applicant.consent_version')}</dt>
          <dd>{consent.scope.version}</dd>
        </div>
        <div>
          <dt>{t('applicant.consent_fields')}</dt>
          <dd>{consent.scope.account_fields.map((f) => t(`applicant.account_fields.${f}`, { defaultValue: f })).join(', ') || t('applicant.empty_value')}</dd>
        </div>
        <div>
          <dt>{t('applicant.consent_sections')}</dt>
          <dd>{consent.scope.profile_sections.map((s) => t(`applicant.sections.${s}`, { defaultValue: s })).join(', ') || t('applicant.empty_value')}</dd>
        </div>
      </dl>
    </section>
  );
}
