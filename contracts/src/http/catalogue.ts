import { z } from 'zod';
import { RATING_SOURCES } from '../rules/reviews';
import { FACILITY_TYPES } from '../reference/facility-types';
import { FEE_LEVELS } from '../reference/fee-levels';
import { ACCREDITATIONS, CAMPUS_FACILITIES, EXAMS, FEE_ITEMS, OFFICE_DAYS, SENDING_ORG_STATUSES } from '../reference/institutes';
import { JLPT_LEVELS } from '../reference/jlpt';
import { EXPERIENCES, PATHWAYS, PROGRAMS } from '../reference/programs';
import { SOURCE_TITLE_LANGS } from '../reference/sources';
import {
  COMPARE_MAX,
  COMPARE_MIN,
  INSTITUTE_SORTS,
  INSTITUTE_VIEWS,
  MAX_CATALOGUE_ID,
  PAGE_MAX,
  PER_PAGE_DEFAULT,
  PER_PAGE_MAX,
  QUERY_MAX_CHARS,
  searchTerms,
} from '../rules/catalogue-query';
import { FEE_CHECK_FILTERS, FEE_VERDICTS } from '../rules/fee-check';
import { foldText } from '../rules/text';
import { envelope, errorAnswers } from './envelope';
import { paged } from './paging';

/**
 * The public catalogue (docs/architecture.md section 2): institute search, detail and comparison,
 * vacancies and the facts of the salary simulation. No login. Labels in answers are in the
 * request's language (Accept-Language).
 */

// ---------------------------------------------------------------------------------------------
// Query strings. An empty parameter (`?fee=`) counts as absent, as HTML forms send them; unknown
// parameters are ignored. Messages are i18n keys of the API (api/src/modules/catalogue/messages.ts).

/** `?x=` counts as absent. The input type is the value's own (a screen builds the query with it). */
const optional = <T extends z.ZodType, In = z.input<T>>(schema: T) =>
  z.preprocess((value: In | '' | undefined) => (value === '' ? undefined : value), schema.optional());

/** Query-string integer: digits only, so "abc", "1.5" and "1e3" all answer "must be a whole number". */
const queryInt = (min: number, max: number) =>
  z
    .string({ message: 'validation.integer' })
    .trim()
    .regex(/^-?\d{1,20}$/)
    .transform(Number)
    .pipe(z.number().min(min).max(max));

const page = optional<ReturnType<typeof queryInt>, number | string>(queryInt(1, PAGE_MAX))
  .transform((v) => v ?? 1)
  .describe('Page, from 1');
const perPage = optional<ReturnType<typeof queryInt>, number | string>(queryInt(1, PER_PAGE_MAX))
  .transform((v) => v ?? PER_PAGE_DEFAULT)
  .describe(`Items per page, 1-${PER_PAGE_MAX} (default ${PER_PAGE_DEFAULT})`);
const lpkIdQuery = optional<ReturnType<typeof queryInt>, number | string>(queryInt(1, MAX_CATALOGUE_ID));

/** GET /institutes: free text, filters, order and page; normalised for the search (folded terms and province). */
export const instituteSearchQuery = z
  .object({
    q: optional(z.string().trim().max(QUERY_MAX_CHARS)).describe('Free text: name, city or province (every word must match)'),
    dormitory: optional(z.enum(['1', '0', 'true', 'false'], { message: 'catalogue.dormitory_invalid' })).describe('1: with a dormitory, 0: without'),
    program: optional(z.enum(PROGRAMS, { message: 'catalogue.program_invalid' })),
    fee: optional(z.enum(FEE_LEVELS, { message: 'catalogue.fee_invalid' })).describe('Registration-fee band'),
    province: optional(z.string().trim().max(QUERY_MAX_CHARS)).describe('Province as stored (case and accents do not matter)'),
    fee_check: optional(z.enum(FEE_CHECK_FILTERS, { message: 'catalogue.fee_check_invalid' })).describe(
      'within: only institutes whose total fee is within the usual range of a program they teach (fee check, docs/trust.md; since 1.9.0)',
    ),
    sort: optional(z.enum(INSTITUTE_SORTS, { message: 'catalogue.sort_invalid' })).describe('Default: rating, best first'),
    page,
    per_page: perPage,
    view: optional(z.enum(INSTITUTE_VIEWS, { message: 'catalogue.view_invalid' })).describe(
      'full (default): every field of InstituteSummary; card: what a result card shows (InstituteCard: no address, licence or description)',
    ),
  })
  .transform((v) => ({
    terms: searchTerms(v.q),
    dormitory: v.dormitory === undefined ? undefined : v.dormitory === '1' || v.dormitory === 'true' ? (1 as const) : (0 as const),
    program: v.program,
    fee: v.fee,
    province: v.province ? foldText(v.province) || undefined : undefined,
    feeCheck: v.fee_check,
    sort: v.sort,
    page: v.page,
    perPage: v.per_page,
    view: v.view ?? ('full' as const),
  }));

