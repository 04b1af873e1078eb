import type { InstituteDetail, InstituteSummary, JobSummary } from 'contracts';

/**
 * Catalogue answers as the API gives them (contracts/src/http/catalogue.ts), for mf-account's
 * screen tests: the LPK picker's search and an LPK's detail with its vacancies. fixtures.test.ts
 * parses them with the contracts' schemas.
 */
export function makeJob(overrides: Partial<JobSummary> = {}): JobSummary {
  return {
    id: 5,
    lpk_id: 1,
    lpk_name: 'LPK Sakura Mandiri',
    title: 'Kaigo staff, Osaka',
    facility_type: 'tokuyo',
    facility_type_label: 'Special nursing home',
    prefecture: 'Osaka',
    city: 'Osaka',
    monthly_salary_jpy: 220000,
    experience: 'inexperienced',
    pathway: 'ssw',
    jlpt_required: 'N4',
    deadline: '2026-12-31',
    openings: 4,
    is_open: true,
    ...overrides,
  };
}

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

/** GET /institutes/{id}: the institute in full with its vacancies (`jobs`). */
export function makeInstituteDetail(overrides: Partial<InstituteDetail> = {}): InstituteDetail {
  const base = makeInstitute(overrides);
  return {
    ...base,
    programs_detail: base.programs.map((code) => ({ code, name: `Program ${code}` })),
    fees: {
      currency: 'IDR',
      total: base.registration_fee,
      level: base.fee_level,
      level_label: 'Medium',
      items: [{ key: 'registration', label: 'Registration fee', amount: base.registration_fee }],
      instalments: true,
    },
    pass_rates: { overall: base.pass_rate, year: 2025, exams: [] },
    licences: [{ kind: 'lpk_permit', label: 'LPK permit', number: base.licence.number, issuer: 'Disnaker Bandung', issued_on: '2017-05-09' }],
    contact: {
      address: base.address,
      phone: '+62 22 517 6849',
      email: 'info@sakura.test',
      office_hours: { days: 'mon_fri', days_label: 'Mon–Fri', open: '08:00', close: '17:00' },
    },
    dormitory: null,
    founded_year: 2006,
    capacity_per_year: 120,
    instructors: 14,
    alumni_in_japan: 293,
    review_count: 286,
    facilities: [],
    partner_prefectures: ['Osaka'],
    fictional: true,
    jobs_count: 1,
    jobs: [makeJob()],
    ...overrides,
  };
}
