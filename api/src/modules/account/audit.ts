import type { Db } from '../../db/database';
import { nowIso } from '../../lib/time';

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
 * Writes one row per applicant whose data the staff member is about to be shown, with the
 * staff member's name and role and the LPK's name as they are now.
 */
export async function recordAudit(db: Db, actor: { id: number; lpkId: number }, action: AuditAction, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const [who, lpk] = await Promise.all([
    db.selectFrom('users').select(['full_name', 'role']).where('id', '=', actor.id).executeTakeFirst(),
    db.selectFrom('institutes').select('name').where('id', '=', actor.lpkId).executeTakeFirst(),
  ]);
  const now = nowIso();
  await db
    .insertInto('audit_logs')
    .values(
      entries.map((e) => ({
        subject_user_id: e.subjectUserId,
        actor_user_id: actor.id,
        lpk_id: actor.lpkId,
        registration_id: e.registrationId,
        action,
        created_at: now,
        actor_name: who?.full_name ?? null,
        actor_role: who?.role ?? null,
        lpk_name: lpk?.name ?? null,
      })),
    )
    .execute();
}
