import { parseConsentScope } from '../registrations/consent';
import type { RegistrationJson } from '../registrations/present';
import { STAFF_TARGETS, canStaffMove, type RegistrationStatus } from '../registrations/states';
import type { StaffListRow } from './list';

/** The applicant as a row of the staff list shows them: the name, and the contact they consented to share. */
export interface ListedApplicant {
  id: number;
  full_name: string;
  email?: string;
  phone?: string;
  avatar?: string | null;
}

export function listedApplicant(row: StaffListRow): ListedApplicant {
  const shared = new Set(parseConsentScope(row.consent_scope).account_fields);
  return {
    id: row.user_id,
    full_name: row.applicant_name,
    ...(shared.has('email') ? { email: row.applicant_email } : {}),
    ...(shared.has('phone') ? { phone: row.applicant_phone } : {}),
    ...(shared.has('avatar') ? { avatar: row.applicant_avatar } : {}),
  };
}

/** A registration as staff get it: with the statuses they may move it to now (registrations/states.ts). */
export type StaffRegistrationJson = RegistrationJson & { allowed_moves: RegistrationStatus[] };

export function withMoves(registration: RegistrationJson): StaffRegistrationJson {
  return { ...registration, allowed_moves: STAFF_TARGETS.filter((to) => canStaffMove(registration.status, to)) };
}
