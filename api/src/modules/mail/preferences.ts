import { NOTIFICATION_KINDS_BY_ROLE, type MailPreference, type NotificationKind, type UserRole } from 'contracts';
import type { Db } from '../../db/database';

/** Which notification mails a user gets: every kind of their role is on until they turn it off (mail_preferences). */

/** The kinds a role receives. */
export function kindsOf(role: UserRole): readonly NotificationKind[] {
  return NOTIFICATION_KINDS_BY_ROLE[role];
}

export async function isEnabled(db: Db, userId: number, kind: string): Promise<boolean> {
  const row = await db.selectFrom('mail_preferences').select('enabled').where('user_id', '=', userId).where('kind', '=', kind).executeTakeFirst();
  return row === undefined || Number(row.enabled) !== 0;
}

/** The user's preferences for the kinds of their role, in the role's order. */
export async function preferencesOf(db: Db, userId: number, role: UserRole): Promise<MailPreference[]> {
  const rows = await db.selectFrom('mail_preferences').select(['kind', 'enabled']).where('user_id', '=', userId).execute();
  const off = new Set(rows.filter((r) => Number(r.enabled) === 0).map((r) => r.kind));
  return kindsOf(role).map((kind) => ({ kind, enabled: !off.has(kind) }));
}

/** Turns kinds on or off (one upsert each). */
export async function setPreferences(db: Db, userId: number, changes: Partial<Record<NotificationKind, boolean>>, now: number): Promise<void> {
  const at = new Date(now).toISOString();
  for (const [kind, enabled] of Object.entries(changes)) {
    if (enabled === undefined) continue;
    const flag = enabled ? 1 : 0;
    await db
      .insertInto('mail_preferences')
      .values({ user_id: userId, kind, enabled: flag, updated_at: at })
      .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ enabled: flag, updated_at: at }))
      .execute();
  }
}
