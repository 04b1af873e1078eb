import { allowedStaffMoves, type ListedApplicant, type Registration, type StaffRegistration } from 'contracts';
import { parseConsentScope } from '../registrations/consent';
import type { StaffListRow } from './queries';

/** The applicant as a row of the staff list shows them: the name, and the contact they consented to share. */
export function listedApplicant(row: StaffListRow): ListedApplicant {
  const shared = new Set(parseConsentScope(row.consent_scope).account_fields);
  return {
    id: row.user_id,
    full_name: row.applicant_name,
    ...(shared.has('email') ? { email: row.applicant_email, email_verified_at: row.applicant_email_verified_at } : {}),
    ...(shared.has('phone') ? { phone: row.applicant_phone } : {}),
    ...(shared.has('avatar') ? { avatar: row.applicant_avatar } : {}),
  };
}

/** A registration as staff get it: with the statuses they may move it to now (contracts/src/registration). */
export function withMoves(registration: Registration): StaffRegistration {
  return { ...registration, allowed_moves: allowedStaffMoves(registration.status) };
}
