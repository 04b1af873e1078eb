import {
  REPORT_EVENTS,
  REPORT_STATUSES,
  reportCategoryLabelKey,
  reportStatusLabelKey,
  type OperatorReport,
  type OperatorReportGroup,
  type OperatorReportSummary,
  type ReportStatus,
} from 'contracts';
import { Spinner, useInvalidateOn, useQuery } from 'mf-shared';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { setInstituteSuspension } from '../../api/operator';
import { addReportNote, fetchReportAttachment, getOperatorReport, OPERATOR_REPORTS_KEY, operatorReportsQuery, setReportStatus } from '../../api/reports';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmailAddress } from '../../components/EmailAddress';
import { formatDateTime } from '../../components/formatDate';
import { LoadFailed } from '../../components/LoadFailed';
import { OPERATORS_CHANNEL } from '../../realtime/channels';
import './reports.i18n';

type Filter = ReportStatus | '';
type Changed = (message: string | undefined) => void;

/**
 * The operator's reports queue (issue 34, part 3): all, or new / in review / closed, grouped by
 * LPK with each LPK's counts; no reporter or text in the list. Opening a report reads it (audited:
 * the log shows it at once); there the operator writes notes and changes the status (the reporter
 * is mailed), and from each LPK's group suspends it directly, confirmed in a dialog
 * (ConfirmDialog), with the existing suspension (POST /operator/institutes/{id}/suspend).
 * `onChanged` gets the API's message (the console announces it and reloads its audit log).
 */