/** The query a client sends (what the search screen builds). */
export type InstituteSearchQuery = z.input<typeof instituteSearchQuery>;
/** The normalised search the API runs. */
export type InstituteSearch = z.output<typeof instituteSearchQuery>;

/** `ids=1,2,3`: two to four distinct positive ids, kept in the order given. */
export const compareQuery = z.object({
  ids: z
    .preprocess(
      (value: string | undefined) => (value === '' ? undefined : value),
      z
        .string()
        .max(100)
        .transform((value, ctx) => {
          const parts = value.split(',').map((p) => p.trim());
          if (parts.some((p) => !/^\d{1,10}$/.test(p) || Number(p) < 1 || Number(p) > MAX_CATALOGUE_ID)) {
            ctx.addIssue({ code: 'custom', message: 'catalogue.ids_format' });
            return z.NEVER;
          }
          const ids = parts.map(Number);
          if (ids.length < COMPARE_MIN || ids.length > COMPARE_MAX) {
            ctx.addIssue({ code: 'custom', message: 'catalogue.ids_count' });
            return z.NEVER;
          }
          if (new Set(ids).size !== ids.length) {
            ctx.addIssue({ code: 'custom', message: 'catalogue.ids_distinct' });
            return z.NEVER;
          }
          return ids;
        }),
    )
    .describe(`${COMPARE_MIN} to ${COMPARE_MAX} distinct institute ids, comma-separated, in the order to show`),
});

/** GET /jobs: filters and page. */
export const jobSearchQuery = z
  .object({
    experience: optional(z.enum(EXPERIENCES, { message: 'catalogue.experience_invalid' })),
    pathway: optional(z.enum(PATHWAYS, { message: 'catalogue.pathway_invalid' })),
    prefecture: optional(z.string().trim().max(QUERY_MAX_CHARS)).describe('Prefecture in romaji, e.g. Tokyo (case does not matter)'),
    lpk_id: lpkIdQuery.describe("Only this institute's vacancies"),
    page,
    per_page: perPage,
  })
  .transform((v) => ({
    experience: v.experience,
    pathway: v.pathway,
    prefecture: v.prefecture ? foldText(v.prefecture) || undefined : undefined,
    lpkId: v.lpk_id,
    page: v.page,
    perPage: v.per_page,
  }));

export type JobSearchQuery = z.input<typeof jobSearchQuery>;
export type JobSearch = z.output<typeof jobSearchQuery>;

/** GET /jobs/{id}?lpk_id=: a vacancy of another institute is a 404. */
export const jobDetailQuery = z.object({ lpk_id: lpkIdQuery.describe('When given, the vacancy must belong to this institute (else 404)') });

/** `/{id}` of an institute or a vacancy: the API reads it itself; anything but a positive integer is a 404. */
export const catalogueIdParams = z.object({ id: z.string().describe('A positive integer (anything else: 404)') });

// ---------------------------------------------------------------------------------------------
// Answers (api/src/modules/catalogue/present.ts).

const int = () => z.number().int();

/** One program's fee figures among listed LPKs teaching it (contracts/src/rules/fee-check.ts). */
const programFeeFigures = z.object({
  program: z.enum(PROGRAMS),
  program_label: z.string(),
  peers: int().describe('Listed LPKs teaching the program'),
  median: int().describe('IDR'),
  p90: int().describe('IDR, 90th percentile by nearest rank'),
});

/** The fee check of a listing as lists show it: its verdict and the program it was judged by (null: too few to compare). */
export const feeCheckSummary = z
  .object({
    total: int().describe('IDR, the sum of the fee items'),
    verdict: z.enum(FEE_VERDICTS),
    verdict_label: z.string(),
    basis: programFeeFigures.nullable(),
  })
  .meta({ id: 'FeeCheckSummary' });

/** The fee check on an institute's page: the summary and the figures of every program it teaches. */
export const feeCheck = feeCheckSummary
  .extend({
    programs: z.array(programFeeFigures.extend({ verdict: z.enum(FEE_VERDICTS) })),
    min_peers: int(),
    far_above_factor: z.number(),
  })
  .meta({ id: 'FeeCheck' });

