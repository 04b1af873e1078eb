import {
  PATHWAY_FACTS,
  simulateSalary,
  type ComparedInstitute,
  type Facts,
  type InstituteCard,
  type InstituteDetail,
  type InstituteSummary,
  type JobDetail,
  type JobSummary,
} from 'contracts';
import type { User } from '../../src';

/*
 * The API's answers as screen tests of every front end feed them (docs/architecture.md section 2,
 * contracts/src/http): one builder per contract object, each with one set of defaults (fixtures.test.ts
 * parses them with the contracts' schemas). The default institute is LPK Sakura Mandiri (id 1,
 * Bandung); the default vacancy is job 46 of another LPK, LPK Hotaru Kupang (id 24, Kobe).
 */

/** A caregiver as the API presents one. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    full_name: 'Siti Rahayu',
    email: 'siti@example.test',
    phone: '+628123456789',
    avatar: null,
    role: 'caregiver',
    lpk_id: null,
    referral_code: 'SITI7',
    ...overrides,
  };
}

/** A vacancy of a list (GET /jobs, an institute's `jobs`). */
export function makeJob(overrides: Partial<JobSummary> = {}): JobSummary {
  return {
    id: 46,
    lpk_id: 24,
    lpk_name: 'LPK Hotaru Kupang',
    title: 'Experienced caregiver – private home, Kobe',
    facility_type: 'private_home',
    facility_type_label: 'Private care home',
    prefecture: 'Hyogo',
    city: 'Kobe',
    monthly_salary_jpy: 231000,
    experience: 'experienced',
    pathway: 'ssw',
    jlpt_required: 'N4',
    deadline: '2026-12-07',
    openings: 8,
    is_open: true,
    ...overrides,
  };
}

