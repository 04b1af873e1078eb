import type { OperatorApplication, OperatorInstitute } from 'contracts';
import { dateTimeFormat, Spinner, usePageTitle, useQuery, useSession } from 'mf-shared';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fetchLicenceDocument,
  setInstituteSuspension,
  operatorApplicationsQuery,
  operatorAuditQuery,
  operatorInstitutesQuery,
  releaseLogQuery,
} from '../../api/operator';
import { EmailAddress } from '../../components/EmailAddress';
import { LoadFailed } from '../../components/LoadFailed';
import { EVENTS, OPERATORS_CHANNEL } from '../../realtime/channels';
import { useRealtimeEvent } from '../../realtime/useRealtimeEvent';
import { ApplicationDecision } from './ApplicationDecision';
import { LogTable } from './LogTable';
import { ReportsQueue } from './ReportsQueue';
import { OperatorReviews } from '../reviews/OperatorReviews';
import './i18n';
import './operator.css';

/**
 * /admin/operator (operators only; the API answers 403 to everyone else): LPK applications newest
 * first, live (`LpkApplicationSubmitted` on private-operators), each with its data, the licence
 * document (every view in the audit log) and the registry check; approve, or reject with a reason,
 * each confirmed in a dialog (ApplicationDecision);
 * suspend or reinstate a listed LPK with a reason; the operator audit log and the release log.
 */
export default function OperatorScreen() {
  const { t } = useTranslation('account');
  usePageTitle(t('operator.title'));
  const { user } = useSession();
  const isOperator = user?.role === 'operator';
  const applications = useQuery(isOperator ? operatorApplicationsQuery : null, { staleTime: 0 });
  const audit = useQuery(isOperator ? operatorAuditQuery : null, { staleTime: 0 });
  const [announcement, setAnnouncement] = useState('');
  const { reload: reloadApplications } = applications;
  const { reload: reloadAudit } = audit;

  const onSubmitted = useCallback(() => {
    reloadApplications();
    setAnnouncement(t('operator.new_application'));
  }, [reloadApplications, t]);
  useRealtimeEvent(isOperator ? OPERATORS_CHANNEL : null, EVENTS.lpkApplicationSubmitted, onSubmitted);

  const changed = useCallback(
    (message: string | undefined) => {
      reloadApplications();
      reloadAudit();
      if (message) setAnnouncement(message);
    },
    [reloadApplications, reloadAudit],
  );

  if (!isOperator) {
    return (
      <div className="stack">
        <h1>{t('operator.title')}</h1>
        <p className="alert alert--error">{t('operator.forbidden')}</p>
      </div>
    );
  }

  return (
    <div className="stack operator-console">
      <header>
        <h1>{t('operator.title')}</h1>
        <p className="muted">{t('operator.intro')}</p>
      </header>
      <div role="status" aria-live="polite" className={announcement ? 'alert alert--success' : 'visually-hidden'}>
        {announcement}
      </div>
      <section aria-labelledby="operator-applications">
        <h2 id="operator-applications">{t('operator.applications')}</h2>
        {applications.status === 'loading' && <Spinner label={t('load.loading')} />}
        {applications.status === 'error' && !applications.data && <LoadFailed onRetry={applications.reload} />}
        {applications.data?.length === 0 && <p>{t('operator.no_applications')}</p>}
        <ul className="operator-list">
          {applications.data?.map((application) => (
            <li key={application.id}>
              <ApplicationCard application={application} onChanged={changed} />
            </li>
          ))}
        </ul>
      </section>
      <Institutes onChanged={(message) => changed(message)} />
      <ReportsQueue onChanged={changed} />
      <OperatorReviews onChanged={changed} />
      <AuditLog entries={audit.data} loading={audit.status === 'loading'} />
      <ReleaseLog />
    </div>
  );
}

function useDate() {
  const { i18n } = useTranslation('account');
  return (iso: string) => dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' }, i18n.language).format(new Date(iso));
}