/** An institute as every list shows it. */
export const instituteSummary = z
  .object({
    id: int(),
    name: z.string(),
    province: z.string(),
    city: z.string(),
    address: z.string(),
    programs: z.array(z.enum(PROGRAMS)),
    registration_fee: int().describe('IDR'),
    fee_level: z.enum(FEE_LEVELS),
    has_dormitory: z.boolean(),
    training_months: int(),
    licence: z.object({
      number: z.string(),
      sending_org_status: z.enum(SENDING_ORG_STATUSES),
      sending_org_status_label: z.string(),
      accreditation: z.enum(ACCREDITATIONS),
      accreditation_label: z.string(),
    }),
    pass_rate: z.number().describe('Percent, 0-100; self-declared by the LPK'),
    rating: z.number().describe('Out of 5: from 3 visible alumni reviews their average, else the LPK’s own figure (`rating_source`)'),
    rating_source: z
      .enum(RATING_SOURCES)
      .optional()
      .describe('`reviews` (the alumni reviews’ average) or `self_declared` (the LPK’s own figure, fewer than 3 reviews); absent from an API before 1.9.0'),
    verified_review_count: z.number().int().optional().describe('Visible verified alumni reviews (1.9.0; the detail’s `review_count` is the LPK’s own)'),
    description: z.string().describe("In the request's language"),
    licence_verified_at: z
      .string()
      .nullable()
      .describe('When the operator verified the licence against the official registry; null: not verified (self-declared only)'),
    /** Since 1.9.0 (absent from an older API). */
    fee_check: feeCheckSummary.optional(),
  })
  .meta({ id: 'InstituteSummary' });

/** An institute as a search result card shows it (GET /institutes?view=card). */
export const instituteCard = instituteSummary.omit({ address: true, licence: true, description: true }).meta({ id: 'InstituteCard' });

const labelled = <K extends z.ZodType>(key: K) => z.object({ key, label: z.string() });

/** The licences a detail page lists, by kind. */
export const instituteLicence = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('lpk_permit'), label: z.string(), number: z.string(), issuer: z.string().nullable(), issued_on: z.string().nullable() }),
    z.object({
      kind: z.literal('sending_organisation'),
      label: z.string(),
      status: z.enum(SENDING_ORG_STATUSES),
      status_label: z.string(),
      number: z.string().nullable(),
      since: int().nullable(),
    }),
    z.object({
      kind: z.literal('accreditation'),
      label: z.string(),
      grade: z.enum(ACCREDITATIONS),
      grade_label: z.string(),
      body: z.string().nullable(),
      year: int().nullable(),
    }),
  ])
  .meta({ id: 'InstituteLicence' });

/** An institute with what its page and a comparison show: programs, fees, pass rates, licences, contact, campus. */
export const comparedInstitute = instituteSummary
  .extend({
    programs_detail: z.array(z.object({ code: z.enum(PROGRAMS), name: z.string() })),
    fees: z.object({
      currency: z.literal('IDR'),
      total: int(),
      level: z.enum(FEE_LEVELS),
      level_label: z.string(),
      items: z.array(labelled(z.enum(FEE_ITEMS)).extend({ amount: int() })),
      instalments: z.boolean(),
    }),
    pass_rates: z.object({
      overall: z.number(),
      year: int().nullable(),
      exams: z.array(labelled(z.enum(EXAMS)).extend({ rate: z.number(), candidates: int() })),
    }),
    licences: z.array(instituteLicence),
    contact: z.object({
      address: z.string(),
      phone: z.string().optional(),
      whatsapp: z.string().optional(),
      email: z.string().optional(),
      website: z.string().optional(),
      office_hours: z.object({ days: z.enum(OFFICE_DAYS), days_label: z.string(), open: z.string(), close: z.string() }).optional(),
    }),
    dormitory: z.object({ capacity: int(), monthly_fee_idr: int(), separate_by_gender: z.boolean() }).nullable(),
    founded_year: int().nullable(),
    capacity_per_year: int().nullable(),
    instructors: int().nullable(),
    alumni_in_japan: int().nullable(),
    review_count: int().nullable(),
    facilities: z.array(labelled(z.enum(CAMPUS_FACILITIES))),
    partner_prefectures: z.array(z.string()),
    fictional: z.boolean().describe('Demo data: the institute is invented'),
    jobs_count: int(),
  })
  .meta({ id: 'ComparedInstitute' });

