import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { ListingStatus, UserRole } from 'contracts';

/**
 * Database schema as Kysely sees it. Portable across SQLite and PostgreSQL:
 * - booleans are integers 0/1 (better-sqlite3 cannot bind JS booleans);
 * - timestamps are ISO-8601 UTC strings (text in SQLite, timestamptz in PostgreSQL,
 *   read back as ISO strings by the pg type parser set in database.ts);
 * - lists and objects are JSON text.
 */
type Timestamp = ColumnType<string, string, string>;
type Flag = ColumnType<number, number, number>;

export interface UsersTable {
  id: Generated<number>;
  full_name: string;
  /** Lower-cased on write, unique. */
  email: string;
  /** E.164, e.g. +6281234567890. */
  phone: string;
  password_hash: string;
  /**
   * 1 when the owner chose the password; 0 for an account created through Google (its password
   * is random, nobody knows it) until a password is set (modules/auth/reauth.ts).
   */
  has_password: ColumnType<number, number | undefined, number>;
  /** rules/roles.ts in contracts; an `lpk_admin` with `lpk_id` null is pending (migration 0015). */
  role: UserRole;
  /** The LPK of staff and of an approved LPK admin. */
  lpk_id: number | null;
  avatar: string | null;
  referral_code: string;
  referred_by: number | null;
  locale: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When the owner proved the address (a mailed link, or Google); null until then (migration 0013). */
  email_verified_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PersonalAccessTokensTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** sha256 hex of the secret part; the secret itself is never stored. */
  token: string;
  /** Refreshed at most once a minute; with created_at it decides expiry (auth/tokens.ts). */
  last_used_at: Timestamp | null;
  created_at: Timestamp;
  /** Browser and operating system names from the User-Agent at sign-in (bowser), for the device list. */
  device_browser: string | null;
  device_os: string | null;
}

export interface ProfileSectionsTable {
  id: Generated<number>;
  user_id: number;
  section: string;
  /** JSON text of the validated section. */
  data: string;
  updated_at: Timestamp;
}

export interface InstitutesTable {
  id: Generated<number>;
  name: string;
  province: string;
  city: string;
  address: string;
  /** JSON array of programs: titp, ssw, kaigo_fukushishi, language. */
  programs: string;
  prog_titp: Flag;
  prog_ssw: Flag;
  prog_kaigo_fukushishi: Flag;
  prog_language: Flag;
  registration_fee: number;
  fee_level: 'low' | 'medium' | 'high';
  has_dormitory: Flag;
  training_months: number;
  licence_number: string;
  sending_org_status: string;
  accreditation: string;
  pass_rate: number;
  rating: number;
  description_id: string;
  description_en: string;
  /** JSON object: extra detail (fee breakdown, contact, founded year, capacity, ...). */
  details: string;
  /** Lower-cased, accent-stripped name + city + province for free-text search. */
  search_text: string;
  /** Same normalisation of the province alone, for the province filter. */
  province_key: string;
  created_at: Timestamp;
  /**
   * `draft` (approved, not yet published by its admin; migration 0020), `listed` (public) or
   * `suspended` by the operator (migration 0015): contracts/src/rules/listing.ts. The column's
   * default is `listed` (seeded and registry institutes are public); an approval writes `draft`.
   */
  listing_status: ColumnType<ListingStatus, ListingStatus | undefined, ListingStatus>;
  /** While suspended: the status the suspension interrupted (`draft` or `listed`; null: `listed`), restored on reinstatement (migration 0020). */
  suspended_from: ColumnType<'draft' | 'listed' | null, 'draft' | 'listed' | null | undefined, 'draft' | 'listed' | null>;
  /** When the operator verified the licence against the registry; null: not verified. */
  licence_verified_at: ColumnType<string | null, string | null | undefined, string | null>;
  suspended_at: ColumnType<string | null, string | null | undefined, string | null>;
  suspension_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * Reviews (modules/reviews; migration 0021): how many are visible and their mean overall rating.
   * From REVIEW_RATING_THRESHOLD (3) visible reviews on, `rating` is that mean and `self_rating`
   * keeps the LPK's own figure; below it `rating` is the LPK's own figure and `self_rating` is null.
   */
  review_count: ColumnType<number, number | undefined, number>;
  review_average: ColumnType<number | null, number | null | undefined, number | null>;
  self_rating: ColumnType<number | null, number | null | undefined, number | null>;
}

