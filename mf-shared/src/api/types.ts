/** Types of what the API answers (docs/architecture.md section 2; more fields may arrive). */

/** Every answer: `{ status, message?, data?, errors? }`. */
export interface Envelope<T = unknown> {
  status: 'success' | 'error';
  message?: string;
  data?: T;
  /** Per-field messages of a 422. */
  errors?: Record<string, string[]>;
}

export type Role = 'caregiver' | 'lpk_staff';

export interface User {
  id: number;
  full_name: string;
  email: string;
  phone: string;
  /** Relative (prefixed with the API host by `avatarUrl`) or absolute URL; null without one. */
  avatar: string | null;
  role: Role;
  /** Staff only. */
  lpk_id: number | null;
  /** Their own code, to invite others. */
  referral_code: string;
  locale?: string;
  created_at?: string;
  /** False for an account created through Google that has no password of its own yet (absent: treat as true). */
  has_password?: boolean;
}

export type Program = 'titp' | 'ssw' | 'kaigo_fukushishi' | 'language';
export type FeeLevel = 'low' | 'medium' | 'high';

export interface Licence {
  kemnaker_number?: string;
  sending_organisation?: boolean | string;
  accreditation?: string;
  [field: string]: unknown;
}

export interface Institute {
  id: number;
  name: string;
  province: string;
  city: string;
  programs: Program[];
  /** IDR, integer. */
  registration_fee: number;
  fee_level: FeeLevel;
  has_dormitory: boolean;
  training_months: number;
  licence: Licence;
  pass_rate: number | null;
  rating: number | null;
  description: string;
}

export type Experience = 'experienced' | 'inexperienced';

export interface Job {
  id: number;
  lpk_id: number;
  title: string;
  prefecture: string;
  monthly_salary_jpy: number;
  experience: Experience;
  pathway: string;
  jlpt_required: string | null;
  deadline: string | null;
}

/** Registrations (their statuses, history and answers) are typed by the contracts package (contracts/src/http/registrations.ts). */

export interface Paged<T> {
  items: T[];
  meta: { page: number; per_page: number; total: number };
}

/** POST /api/lpk/register. */
export interface RegisterInput {
  full_name: string;
  email: string;
  phone: string;
  password: string;
  password_confirmation: string;
  referral_code?: string;
  agree: boolean;
}

/** POST /api/lpk/login. */
export interface LoginInput {
  email: string;
  password: string;
}

/** POST /api/lpk/change-password. */
export interface ChangePasswordInput {
  /** Not sent by an account without a password of its own (`has_password: false`) setting its first. */
  current_password?: string;
  password: string;
  password_confirmation: string;
}

/** data of login and register. */
export interface AuthData {
  token: string;
  user: User;
}

/** POST /api/lpk/profile (general profile). */
export interface ProfileInput {
  full_name?: string;
  phone?: string;
  [field: string]: unknown;
}

/** data of GET/POST /api/lpk/profile. */
export interface ProfileData {
  user: User;
  completeness?: unknown;
}

/** data of POST /api/lpk/profile/avatar. */
export interface AvatarData {
  avatar_url: string;
  user?: User;
}

/** The six sections of the placement file (docs/product.md section 7), as their URLs name them. */
export type ProfileSection = 'ktp' | 'education' | 'family' | 'additional-info' | 'quiz' | 'essay';

/** data of GET/POST /api/lpk/profile/{section}. */
export interface SectionData<T = Record<string, unknown>> {
  section: T | null;
  completeness: unknown;
  updated_at: string | null;
  options?: unknown;
}