/** A vacancy as lists show it. */
export const jobSummary = z
  .object({
    id: int(),
    lpk_id: int(),
    lpk_name: z.string(),
    title: z.string().describe("In the request's language"),
    facility_type: z.enum(FACILITY_TYPES),
    facility_type_label: z.string(),
    prefecture: z.string(),
    city: z.string(),
    monthly_salary_jpy: int().describe('Gross'),
    experience: z.enum(EXPERIENCES),
    pathway: z.enum(PATHWAYS),
    jlpt_required: z.enum(JLPT_LEVELS),
    deadline: z.string().describe('YYYY-MM-DD'),
    openings: int(),
    is_open: z.boolean().describe('False once the deadline has passed or the LPK closed the vacancy'),
  })
  .meta({ id: 'JobSummary' });

/** GET /institutes/{id}: the institute and its vacancies (soonest deadline first). */
export const instituteDetail = comparedInstitute
  .extend({
    jobs: z.array(jobSummary),
    /** The listing's photos, in order (at most 6; since contracts 1.3: absent from an older API). */
    photos: z.array(z.object({ url: z.string().describe('Relative to the API host'), width: int(), height: int() })).optional(),
    /** The fee check with every program's figures (since 1.9.0: absent from an older API). */
    fee_check: feeCheck.optional(),
  })
  .meta({ id: 'InstituteDetail' });

const range = z.object({ min: z.number(), max: z.number() });
const exchangeRate = z.object({ jpy_idr: z.number(), date: z.string().describe('YYYY-MM-DD') });

/** contracts/src/rules/salary.ts `simulateSalary`. */
export const salarySimulation = z
  .object({
    gross_jpy: int(),
    year: int(),
    deductions: z.array(z.object({ key: z.string(), rate: z.number(), amount_jpy: int() })),
    after_deductions_jpy: int(),
    dormitory_jpy: range,
    take_home_jpy: range,
    gross_idr: int(),
    take_home_idr: range,
  })
  .meta({ id: 'SalarySimulation' });

/** One wage figure a vacancy's pay was derived from. */
export const wageFigure = z
  .object({ key: z.string(), value: z.number(), unit: z.string(), source: z.string(), source_lang: z.enum(SOURCE_TITLE_LANGS).optional(), date: z.string() })
  .meta({ id: 'WageFigure' });

/** GET /jobs/{id}: the vacancy in the request's language, the basis of its pay and a take-home estimate. */
export const jobDetail = jobSummary
  .extend({
    description: z.string(),
    requirements: z.array(z.string()),
    benefits: z.array(z.string()),
    working_hours: z.object({ per_week: z.number(), night_shifts: z.boolean() }).nullable(),
    wage_basis: z.object({ method: z.literal('estimate'), pathway: z.enum(PATHWAYS), figures: z.array(wageFigure), note: z.string() }).nullable(),
    salary_estimate: salarySimulation.extend({ exchange_rate: exchangeRate, note: z.string() }),
    institute: z.object({ id: int(), name: z.string(), province: z.string(), city: z.string() }),
    fictional: z.boolean().describe('Demo data: the employer is invented'),
  })
  .meta({ id: 'JobDetail' });

const sourced = {
  source: z.string(),
  source_lang: z.enum(SOURCE_TITLE_LANGS).describe("Language of the source's title (pages label a title in another language than the reader's)"),
  date: z.string().describe('ISO 8601, possibly reduced precision ("2023", "2025-10")'),
};
const spread = z.object({ min: z.number(), median: z.number(), max: z.number() });
const minimumWageYear = z.object({
  effective_from: z.string(),
  national_average: z.number(),
  prefectures: z.record(z.string(), z.number()),
  lowest: z.object({ value: z.number(), prefectures: z.array(z.string()).readonly() }),
  ...sourced,
});

