/**
 * The registration state machine (docs/architecture.md section 2), the one copy the API and the
 * front ends share:
 *
 *   pending -> registered (LPK approved) -> learning -> documents_submitted -> approved
 *   pending -> rejected
 *   any state except rejected/withdrawn -> withdrawn (by the caregiver)
 *
 * Staff moves and the caregiver's withdrawal are the only ways a status changes; nothing else
 * in the API writes `registrations.status`. Plain data and functions: no zod, so a screen that
 * only shows a status does not load the schemas.
 */
export const REGISTRATION_STATUSES = ['pending', 'registered', 'learning', 'documents_submitted', 'approved', 'rejected', 'withdrawn'] as const;

export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** The stages a registration moves through, in order (the progress tracker); `approved` is the last. */
export const REGISTRATION_STAGES = ['pending', 'registered', 'learning', 'documents_submitted', 'approved'] as const satisfies readonly RegistrationStatus[];

/** The last stage: the LPK has approved the caregiver's documents. */
export const LAST_STAGE: RegistrationStatus = 'approved';

/**
 * Final statuses: the registration is closed and nobody can change it any more (the LPK rejected
 * it, or the caregiver withdrew). Every other status is live.
 */
export const FINAL_STATUSES = ['rejected', 'withdrawn'] as const satisfies readonly RegistrationStatus[];

/** Moves LPK staff may make, from -> allowed targets (any other move is refused with 422). */
export const STAFF_MOVES: Readonly<Record<RegistrationStatus, readonly RegistrationStatus[]>> = {
  pending: ['registered', 'rejected'],
  registered: ['learning'],
  learning: ['documents_submitted'],
  documents_submitted: ['approved'],
  approved: [],
  rejected: [],
  withdrawn: [],
};

/** Statuses staff may set (the targets of some move); `withdrawn` and `pending` are not among them. */
export const STAFF_TARGETS = ['registered', 'learning', 'documents_submitted', 'approved', 'rejected'] as const satisfies readonly RegistrationStatus[];

/** Statuses of the staff list, in the state machine's order: staff never see withdrawn registrations. */
export const LISTABLE_STATUSES = [
  'pending',
  'registered',
  'learning',
  'documents_submitted',
  'approved',
  'rejected',
] as const satisfies readonly RegistrationStatus[];
export type ListableStatus = (typeof LISTABLE_STATUSES)[number];

/** Live statuses: every status that is not final. */
export const LIVE_STATUSES = REGISTRATION_STATUSES.filter((s) => !(FINAL_STATUSES as readonly string[]).includes(s)) as Exclude<
  RegistrationStatus,
  (typeof FINAL_STATUSES)[number]
>[];

/** The move that issues the registration certificate: the LPK has accepted the caregiver. */
export const CERTIFICATE_ISSUED_ON: RegistrationStatus = 'registered';

export function isRegistrationStatus(value: string): value is RegistrationStatus {
  return (REGISTRATION_STATUSES as readonly string[]).includes(value);
}

export function canStaffMove(from: RegistrationStatus, to: RegistrationStatus): boolean {
  return STAFF_MOVES[from].includes(to);
}

/** The statuses staff may move a registration to now, in the state machine's order. */
export function allowedStaffMoves(from: RegistrationStatus): RegistrationStatus[] {
  return STAFF_TARGETS.filter((to) => canStaffMove(from, to));
}

/** True once the registration is closed (rejected or withdrawn): nothing changes it any more. */
export function isFinal(status: string): boolean {
  return (FINAL_STATUSES as readonly string[]).includes(status);
}

/** A live registration blocks a second one with the same LPK (also enforced by a partial unique index). */
export function isLive(status: string): boolean {
  return !isFinal(status);
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

/** The i18n key of a status's label (contracts/src/i18n/registrations.ts); anything unknown reads "unknown". */
export function statusLabelKey(status: string): string {
  return `labels.registrations.status.${isRegistrationStatus(status) ? status : 'unknown'}`;
}