function RegistryLine({ application }: { application: OperatorApplication }) {
  const { t } = useTranslation('account');
  const date = useDate();
  const { registry } = application;
  const entry = registry.entry;
  let text: string;
  if (registry.result === 'no_match' || !entry) text = t('operator.registry_no_match');
  else if (registry.result === 'match') text = t('operator.registry_match', { name: entry.name, province: entry.province, status: entry.status });
  else
    text = t('operator.registry_differs', {
      what: registry.differences.map((d) => t(`operator.differs_${d}`)).join(', '),
      name: entry.name,
      province: entry.province,
      status: entry.status,
    });
  return (
    <p className={`registry-check registry-check--${registry.result}`} data-registry={registry.result}>
      <strong>{t('operator.registry')}:</strong> {text}
      {registry.imported_at && <span className="muted"> · {t('operator.registry_imported', { date: date(registry.imported_at) })}</span>}
    </p>
  );
}

function ApplicationCard({ application, onChanged }: { application: OperatorApplication; onChanged: (message: string | undefined) => void }) {
  const { t } = useTranslation('account');
  const date = useDate();
  const titleId = useId();
  const [opened, setOpened] = useState(false);

  const openDocument = async () => {
    // The window is opened at once (a click), then given the document (popup blockers allow that).
    const win = window.open('', '_blank');
    try {
      const blob = await fetchLicenceDocument(application.id);
      const url = URL.createObjectURL(blob);
      if (win) win.location.href = url;
      setOpened(true);
      onChanged(undefined);
    } catch {
      win?.close();
    }
  };

  const kb = Math.max(1, Math.round(application.document.bytes / 1024));
  return (
    <article className="card operator-application" aria-labelledby={titleId} data-application={application.id}>
      <h3 id={titleId}>
        {application.name} <span className={`badge badge--${application.status}`}>{t(`operator.status.${application.status}`)}</span>
      </h3>
      <p className="muted">{application.kind === 'claim' ? t('operator.kind_claim', { name: application.claimed?.name ?? '' }) : t('operator.kind_new')}</p>
      <dl className="details-list">
        <div>
          <dt>{t('operator.licence_number')}</dt>
          <dd>{application.licence_number}</dd>
        </div>
        <div>
          <dt>{t('operator.place')}</dt>
          <dd>
            {application.city}, {application.province}
          </dd>
        </div>
        <div>
          <dt>{t('operator.address')}</dt>
          <dd>{application.address}</dd>
        </div>
        <div>
          <dt>{t('operator.programs')}</dt>
          <dd>{application.programs.map((p) => t(`labels.catalogue.program.${p}`)).join(', ')}</dd>
        </div>
        <div>
          <dt>{t('operator.sending_org')}</dt>
          <dd>{t(application.sending_org ? 'operator.yes' : 'operator.no')}</dd>
        </div>
        <div>
          <dt>{t('operator.contact')}</dt>
          <dd>
            {application.contact_name} · <EmailAddress address={application.email} /> · {application.phone}
          </dd>
        </div>
        <div>
          <dt>{t('operator.sent_at')}</dt>
          <dd>{date(application.created_at)}</dd>
        </div>
        {application.decision_reason && (
          <div>
            <dt>{t('operator.reason')}</dt>
            <dd>{application.decision_reason}</dd>
          </div>
        )}
      </dl>
      <RegistryLine application={application} />
      <p>
        <button type="button" className="button button--link" onClick={() => void openDocument()}>
          {t('operator.document', { type: application.document.type.split('/')[1]!.toUpperCase(), size: `${kb} KB` })}
        </button>
        {opened && <span className="muted"> {t('operator.document_opened')}</span>}
      </p>
      {application.status === 'pending' && <ApplicationDecision application={application} onChanged={onChanged} />}
    </article>
  );
}

/** A reason and a button: a suspend or reinstate. The API checks the reason (3 to 500 characters) and says what is wrong. */
function ReasonForm({ label, submit, onSubmit }: { label: string; submit: string; onSubmit: (reason: string) => Promise<void> }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await onSubmit(reason);
      setReason('');
    } catch {
      // The toast said why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="reason-form" onSubmit={(e) => void send(e)}>
      <label htmlFor={id}>{label}</label>
      <input id={id} className="field__input" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} required />
      <button type="submit" className="button" disabled={busy}>
        {submit}
      </button>
    </form>
  );
}

