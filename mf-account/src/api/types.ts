/**
 * Shapes of the API answers the account area reads that the contracts package does not type yet
 * (api/src/modules/{account,catalogue,profile}). Registrations, the staff console, messages and
 * certificates are typed by the contracts package (contracts/src/http). Only the fields the
 * screens use are typed; more may arrive.
 */
import type { InstituteDetail, InstituteSummary } from 'contracts';
import type { Paged } from 'mf-shared';

export type { Paged };

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

