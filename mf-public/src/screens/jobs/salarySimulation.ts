import type { Facts } from '../../api/types';

export interface SimulationLine {
  key: string;
  label: string;
  rate: number;
  amount_jpy: number;
}

export interface Simulation {
  gross_jpy: number;
  deductions: SimulationLine[];
  after_deductions_jpy: number;
  dormitory_jpy: { min: number; max: number };
  take_home_jpy: { min: number; max: number };
  gross_idr: number;
  take_home_idr: { min: number; max: number };
}

/**
 * Gross monthly JPY -> deductions that apply in this year of work (each rounded to the yen) ->
 * after tax and insurance -> minus a dormitory within the usual range -> take-home, and rupiah at
 * the configured rate. The same arithmetic as the API's estimate (api/src/modules/catalogue/facts.ts).
 */
export function simulateSalary(grossJpy: number, year: 1 | 2, facts: Pick<Facts, 'deductions' | 'exchange_rate'>): Simulation {
  const deductions = facts.deductions.items
    .filter((d) => year >= d.from_year)
    .map((d) => ({ key: d.key, label: d.label, rate: d.rate, amount_jpy: Math.round(grossJpy * d.rate) }));
  const after = grossJpy - deductions.reduce((sum, d) => sum + d.amount_jpy, 0);
  const dorm = facts.deductions.dormitory_jpy;
  const takeHome = { min: after - dorm.max, max: after - dorm.min };
  const rate = facts.exchange_rate.jpy_idr;
  return {
    gross_jpy: grossJpy,
    deductions,
    after_deductions_jpy: after,
    dormitory_jpy: { ...dorm },
    take_home_jpy: takeHome,
    gross_idr: Math.round(grossJpy * rate),
    take_home_idr: { min: Math.round(takeHome.min * rate), max: Math.round(takeHome.max * rate) },
  };
}

export const GROSS_MIN = 50_000;
export const GROSS_MAX = 1_000_000;