/** GET /facts: the salary-simulation inputs of docs/architecture.md section 6, each with its source and date. */
export const facts = z
  .object({
    minimum_wage: z.object({ unit: z.literal('JPY/hour'), fy2025: minimumWageYear, fy2024: minimumWageYear }),
    average_monthly_pay: z.object({ unit: z.literal('JPY/month'), titp: int(), ssw: int(), ssw_kaigo: int(), ...sourced }),
    deductions: z.object({
      reference_gross_jpy: int(),
      items: z.array(
        z.object({
          key: z.string(),
          rate: z.number().describe('Fraction of gross pay'),
          from_year: int().describe('First year of work the deduction applies in'),
          label: z.string(),
        }),
      ),
      dormitory_jpy: range,
      take_home_ratio: range,
      ...sourced,
      note: z.string(),
    }),
    exchange_rate: exchangeRate.extend({
      source: z.string(),
      typical_range: z.object({ min: z.number(), max: z.number(), period: z.string(), ...sourced }),
      note: z.string(),
    }),
    pathways: z.object({
      titp: z.object({
        duration_years: range,
        jlpt_entry: z.enum(JLPT_LEVELS),
        jlpt_year2: z.enum(JLPT_LEVELS),
        replaced_by: z.string(),
        replacement_from: z.string(),
        ...sourced,
        name: z.string(),
        summary: z.string(),
      }),
      ssw_kaigo: z.object({
        max_years: int(),
        family_allowed: z.boolean(),
        requirements: z.array(z.string()).readonly(),
        jlpt_entry: z.enum(JLPT_LEVELS),
        ...sourced,
        name: z.string(),
        summary: z.string(),
      }),
      kaigo_fukushishi: z.object({
        exam: z.string(),
        jlpt_expected: z.enum(JLPT_LEVELS),
        renewable_without_limit: z.boolean(),
        family_allowed: z.boolean(),
        permanent_residence_path: z.boolean(),
        eligibility: z.object({ work_years: int(), course_hours: int() }),
        ...sourced,
        name: z.string(),
        summary: z.string(),
      }),
    }),
    salary_claim: z.object({
      basis: z.literal('gross'),
      gross_monthly_jpy: int(),
      gross_monthly_idr: int(),
      take_home_idr: range,
      ...sourced,
      note: z.string(),
    }),
    simulation_example: z.object({ year_1: salarySimulation, year_2: salarySimulation }).describe('The simulation of reference_gross_jpy'),
    catalogue: z
      .object({ institutes: int(), training_months: spread, registration_fee: spread })
      .describe('Computed from the catalogue: how many institutes, and the range and median of their training length (months) and registration fee (IDR)'),
  })
  .meta({ id: 'Facts' });

export const instituteSearchPage = paged(z.union([instituteSummary, instituteCard]));
export const jobSearchPage = paged(jobSummary);

// ---------------------------------------------------------------------------------------------
// Routes.

const tags = ['catalogue'];

/** GET /institutes. The answer is cached whole (X-Cache: HIT, STALE or MISS) and gzip-encoded when accepted. */
export const instituteSearchRoute = {
  summary: 'Search institutes (LPK)',
  tags,
  querystring: instituteSearchQuery,
  response: { 200: envelope(instituteSearchPage), ...errorAnswers(422) },
};

export const instituteCompareRoute = {
  summary: 'Two to four institutes side by side',
  tags,
  querystring: compareQuery,
  response: { 200: envelope(z.object({ items: z.array(comparedInstitute) })), ...errorAnswers(422) },
};

export const instituteGetRoute = {
  summary: 'An institute with its vacancies',
  tags,
  params: catalogueIdParams,
  response: { 200: envelope(instituteDetail), ...errorAnswers(404) },
};

export const jobSearchRoute = {
  summary: 'Search vacancies (soonest deadline first)',
  tags,
  querystring: jobSearchQuery,
  response: { 200: envelope(jobSearchPage), ...errorAnswers(422) },
};

export const jobGetRoute = {
  summary: 'A vacancy with its pay basis and a take-home estimate',
  tags,
  params: catalogueIdParams,
  querystring: jobDetailQuery,
  response: { 200: envelope(jobDetail), ...errorAnswers(404, 422) },
};

export const factsRoute = {
  summary: 'Salary-simulation inputs with sources and dates',
  tags,
  response: { 200: envelope(facts) },
};

export type InstituteSummary = z.infer<typeof instituteSummary>;
export type InstituteCard = z.infer<typeof instituteCard>;
export type InstituteLicence = z.infer<typeof instituteLicence>;
export type ComparedInstitute = z.infer<typeof comparedInstitute>;
export type InstituteDetail = z.infer<typeof instituteDetail>;
export type FeeCheckSummary = z.infer<typeof feeCheckSummary>;
export type FeeCheck = z.infer<typeof feeCheck>;
export type JobSummary = z.infer<typeof jobSummary>;
export type JobDetail = z.infer<typeof jobDetail>;
export type WageFigure = z.infer<typeof wageFigure>;
export type Facts = z.infer<typeof facts>;
