import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SIMULATION_GROSS_MAX_JPY, SIMULATION_GROSS_MIN_JPY, simulateSalary, type Facts, type SalarySimulation as SalarySimulationResult } from 'contracts';
import { FactSource } from '../catalogue/FactSource';
import { formatDate, formatIdr, formatJpy, formatNumber } from '../catalogue/format';
import '../../screens/jobs/i18n';

/**
 * The salary simulation (gross pay, deductions, dormitory, take-home in yen and rupiah) of the
 * API's figures (GET /facts), with the API's arithmetic (contracts/src/rules/salary.ts). Shown on
 * /inexperienced and /about.
 */
export function SalarySimulation({ facts }: { facts: Facts }) {
  const { t, i18n } = useTranslation('public');
  const lang = i18n.language;
  const inputId = useId();
  const [grossText, setGrossText] = useState(String(facts.average_monthly_pay.titp));
  const [year, setYear] = useState<1 | 2>(1);
  const gross = Number(grossText.replace(/[.,\s]/g, ''));
  const valid = grossText.trim() !== '' && Number.isInteger(gross) && gross >= SIMULATION_GROSS_MIN_JPY && gross <= SIMULATION_GROSS_MAX_JPY;
  const rate = facts.exchange_rate;
  const sim = valid
    ? simulateSalary(gross, year, { deductions: facts.deductions.items, dormitory_jpy: facts.deductions.dormitory_jpy, jpy_idr: rate.jpy_idr })
    : undefined;
  const claim = facts.salary_claim;
  return (
    <section id="salary-simulation" className="section" aria-labelledby="simulation-title">
      <h2 id="simulation-title">{t('inexperienced.simulation_title')}</h2>
      <p>{t('inexperienced.simulation_lead')}</p>
      <form className="filters" onSubmit={(e) => e.preventDefault()}>
        <div className={`field${valid ? '' : ' field--invalid'}`}>
          <label className="field__label" htmlFor={inputId}>
            {t('inexperienced.gross_label')}
          </label>
          <input
            id={inputId}
            className="field__input"
            inputMode="numeric"
            value={grossText}
            onChange={(e) => setGrossText(e.target.value)}
            aria-invalid={valid ? undefined : true}
            aria-describedby={`${inputId}-hint${valid ? '' : ` ${inputId}-error`}`}
          />
          <p id={`${inputId}-hint`} className="field__hint">
            {t('inexperienced.gross_hint', {
              titp: formatJpy(facts.average_monthly_pay.titp, lang),
              ssw: formatJpy(facts.average_monthly_pay.ssw_kaigo, lang),
            })}
          </p>
          {!valid && (
            <p id={`${inputId}-error`} className="field__error" role="alert">
              {t('inexperienced.gross_invalid', { min: formatNumber(SIMULATION_GROSS_MIN_JPY, lang), max: formatNumber(SIMULATION_GROSS_MAX_JPY, lang) })}
            </p>
          )}
        </div>
        <fieldset>
          <legend>{t('inexperienced.year_label')}</legend>
          {([1, 2] as const).map((y) => (
            <label key={y} className="field--checkbox">
              <input type="radio" name="year" value={y} checked={year === y} onChange={() => setYear(y)} /> {t(`inexperienced.year_${y}`)}
            </label>
          ))}
        </fieldset>
      </form>
      {sim && <SimulationTable sim={sim} facts={facts} />}
      <p className="fact-source">{facts.deductions.note}</p>
      <FactSource source={facts.deductions.source} date={facts.deductions.date} sourceLang={facts.deductions.source_lang} />
      <p className="fact-source">{t('catalogue.source.rate', { rate: rate.jpy_idr, date: formatDate(rate.date, lang) })}</p>
      <div className="card section" role="note" aria-labelledby="claim-title">
        <h3 id="claim-title">{t('inexperienced.claim_title')}</h3>
        <p>{t('inexperienced.claim_text', { jpy: formatJpy(claim.gross_monthly_jpy, lang), idr: formatIdr(claim.gross_monthly_idr, lang) })}</p>
        <FactSource source={claim.source} date={claim.date} sourceLang={claim.source_lang} />
      </div>
    </section>
  );
}

/** The simulation's table: gross pay, each deduction at its rate, after deductions, the dormitory and the take-home range, in yen and rupiah. */
function SimulationTable({ sim, facts }: { sim: SalarySimulationResult; facts: Facts }) {
  const { t, i18n } = useTranslation('public');
  const lang = i18n.language;
  const rate = facts.exchange_rate;
  const deductionLabel = (key: string) => facts.deductions.items.find((d) => d.key === key)?.label ?? key;
  const idr = (jpy: number) => formatIdr(Math.round(jpy * rate.jpy_idr), lang);
  return (
    <div className="table-scroll" aria-live="polite" tabIndex={0} role="region" aria-label={t('inexperienced.table_caption')}>
      <table className="data-table">
        <caption className="visually-hidden">{t('inexperienced.table_caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('inexperienced.item')}</th>
            <th scope="col">{t('inexperienced.amount_jpy')}</th>
            <th scope="col">{t('inexperienced.amount_idr')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('inexperienced.gross')}</th>
            <td>{formatJpy(sim.gross_jpy, lang)}</td>
            <td>{formatIdr(sim.gross_idr, lang)}</td>
          </tr>
          {sim.deductions.map((d) => (
            <tr key={d.key}>
              <th scope="row">{t('inexperienced.rate_pct', { label: deductionLabel(d.key), pct: formatNumber(d.rate * 100, lang, 2) })}</th>
              <td>−{formatJpy(d.amount_jpy, lang)}</td>
              <td>−{idr(d.amount_jpy)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{t('inexperienced.after_deductions')}</th>
            <td>{formatJpy(sim.after_deductions_jpy, lang)}</td>
            <td>{idr(sim.after_deductions_jpy)}</td>
          </tr>
          <tr>
            <th scope="row">{t('inexperienced.dormitory', { min: formatJpy(sim.dormitory_jpy.min, lang), max: formatJpy(sim.dormitory_jpy.max, lang) })}</th>
            <td>
              −{formatJpy(sim.dormitory_jpy.min, lang)} – {formatJpy(sim.dormitory_jpy.max, lang)}
            </td>
            <td>
              −{idr(sim.dormitory_jpy.min)} – {idr(sim.dormitory_jpy.max)}
            </td>
          </tr>
          <tr>
            <th scope="row">{t('inexperienced.take_home')}</th>
            <td>
              <strong>
                {formatJpy(sim.take_home_jpy.min, lang)} – {formatJpy(sim.take_home_jpy.max, lang)}
              </strong>
            </td>
            <td>
              <strong>
                {formatIdr(sim.take_home_idr.min, lang)} – {formatIdr(sim.take_home_idr.max, lang)}
              </strong>
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
