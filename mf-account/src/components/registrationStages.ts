import type { RegistrationStatus } from 'mf-shared';

/** The stages a registration moves through, in order (docs/architecture.md section 2). */
export const STAGES: readonly RegistrationStatus[] = ['pending', 'registered', 'learning', 'documents_submitted', 'approved'];

/** States that end a registration before its last stage. */
export const ENDED: readonly RegistrationStatus[] = ['rejected', 'withdrawn'];

/** Moves LPK staff may make from each state (the server refuses every other one with 422). */
export const STAFF_MOVES: Readonly<Record<RegistrationStatus, readonly RegistrationStatus[]>> = {
  pending: ['registered', 'rejected'],
  registered: ['learning'],
  learning: ['documents_submitted'],
  documents_submitted: ['approved'],
  approved: [],
  rejected: [],
  withdrawn: [],
};

/** The caregiver may withdraw until the registration is closed. */
export function canWithdraw(status: RegistrationStatus): boolean {
  return !ENDED.includes(status);
}
