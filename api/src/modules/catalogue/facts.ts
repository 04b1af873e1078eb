import { simulateSalary, type SourceTitleLang } from 'contracts';

/**
 * Facts for the copy and the salary simulation (docs/architecture.md section 6), each figure with its
 * source and date. The demo vacancies derive their wages from these figures, and
 * GET /api/lpk/facts serves them to the front end. Dates use ISO 8601 reduced precision
 * ("2025-10" = October 2025, "2023" = the year 2023) where the source gives no exact day.
 */

export interface Sourced {
  source: string;
  /** Language of the source's title. */
  source_lang: SourceTitleLang;
  /** When the figure applies (ISO 8601, possibly reduced precision). */
  date: string;
}

const MHLW_MIN_WAGE = 'Ministry of Health, Labour and Welfare (MHLW), regional minimum wages (地域別最低賃金)';
const MHLW_PAY_SURVEY = 'Ministry of Health, Labour and Welfare (MHLW) wage survey, 2023';

export const MINIMUM_WAGE = {
  unit: 'JPY/hour',
  fy2025: {
    effective_from: '2025-10',
    national_average: 1121,
    /** Prefectures whose FY2025 figure the design gives; others fall back to the national lowest as a legal floor. */
    prefectures: { Tokyo: 1226, Kochi: 1023, Miyazaki: 1023, Okinawa: 1023 } as Record<string, number>,
    lowest: { value: 1023, prefectures: ['Kochi', 'Miyazaki', 'Okinawa'] },
    source: MHLW_MIN_WAGE,
    source_lang: 'en',
    date: '2025-10',
  },
  fy2024: {
    effective_from: '2024-10',
    national_average: 1055,
    prefectures: { Tokyo: 1163, Akita: 951 } as Record<string, number>,
    lowest: { value: 951, prefectures: ['Akita'] },
    source: MHLW_MIN_WAGE,
    source_lang: 'en',
    date: '2024-10',
  },
} as const;

/** Average monthly pay of foreign workers by status (JPY). */
export const AVERAGE_MONTHLY_PAY = {
  titp: 204_100,
  ssw: 232_600,
  ssw_kaigo: 223_000,
  source: MHLW_PAY_SURVEY,
  source_lang: 'en',
  date: '2023',
} as const;

/** Approximate deductions on about 200,000 JPY gross. Rates are fractions of gross pay. */
export const DEDUCTIONS = {
  reference_gross_jpy: 200_000,
  items: [
    { key: 'income_tax', rate: 0.025, from_year: 1 },
    { key: 'resident_tax', rate: 0.05, from_year: 2 },
    { key: 'pension', rate: 0.0925, from_year: 1 },
    { key: 'health_insurance', rate: 0.05, from_year: 1 },
    { key: 'employment_insurance', rate: 0.003, from_year: 1 },
  ],
  dormitory_jpy: { min: 15_000, max: 30_000 },
  take_home_ratio: { min: 0.7, max: 0.78 },
  source: 'Approximation of Japanese income tax, resident tax and social-insurance rates for ~200,000 JPY gross',
  date: '2025',
} as const;

export const EXCHANGE_RATE_RANGE = {
  min: 105,
  max: 115,
  period: '2023/2025',
  source: 'JPY/IDR market rates 2023-2025 (approximate range)',
  date: '2025',
} as const;

export const DEFAULT_JPY_IDR_RATE = 108;
export const DEFAULT_JPY_IDR_RATE_DATE = '2025-10-01';

/** Work pathways: reference data of the contracts package (served here in GET /facts). */
export { PATHWAY_FACTS } from 'contracts';

/** Average monthly hours used to turn an hourly minimum wage into a monthly floor (40 h x 52 / 12). */
export const MONTHLY_HOURS = 173;

/** FY2025 hourly minimum wage to respect in a prefecture: its own figure when given, else the national lowest. */
export function minimumHourlyWage(prefecture: string): { value: number; basis: 'prefecture' | 'national_lowest' } {
  const own = MINIMUM_WAGE.fy2025.prefectures[prefecture];
  return own !== undefined ? { value: own, basis: 'prefecture' } : { value: MINIMUM_WAGE.fy2025.lowest.value, basis: 'national_lowest' };
}

/** JPY->IDR rate and its date: JPY_IDR_RATE / JPY_IDR_RATE_DATE (config/catalogue.ts), else the defaults above. */
export interface ExchangeRate {
  jpy_idr: number;
  date: string;
}

/**
 * Estimated take-home pay for a monthly gross wage, in the given year of work, with the
 * deductions and dormitory range above (contracts/src/rules/salary.ts). A simulation, not advice.
 */
export function estimateTakeHome(grossJpy: number, rate: ExchangeRate, year = 1) {
  return simulateSalary(grossJpy, year, { deductions: DEDUCTIONS.items, dormitory_jpy: DEDUCTIONS.dormitory_jpy, jpy_idr: rate.jpy_idr });
}
