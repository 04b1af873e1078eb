/**
 * The registration state machine (docs/architecture.md section 2):
 *
 *   pending -> registered (LPK approved) -> learning -> documents_submitted -> approved
 *   pending -> rejected
 *   any state except rejected/withdrawn -> withdrawn (by the caregiver)
 *
 * Staff moves and the caregiver's withdrawal are the only ways a status changes; nothing else
 * in the code writes `registrations.status`.
 */
export const REGISTRATION_STATUSES = [
  'pending',
  'registered',
  'learning',
  'documents_submitted',
  'approved',
  'rejected',
  'withdrawn',
] as const;

export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** Moves LPK staff may make, from -> allowed targets. */
const STAFF_MOVES: Readonly<Record<RegistrationStatus, readonly RegistrationStatus[]>> = {
  pending: ['registered', 'rejected'],
  registered: ['learning'],
  learning: ['documents_submitted'],
  documents_submitted: ['approved'],
  approved: [],
  rejected: [],
  withdrawn: [],
};

/** Statuses staff may set (the targets of some move); `withdrawn` and `pending` are not among them. */
export const STAFF_TARGETS = ['registered', 'learning', 'documents_submitted', 'approved', 'rejected'] as const;

export function isRegistrationStatus(value: string): value is RegistrationStatus {
  return (REGISTRATION_STATUSES as readonly string[]).includes(value);
}

export function canStaffMove(from: RegistrationStatus, to: RegistrationStatus): boolean {
  return STAFF_MOVES[from].includes(to);
}

/** A live registration blocks a second one with the same LPK (also enforced by a partial unique index). */
export function isLive(status: string): boolean {
  return status !== 'rejected' && status !== 'withdrawn';
}

/** The caregiver may withdraw at any time until the registration is closed. */
export function canWithdraw(status: string): boolean {
  return isLive(status);
}

/**
 * LPK staff see a registration (and the applicant's profile) only while it has not been
 * withdrawn: withdrawal ends the LPK's access at once.
 */
export function staffMayAccess(status: string): boolean {
  return status !== 'withdrawn';
}

/** The move that issues the registration certificate: the LPK has accepted the caregiver. */
export const CERTIFICATE_ISSUED_ON: RegistrationStatus = 'registered';
