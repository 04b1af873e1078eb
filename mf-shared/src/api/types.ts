/** Types of what the API answers (docs/architecture.md section 2; more fields may arrive). */
import type { AuthSession, ChangePasswordBody, LoginBody, RegisterBody, Role, User as ContractUser } from 'contracts';

/** Every answer: `{ status, message?, data?, errors? }`. */
export interface Envelope<T = unknown> {
  status: 'success' | 'error';
  message?: string;
  data?: T;
  /** Per-field messages of a 422. */
  errors?: Record<string, string[]>;
}

/**
 * The user as the session keeps it: the API's `User` (contracts). A session stored by an older
 * version may lack `locale`, `created_at`, `has_password` (absent: treat as true) and
 * `email_verified_at` (absent: unknown, so no "verify your email" banner).
 */
export type User = Omit<ContractUser, OptionalUserFields> & Partial<Pick<ContractUser, OptionalUserFields>>;
type OptionalUserFields = 'locale' | 'created_at' | 'has_password' | 'email_verified_at';

export type { Role };

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

/** POST /api/lpk/register, /login, /change-password: the request bodies of the contracts. */
export type RegisterInput = RegisterBody;
export type LoginInput = LoginBody;
/** `current_password` is not sent by an account without a password of its own (`has_password: false`) setting its first. */
export type ChangePasswordInput = ChangePasswordBody;

/** data of login and register. */
export type AuthData = AuthSession;

/**
 * The profile's requests and answers (GET/POST /api/lpk/profile, the six sections, the avatar) are
 * typed by the contracts package (contracts/src/http/profile).
 */
export type { AvatarAnswer, ProfileAnswer, ProfileInput, SectionAnswerOf, SectionPath } from 'contracts';
