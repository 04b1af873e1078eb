import { addResources, useSession } from 'mf-shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

addResources('public', {
  id: {
    lpk_report: {
      title: 'Ada masalah dengan LPK ini?',
      text: 'Laporkan ke operator platform. LPK tidak diberi tahu siapa yang melapor.',
      link: 'Laporkan masalah',
    },
  },
  en: {
    lpk_report: {
      title: 'A problem with this LPK?',
      text: 'Report it to the platform operator. The LPK is not told who reported.',
      link: 'Report a problem',
    },
  },
});

/** On /lpk/{id}, for a signed-in user: the way to report a problem with this LPK (the form is mf-account's /admin/report). */
export function ReportLink({ lpkId }: { lpkId: number }) {
  const { t } = useTranslation('public');
  const { user } = useSession();
  if (!user) return null;
  return (
    <section className="section" aria-labelledby="lpk-report">
      <h2 id="lpk-report">{t('lpk_report.title')}</h2>
      <p>
        {t('lpk_report.text')}{' '}
        <Link to={`/admin/report?lpk_id=${lpkId}`} data-report-link>
          {t('lpk_report.link')}
        </Link>
      </p>
    </section>
  );
}
