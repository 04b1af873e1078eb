import { REPORT_EVENTS, reportCategoryLabelKey, reportStatusLabelKey } from 'contracts';
import { Spinner, useInvalidateOn, useQuery, useSession } from 'mf-shared';
import { useTranslation } from 'react-i18next';
import { MY_REPORTS_KEY, myReportsQuery } from '../../api/reports';
import { userChannel } from '../../realtime/channels';
import { formatDateTime } from '../../components/formatDate';
import './i18n';

/**
 * The signed-in user's reports about LPKs, newest first, each with its status (the dashboard;
 * `#my-reports`). Nothing shows for a user who never reported. Read again whenever it shows, and
 * live when the operator changes a status (the user is also mailed).
 */
export function MyReports() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  const reports = useQuery(myReportsQuery, { staleTime: 0 });
  // The operator changed a status: the list follows at once (`LpkReportStatusChanged` on the user's own channel).
  useInvalidateOn(user ? userChannel(user.id) : null, REPORT_EVENTS.reportStatusChanged, [MY_REPORTS_KEY]);
  if (reports.status === 'loading') return <Spinner label={t('load.loading')} />;
  // Nothing on a failure either: a secondary panel, and an API older than reports (contracts 1.9) has no such list.
  if (!reports.data?.length) return null;
  return (
    <section className="stack" aria-labelledby="my-reports-title" id="my-reports">
      <h2 id="my-reports-title">{t('report.mine.title')}</h2>
      <p className="muted">{t('report.mine.intro')}</p>
      <ul className="plain-list stack">
        {reports.data.map((report) => (
          <li key={report.id} className="card" data-report={report.id}>
            <h3>
              {report.lpk.name}{' '}
              <span className={`status-badge status-badge--report-${report.status}`} data-report-status={report.status}>
                <span className="visually-hidden">{t('report.mine.status')}: </span>
                {t(reportStatusLabelKey(report.status))}
              </span>
            </h3>
            <p>{t(reportCategoryLabelKey(report.category))}</p>
            <p className="muted">
              {t('report.mine.sent', { date: formatDateTime(report.created_at, false) })}
              {report.status_changed_at && <> · {t('report.mine.changed', { date: formatDateTime(report.status_changed_at, false) })}</>}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
