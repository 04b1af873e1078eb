import type { FastifyInstance } from 'fastify';
import { MINIMUM_WAGE, MONTHLY_HOURS } from '../src/modules/catalogue/facts';
import { call, createTestApp, type TestApp } from './helpers';

/** GET /api/lpk/jobs, /jobs/{id}?lpk_id= and /facts on the demo catalogue. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Job {
  id: number;
  lpk_id: number;
  lpk_name: string;
  title: string;
  facility_type: string;
  prefecture: string;
  city: string;
  monthly_salary_jpy: number;
  experience: string;
  pathway: string;
  jlpt_required: string;
  deadline: string;
  openings: number;
  is_open: boolean;
}

const URL = '/api/lpk/jobs';
const today = () => new Date().toISOString().slice(0, 10);

async function all(app: FastifyInstance, query: string, lang?: string): Promise<{ items: Job[]; total: number }> {
  const items: Job[] = [];
  let total = -1;
  for (let page = 1; page < 100; page += 1) {
    const res = await call(app, 'GET', `${URL}?${query}${query ? '&' : ''}per_page=50&page=${page}`, { lang });
    expect(res.status).toBe(200);
    total = res.body.data.meta.total as number;
    items.push(...(res.body.data.items as Job[]));
    if (page >= res.body.data.meta.last_page) break;
  }
  expect(items).toHaveLength(total);
  return { items, total };
}

async function dbJobCount(): Promise<number> {
  const row = await t.app.db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('job list', () => {
  test('fields, meta, order by deadline then id, open vacancies', async () => {
    const res = await call(t.app, 'GET', URL);
    expect(res.status).toBe(200);
    const total = await dbJobCount();
    expect(res.body.data.meta).toEqual({ page: 1, per_page: 20, total, last_page: Math.ceil(total / 20) });
    const job = res.body.data.items[0] as Job;
    for (const key of [
      'id',
      'lpk_id',
      'lpk_name',
      'title',
      'prefecture',
      'city',
      'monthly_salary_jpy',
      'experience',
      'pathway',
      'jlpt_required',
      'deadline',
      'openings',
    ]) {
      expect(job).toHaveProperty(key);
    }
    const { items } = await all(t.app, '');
    for (let k = 1; k < items.length; k += 1) {
      const a = items[k - 1]!;
      const b = items[k]!;
      expect(a.deadline < b.deadline || (a.deadline === b.deadline && a.id < b.id)).toBe(true);
    }
    expect(items.every((j) => j.deadline > today() && j.is_open)).toBe(true);
    expect(items.every((j) => Number.isInteger(j.monthly_salary_jpy) && j.openings >= 1)).toBe(true);
  });

  test.each(['experienced', 'inexperienced'] as const)('experience=%s', async (experience) => {
    const { items, total } = await all(t.app, `experience=${experience}`);
    expect(total).toBeGreaterThan(0);
    expect(items.every((j) => j.experience === experience)).toBe(true);
  });

  test.each(['titp', 'ssw', 'kaigo_fukushishi'] as const)('pathway=%s, with its JLPT level', async (pathway) => {
    const { items, total } = await all(t.app, `pathway=${pathway}`);
    expect(total).toBeGreaterThan(0);
    expect(items.every((j) => j.pathway === pathway)).toBe(true);
    expect(items.every((j) => j.jlpt_required === (pathway === 'kaigo_fukushishi' ? 'N2' : 'N4'))).toBe(true);
  });

  test('experience totals add up', async () => {
    const a = await all(t.app, 'experience=experienced');
    const b = await all(t.app, 'experience=inexperienced');
    expect(a.total + b.total).toBe(await dbJobCount());
  });

  test('prefecture is case- and accent-insensitive', async () => {
    const tokyo = await all(t.app, 'prefecture=Tokyo');
    expect(tokyo.total).toBeGreaterThan(0);
    expect(tokyo.items.every((j) => j.prefecture === 'Tokyo')).toBe(true);
    for (const variant of ['tokyo', 'TOKYO', encodeURIComponent('Tōkyō')]) {
      expect((await call(t.app, 'GET', `${URL}?prefecture=${variant}`)).body.data.meta.total).toBe(tokyo.total);
    }
    expect((await call(t.app, 'GET', `${URL}?prefecture=${encodeURIComponent("Tokyo' OR '1'='1")}`)).body.data.meta.total).toBe(0);
  });

  test('lpk_id and combined filters', async () => {
    const mine = await all(t.app, 'lpk_id=1');
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.items.every((j) => j.lpk_id === 1)).toBe(true);
    const combined = await all(t.app, 'lpk_id=2&pathway=titp&experience=inexperienced');
    expect(combined.items.every((j) => j.lpk_id === 2 && j.pathway === 'titp' && j.experience === 'inexperienced')).toBe(true);
    const none = await call(t.app, 'GET', `${URL}?lpk_id=99999`);
    expect(none.body.data).toEqual({ items: [], meta: { page: 1, per_page: 20, total: 0, last_page: 1 } });
  });

  test('wages respect the FY2025 minimum wage and stay near the section-6 averages', async () => {
    const { items } = await all(t.app, '');
    for (const job of items) {
      const hourly = MINIMUM_WAGE.fy2025.prefectures[job.prefecture] ?? MINIMUM_WAGE.fy2025.lowest.value;
      expect(job.monthly_salary_jpy).toBeGreaterThanOrEqual(hourly * MONTHLY_HOURS);
      expect(job.monthly_salary_jpy).toBeGreaterThan(170_000);
      expect(job.monthly_salary_jpy).toBeLessThan(300_000);
    }
  });

  test('title follows the language; a page beyond the last is empty', async () => {
    const id = await call(t.app, 'GET', `${URL}?per_page=3`);
    const en = await call(t.app, 'GET', `${URL}?per_page=3`, { lang: 'en' });
    expect(id.body.data.items[0].title).toMatch(/Perawat lansia/);
    expect(en.body.data.items[0].title).toMatch(/[Cc]are worker/);
    const beyond = await call(t.app, 'GET', `${URL}?page=999`);
    expect(beyond.body.data.items).toEqual([]);
    expect(beyond.body.data.meta.total).toBe(await dbJobCount());
  });

  test.each([
    ['experience=senior', 'experience', /Pengalaman tidak dikenal/, /Unknown experience/],
    ['pathway=visa', 'pathway', /Jalur tidak dikenal/, /Unknown pathway/],
    ['lpk_id=abc', 'lpk_id', /bilangan bulat/, /whole number/],
    ['lpk_id=0', 'lpk_id', /Minimal 1/, /At least 1/],
    ['page=0', 'page', /Minimal 1/, /At least 1/],
    ['per_page=51', 'per_page', /Maksimal 50/, /At most 50/],
    [`prefecture=${'x'.repeat(101)}`, 'prefecture', /Maksimal 100/, /At most 100/],
  ])('%s -> 422', async (query, field, idMessage, enMessage) => {
    const id = await call(t.app, 'GET', `${URL}?${query}`);
    expect(id.status).toBe(422);
    expect(Object.keys(id.body.errors ?? {})).toEqual([field]);
    expect(id.body.errors![field]![0]).toMatch(idMessage);
    const en = await call(t.app, 'GET', `${URL}?${query}`, { lang: 'en' });
    expect(en.body.message).toBe('The given data was invalid.');
    expect(en.body.errors![field]![0]).toMatch(enMessage);
  });
});

describe('job detail', () => {
  test('with and without a matching lpk_id, localised, with the wage basis and a take-home estimate', async () => {
    const job = await t.app.db.selectFrom('jobs').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    const id = await call(t.app, 'GET', '/api/lpk/jobs/1');
    expect(id.status).toBe(200);
    const en = await call(t.app, 'GET', `/api/lpk/jobs/1?lpk_id=${job.lpk_id}`, { lang: 'en' });
    expect(en.status).toBe(200);
    expect(en.body.data.id).toBe(1);
    expect(en.body.data.lpk_id).toBe(job.lpk_id);
    expect(en.body.data.title).toBe(job.title_en);
    expect(id.body.data.title).toBe(job.title_id);
    expect(en.body.data.description).toMatch(/Duties/);
    expect(id.body.data.description).toMatch(/Tugas/);
    expect(en.body.data.requirements.length).toBeGreaterThan(0);
    expect(en.body.data.benefits.length).toBeGreaterThan(0);
    expect(en.body.data.institute).toMatchObject({ id: job.lpk_id });
    const figures = en.body.data.wage_basis.figures as { source: string; date: string; value: number }[];
    expect(figures.length).toBeGreaterThanOrEqual(2);
    expect(figures.every((f) => f.source.length > 0 && /^\d{4}(-\d{2})?$/.test(f.date))).toBe(true);
    const estimate = en.body.data.salary_estimate;
    expect(estimate.gross_jpy).toBe(job.monthly_salary_jpy);
    expect(estimate.take_home_jpy.max).toBeLessThan(job.monthly_salary_jpy);
    expect(estimate.take_home_jpy.min / job.monthly_salary_jpy).toBeGreaterThan(0.6);
    expect(estimate.gross_idr).toBe(Math.round(job.monthly_salary_jpy * estimate.exchange_rate.jpy_idr));
  });

  test.each([
    ['/api/lpk/jobs/99999', 404],
    ['/api/lpk/jobs/abc', 404],
    ['/api/lpk/jobs/0', 404],
    ['/api/lpk/jobs/1?lpk_id=99999', 404],
    ['/api/lpk/jobs/1?lpk_id=abc', 422],
  ])('%s -> %i', async (url, status) => {
    const res = await call(t.app, 'GET', url);
    expect(res.status).toBe(status);
    if (status === 404) {
      expect(res.body.message).toBe('Lowongan tidak ditemukan.');
      expect((await call(t.app, 'GET', url, { lang: 'en' })).body.message).toBe('Vacancy not found.');
    }
  });

  test('404 when lpk_id names another institute', async () => {
    const job = await t.app.db.selectFrom('jobs').select(['id', 'lpk_id']).where('id', '=', 1).executeTakeFirstOrThrow();
    const other = job.lpk_id === 1 ? 2 : 1;
    expect((await call(t.app, 'GET', `/api/lpk/jobs/${job.id}?lpk_id=${other}`)).status).toBe(404);
  });
});

describe('facts', () => {
  test('salary-simulation inputs with sources and dates (docs/architecture.md section 6)', async () => {
    const res = await call(t.app, 'GET', '/api/lpk/facts', { lang: 'en' });
    expect(res.status).toBe(200);
    const f = res.body.data;
    expect(f.minimum_wage.fy2025).toMatchObject({
      national_average: 1121,
      prefectures: { Tokyo: 1226 },
      lowest: { value: 1023, prefectures: ['Kochi', 'Miyazaki', 'Okinawa'] },
    });
    expect(f.minimum_wage.fy2024).toMatchObject({ national_average: 1055, prefectures: { Tokyo: 1163, Akita: 951 } });
    expect(f.average_monthly_pay).toMatchObject({ titp: 204_100, ssw: 232_600, ssw_kaigo: 223_000, date: '2023' });
    for (const figure of [f.minimum_wage.fy2025, f.minimum_wage.fy2024, f.average_monthly_pay, f.deductions, f.exchange_rate.typical_range, f.pathways.titp]) {
      expect(figure.source).toEqual(expect.any(String));
      expect(figure.date).toMatch(/^\d{4}/);
    }
    expect(f.deductions.items.map((d: { key: string; rate: number }) => [d.key, d.rate])).toEqual([
      ['income_tax', 0.025],
      ['resident_tax', 0.05],
      ['pension', 0.0925],
      ['health_insurance', 0.05],
      ['employment_insurance', 0.003],
    ]);
    expect(f.deductions.dormitory_jpy).toEqual({ min: 15_000, max: 30_000 });
    expect(f.deductions.take_home_ratio).toEqual({ min: 0.7, max: 0.78 });
    expect(f.exchange_rate.typical_range).toMatchObject({ min: 105, max: 115 });
    expect(f.pathways.titp).toMatchObject({ duration_years: { min: 3, max: 5 }, jlpt_entry: 'N4', replacement_from: '2027-04' });
    expect(f.pathways.ssw_kaigo).toMatchObject({ max_years: 5, family_allowed: false });
    expect(f.pathways.kaigo_fukushishi).toMatchObject({
      jlpt_expected: 'N2',
      renewable_without_limit: true,
      family_allowed: true,
      eligibility: { work_years: 3, course_hours: 450 },
    });
    expect(f.salary_claim.basis).toBe('gross');
    expect(f.salary_claim.note).toMatch(/gross/);
    // Resident tax starts in year 2: year 2 keeps less than year 1.
    expect(f.simulation_example.year_2.take_home_jpy.max).toBeLessThan(f.simulation_example.year_1.take_home_jpy.max);
  });

  test('localised notes', async () => {
    const id = await call(t.app, 'GET', '/api/lpk/facts');
    const en = await call(t.app, 'GET', '/api/lpk/facts', { lang: 'en' });
    expect(id.body.data.salary_claim.note).toMatch(/gaji kotor/);
    expect(en.body.data.pathways.titp.name).toBe('Technical intern (TITP)');
    expect(id.body.data.deductions.items[0].label).toBe('Pajak penghasilan');
    // Descriptions of where a figure comes from are in the page's language (titles of official
    // sources stay as published).
    expect(id.body.data.deductions.source).toMatch(/^Perkiraan tarif pajak/);
    expect(en.body.data.deductions.source).toMatch(/^Approximation of Japanese income tax/);
    expect(id.body.data.exchange_rate.source).toMatch(/^Kurs yang ditetapkan situs ini/);
    expect(id.body.data.exchange_rate.typical_range.source).toMatch(/^Kurs pasar JPY\/IDR/);
    expect(en.body.data.exchange_rate.typical_range.source).toMatch(/^JPY\/IDR market rates/);
  });

  test('exchange rate defaults to 108 on 2025-10-01 and is configurable', async () => {
    const saved = { rate: process.env.JPY_IDR_RATE, date: process.env.JPY_IDR_RATE_DATE };
    delete process.env.JPY_IDR_RATE;
    delete process.env.JPY_IDR_RATE_DATE;
    const plain = await createTestApp();
    process.env.JPY_IDR_RATE = '111.5';
    process.env.JPY_IDR_RATE_DATE = '2026-01-15';
    const custom = await createTestApp();
    try {
      const a = (await call(plain.app, 'GET', '/api/lpk/facts')).body.data.exchange_rate;
      expect(a).toMatchObject({ jpy_idr: 108, date: '2025-10-01' });
      const b = await call(custom.app, 'GET', '/api/lpk/facts', { lang: 'en' });
      expect(b.body.data.exchange_rate).toMatchObject({ jpy_idr: 111.5, date: '2026-01-15' });
      expect(b.body.data.exchange_rate.note).toMatch(/111\.5 as of 2026-01-15/);
      const job = await call(custom.app, 'GET', '/api/lpk/jobs/1');
      expect(job.body.data.salary_estimate.exchange_rate.jpy_idr).toBe(111.5);
    } finally {
      for (const [key, value] of [
        ['JPY_IDR_RATE', saved.rate],
        ['JPY_IDR_RATE_DATE', saved.date],
      ] as const) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
      await plain.close();
      await custom.close();
    }
  });
});