/**
 * How many institutes have each combination of the values the search filters read (migration
 * 0011; kept by triggers on institutes). A count without free text sums these rows.
 */
export interface InstituteFacetsTable {
  province_key: string;
  has_dormitory: Flag;
  prog_titp: Flag;
  prog_ssw: Flag;
  prog_kaigo_fukushishi: Flag;
  prog_language: Flag;
  fee_band: 'low' | 'medium' | 'high';
  total: number;
}

export interface JobsTable {
  id: Generated<number>;
  lpk_id: number;
  title_id: string;
  title_en: string;
  facility_type: string;
  prefecture: string;
  city: string;
  monthly_salary_jpy: number;
  experience: 'experienced' | 'inexperienced';
  pathway: 'titp' | 'ssw' | 'kaigo_fukushishi';
  jlpt_required: string;
  deadline: string;
  openings: number;
  /** JSON object: description, requirements, benefits (both languages), source of wage figures. */
  details: string;
  created_at: Timestamp;
  /** When its LPK closed it; null while open (migration 0016). */
  closed_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface RegistrationsTable {
  id: Generated<number>;
  user_id: number;
  lpk_id: number;
  job_id: number | null;
  status: string;
  /** When the caregiver gave explicit consent, and JSON of what they agreed to share. */
  consent_at: Timestamp;
  consent_scope: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RegistrationEventsTable {
  id: Generated<number>;
  registration_id: number;
  status: string;
  note: string | null;
  actor_user_id: number | null;
  created_at: Timestamp;
}

export interface CertificatesTable {
  id: Generated<number>;
  registration_id: number;
  number: string;
  verification_code: string;
  issued_at: Timestamp;
}

export interface AuditLogsTable {
  id: Generated<number>;
  /** Whose data was read. */
  subject_user_id: number;
  /** null once the staff account is deleted; the row stays, with the name below. */
  actor_user_id: number | null;
  lpk_id: number | null;
  registration_id: number | null;
  action: string;
  created_at: Timestamp;
  /** Who read, as they were at the read (kept when their account or the LPK is gone). */
  actor_name: string | null;
  actor_role: string | null;
  lpk_name: string | null;
  /** The first row of the visit this read belongs to; null on that first row (modules/account/audit.ts). */
  visit_of: number | null;
  /** The reader's client address (lib/client-address.ts) at the read; null before migration 0019. Never shown to the caregiver. */
  client_address: string | null;
}

/** Messages between a caregiver and the staff of an LPK, one thread per registration. */
export interface MessagesTable {
  id: Generated<number>;
  registration_id: number;
  /** null once the sender's account is deleted (staff); a caregiver's deletion removes the thread. */
  sender_user_id: number | null;
  body: string;
  /** When the other side first read it. */
  read_at: Timestamp | null;
  created_at: Timestamp;
}

/** An account's sign-in with an outside OpenID provider (Google), matched by the provider's `sub`. */
export interface UserIdentitiesTable {
  id: Generated<number>;
  user_id: number;
  /** 'google'. */
  provider: string;
  /** The provider's stable subject identifier (`sub` of its ID tokens). */
  subject: string;
  /** The (verified) email the provider gave when the identity was linked. */
  email: string;
  created_at: Timestamp;
  last_used_at: Timestamp;
}

/** A started OpenID sign-in, used once: its `state` (hashed), nonce, PKCE verifier and destination. */
export interface OidcFlowsTable {
  id: Generated<number>;
  /** sha256 hex of the `state` sent to the provider. */
  state_hash: string;
  provider: string;
  nonce: string;
  code_verifier: string;
  /** A path of this site to go to afterwards; null = the default. */
  redirect_to: string | null;
  /** sha256 hex of the value the starting tab keeps (the callback must present it); null = cannot finish. */
  binding_hash: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** A new provider user who still has to give a phone number and the agreement (the account does not exist yet). */
export interface OidcSignupTicketsTable {
  id: Generated<number>;
  /** sha256 hex of the ticket the browser holds. */
  ticket_hash: string;
  provider: string;
  subject: string;
  email: string;
  full_name: string;
  redirect_to: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/**
 * A Google identity whose verified email is that of an existing password account, waiting for
 * that account's password before it is linked (the account's email was never verified by us).
 */
export interface OidcLinkTicketsTable {
  id: Generated<number>;
  /** sha256 hex of the ticket the browser holds. */
  ticket_hash: string;
  user_id: number;
  provider: string;
  subject: string;
  email: string;
  redirect_to: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** A mail, written in the transaction of its cause and sent by the worker (modules/mail/outbox.ts). */
export interface MailOutboxTable {
  id: Generated<number>;
  /** `<random@domain>`, fixed at enqueue: a retry is the same mail. */
  message_id: string;
  template: string;
  /** `account` (never turned off) or a notification kind (mail_preferences). */
  kind: string;
  locale: string;
  to_address: string;
  /** The recipient's account, when there is one (its deletion deletes the row). */
  user_id: number | null;
  /** JSON of the template's data; never a secret. */
  data: string;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  /** While `sending`: the lease of the node sending it (another node takes it over after this). */
  locked_until: Timestamp | null;
  locked_by: string | null;
  last_error: string | null;
  /** 1 when the last try found no SMTP server (no reply at all): sent as soon as one answers again. */
  waits_for_server: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

/** A one-use link sent by mail (modules/mail/links.ts): only the sha256 of its token is kept. */
export interface MailLinksTable {
  id: Generated<number>;
  /** `verify_email`, `password_reset`, ... */
  purpose: string;
  user_id: number | null;
  /** The address the link was sent to (a verification proves this address only). */
  email: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** A notification kind a user turned on or off (no row: on). */
export interface MailPreferencesTable {
  user_id: number;
  kind: string;
  enabled: Flag;
  updated_at: Timestamp;
}

/** The last unread-message mail per thread and recipient (modules/notifications/unread.ts). */
export interface MailThreadNoticesTable {
  registration_id: number;
  user_id: number;
  last_message_id: number;
  last_sent_at: Timestamp;
}

/** A new registration waiting for the next digest of one staff member (modules/notifications/registrations.ts). */
export interface MailDigestItemsTable {
  user_id: number;
  registration_id: number;
  created_at: Timestamp;
}

/** When a staff member's last new-registration digest was written (at most one every MAIL_DIGEST_MINUTES). */
export interface MailDigestsTable {
  user_id: number;
  last_sent_at: Timestamp;
}

/** A photo of an institute's listing (migration 0016): a re-encoded WebP under uploads/institutes. */
export interface InstitutePhotosTable {
  id: Generated<number>;
  lpk_id: number;
  /** The server-chosen file name (32 hex + .webp). */
  file: string;
  width: number;
  height: number;
  /** Order on the page, from 0. */
  position: number;
  created_at: Timestamp;
}

/** An invitation to join an LPK as staff (migration 0016); its one-use link is a mail_links row. */
export interface StaffInvitationsTable {
  id: Generated<number>;
  lpk_id: number;
  email: string;
  invited_by: number | null;
  link_id: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  accepted_user_id: number | null;
  revoked_at: Timestamp | null;
}

/** An application to list a new LPK (`new`) or claim a listed one (`claim`), migration 0015. */
export interface LpkApplicationsTable {
  id: Generated<number>;
  /** The applicant's pending lpk_admin account. */
  user_id: number;
  kind: 'new' | 'claim';
  /** The claimed institute, or the one created when a new LPK is approved. */
  institute_id: number | null;
  name: string;
  licence_number: string;
  /** The licence number normalised (modules/registry/licence.ts), as lpk_registry keys it. */
  licence_key: string;
  province: string;
  city: string;
  address: string;
  /** JSON array of programs. */
  programs: string;
  /** 1 when the LPK says it is a registered sending organisation. */
  sending_org: Flag;
  contact_name: string;
  email: string;
  phone: string;
  /** The sniffed MIME type: application/pdf, image/jpeg or image/png. */
  document_type: string;
  document_bytes: number;
  status: 'pending' | 'approved' | 'rejected';
  decision_reason: string | null;
  decided_by: number | null;
  decided_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The licence document of an application (private: only the operator reads it, audited). */
export interface LpkApplicationDocumentsTable {
  application_id: number;
  content: Buffer;
}

/** One licensed LPK of the ministry's list as last imported (modules/registry). */
export interface LpkRegistryTable {
  id: Generated<number>;
  licence_key: string;
  licence_number: string;
  name: string;
  province: string;
  status: string;
  imported_at: Timestamp;
}

/** Every operator action, shown on the operator console. */
export interface OperatorAuditTable {
  id: Generated<number>;
  actor_user_id: number | null;
  actor_name: string;
  /** application.approved, application.rejected, application.document_viewed, lpk.suspended, lpk.reinstated */
  action: string;
  application_id: number | null;
  lpk_id: number | null;
  reason: string | null;
  created_at: Timestamp;
  /** The operator's client address (lib/client-address.ts) at the action; null before migration 0019. */
  client_address: string | null;
  /** The report the action was about (modules/reports; migration 0022), kept when the report is gone. */
  report_id: number | null;
  /** The review hidden or restored (modules/reviews; migration 0021), kept when the review is gone. */
  review_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A report of abuse about an LPK (modules/reports; migration 0022). Never read by an LPK-facing route. */
export interface LpkReportsTable {
  id: Generated<number>;
  reporter_user_id: number;
  institute_id: number;
  /** One of the reporter's registrations at that institute, when reported from it. */
  registration_id: number | null;
  /** contracts REPORT_CATEGORIES */
  category: string;
  body: string;
  /** The private attachment's key in the upload store (modules/reports/attachments.ts), its sniffed type and size. */
  attachment_key: string | null;
  attachment_type: string | null;
  attachment_bytes: number | null;
  status: Generated<'new' | 'in_review' | 'closed'>;
  /** The language the report was written in. */
  locale: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  status_changed_at: Timestamp | null;
}

/** The operator's history of a report: a note, or a status change (with an optional note). */
export interface LpkReportEventsTable {
  id: Generated<number>;
  report_id: number;
  actor_user_id: number | null;
  actor_name: string;
  kind: 'note' | 'status';
  status: string | null;
  note: string | null;
  created_at: Timestamp;
}

/** A verified alumni review of an LPK (modules/reviews; migration 0021): one per caregiver and LPK. */
export interface ReviewsTable {
  id: Generated<number>;
  lpk_id: number;
  user_id: number;
  /** The registration that made the author alumni (null once it is gone). */
  registration_id: number | null;
  /** YYYY-MM of that registration. */
  registered_month: string;
  rating_teaching: number;
  rating_fee_honesty: number;
  rating_documents: number;
  /** Only where the LPK has a dormitory. */
  rating_dormitory: number | null;
  body: string;
  /** contracts REVIEW_STATES: visible, hidden, resubmitted. */
  state: string;
  hidden_reason: string | null;
  hidden_at: Timestamp | null;
  hidden_by: number | null;
  /** The LPK's one public reply: its text, the admin who wrote it, when. */
  reply_body: string | null;
  reply_by: number | null;
  reply_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Until when the author may edit it (30 days from writing it, or from the operator hiding it). */
  editable_until: Timestamp;
}

export interface Database {
  reviews: ReviewsTable;
  users: UsersTable;
  personal_access_tokens: PersonalAccessTokensTable;
  profile_sections: ProfileSectionsTable;
  institutes: InstitutesTable;
  institute_facets: InstituteFacetsTable;
  jobs: JobsTable;
  registrations: RegistrationsTable;
  registration_events: RegistrationEventsTable;
  certificates: CertificatesTable;
  audit_logs: AuditLogsTable;
  messages: MessagesTable;
  user_identities: UserIdentitiesTable;
  oidc_flows: OidcFlowsTable;
  oidc_signup_tickets: OidcSignupTicketsTable;
  oidc_link_tickets: OidcLinkTicketsTable;
  mail_outbox: MailOutboxTable;
  mail_links: MailLinksTable;
  mail_preferences: MailPreferencesTable;
  mail_thread_notices: MailThreadNoticesTable;
  mail_digest_items: MailDigestItemsTable;
  mail_digests: MailDigestsTable;
  institute_photos: InstitutePhotosTable;
  staff_invitations: StaffInvitationsTable;
  lpk_applications: LpkApplicationsTable;
  lpk_application_documents: LpkApplicationDocumentsTable;
  lpk_registry: LpkRegistryTable;
  operator_audit: OperatorAuditTable;
  lpk_reports: LpkReportsTable;
  lpk_report_events: LpkReportEventsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type InstituteRow = Selectable<InstitutesTable>;
export type LpkApplicationRow = Selectable<LpkApplicationsTable>;
export type LpkReportRow = Selectable<LpkReportsTable>;
export type NewInstitute = Insertable<InstitutesTable>;
export type JobRow = Selectable<JobsTable>;
export type NewJob = Insertable<JobsTable>;
export type RegistrationRow = Selectable<RegistrationsTable>;
export type ReviewRow = Selectable<ReviewsTable>;
export type MessageRow = Selectable<MessagesTable>;
