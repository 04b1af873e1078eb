/**
 * Shapes of the API answers the account area reads (api/src/modules/{registrations,institution,
 * messages,account,certificates}). Only the fields the screens use are typed; more may arrive.
 */
import type { InstituteDetail, InstituteSummary } from 'contracts';
import type { Paged, RegistrationStatus } from 'mf-shared';

export type { Paged, RegistrationStatus };

export interface LpkSummary {
  id: number;
  name: string;
  city: string;
  province: string;
}

export interface JobSummary {
  id: number;
  lpk_id: number;
  title: string;
  prefecture: string;
  city?: string;
  monthly_salary_jpy: number;
}

export interface HistoryItem {
  status: RegistrationStatus;
  at: string;
  note: string | null;
  actor?: { id: number; full_name: string; role: 'caregiver' | 'lpk_staff' } | null;
}

export interface ConsentScope {
  version: string;
  account_fields: string[];
  profile_sections: string[];
  lpk_id: number;
}

export interface CertificateSummary {
  number: string;
  verification_code: string;
  issued_at: string;
  status: 'valid' | 'revoked';
  verification_url: string;
}

/** A registration as its owner (and the LPK's staff) see it. */
export interface RegistrationView {
  id: number;
  lpk_id: number;
  lpk: LpkSummary | null;
  job_id: number | null;
  job: JobSummary | null;
  status: RegistrationStatus;
  /** Oldest first. */
  history: HistoryItem[];
  consent?: { at: string; scope: ConsentScope };
  certificate: CertificateSummary | null;
  created_at: string;
  updated_at: string;
}

/** A row of the LPK staff list: the registration plus the applicant's name (and the contact they consented to share). */
export interface ApplicantRegistration extends RegistrationView {
  applicant: { id: number; full_name: string; email?: string; phone?: string; avatar?: string | null };
}

/** Statuses the staff list shows (withdrawn registrations are never the LPK's to see). */
export type ListableStatus = Exclude<RegistrationStatus, 'withdrawn'>;

/** Orders of the staff list. */
export type ApplicantSort = 'newest' | 'oldest' | 'name' | 'status';

/** GET /institution/registrations: one page, the total and the counts per status (search and vacancy filter applied, status filter aside). */
export interface ApplicantPage {
  items: ApplicantRegistration[];
  meta: { page: number; per_page: number; total: number; last_page?: number };
  counts: Record<ListableStatus, number>;
}

/** A registration as staff get it: with the statuses they may move it to now. */
export interface StaffRegistration extends RegistrationView {
  allowed_moves: RegistrationStatus[];
}

/** A profile section as stored, or null when the applicant has not filled it in. */
export interface ProfileSectionData {
  data: Record<string, unknown>;
  updated_at: string;
}

/** GET /institution/registrations/{id}: the registration and the profile as far as the caregiver consented to share it. */
export interface ApplicantDetail {
  registration: StaffRegistration;
  applicant: {
    user: { id: number; full_name?: string; email?: string; phone?: string; avatar?: string | null };
    /** Consented sections (ktp, education, family, additional_info, quiz, essay). */
    sections: Record<string, ProfileSectionData | null>;
    /** Percentages per consented section and `overall`. */
    completeness: Record<string, number>;
  };
}

/** Payload of `RegistrationStatusChanged` (on the LPK channel the registration is a summary). */
export interface RegistrationStatusChangedEvent {
  registration: Partial<RegistrationView> & { id: number; status: RegistrationStatus };
  status: RegistrationStatus;
  previous_status: RegistrationStatus | null;
}

export type MessageSide = 'caregiver' | 'staff';

export interface MessageView {
  id: number;
  registration_id: number;
  body: string;
  side: MessageSide;
  sender: { id: number; full_name: string; avatar: string | null; role: 'caregiver' | 'lpk_staff' } | null;
  read_at: string | null;
  created_at: string;
}

export interface ThreadView {
  registration_id: number;
  status: string;
  lpk: { id: number; name: string };
  caregiver: { id: number; full_name: string; avatar: string | null };
  last_message: MessageView | null;
  unread_count: number;
  last_activity_at: string;
}

export interface ThreadMessages {
  registration_id: number;
  status: string;
  items: MessageView[];
  /** `marked_read`: how many of the other side's messages this opening marked read. */
  meta: { page: number; per_page: number; total: number; marked_read?: number };
}

/** Payload of `MessageSent`. */
export interface MessageSentEvent {
  message: MessageView;
  registration_id: number;
  lpk_id: number;
}

export interface AuditLogItem {
  id: number;
  action: string;
  /** Already in the request's language. */
  description: string;
  at: string;
  /** Who read, by the name recorded at the read; `account_deleted` once that staff account is gone. */
  actor: { id: number | null; full_name: string; role?: string | null; account_deleted?: boolean } | null;
  lpk: { id: number | null; name: string } | null;
  registration_id: number | null;
}

/** One signed-in device (GET /api/lpk/sessions); never the token itself. */
export interface SessionItem {
  id: number;
  /** The session of this browser. */
  current: boolean;
  /** The API's label in the request's language; the screen words its own from browser and os. */
  device: string;
  browser: string | null;
  os: string | null;
  created_at: string;
  last_used_at: string | null;
  expires_at: string;
}

/** An LPK as the registration picker lists it (GET /institutes items: contracts' InstituteSummary). */
export type InstituteOption = Pick<InstituteSummary, 'id' | 'name' | 'city' | 'province'>;

/** The LPK the registration form is for: a picker's result, then its detail (GET /institutes/{id}) with the vacancies to choose from. */
type Vacancy = InstituteDetail['jobs'][number];
export type ChosenInstitute = InstituteOption & { jobs?: (Pick<Vacancy, 'id' | 'title'> & Partial<Pick<Vacancy, 'prefecture'>>)[] };

/** Percentages per profile section (ktp, education, family, additional_info, quiz, essay) and overall. */
export type Completeness = Partial<Record<string, number>> & { overall?: number };

