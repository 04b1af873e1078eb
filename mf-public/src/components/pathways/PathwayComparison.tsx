import { useTranslation } from 'react-i18next';
import type { Facts } from 'contracts';
import { ColumnCards, usePhoneLayout } from '../catalogue/ColumnCards';
import { FactSource } from '../catalogue/FactSource';
import '../../screens/jobs/i18n';

/**
 * The three pathways (TITP, SSW kaigo, kaigo fukushishi) side by side, with their sources: a table,
 * or on a phone one card per pathway. Shown on /inexperienced and /about.
 */
export function PathwayComparison({ facts }: { facts: Facts }) {
  const { t } = useTranslation('public');
  const { titp, ssw_kaigo: ssw, kaigo_fukushishi: kf } = facts.pathways;
  const rows = [
    {
      key: 'duration',
      cells: [t('inexperienced.titp_duration', titp.duration_years), t('inexperienced.ssw_duration', { max: ssw.max_years }), t('inexperienced.kf_duration')],
    },
    {
      key: 'japanese',
      cells: [
        t('inexperienced.titp_japanese', { entry: titp.jlpt_entry, year2: titp.jlpt_year2 }),
        t('inexperienced.ssw_japanese', { entry: ssw.jlpt_entry }),
        t('inexperienced.kf_japanese', { level: kf.jlpt_expected }),
      ],
    },
    {
      key: 'family',
      cells: [
        t('inexperienced.titp_family'),
        t(ssw.family_allowed ? 'inexperienced.kf_family' : 'inexperienced.ssw_family'),
        t(kf.family_allowed ? 'inexperienced.kf_family' : 'inexperienced.ssw_family'),
      ],
    },
    { key: 'renewal', cells: [t('inexperienced.titp_renewal'), t('inexperienced.ssw_renewal', { max: ssw.max_years }), t('inexperienced.kf_renewal')] },
    {
      key: 'entry',
      cells: [
        t('inexperienced.titp_entry'),
        t('inexperienced.ssw_entry'),
        t('inexperienced.kf_entry', { years: kf.eligibility.work_years, hours: kf.eligibility.course_hours }),
      ],
    },
  ];
  const phone = usePhoneLayout();
  const columns = [t('labels.catalogue.pathway.titp'), ssw.name, t('labels.catalogue.pathway.kaigo_fukushishi')];
  return (
    <section id="pathways" className="section" aria-labelledby="pathways-title">
      <h2 id="pathways-title">{t('inexperienced.pathways_title')}</h2>
      {phone ? (
        <ColumnCards
          label={t('inexperienced.pathways_caption')}
          labels={rows.map((row) => t(`inexperienced.${row.key}`))}
          columns={columns.map((title, index) => ({ key: index, title, values: rows.map((row) => row.cells[index]) }))}
        />
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('inexperienced.pathways_caption')}>
          <table className="data-table">
            <caption className="visually-hidden">{t('inexperienced.pathways_caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('inexperienced.aspect')}</th>
                {columns.map((title, index) => (
                  <th key={index} scope="col">
                    {title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{t(`inexperienced.${row.key}`)}</th>
                  {row.cells.map((cell, i) => (
                    <td key={i}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <FactSource source={titp.source} date={titp.date} sourceLang={titp.source_lang} />
      <FactSource source={ssw.source} date={ssw.date} sourceLang={ssw.source_lang} />
      <FactSource source={kf.source} date={kf.date} sourceLang={kf.source_lang} />
    </section>
  );
}
