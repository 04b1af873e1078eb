import type { FastifyPluginAsync } from 'fastify';
import type { Translate } from '../../i18n';
import { success } from '../../plugins/envelope';
import {
  AVERAGE_MONTHLY_PAY,
  DEDUCTIONS,
  EXCHANGE_RATE_RANGE,
  MINIMUM_WAGE,
  PATHWAYS,
  estimateTakeHome,
  type ExchangeRate,
} from './facts';

/** The salary-simulation inputs of docs/architecture.md section 6, each with its source and date, labelled in the request language. */
export function presentFacts(t: Translate, rate: ExchangeRate) {
  const claimGross = AVERAGE_MONTHLY_PAY.titp;
  const claim = estimateTakeHome(claimGross, rate, 1);
  return {
    minimum_wage: MINIMUM_WAGE,
    average_monthly_pay: { unit: 'JPY/month', ...AVERAGE_MONTHLY_PAY },
    deductions: {
      ...DEDUCTIONS,
      source: t('catalogue.facts.source_deductions'),
      items: DEDUCTIONS.items.map((d) => ({ ...d, label: t(`catalogue.deduction.${d.key}`) })),
      note: t('catalogue.facts.take_home'),
    },
    exchange_rate: {
      jpy_idr: rate.jpy_idr,
      date: rate.date,
      source: t('catalogue.facts.source_rate_config'),
      typical_range: { ...EXCHANGE_RATE_RANGE, source: t('catalogue.facts.source_rate_range') },
      note: t('catalogue.facts.exchange_rate', { rate: rate.jpy_idr, date: rate.date }),
    },
    pathways: {
      titp: { ...PATHWAYS.titp, name: t('catalogue.pathway.titp'), summary: t('catalogue.facts.titp') },
      ssw_kaigo: { ...PATHWAYS.ssw_kaigo, name: t('catalogue.pathway.ssw_kaigo'), summary: t('catalogue.facts.ssw_kaigo') },
      kaigo_fukushishi: { ...PATHWAYS.kaigo_fukushishi, name: t('catalogue.pathway.kaigo_fukushishi'), summary: t('catalogue.facts.kaigo_fukushishi') },
    },
    salary_claim: {
      basis: 'gross',
      gross_monthly_jpy: claimGross,
      gross_monthly_idr: claim.gross_idr,
      take_home_idr: claim.take_home_idr,
      source: AVERAGE_MONTHLY_PAY.source,
      date: AVERAGE_MONTHLY_PAY.date,
      note: t('catalogue.facts.salary_claim'),
    },
    simulation_example: {
      year_1: estimateTakeHome(DEDUCTIONS.reference_gross_jpy, rate, 1),
      year_2: estimateTakeHome(DEDUCTIONS.reference_gross_jpy, rate, 2),
    },
  };
}

/** GET /facts: salary-simulation inputs with sources and dates. */
const factsRoutes: FastifyPluginAsync<{ exchangeRate: ExchangeRate }> = async (app, options) => {
  app.get('/facts', async (request) => success(presentFacts(request.t, options.exchangeRate)));
};

export default factsRoutes;
