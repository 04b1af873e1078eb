/**
 * The salary simulation (docs/architecture.md section 6), one arithmetic for the API's
 * estimates (a vacancy's take-home pay, GET /facts) and the simulation form of /inexperienced
 * and /about: gross monthly JPY -> the deductions that apply in this year of work (each rounded
 * to the yen) -> after tax and insurance -> minus a dormitory charge within the usual range ->
 * take-home, and rupiah at the configured rate. A simulation, not advice.
 */

/** One deduction: a fraction of gross pay, from a year of work on (resident tax starts in year 2). */
export interface DeductionRate {
  key: string;
  rate: number;
  from_year: number;
}

export interface SalaryInputs {
  deductions: readonly DeductionRate[];
  /** The usual monthly dormitory charge. */
  dormitory_jpy: { min: number; max: number };
  /** Rupiah per yen. */
  jpy_idr: number;
}

/** Gross monthly pay the simulation form accepts (JPY). */
export const SIMULATION_GROSS_MIN_JPY = 50_000;
export const SIMULATION_GROSS_MAX_JPY = 1_000_000;

export function simulateSalary(grossJpy: number, year: number, inputs: SalaryInputs) {
  const deductions = inputs.deductions.filter((d) => year >= d.from_year).map((d) => ({ key: d.key, rate: d.rate, amount_jpy: Math.round(grossJpy * d.rate) }));
  const afterDeductions = grossJpy - deductions.reduce((sum, d) => sum + d.amount_jpy, 0);
  const dormitory = inputs.dormitory_jpy;
  const takeHome = { min: afterDeductions - dormitory.max, max: afterDeductions - dormitory.min };
  const idr = (jpy: number) => Math.round(jpy * inputs.jpy_idr);
  return {
    gross_jpy: grossJpy,
    year,
    deductions,
    after_deductions_jpy: afterDeductions,
    dormitory_jpy: { min: dormitory.min, max: dormitory.max },
    take_home_jpy: takeHome,
    gross_idr: idr(grossJpy),
    take_home_idr: { min: idr(takeHome.min), max: idr(takeHome.max) },
  };
}

export type SalarySimulation = ReturnType<typeof simulateSalary>;
