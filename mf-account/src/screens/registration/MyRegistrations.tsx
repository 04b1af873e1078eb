import { canWithdraw, statusLabelKey, type Registration } from 'contracts';
import { ApiError, Spinner, type QueryResult } from 'mf-shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { withdrawRegistration } from '../../api/registrations';
import { CertificateDownload, canDownloadCertificate } from '../../components/CertificateDownload';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatDateTime } from '../../components/formatDate';
import { LoadFailed } from '../../components/LoadFailed';
import { RegistrationCard } from '../../components/RegistrationCard';
import { lpkName } from '../../components/registrationList';
import { ReviewPanel, reviewPanelHosts } from '../reviews/ReviewPanel';
import './i18n';
import '../report/i18n';

interface Props {
  loaded: QueryResult<Registration[]>;
  /** Something worth announcing happened (withdrawn). */
  onAnnounce: (text: string) => void;
}

/** The caregiver's registrations with their history, certificate (its PDF once approved), messages and withdrawal. */
export function MyRegistrations({ loaded, onAnnounce }: Props) {
  const { t } = useTranslation('account');
  const [withdrawing, setWithdrawing] = useState<Registration | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const nameOf = (registration: Registration) => lpkName(registration, (id) => t('registration_card.unknown_lpk', { id }));
  const reviewHosts = reviewPanelHosts(loaded.data ?? [], new Date().toISOString());

  const confirmWithdraw = async () => {
    if (!withdrawing) return;
    setBusy(true);
    setFailure(null);
    try {
      const { registration } = await withdrawRegistration(withdrawing.id);
      loaded.setData((list) => (list ?? []).map((r) => (r.id === registration.id ? registration : r)));
      onAnnounce(t('registration.withdrawn', { lpk: nameOf(registration) }));
      setWithdrawing(null);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('common:errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="stack" aria-labelledby="registration-list-title">
      <h2 id="registration-list-title">{t('registration.list_title')}</h2>
      {loaded.status === 'loading' && <Spinner label={t('load.loading')} />}
      {loaded.status === 'error' && <LoadFailed onRetry={loaded.reload} />}
      {loaded.data?.length === 0 && <p>{t('registration.list_empty')}</p>}
      {loaded.data?.map((registration) => (
        <RegistrationCard key={registration.id} registration={registration}>
          <StatusHistory registration={registration} />
          {registration.certificate?.status === 'valid' && !canDownloadCertificate(registration) && <p className="muted">{t('certificate_pdf.later')}</p>}
          <div className="actions">
            <CertificateDownload registration={registration} />
            {registration.certificate && registration.certificate.status === 'valid' && (
              <Link className="button" to={`/registration-certificate?code=${encodeURIComponent(registration.certificate.verification_code)}`}>
                {t('registration.certificate')}
              </Link>
            )}
            {canWithdraw(registration.status) && (
              <Link className="button" to={`/admin/messages?registration_id=${registration.id}`}>
                {t('registration.messages')}
              </Link>
            )}
            <Link className="button" to={`/admin/report?lpk_id=${registration.lpk_id}&registration_id=${registration.id}`} data-report-link>
              {t('report.title')}
            </Link>
            {canWithdraw(registration.status) && (
              <button type="button" className="button" onClick={() => setWithdrawing(registration)}>
                {t('registration.withdraw')}
              </button>
            )}
          </div>
          {reviewHosts.has(registration.id) && <ReviewPanel registration={registration} lpkName={nameOf(registration)} />}
        </RegistrationCard>
      ))}
      <ConfirmDialog
        open={withdrawing !== null}
        title={withdrawing ? t('registration.withdraw_title', { lpk: nameOf(withdrawing) }) : ''}
        confirmLabel={t('registration.withdraw_confirm')}
        onConfirm={() => void confirmWithdraw()}
        onCancel={() => {
          setWithdrawing(null);
          setFailure(null);
        }}
        busy={busy}
        danger
      >
        <p>{withdrawing ? t('registration.withdraw_text', { lpk: nameOf(withdrawing) }) : ''}</p>
        {failure && (
          <p className="alert alert--error" role="alert">
            {failure}
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}

/** The registration's history, newest first: each status with its time, who moved it and their note. */
function StatusHistory({ registration }: { registration: Registration }) {
  const { t } = useTranslation('account');
  return (
    <details>
      <summary>{t('registration.history_title')}</summary>
      <ol>
        {[...registration.history].reverse().map((item, index) => (
          <li key={`${item.at}-${index}`}>
            <strong>{t(statusLabelKey(item.status))}</strong> <time dateTime={item.at}>{formatDateTime(item.at)}</time>
            {item.actor ? ` ${t('registration.history_by', { name: item.actor.full_name })}` : ''}
            {item.note ? <p className="muted">{item.note}</p> : null}
          </li>
        ))}
      </ol>
    </details>
  );
}
