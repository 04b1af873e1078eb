import { loadConfig } from '../src/config';
import { DEMO_ACCOUNTS } from '../src/db/seed/accounts';
import { generateInstitutes } from '../src/db/seed/data/institutes';
import { generateJobs } from '../src/db/seed/data/jobs';
import { feeLevel, feeRange, type Program } from 'contracts';
import { instituteSearchText, programFlags, provinceKey } from '../src/modules/catalogue/columns';
import { estimateTakeHome } from '../src/modules/catalogue/facts';
import type { InstituteDetailsJson } from '../src/modules/catalogue/types';
import { createTestApp, type TestApp } from './helpers';

/** The demo catalogue meets docs/architecture.md's minimums and is internally consistent; the generators are deterministic. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo catalogue', () => {
  test('meets the documented catalogue minimums (docs/architecture.md)', async () => {
    const institutes = await t.app.db.selectFrom('institutes').selectAll().execute();
    const jobs = await t.app.db.selectFrom('jobs').selectAll().execute();
    expect(institutes.length).toBeGreaterThanOrEqual(40);
    expect(jobs.length).toBeGreaterThanOrEqual(60);
    expect(new Set(institutes.map((i) => i.province)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(institutes.map((i) => i.fee_level))).toEqual(new Set(['low', 'medium', 'high']));
    expect(new Set(institutes.map((i) => i.has_dormitory))).toEqual(new Set([0, 1]));
    for (const column of ['prog_titp', 'prog_ssw', 'prog_kaigo_fukushishi', 'prog_language'] as const) {
      expect(institutes.some((i) => i[column] === 1)).toBe(true);
    }
    expect(new Set(jobs.map((j) => j.experience))).toEqual(new Set(['experienced', 'inexperienced']));
    expect(new Set(jobs.map((j) => j.pathway))).toEqual(new Set(['titp', 'ssw', 'kaigo_fukushishi']));
    expect(new Set(jobs.map((j) => j.prefecture)).size).toBeGreaterThanOrEqual(10);
  });

  test('institutes 1 and 2 exist, the demo staff work there, and both have vacancies', async () => {
    for (const account of DEMO_ACCOUNTS.filter((a) => a.lpk_id !== null)) {
      const user = await t.app.db.selectFrom('users').select('lpk_id').where('email', '=', account.email).executeTakeFirstOrThrow();
      const institute = await t.app.db.selectFrom('institutes').select('id').where('id', '=', user.lpk_id!).executeTakeFirst();
      expect(institute?.id).toBe(account.lpk_id);
      const jobs = await t.app.db.selectFrom('jobs').select('id').where('lpk_id', '=', account.lpk_id!).execute();
      expect(jobs.length).toBeGreaterThan(0);
    }
  });

  test('derived columns agree with the visible fields; details are complete', async () => {
    const institutes = await t.app.db.selectFrom('institutes').selectAll().execute();
    expect(new Set(institutes.map((i) => i.name)).size).toBe(institutes.length);
    for (const i of institutes) {
      const programs = JSON.parse(i.programs) as Program[];
      expect(programs.length).toBeGreaterThan(0);
      expect({ prog_titp: i.prog_titp, prog_ssw: i.prog_ssw, prog_kaigo_fukushishi: i.prog_kaigo_fukushishi, prog_language: i.prog_language }).toEqual(
        programFlags(programs),
      );
      expect(i.fee_level).toBe(feeLevel(i.registration_fee));
      expect(i.search_text).toBe(instituteSearchText(i.name, i.city, i.province));
      expect(i.province_key).toBe(provinceKey(i.province));
      expect(i.name.startsWith('LPK ')).toBe(true);
      expect(i.address).toContain(i.city);
      expect(i.pass_rate).toBeGreaterThan(0);
      expect(i.pass_rate).toBeLessThanOrEqual(100);
      expect(i.rating).toBeGreaterThanOrEqual(1);
      expect(i.rating).toBeLessThanOrEqual(5);
      expect(i.description_id).not.toBe(i.description_en);
      const d = JSON.parse(i.details) as InstituteDetailsJson;
      expect(d.fees.items.reduce((sum, item) => sum + item.amount, 0)).toBe(i.registration_fee);
      expect(d.fees.items.every((item) => item.amount > 0)).toBe(true);
      expect(d.licences.lpk_permit.number).toBe(i.licence_number);
      expect(d.licences.sending_org.status).toBe(i.sending_org_status);
      expect(d.licences.accreditation.grade).toBe(i.accreditation);
      expect(d.dormitory === null).toBe(i.has_dormitory === 0);
      expect(d.contact.email).toMatch(/\.test$/);
      expect(d.fictional).toBe(true);
      if (programs.includes('titp')) expect(['registered', 'in_process']).toContain(i.sending_org_status);
    }
  });

  test('every vacancy belongs to an institute teaching its pathway, has a future deadline and a sourced wage', async () => {
    const rows = await t.app.db
      .selectFrom('jobs')
      .innerJoin('institutes', 'institutes.id', 'jobs.lpk_id')
      .select(['jobs.pathway', 'jobs.deadline', 'jobs.details', 'jobs.jlpt_required', 'institutes.programs'])
      .execute();
    const today = new Date().toISOString().slice(0, 10);
    for (const row of rows) {
      expect(JSON.parse(row.programs)).toContain(row.pathway);
      expect(row.deadline > today).toBe(true);
      expect(row.jlpt_required).toBe(row.pathway === 'kaigo_fukushishi' ? 'N2' : 'N4');
      const details = JSON.parse(row.details);
      expect(details.description.id.length).toBeGreaterThan(20);
      expect(details.description.en.length).toBeGreaterThan(20);
      expect(details.wage_basis.figures.every((f: { source: string; date: string }) => f.source && f.date)).toBe(true);
    }
  });
});

describe('generators', () => {
  const now = new Date('2026-03-01T00:00:00Z');

  test('deterministic for a seed and date', () => {
    expect(generateInstitutes(30, { now })).toEqual(generateInstitutes(30, { now }));
    expect(generateInstitutes(30, { now, seed: 1 })).not.toEqual(generateInstitutes(30, { now, seed: 2 }));
    const owners = generateInstitutes(10, { now }).map((row, k) => ({ id: k + 1, programs: JSON.parse(row.programs) as Program[] }));
    expect(generateJobs(20, owners, { today: now })).toEqual(generateJobs(20, owners, { today: now }));
  });

  test('the demo institutes are the first of any larger synthetic set', () => {
    const demo = generateInstitutes(48, { now });
    const big = generateInstitutes(2000, { now });
    expect(big.slice(0, 48)).toEqual(demo);
    expect(new Set(big.map((i) => i.province)).size).toBeGreaterThanOrEqual(25);
    expect(big.every((i) => i.fee_level === feeLevel(i.registration_fee))).toBe(true);
  });

  test('deadlines fall after the seeding date', () => {
    const owners = [
      { id: 1, programs: ['titp', 'ssw', 'kaigo_fukushishi'] as Program[] },
      { id: 2, programs: ['ssw'] as Program[] },
    ];
    const jobs = generateJobs(100, owners, { today: now });
    expect(jobs.every((j) => j.deadline >= '2026-03-15' && j.deadline <= '2026-06-29')).toBe(true);
  });
});

describe('shared rules', () => {
  test('fee levels: low below 5,000,000; medium up to 15,000,000; high above', () => {
    expect(feeLevel(0)).toBe('low');
    expect(feeLevel(4_999_999)).toBe('low');
    expect(feeLevel(5_000_000)).toBe('medium');
    expect(feeLevel(15_000_000)).toBe('medium');
    expect(feeLevel(15_000_001)).toBe('high');
    for (const level of ['low', 'medium', 'high'] as const) {
      const { min, max } = feeRange(level);
      if (min !== undefined) expect(feeLevel(min)).toBe(level);
      if (max !== undefined) expect(feeLevel(max)).toBe(level);
    }
  });

  test('take-home estimate: year 1 without resident tax, about 70-78% of 200,000 after deductions and dormitory', () => {
    const rate = { jpy_idr: 108, date: '2025-10-01' };
    const y1 = estimateTakeHome(200_000, rate, 1);
    expect(y1.deductions.map((d) => d.key)).not.toContain('resident_tax');
    expect(y1.take_home_jpy.max / 200_000).toBeGreaterThan(0.7);
    expect(y1.take_home_jpy.max / 200_000).toBeLessThanOrEqual(0.78);
    const y2 = estimateTakeHome(200_000, rate, 2);
    expect(y2.deductions.map((d) => d.key)).toContain('resident_tax');
    expect(y2.gross_idr).toBe(21_600_000);
  });

  test('exchange rate from the environment, with safe fallbacks', () => {
    const exchangeRateFromEnv = (env: NodeJS.ProcessEnv) => loadConfig(env).exchangeRate;
    expect(exchangeRateFromEnv({})).toEqual({ jpy_idr: 108, date: '2025-10-01' });
    expect(exchangeRateFromEnv({ JPY_IDR_RATE: '112', JPY_IDR_RATE_DATE: '2026-02-01' })).toEqual({ jpy_idr: 112, date: '2026-02-01' });
    expect(exchangeRateFromEnv({ JPY_IDR_RATE: '-5', JPY_IDR_RATE_DATE: 'yesterday' })).toEqual({ jpy_idr: 108, date: '2025-10-01' });
  });
});
