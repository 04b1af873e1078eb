/**
 * Answer shapes of the public catalogue (api/src/modules/catalogue/present.ts and
 * api/src/modules/certificates/routes.ts). Only fields the screens read are typed.
 */
export type Program = 'titp' | 'ssw' | 'kaigo_fukushishi' | 'language';
export type Pathway = 'titp' | 'ssw' | 'kaigo_fukushishi';
export type FeeLevel = 'low' | 'medium' | 'high';
export type Experience = 'experienced' | 'inexperienced';
export type SortOrder = 'price_asc' | 'price_desc';

export const PROGRAMS: readonly Program[] = ['titp', 'ssw', 'kaigo_fukushishi', 'language'];
export const PATHWAYS: readonly Pathway[] = ['titp', 'ssw', 'kaigo_fukushishi'];
export const FEE_LEVELS: readonly FeeLevel[] = ['low', 'medium', 'high'];
export const SORT_ORDERS: readonly SortOrder[] = ['price_asc', 'price_desc'];

export interface PageMeta {
  page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface Page<T> {
  items: T[];
  meta: PageMeta;
}

export interface InstituteSummary {
  id: number;
  name: string;
  province: string;
  city: string;
  address: string;
  programs: Program[];
  /** IDR. */
  registration_fee: number;
  fee_level: FeeLevel;
  has_dormitory: boolean;
  training_months: number;
  licence: {
    number: string;
    sending_org_status: string;
    sending_org_status_label: string;
    accreditation: string;
    accreditation_label: string;
  };
  /** Percent, 0-100. */
  pass_rate: number | null;
  /** Out of 5. */
  rating: number | null;
  description: string;
}

export interface InstituteLicence {
  kind: 'lpk_permit' | 'sending_organisation' | 'accreditation';
  label: string;
  number?: string | null;
  issuer?: string | null;
  issued_on?: string | null;
  status_label?: string;
  grade_label?: string;
  body?: string | null;
  year?: number | null;
  since?: number | null;
}

/** Fields the detail page and the comparison share. */
export interface InstituteDetails extends InstituteSummary {
  programs_detail: { code: Program; name: string }[];
  fees: {
    currency: 'IDR';
    total: number;
    level: FeeLevel;
    level_label: string;
    items: { key: string; label: string; amount: number }[];
    instalments: boolean;
  };
  pass_rates: { overall: number | null; year: number | null; exams: { key: string; label: string; rate: number; candidates: number }[] };
  licences: InstituteLicence[];
  contact: {
    address: string;
    phone?: string;
    whatsapp?: string;
    email?: string;
    website?: string;
    office_hours?: { days_label: string; open: string; close: string };
  };
  dormitory: { capacity: number; monthly_fee_idr: number; separate_by_gender: boolean } | null;
  founded_year: number | null;
  alumni_in_japan: number | null;
  review_count: number | null;
  facilities: { key: string; label: string }[];
  jobs_count: number;
}

export interface InstituteDetail extends InstituteDetails {
  jobs: JobSummary[];
}

export interface JobSummary {
  id: number;
  lpk_id: number;
  lpk_name: string;
  title: string;
  facility_type: string;
  facility_type_label: string;
  prefecture: string;
  city: string;
  monthly_salary_jpy: number;
  experience: Experience;
  pathway: Pathway;
  jlpt_required: string | null;
  /** ISO date (YYYY-MM-DD). */
  deadline: string;
  openings: number;
  is_open: boolean;
}

export interface TakeHomeEstimate {
  gross_jpy: number;
  year: number;
  deductions: { key: string; rate: number; amount_jpy: number }[];
  dormitory_jpy: { min: number; max: number };
  take_home_jpy: { min: number; max: number };
  gross_idr: number;
  take_home_idr: { min: number; max: number };
}

export interface SourcedFigure {
  key: string;
  value: number;
  unit: string;
  source: string;
  date: string;
}

export interface JobDetail extends JobSummary {
  description: string;
  requirements: string[];
  benefits: string[];
  working_hours: { per_week: number; night_shifts: boolean } | null;
  wage_basis: { method: string; figures: SourcedFigure[]; note: string } | null;
  salary_estimate: TakeHomeEstimate & { exchange_rate: { jpy_idr: number; date: string }; note: string };
  institute: { id: number; name: string; province: string; city: string };
}

export interface DeductionFact {
  key: string;
  /** Fraction of gross pay. */
  rate: number;
  /** First year of work the deduction applies in. */
  from_year: number;
  label: string;
}

/** GET /facts: salary-simulation inputs, each with its source and date (docs/architecture.md section 6). */
export interface Facts {
  minimum_wage: {
    unit: string;
    fy2025: { national_average: number; prefectures: Record<string, number>; lowest: { value: number; prefectures: string[] }; source: string; date: string };
  };
  average_monthly_pay: { unit: string; titp: number; ssw: number; ssw_kaigo: number; source: string; date: string };
  deductions: {
    reference_gross_jpy: number;
    items: DeductionFact[];
    dormitory_jpy: { min: number; max: number };
    take_home_ratio: { min: number; max: number };
    source: string;
    date: string;
    note: string;
  };
  exchange_rate: { jpy_idr: number; date: string; source: string; typical_range: { min: number; max: number }; note: string };
  pathways: {
    titp: { duration_years: { min: number; max: number }; jlpt_entry: string; jlpt_year2: string; source: string; date: string; name: string; summary: string };
    ssw_kaigo: { max_years: number; family_allowed: boolean; jlpt_entry: string; source: string; date: string; name: string; summary: string };
    kaigo_fukushishi: {
      jlpt_expected: string;
      renewable_without_limit: boolean;
      family_allowed: boolean;
      eligibility: { work_years: number; course_hours: number };
      source: string;
      date: string;
      name: string;
      summary: string;
    };
  };
  salary_claim: { basis: 'gross'; gross_monthly_jpy: number; gross_monthly_idr: number; source: string; date: string; note: string };
}

export type CertificateStatus = 'valid' | 'revoked';

/** GET /certificates/{code}: only what proves a certificate genuine. */
export interface CertificateCheck {
  number: string;
  issued_at: string;
  status: CertificateStatus;
  revoked_at: string | null;
  /** Masked by the API: the first name and initials, e.g. "Siti N.". */
  applicant_name: string;
  lpk: { id: number; name: string; city: string; province: string };
}
