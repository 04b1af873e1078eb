import { TRUST_GUIDANCE_NOTE, TRUST_RULES, primarySource, type FeeCheck as Check, type InstituteDetail, type TrustRule } from 'contracts';
import { useTranslation } from 'react-i18next';
import { formatFactDate, formatIdr } from '../../components/catalogue/format';
import { useSourceTitle } from '../../components/catalogue/FactSource';
import './fee-check.i18n';

/**
 * The fee check of /lpk/{id} (docs/trust.md, "Fee check"): the total and each item, where the total
 * sits among the listed LPKs teaching the same program (median and 90th percentile, computed by the
 * API from the catalogue), the verdict in plain words with those numbers, and the rules a person
 * should know about fees, each with its sources (publisher, title, date, link). Guidance, not legal
 * advice. Nothing shows for an API older than contracts 1.9.0 (no `fee_check`).
 */
export function FeeCheck({ institute }: { institute: InstituteDetail }) {
  const { t, i18n } = useTranslation('public');
  const check = institute.fee_check;
  if (!check) return null;
  const lang = i18n.language;
  const money = (amount: number) => formatIdr(amount, lang);
  const items = institute.fees.items.map((item) => `${item.label} ${money(item.amount)}`).join(', ');
  return (
    <section className="section fee-check" aria-labelledby="lpk-fee-check">
      <h2 id="lpk-fee-check">{t('fee_check.title')}</h2>
      <p className="catalogue-muted">{t('fee_check.lead')}</p>
      <p className={`fee-check__verdict fee-verdict fee-verdict--${check.verdict}`}>
        <strong>{check.verdict_label}</strong>
      </p>
      <p>
        <strong>{t('fee_check.total', { total: money(check.total) })}</strong>
        {items && <> {t('fee_check.items', { items })}</>}
      </p>
      <VerdictWords check={check} money={money} />
      {check.programs.length > 0 && (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('fee_check.figures')}>
          <table className="data-table">
            <caption>{t('fee_check.figures')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('fee_check.program')}</th>
                <th scope="col">{t('fee_check.peers')}</th>
                <th scope="col">{t('fee_check.median')}</th>
                <th scope="col">{t('fee_check.p90')}</th>
                <th scope="col">{t('fee_check.verdict')}</th>
              </tr>
            </thead>
            <tbody>
              {check.programs.map((p) => (
                <tr key={p.program}>
                  <th scope="row">{p.program_label}</th>
                  <td>{p.peers}</td>
                  <td>{p.peers >= check.min_peers ? money(p.median) : '–'}</td>
                  <td>{p.peers >= check.min_peers ? money(p.p90) : '–'}</td>
                  <td>{t(`labels.catalogue.fee_verdict.${p.verdict}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="fact-source">{t('fee_check.method')}</p>
      <h3>{t('fee_check.rules')}</h3>
      <ul className="fee-check__rules">
        {TRUST_RULES.map((rule) => (
          <TrustRuleItem key={rule.id} rule={rule} />
        ))}
      </ul>
      <p className="catalogue-muted">{lang === 'en' ? TRUST_GUIDANCE_NOTE.en : TRUST_GUIDANCE_NOTE.id}</p>
    </section>
  );
}

/** The verdict in plain words, with the numbers behind it. */
function VerdictWords({ check, money }: { check: Check; money: (amount: number) => string }) {
  const { t } = useTranslation('public');
  const basis = check.basis;
  if (check.verdict === 'too_few' || !basis) return <p>{t('fee_check.too_few', { min: check.min_peers })}</p>;
  return (
    <p>
      {t(`fee_check.${check.verdict}`, {
        peers: basis.peers,
        program: basis.program_label,
        median: money(basis.median),
        p90: money(basis.p90),
        limit: money(Math.floor(basis.p90 * check.far_above_factor)),
      })}
    </p>
  );
}

/** One rule: its heading, its guidance in the reader's language, and its sources. */
function TrustRuleItem({ rule }: { rule: TrustRule }) {
  const { t, i18n } = useTranslation('public');
  const sourceTitle = useSourceTitle();
  const lang = i18n.language === 'en' ? 'en' : 'id';
  return (
    <li>
      <h4>{rule.title[lang]}</h4>
      <p>{rule.guidance[lang]}</p>
      {rule.sources.map((key) => {
        const source = primarySource(key);
        return (
          <p key={key} className="fact-source">
            {t('fee_check.source', {
              title: sourceTitle(source.title, source.title_lang),
              publisher: source.publisher ?? '',
              date: formatFactDate(source.date, i18n.language),
            })}{' '}
            {source.url && (
              <a href={source.url} rel="noopener noreferrer">
                {t('fee_check.read')}
              </a>
            )}{' '}
            {source.checked && t('fee_check.checked', { date: formatFactDate(source.checked, i18n.language) })}
          </p>
        );
      })}
    </li>
  );
}
