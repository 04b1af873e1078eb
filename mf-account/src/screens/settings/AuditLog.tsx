import { Spinner, useQuery } from 'mf-shared';
import { useTranslation } from 'react-i18next';
import { auditQuery } from '../../api/account';
import { formatDateTime } from '../../components/formatDate';
import { LoadFailed } from '../../components/LoadFailed';
import './i18n';

/** GET /me/audit: every visit of LPK staff to the user's data (one row per visit, with its number of reads). */
export function AuditLog() {
  const { t } = useTranslation('account');
  // Who read my data: read again whenever shown.
  const audit = useQuery(auditQuery, { staleTime: 0 });
  return (
    <section className="card" aria-labelledby="settings-audit-title">
      <h2 id="settings-audit-title">{t('settings.audit_title')}</h2>
      <p className="muted">{t('settings.audit_text')}</p>
      {audit.status === 'loading' && <Spinner label={t('load.loading')} />}
      {audit.status === 'error' && <LoadFailed onRetry={audit.reload} />}
      {audit.data?.length === 0 && <p>{t('settings.audit_empty')}</p>}
      {audit.data && audit.data.length > 0 && (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('settings.audit_title')}>
          <table className="data-table">
            <caption className="visually-hidden">{t('settings.audit_title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('settings.audit_when')}</th>
                <th scope="col">{t('settings.audit_lpk')}</th>
                <th scope="col">{t('settings.audit_who')}</th>
                <th scope="col">{t('settings.audit_what')}</th>
              </tr>
            </thead>
            <tbody>
              {audit.data.map((item) => (
                <tr key={item.id}>
                  <td>
                    <time dateTime={item.at}>{formatDateTime(item.at)}</time>
                  </td>
                  <td>{item.lpk?.name ?? '—'}</td>
                  <td>
                    {!item.actor
                      ? t('settings.audit_deleted_actor')
                      : item.actor.account_deleted
                        ? t('settings.audit_actor_gone', { name: item.actor.full_name })
                        : item.actor.full_name}
                  </td>
                  <td>
                    {item.description}
                    {item.reads > 1 && <span className="muted"> {t('settings.audit_reads', { count: item.reads, last: formatDateTime(item.last_at) })}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
