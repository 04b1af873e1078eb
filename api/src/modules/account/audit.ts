import type { Db } from '../../db/database';
import { nowIso } from '../../lib/time';
import type { Translate } from '../../i18n';

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
const DESCRIPTIONS: Record<string, string> = {
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

export interface AuditLogItem {
  id: number;
  action: string;
  /** The action in the request's language. */
  description: string;
  at: string;
  /** Who read; `id` is null once that account has been deleted (the name stays). */
  actor: { id: number | null; full_name: string; role: string | null; account_deleted: boolean } | null;
  lpk: { id: number | null; name: string } | null;
  registration_id: number | null;
}

function describe(t: Translate, action: string): string {
  return t(`account.audit_actions.${DESCRIPTIONS[action] ?? 'other'}`);
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
    .select([
      'a.id',
      'a.action',
      'a.created_at',
      'a.registration_id',
      'a.actor_user_id',
      'a.actor_name',
      'a.actor_role',
      'a.lpk_id',
      'a.lpk_name',
      'u.full_name as current_actor_name',
      'u.role as current_actor_role',
      'i.name as current_lpk_name',
    ])
    .where('a.subject_user_id', '=', subjectUserId)
    .orderBy('a.id', 'desc');
  if (paging) query = query.limit(paging.per_page).offset((paging.page - 1) * paging.per_page);
  const [rows, count] = await Promise.all([
    query.execute(),
    db.selectFrom('audit_logs').select((eb) => eb.fn.countAll<number>().as('n')).where('subject_user_id', '=', subjectUserId).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    items: rows.map((r) => {
      // The name recorded at the read; rows written before names were recorded fall back to the account.
      const actorName = r.actor_name ?? r.current_actor_name;
      const lpkName = r.lpk_name ?? r.current_lpk_name;
      return {
        id: r.id,
        action: r.action,
        description: describe(t, r.action),
        at: r.created_at,
        actor:
          actorName === null
            ? null
            : { id: r.actor_user_id, full_name: actorName, role: r.actor_role ?? r.current_actor_role, account_deleted: r.actor_user_id === null },
        lpk: lpkName === null ? null : { id: r.lpk_id, name: lpkName },
        registration_id: r.registration_id,
      };
    }),
  };
}
