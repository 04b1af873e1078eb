import type { OperatorApplication } from 'contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { approveApplication, rejectApplication } from '../../api/operator';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import './decision.i18n';
import './i18n';

type Pending = { kind: 'approve' } | { kind: 'reject'; reason: string } | null;

/**
 * Approve, or reject with a reason, a pending LPK application: each asks first in a dialog
 * (ConfirmDialog: focus moves in, Escape or "Cancel" closes it and nothing is sent). Approving says
 * what it does: a new LPK gets its account and a draft listing, not public until its admin
 * publishes it; a claim makes the applicant the listing's admin (a public listing stays public).
 * Rejecting repeats the reason the applicant will read. `onChanged` gets the API's message.
 */
export function ApplicationDecision({ application, onChanged }: { application: OperatorApplication; onChanged: (message: string | undefined) => void }) {
  const { t } = useTranslation('account');
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const answer = pending.kind === 'approve' ? await approveApplication(application.id) : await rejectApplication(application.id, pending.reason);
      if (pending.kind === 'reject') setReason('');
      onChanged(answer.message);
    } catch {
      // The toast said why.
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  const askReject = (event: FormEvent) => {
    event.preventDefault();
    setPending({ kind: 'reject', reason });
  };

  const name = application.kind === 'claim' ? (application.claimed?.name ?? application.name) : application.name;
  return (
    <div className="operator-actions">
      <button type="button" className="button button--primary" onClick={() => setPending({ kind: 'approve' })} disabled={busy}>
        {t('operator.approve')}
      </button>
      <form className="reason-form" onSubmit={askReject}>
        <label htmlFor={reasonId}>{t('operator.reject_reason')}</label>
        <input id={reasonId} className="field__input" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} required />
        <button type="submit" className="button" disabled={busy}>
          {t('operator.reject')}
        </button>
      </form>
      <ConfirmDialog
        open={pending !== null}
        title={t(pending?.kind === 'reject' ? 'operator.decision.reject_title' : 'operator.decision.approve_title', { name: application.name })}
        confirmLabel={t(pending?.kind === 'reject' ? 'operator.decision.reject_confirm' : 'operator.decision.approve_confirm')}
        danger={pending?.kind === 'reject'}
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirm()}
      >
        {pending?.kind === 'reject' ? (
          <p>{t('operator.decision.reject_text', { reason: pending.reason })}</p>
        ) : (
          <>
            <p>{t(application.kind === 'claim' ? 'operator.decision.approve_claim' : 'operator.decision.approve_new', { email: application.email, name })}</p>
            <p>{t('operator.decision.approve_check')}</p>
          </>
        )}
      </ConfirmDialog>
    </div>
  );
}
