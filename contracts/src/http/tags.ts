/**
 * The OpenAPI document's tags, declared with what each groups (a client generator makes one
 * service per tag). Every route's `tags` names one of these; api/test/contract.test.ts checks
 * that each is used and none is missing.
 */
export const API_TAGS = [
  { name: 'auth', description: 'Sign-up, sign-in (password or Google), sign-out, password change and reset, address verification.' },
  { name: 'account', description: "The signed-in user's own data: devices, export, the audit log of who read it, deletion." },
  { name: 'profile', description: "A caregiver's profile and the six sections of their placement file, with completeness and avatar." },
  { name: 'catalogue', description: 'Public: institute (LPK) search, comparison and detail, vacancies, the salary-simulation facts.' },
  { name: 'registrations', description: "A caregiver's registrations with the LPKs they chose: consent, status, withdrawal." },
  { name: 'certificates', description: 'The certificate of an approved registration, and its public verification.' },
  { name: 'applicants', description: "LPK staff: the applicants of their LPK (every read audited) and moving a registration's status." },
  { name: 'institution', description: "An LPK's admin: the listing, its photos and publication, vacancies, staff and invitations." },
  { name: 'lpk-join', description: 'An institution applying to be listed, or claiming its listing.' },
  { name: 'operator', description: 'The platform operator: LPK applications against the registry, suspensions, the audit of operator actions.' },
  { name: 'reviews', description: 'Reviews of an LPK written by its verified alumni, the LPK’s replies and moderation.' },
  { name: 'reports', description: 'Reports of abuse about an LPK to the operator, and their status for the reporter.' },
  { name: 'messages', description: 'Threads between a caregiver and the staff of an LPK they registered with.' },
  { name: 'mail', description: 'Mail notification preferences and one-click unsubscribe.' },
  { name: 'assistant', description: "The assistant's answers (JSON or server-sent events)." },
  { name: 'realtime', description: 'Signatures for private and presence channels of the real-time (Pusher protocol) server.' },
  { name: 'rollout', description: 'Which remote version a browser loads, and load failures of canaries.' },
  { name: 'release', description: 'Publishing, canaries, promotion and rollback of remote versions, with deploy tokens.' },
  { name: 'system', description: 'Liveness and readiness of a node.' },
] as const;

export type ApiTag = (typeof API_TAGS)[number]['name'];
