import type { Accreditation, Pathway, SendingOrgStatus } from './constants';

/** Keys of the registration-fee breakdown; labels in messages (`catalogue.fee_item.<key>`). */
export const FEE_ITEMS = ['registration', 'training', 'materials', 'medical_check', 'uniform', 'dormitory', 'exam'] as const;
export type FeeItem = (typeof FEE_ITEMS)[number];

/** Exams an institute reports pass rates for; labels in messages (`catalogue.exam.<key>`). */
export const EXAMS = ['jlpt_n4', 'jft_basic', 'kaigo_skills', 'kaigo_japanese', 'kaigo_fukushishi_exam'] as const;
export type Exam = (typeof EXAMS)[number];

export const FACILITIES = ['care_lab', 'language_lab', 'computer_lab', 'library', 'prayer_room', 'sports_field', 'canteen'] as const;
export type Facility = (typeof FACILITIES)[number];

/** The `institutes.details` JSON. */
export interface InstituteDetails {
  /** Demo data: the institute is invented. */
  fictional: boolean;
  founded_year: number;
  capacity_per_year: number;
  instructors: number;
  alumni_in_japan: number;
  review_count: number;
  facilities: Facility[];
  partner_prefectures: string[];
  fees: { currency: 'IDR'; items: { key: FeeItem; amount: number }[]; instalments: boolean };
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
    office_hours: { days: 'mon_fri' | 'mon_sat'; open: string; close: string };
  };
  dormitory: { capacity: number; monthly_fee_idr: number; separate_by_gender: boolean } | null;
}

/** One wage figure a vacancy's pay was derived from. */
export interface WageFigure {
  key: string;
  value: number;
  unit: string;
  source: string;
  date: string;
}

/** The `jobs.details` JSON. */
export interface JobDetails {
  description: { id: string; en: string };
  requirements: { id: string[]; en: string[] };
  benefits: { id: string[]; en: string[] };
  working_hours: { per_week: number; night_shifts: boolean };
  wage_basis: { method: 'estimate'; pathway: Pathway; figures: WageFigure[] };
  /** Demo data: the employer is invented. */
  fictional: boolean;
}