/** An institute of GET /institutes (the full view). */
export function makeInstitute(overrides: Partial<InstituteSummary> = {}): InstituteSummary {
  return {
    id: 1,
    name: 'LPK Sakura Mandiri',
    province: 'Jawa Barat',
    city: 'Bandung',
    address: 'Jl. Asia Afrika 1',
    programs: ['titp', 'ssw'],
    registration_fee: 13750000,
    fee_level: 'medium',
    has_dormitory: true,
    training_months: 7,
    licence: {
      number: 'KEP.329/2017',
      sending_org_status: 'registered',
      sending_org_status_label: 'Registered sending organisation (SO)',
      accreditation: 'B',
      accreditation_label: 'Accredited B',
    },
    pass_rate: 85.1,
    rating: 4.1,
    description: 'Care and Japanese training.',
    licence_verified_at: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

/** An institute of GET /institutes?view=card: what a result card shows (no address, licence or description). */
export function makeInstituteCard(overrides: Partial<InstituteCard> = {}): InstituteCard {
  const { address: _address, licence: _licence, description: _description, ...card } = makeInstitute();
  return { ...card, ...overrides };
}

/** An institute of GET /institutes/compare: the summary with its fees, pass rates, licences, contact and figures. */
export function makeComparedInstitute(overrides: Partial<ComparedInstitute> = {}): ComparedInstitute {
  const base = makeInstitute(overrides);
  return {
    ...base,
    programs_detail: base.programs.map((code) => ({ code, name: `Program ${code}` })),
    fees: {
      currency: 'IDR',
      total: base.registration_fee,
      level: base.fee_level,
      level_label: 'Medium',
      items: [
        { key: 'training', label: 'Training fee', amount: base.registration_fee - 1000000 },
        { key: 'registration', label: 'Registration fee', amount: 1000000 },
      ],
      instalments: true,
    },
    pass_rates: { overall: base.pass_rate, year: 2025, exams: [{ key: 'jft_basic', label: 'JFT-Basic', rate: 88.3, candidates: 113 }] },
    licences: [
      { kind: 'lpk_permit', label: 'LPK permit', number: base.licence.number, issuer: 'Disnaker Bandung', issued_on: '2017-05-09' },
      {
        kind: 'sending_organisation',
        label: 'Sending organisation (SO)',
        status: 'registered',
        status_label: 'Registered sending organisation (SO)',
        number: 'SO-123',
        since: 2018,
      },
      { kind: 'accreditation', label: 'Accreditation', grade: 'B', grade_label: 'Accredited B', body: 'LA-LPK', year: 2025 },
    ],
    contact: {
      address: base.address,
      phone: '+62 22 517 6849',
      email: 'info@sakura.test',
      office_hours: { days: 'mon_fri', days_label: 'Mon–Fri', open: '08:00', close: '17:00' },
    },
    dormitory: base.has_dormitory ? { capacity: 90, monthly_fee_idr: 500000, separate_by_gender: true } : null,
    founded_year: 2006,
    capacity_per_year: 120,
    instructors: 14,
    alumni_in_japan: 293,
    review_count: 286,
    facilities: [{ key: 'care_lab', label: 'Care practice lab' }],
    partner_prefectures: ['Hyogo'],
    fictional: true,
    jobs_count: 1,
    ...overrides,
  };
}

/** GET /institutes/{id}: the institute in full with its vacancies (`jobs`; by default one of its own). */
export function makeInstituteDetail(overrides: Partial<InstituteDetail> = {}): InstituteDetail {
  // A comparison's fee check is the summary; a detail's has every program's figures (given in `overrides` when a test needs it).
  const { fee_check: _summary, ...base } = makeComparedInstitute(overrides);
  return { ...base, jobs: [makeJob({ lpk_id: base.id, lpk_name: base.name })], ...overrides };
}

/** GET /jobs/{id}: a vacancy with its details. */
export function makeJobDetail(overrides: Partial<JobDetail> = {}): JobDetail {
  return {
    ...makeJob(),
    description: 'Care for residents of a private home in Kobe.',
    requirements: ['Nursing care skills test passed'],
    benefits: ['Dormitory provided'],
    working_hours: { per_week: 40, night_shifts: false },
    wage_basis: {
      method: 'estimate',
      pathway: 'ssw',
      figures: [{ key: 'average_monthly_pay.ssw_kaigo', value: 223000, unit: 'JPY/month', source: 'MHLW wage survey, 2023', date: '2023' }],
      note: 'Estimated pay.',
    },
    salary_estimate: {
      gross_jpy: 231000,
      year: 1,
      deductions: [],
      after_deductions_jpy: 191614,
      dormitory_jpy: { min: 15000, max: 30000 },
      take_home_jpy: { min: 161614, max: 176614 },
      gross_idr: 24948000,
      take_home_idr: { min: 17454312, max: 19074312 },
      exchange_rate: { jpy_idr: 108, date: '2025-10-01' },
      note: 'About 70-78% of gross.',
    },
    institute: { id: 24, name: 'LPK Hotaru Kupang', province: 'Nusa Tenggara Timur', city: 'Kupang' },
    fictional: true,
    ...overrides,
  };
}

/** GET /facts: the figures (exchange rate `rate` IDR per JPY, wages, deductions, pathways, the catalogue's counts). */
export function makeFacts(rate = 108): Facts {
  const deductions = [
    { key: 'income_tax', rate: 0.025, from_year: 1, label: 'Income tax' },
    { key: 'resident_tax', rate: 0.05, from_year: 2, label: 'Resident tax' },
    { key: 'pension', rate: 0.0925, from_year: 1, label: 'Pension' },
    { key: 'health_insurance', rate: 0.05, from_year: 1, label: 'Health insurance' },
    { key: 'employment_insurance', rate: 0.003, from_year: 1, label: 'Employment insurance' },
  ];
  const inputs = { deductions, dormitory_jpy: { min: 15000, max: 30000 }, jpy_idr: rate };
  return {
    minimum_wage: {
      unit: 'JPY/hour',
      fy2025: {
        effective_from: '2025-10',
        national_average: 1121,
        prefectures: { Tokyo: 1226 },
        lowest: { value: 1023, prefectures: ['Kochi'] },
        source: 'MHLW minimum wages',
        source_lang: 'en',
        date: '2025-10',
      },
      fy2024: {
        effective_from: '2024-10',
        national_average: 1055,
        prefectures: { Tokyo: 1163 },
        lowest: { value: 951, prefectures: ['Akita'] },
        source: 'MHLW minimum wages',
        source_lang: 'en',
        date: '2024-10',
      },
    },
    average_monthly_pay: { unit: 'JPY/month', titp: 204100, ssw: 232600, ssw_kaigo: 223000, source: 'MHLW wage survey, 2023', source_lang: 'en', date: '2023' },
    deductions: {
      reference_gross_jpy: 200000,
      items: deductions,
      dormitory_jpy: { min: 15000, max: 30000 },
      take_home_ratio: { min: 0.7, max: 0.78 },
      source: 'Approximation of Japanese tax and insurance rates',
      source_lang: 'en',
      date: '2025',
      note: 'About 70-78% of gross.',
    },
    exchange_rate: {
      jpy_idr: rate,
      date: '2025-10-01',
      source: 'configuration',
      typical_range: { min: 105, max: 115, period: '2023/2025', source: 'market rates', source_lang: 'en', date: '2025' },
      note: '',
    },
    pathways: {
      titp: { ...PATHWAY_FACTS.titp, name: 'TITP', summary: '' },
      ssw_kaigo: { ...PATHWAY_FACTS.ssw_kaigo, name: 'SSW kaigo', summary: '' },
      kaigo_fukushishi: { ...PATHWAY_FACTS.kaigo_fukushishi, name: 'Kaigo Fukushishi', summary: '' },
    },
    salary_claim: {
      basis: 'gross',
      gross_monthly_jpy: 204100,
      gross_monthly_idr: 22042800,
      take_home_idr: { min: 14_000_000, max: 16_000_000 },
      source: 'MHLW wage survey, 2023',
      source_lang: 'en',
      date: '2023',
      note: '',
    },
    simulation_example: { year_1: simulateSalary(200_000, 1, inputs), year_2: simulateSalary(200_000, 2, inputs) },
    catalogue: {
      institutes: 48,
      training_months: { min: 3, median: 6, max: 12 },
      registration_fee: { min: 2_650_000, median: 8_375_000, max: 28_500_000 },
    },
  };
}
