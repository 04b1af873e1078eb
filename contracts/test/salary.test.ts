import { simulateSalary, type DeductionRate } from '../src';

/** The salary simulation of docs/architecture.md section 6 (the API's estimates and the simulation form share it). */
const deductions: DeductionRate[] = [
  { key: 'income_tax', rate: 0.025, from_year: 1 },
  { key: 'resident_tax', rate: 0.05, from_year: 2 },
  { key: 'pension', rate: 0.0925, from_year: 1 },
  { key: 'health_insurance', rate: 0.05, from_year: 1 },
  { key: 'employment_insurance', rate: 0.003, from_year: 1 },
];
const inputs = { deductions, dormitory_jpy: { min: 15_000, max: 30_000 }, jpy_idr: 108 };

test('year 1 leaves out resident tax, year 2 adds it; each deduction rounded to the yen; dormitory gives a range', () => {
  const y1 = simulateSalary(200_000, 1, inputs);
  // 5,000 + 18,500 + 10,000 + 600 = 34,100 deducted
  expect(y1.deductions.map((d) => d.key)).toEqual(['income_tax', 'pension', 'health_insurance', 'employment_insurance']);
  expect(y1.deductions.map((d) => d.amount_jpy)).toEqual([5000, 18500, 10000, 600]);
  expect(y1.after_deductions_jpy).toBe(165_900);
  expect(y1.dormitory_jpy).toEqual({ min: 15_000, max: 30_000 });
  expect(y1.take_home_jpy).toEqual({ min: 135_900, max: 150_900 });
  expect(y1.gross_idr).toBe(21_600_000);
  expect(y1.take_home_idr).toEqual({ min: 14_677_200, max: 16_297_200 });
  const y2 = simulateSalary(200_000, 2, inputs);
  expect(y2.deductions.map((d) => d.key)).toContain('resident_tax');
  expect(y2.after_deductions_jpy).toBe(155_900);
});

test('rupiah at the given rate, rounded to the rupiah', () => {
  const sim = simulateSalary(123_457, 1, { ...inputs, jpy_idr: 111.5 });
  expect(sim.gross_idr).toBe(Math.round(123_457 * 111.5));
  expect(sim.take_home_idr.max).toBe(Math.round(sim.take_home_jpy.max * 111.5));
});
