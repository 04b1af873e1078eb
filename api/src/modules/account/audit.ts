import type { Db } from '../../db/database';
import { nowIso } from '../../lib/time';
import type { Translate } from '../../i18n';

/**
 * The audit log of applicant data read by LPK staff (DESIGN.md section 2: "every read of
 * applicant data by staff is written to an audit log the caregiver can see").
 */
export const AUDIT_ACTIONS = {
  /** Staff opened one registration with the applicant's profile. */
  profileRead: 'profile.read',
  /** Staff listed registrations, which shows the applicant's name. */
  applicantListed: 'applicant.listed',
} as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];

export interface AuditEntry {
  subjectUserId: number;
  registrationId: number;
}

/** Writes one row per applicant whose data the staff member is about to be shown. */
export async function recordAudit(db: Db, actor: { id: number; lpkId: number }, action: AuditAction, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
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
      })),
    )
    .execute();
}

export interface AuditLogItem {
  id: number;
  action: string;
  /** The action in the request's language. */
  description: string;
  at: string;
  actor: { id: number; full_name: string } | null;
  lpk: { id: number; name: string } | null;
  registration_id: number | null;
}

function describe(t: Translate, action: string): string {
  const key = action === AUDIT_ACTIONS.profileRead ? 'profile_read' : action === AUDIT_ACTIONS.applicantListed ? 'applicant_listed' : 'other';
  return t(`account.audit_actions.${key}`);
}

/** Who read the user's data, newest first. */
export async function listAuditForSubject(
  db: Db,
  t: Translate,
  subjectUserId: number,
  paging?: { page: number; per_page: number },
): Promise<{ items: AuditLogItem[]; total: number }> {
  let query = db
    .selectFrom('audit_logs as a')
    .leftJoin('users as u', 'u.id', 'a.actor_user_id')
    .leftJoin('institutes as i', 'i.id', 'a.lpk_id')
    .select(['a.id', 'a.action', 'a.created_at', 'a.registration_id', 'u.id as actor_id', 'u.full_name as actor_name', 'i.id as lpk_id', 'i.name as lpk_name'])
    .where('a.subject_user_id', '=', subjectUserId)
    .orderBy('a.id', 'desc');
  if (paging) query = query.limit(paging.per_page).offset((paging.page - 1) * paging.per_page);
  const [rows, count] = await Promise.all([
    query.execute(),
    db.selectFrom('audit_logs').select((eb) => eb.fn.countAll<number>().as('n')).where('subject_user_id', '=', subjectUserId).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    items: rows.map((r) => ({
      id: r.id,
      action: r.action,
      description: describe(t, r.action),
      at: r.created_at,
      actor: r.actor_id !== null && r.actor_name !== null ? { id: r.actor_id, full_name: r.actor_name } : null,
      lpk: r.lpk_id !== null && r.lpk_name !== null ? { id: r.lpk_id, name: r.lpk_name } : null,
      registration_id: r.registration_id,
    })),
  };
}