function Institutes({ onChanged }: { onChanged: (message: string | undefined) => void }) {
  const { t } = useTranslation('account');
  const date = useDate();
  const searchId = useId();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const institutes = useQuery(operatorInstitutesQuery(q), { staleTime: 0 });
  const { reload } = institutes;

  const change = async (institute: OperatorInstitute, reason: string) => {
    const { message } = await setInstituteSuspension(institute.id, institute.listing_status !== 'suspended', reason);
    reload();
    onChanged(message);
  };

  return (
    <section aria-labelledby="operator-institutes">
      <h2 id="operator-institutes">{t('operator.institutes')}</h2>
      <p className="muted">{t('operator.institutes_intro')}</p>
      <form
        role="search"
        className="reason-form"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(draft.trim());
        }}
      >
        <label htmlFor={searchId}>{t('operator.search')}</label>
        <input id={searchId} type="search" className="field__input" value={draft} onChange={(e) => setDraft(e.target.value)} />
        <button type="submit" className="button">
          {t('operator.search_button')}
        </button>
      </form>
      {institutes.status === 'loading' && <Spinner label={t('load.loading')} />}
      {institutes.data?.length === 0 && <p>{q ? t('operator.no_institutes') : t('operator.no_suspended')}</p>}
      <ul className="operator-list">
        {institutes.data?.map((institute) => (
          <li key={institute.id} className="card" data-institute={institute.id}>
            <h3>
              {institute.name} <span className="muted">#{institute.id}</span>
            </h3>
            <p>
              {institute.city}, {institute.province} · {institute.licence_number}
            </p>
            <p>
              <strong>
                {institute.listing_status === 'suspended'
                  ? t('operator.suspended', { reason: institute.suspension_reason ?? '' })
                  : t(institute.listing_status === 'draft' ? 'operator.draft' : 'operator.listed')}
              </strong>{' '}
              · {institute.licence_verified_at ? t('operator.verified', { date: date(institute.licence_verified_at) }) : t('operator.unverified')}
              {institute.reports && institute.reports.total > 0 && <span data-report-counts> · {t('operator.institute_reports', institute.reports)}</span>}
            </p>
            <ReasonForm
              label={t(institute.listing_status === 'suspended' ? 'operator.reinstate_reason' : 'operator.suspend_reason')}
              submit={t(institute.listing_status === 'suspended' ? 'operator.reinstate' : 'operator.suspend')}
              onSubmit={(reason) => change(institute, reason)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function AuditLog({ entries, loading }: { entries: import('contracts').OperatorAuditEntry[] | undefined; loading: boolean }) {
  const { t } = useTranslation('account');
  const date = useDate();
  const subject = (entry: import('contracts').OperatorAuditEntry) =>
    [
      entry.lpk?.name,
      entry.application_id ? t('operator.application_ref', { id: entry.application_id }) : null,
      entry.report_id ? t('operator.report_ref', { id: entry.report_id }) : null,
      entry.review_id ? t('operator.review_ref', { id: entry.review_id }) : null,
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <LogTable
      id="operator-audit"
      title={t('operator.audit')}
      empty={t('operator.audit_empty')}
      loading={loading}
      entries={entries}
      columns={[
        { header: t('operator.when'), cell: (entry) => date(entry.at) },
        { header: t('operator.who'), cell: (entry) => entry.actor },
        { header: t('operator.what'), cell: (entry) => t(`operator.action.${entry.action.replace('.', '_')}`) },
        { header: t('operator.subject'), cell: subject },
        { header: t('operator.reason'), cell: (entry) => entry.reason ?? '' },
        { header: t('operator.client_address'), cell: (entry) => entry.client_address ?? '' },
      ]}
    />
  );
}

function ReleaseLog() {
  const { t } = useTranslation('account');
  const date = useDate();
  const log = useQuery(releaseLogQuery);
  return (
    <LogTable
      id="operator-release"
      title={t('operator.release_log')}
      empty={t('operator.release_empty')}
      loading={log.status === 'loading'}
      entries={log.data}
      columns={[
        { header: t('operator.when'), cell: (entry) => date(entry.at) },
        { header: t('operator.who'), cell: (entry) => entry.actor },
        { header: t('operator.remote'), cell: (entry) => entry.remote ?? '' },
        { header: t('operator.command'), cell: (entry) => entry.command },
        { header: t('operator.version'), cell: (entry) => entry.version ?? '' },
        { header: t('operator.result'), cell: (entry) => entry.result },
      ]}
    />
  );
}
