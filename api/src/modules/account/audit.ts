import type { Db } from '../../db/database';

/**
 * The audit log of applicant data read by LPK staff: every read of applicant data by staff is
 * written to an audit log the caregiver can see. A row names the reader and the LPK as they
 * were at the read, so it outlives the staff account (and the LPK record).
 */
export const AUDIT_ACTIONS = {
  /** Staff opened one registration with the applicant's profile. */
  profileRead: 'profile.read',
  /** Staff listed registrations, which shows the applicant's name. */
  applicantListed: 'applicant.listed',
  /** Staff opened the applicant's message thread. */
  messagesRead: 'messages.read',
  /** Staff listed message threads, which shows the applicant's name and their latest message. */
  messagesListed: 'messages.listed',
} as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];

/** The i18n key (account.audit_actions.*) describing each action. */
export const DESCRIPTIONS: Record<string, string> = {
  [AUDIT_ACTIONS.profileRead]: 'profile_read',
  [AUDIT_ACTIONS.applicantListed]: 'applicant_listed',
  [AUDIT_ACTIONS.messagesRead]: 'messages_read',
  [AUDIT_ACTIONS.messagesListed]: 'messages_listed',
};

export interface AuditEntry {
  subjectUserId: number;
  registrationId: number;
}

/**
 * How long one staff visit lasts for the audit log. Every read is written (the log is complete),
 * but a reader who reads the same thing of the same registration again within this time of the
 * visit's last read (the page re-read after a status change, a reconnect's resync, the next page
 * of a thread) is still on that visit: the row points at the visit's first row (`visit_of`), and
 * the caregiver's log shows the visit once, with its number of reads ("Melihat profil Anda",
 * once per visit, not once per request). A read after a longer pause starts a new visit.
 */
export const AUDIT_VISIT_MS = 30 * 60 * 1000;

/** The staff member reading: their account, their LPK, and the client's address of the request (lib/client-address.ts `clientAddressOf`). */
export interface AuditActor {
  id: number;
  lpkId: number;
  /** Recorded with each row (`client_address`); for investigations, never shown to the caregiver. Absent outside a request. */
  address?: string | null;
}

/**
 * Writes one row per applicant whose data the staff member is about to be shown, with the
 * staff member's name and role, the LPK's name as they are now and the client's address of the
 * read, each tied to the visit it belongs to (AUDIT_VISIT_MS).
 */
export async function recordAudit(db: Db, actor: AuditActor, action: AuditAction, entries: readonly AuditEntry[], now: Date = new Date()): Promise<void> {
  if (entries.length === 0) return;
  const since = new Date(now.getTime() - AUDIT_VISIT_MS).toISOString();
  const [who, lpk, recent] = await Promise.all([
    db.selectFrom('users').select(['full_name', 'role']).where('id', '=', actor.id).executeTakeFirst(),
    db.selectFrom('institutes').select('name').where('id', '=', actor.lpkId).executeTakeFirst(),
    db
      .selectFrom('audit_logs')
      .select(['id', 'visit_of', 'registration_id', 'subject_user_id'])
      .where('actor_user_id', '=', actor.id)
      .where('action', '=', action)
      .where(
        'registration_id',
        'in',
        entries.map((e) => e.registrationId),
      )
      .where('created_at', '>=', since)
      .execute(),
  ]);
  /** The first row of the visit each (registration, applicant) is on, if any. */
  const visits = new Map(recent.map((row) => [`${row.registration_id}:${row.subject_user_id}`, row.visit_of ?? row.id]));
  const at = now.toISOString();
  await db
    .insertInto('audit_logs')
    .values(
      entries.map((e) => ({
        subject_user_id: e.subjectUserId,
        actor_user_id: actor.id,
        lpk_id: actor.lpkId,
        registration_id: e.registrationId,
        action,
        created_at: at,
        actor_name: who?.full_name ?? null,
        actor_role: who?.role ?? null,
        lpk_name: lpk?.name ?? null,
        visit_of: visits.get(`${e.registrationId}:${e.subjectUserId}`) ?? null,
        client_address: actor.address ?? null,
      })),
    )
    .execute();
}