export function ReportsQueue({ onChanged }: { onChanged: Changed }) {
  const { t } = useTranslation('account');
  // All by default: a report the operator moves stays in view (each LPK's open reports first).
  const [filter, setFilter] = useState<Filter>('');
  const queue = useQuery(operatorReportsQuery(filter), { staleTime: 0 });
  // A new report arrives live (`LpkReportSubmitted` on private-operators).
  useInvalidateOn(OPERATORS_CHANNEL, REPORT_EVENTS.reportSubmitted, [OPERATOR_REPORTS_KEY]);
  const { reload } = queue;
  const changed: Changed = (message) => {
    reload();
    onChanged(message);
  };
  const totals = queue.data?.totals;
  const all = totals ? totals.new + totals.in_review + totals.closed : undefined;
  const filters: Array<{ value: Filter; label: string; count: number | undefined }> = [
    ...REPORT_STATUSES.map((status) => ({ value: status, label: t(reportStatusLabelKey(status)), count: totals?.[status] })),
    { value: '', label: t('operator.reports.all'), count: all },
  ];

  return (
    <section aria-labelledby="operator-reports" className="operator-reports">
      <h2 id="operator-reports">{t('operator.reports.title')}</h2>
      <p className="muted">{t('operator.reports.intro')}</p>
      <div role="group" aria-label={t('operator.reports.filter')} className="actions operator-reports__filter">
        {filters.map((f) => (
          <button
            key={f.value || 'all'}
            type="button"
            className={`button${filter === f.value ? ' button--primary' : ''}`}
            aria-pressed={filter === f.value}
            onClick={() => setFilter(f.value)}
            data-report-filter={f.value || 'all'}
          >
            {f.count === undefined ? f.label : t('operator.reports.count', { label: f.label, count: f.count })}
          </button>
        ))}
      </div>
      {queue.status === 'loading' && <Spinner label={t('load.loading')} />}
      {queue.status === 'error' && !queue.data && <LoadFailed onRetry={reload} />}
      {queue.data?.groups.length === 0 && <p>{t('operator.reports.empty')}</p>}
      <ul className="operator-list">
        {queue.data?.groups.map((group) => (
          <li key={group.lpk.id}>
            <ReportGroup group={group} onChanged={changed} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ReportGroup({ group, onChanged }: { group: OperatorReportGroup; onChanged: Changed }) {
  const { t } = useTranslation('account');
  const titleId = useId();
  const suspended = group.lpk.listing_status === 'suspended';
  return (
    <article className="card" aria-labelledby={titleId} data-report-group={group.lpk.id}>
      <h3 id={titleId}>
        {group.lpk.name} <span className="muted">#{group.lpk.id}</span>
        {suspended && <span className="badge badge--rejected"> {t('operator.reports.lpk_suspended')}</span>}
      </h3>
      <p>{t('operator.reports.lpk_counts', group.counts)}</p>
      <ul className="plain-list stack">
        {group.items.map((item) => (
          <li key={item.id}>
            <ReportItem item={item} onChanged={onChanged} />
          </li>
        ))}
      </ul>
      {suspended ? <p className="muted">{t('operator.reports.suspended_note')}</p> : <SuspendFromReport group={group} onChanged={onChanged} />}
    </article>
  );
}

function ReportItem({ item, onChanged }: { item: OperatorReportSummary; onChanged: Changed }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const detailId = useId();
  const marks = [
    item.has_attachment ? t('operator.reports.with_attachment') : null,
    item.from_registration ? t('operator.reports.from_registration') : null,
  ].filter(Boolean);
  return (
    <div className="operator-report" data-report={item.id}>
      <p>
        <strong>#{item.id}</strong> {t(reportCategoryLabelKey(item.category))} ·{' '}
        <span data-report-status={item.status}>{t(reportStatusLabelKey(item.status))}</span> ·{' '}
        {t('operator.reports.sent', { date: formatDateTime(item.created_at) })}
        {marks.length > 0 && <span className="muted"> · {marks.join(', ')}</span>}
      </p>
      <button type="button" className="button" aria-expanded={open} aria-controls={detailId} onClick={() => setOpen((o) => !o)}>
        {t(open ? 'operator.reports.close_detail' : 'operator.reports.open', { id: item.id })}
      </button>
      <div id={detailId}>{open && <ReportDetail id={item.id} onChanged={onChanged} />}</div>
    </div>
  );
}

/** One report as the operator reads it: every opening is a read in the audit log. */
function ReportDetail({ id, onChanged }: { id: number; onChanged: Changed }) {
  const { t } = useTranslation('account');
  const report = useQuery(['operator', 'report', id], () => getOperatorReport(id), { staleTime: 0 });
  const { setData } = report;
  const [opened, setOpened] = useState(false);
  const loaded = report.data !== undefined;
  useEffect(() => {
    // The read is in the operator log now: the console reloads it.
    if (loaded) onChanged(undefined);
  }, [loaded]); // eslint-disable-line react-hooks/exhaustive-deps -- once per opening, whatever the parent passes

  if (report.status === 'loading') return <Spinner label={t('operator.reports.loading')} />;
  if (report.status === 'error' && !report.data) return <LoadFailed onRetry={report.reload} />;
  const r = report.data!;

  const applied = (answer: { report: OperatorReport; message: string | undefined }) => {
    setData(answer.report);
    onChanged(answer.message);
  };

  const openAttachment = async () => {
    // The window is opened at once (a click), then given the file (popup blockers allow that).
    const win = window.open('', '_blank');
    try {
      const blob = await fetchReportAttachment(r.id);
      if (win) win.location.href = URL.createObjectURL(blob);
      setOpened(true);
      onChanged(undefined);
    } catch {
      win?.close();
    }
  };

  return (
    <div className="stack operator-report__detail" data-report-detail={r.id}>
      <dl className="details-list">
        <div>
          <dt>{t('operator.reports.reporter')}</dt>
          <dd>
            {r.reporter.full_name} · <EmailAddress address={r.reporter.email} />
          </dd>
        </div>
        <div>
          <dt>{t('operator.reports.registration')}</dt>
          <dd>
            {r.registration
              ? t('operator.reports.registration_value', { id: r.registration.id, status: t(`labels.registrations.status.${r.registration.status}`) })
              : t('operator.reports.none')}
          </dd>
        </div>
        <div>
          <dt>{t('operator.reports.text')}</dt>
          <dd className="operator-report__text">{r.text}</dd>
        </div>
      </dl>
      {r.attachment && (
        <p>
          <button type="button" className="button button--link" onClick={() => void openAttachment()}>
            {t('operator.reports.attachment', {
              type: r.attachment.type === 'application/pdf' ? 'PDF' : 'WebP',
              size: `${Math.max(1, Math.round(r.attachment.bytes / 1024))} KB`,
            })}
          </button>
          {opened && <span className="muted"> {t('operator.reports.attachment_opened')}</span>}
        </p>
      )}
      <ReportHistory events={r.events} />
      <StatusForm report={r} onApplied={applied} />
      <NoteForm report={r} onApplied={applied} />
      <h4>{t('operator.reports.audit')}</h4>
      <ul className="plain-list">
        {r.audit.map((a) => (
          <li key={a.id}>
            {formatDateTime(a.at)} · {a.actor} · {t(`operator.action.${a.action.replace('.', '_')}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}

type Applied = (answer: { report: OperatorReport; message: string | undefined }) => void;

function StatusForm({ report, onApplied }: { report: OperatorReport; onApplied: Applied }) {
  const { t } = useTranslation('account');
  const statusId = useId();
  const noteId = useId();
  const hintId = useId();
  const next = REPORT_STATUSES.filter((s) => s !== report.status);
  const [status, setStatus] = useState<ReportStatus>(next[0]!);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      onApplied(await setReportStatus(report.id, next.includes(status) ? status : next[0]!, note));
      setNote('');
    } catch {
      // The toast said why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="reason-form" onSubmit={(e) => void send(e)} aria-describedby={hintId}>
      <label htmlFor={statusId}>{t('operator.reports.status_label')}</label>
      <select
        id={statusId}
        className="field__input"
        value={next.includes(status) ? status : next[0]}
        onChange={(e) => setStatus(e.target.value as ReportStatus)}
      >
        {next.map((s) => (
          <option key={s} value={s}>
            {t(reportStatusLabelKey(s))}
          </option>
        ))}
      </select>
      <label htmlFor={noteId}>{t('operator.reports.status_note')}</label>
      <input id={noteId} className="field__input" value={note} onChange={(e) => setNote(e.target.value)} maxLength={2000} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('operator.reports.status_submit')}
      </button>
      <p id={hintId} className="muted">
        {t('operator.reports.status_hint')}
      </p>
    </form>
  );
}

function NoteForm({ report, onApplied }: { report: OperatorReport; onApplied: Applied }) {
  const { t } = useTranslation('account');
  const id = useId();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      onApplied(await addReportNote(report.id, note));
      setNote('');
    } catch {
      // The toast said why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="reason-form" onSubmit={(e) => void send(e)}>
      <label htmlFor={id}>{t('operator.reports.note_label')}</label>
      <textarea id={id} className="field__input" value={note} onChange={(e) => setNote(e.target.value)} maxLength={2000} rows={3} required />
      <button type="submit" className="button" disabled={busy}>
        {t('operator.reports.note_submit')}
      </button>
    </form>
  );
}

/** The direct path from a report to a suspension: the reason (prefilled, never naming the reporter), then a confirmation dialog. */
function SuspendFromReport({ group, onChanged }: { group: OperatorReportGroup; onChanged: Changed }) {
  const { t } = useTranslation('account');
  const reasonId = useId();
  const first = group.items[0];
  const [reason, setReason] = useState(first ? t('operator.reports.suspend_default', { category: t(reportCategoryLabelKey(first.category)) }) : '');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      const { message } = await setInstituteSuspension(group.lpk.id, true, reason);
      onChanged(message);
    } catch {
      // The toast said why.
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <form
      className="reason-form"
      onSubmit={(e) => {
        e.preventDefault();
        setAsking(true);
      }}
    >
      <label htmlFor={reasonId}>{t('operator.reports.suspend_reason')}</label>
      <input id={reasonId} className="field__input" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} required />
      <button type="submit" className="button button--danger" disabled={busy} data-suspend-lpk={group.lpk.id}>
        {t('operator.reports.suspend')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('operator.reports.suspend_title', { name: group.lpk.name })}
        confirmLabel={t('operator.reports.suspend_confirm')}
        danger
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirm()}
      >
        <p>{t('operator.reports.suspend_text', { reason })}</p>
      </ConfirmDialog>
    </form>
  );
}

/** The report's history: each status change and note with who made it and when. */
function ReportHistory({ events }: { events: OperatorReport['events'] }) {
  const { t } = useTranslation('account');
  return (
    <>
      <h4>{t('operator.reports.history')}</h4>
      {events.length === 0 ? (
        <p className="muted">{t('operator.reports.history_empty')}</p>
      ) : (
        <ol className="operator-report__history">
          {events.map((e) => (
            <li key={e.id}>
              {e.kind === 'status'
                ? t('operator.reports.history_status', { actor: e.actor, status: t(reportStatusLabelKey(e.status ?? '')) })
                : t('operator.reports.history_note', { actor: e.actor })}{' '}
              <span className="muted">{formatDateTime(e.at)}</span>
              {e.note && <p>{e.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
