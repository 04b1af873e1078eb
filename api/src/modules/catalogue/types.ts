import type { Accreditation, CampusFacility, Exam, FeeItem, OfficeDays, Pathway, SendingOrgStatus, WageFigure } from 'contracts';

/**
 * The JSON columns of the catalogue, as the seed and the admin write them (the answers built
 * from them are contracts/src/http/catalogue.ts). Vocabularies: contracts/src/reference.
 */

/** The `institutes.details` JSON. */
export interface InstituteDetailsJson {
  /** Demo data: the institute is invented. */
  fictional: boolean;
  founded_year: number;
  capacity_per_year: number;
  instructors: number;
  alumni_in_japan: number;
  review_count: number;
  facilities: CampusFacility[];
  partner_prefectures: string[];
  fees: { currency: 'IDR'; items: { key: FeeItem; amount: number; label?: string }[]; instalments: boolean };
  pass_rates: { year: number; exams: { key: Exam; rate: number; candidates: number }[] };
  licences: {
    lpk_permit: { number: string; issuer: string; issued_on: string };
    sending_org: { status: SendingOrgStatus; number: string | null; since: number | null };
    accreditation: { grade: Accreditation; body: string; year: number | null };
  };
  contact: {
    phone: string;
    whatsapp: string;
    email: string;
    website: string;
    office_hours: { days: OfficeDays; open: string; close: string };
  };
  dormitory: { capacity: number; monthly_fee_idr: number; separate_by_gender: boolean } | null;
}

/** The `jobs.details` JSON. */
export interface JobDetailsJson {
  description: { id: string; en: string };
  requirements: { id: string[]; en: string[] };
  benefits: { id: string[]; en: string[] };
  working_hours: { per_week: number; night_shifts: boolean };
  wage_basis: { method: 'estimate'; pathway: Pathway; figures: WageFigure[] };
  /** Demo data: the employer is invented. */
  fictional: boolean;
}
