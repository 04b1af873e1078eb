import type { AuditLogItem, SessionItem } from 'contracts';
import type { Translate } from '../../i18n';
import { expiresAt, type SessionPolicy, type SessionRow } from '../auth/tokens';
import { DESCRIPTIONS } from './audit';
import type { AuditRow } from './queries';

/** "Chrome di Android" / "Chrome on Android", in the request's language. */
export function deviceLabel(t: Translate, browser: string | null, os: string | null): string {
  if (browser && os) return t('account.sessions.device', { browser, os });
  if (browser) return browser;
  if (os) return t('account.sessions.device_os_only', { os });
  return t('account.sessions.device_unknown');
}

/** One signed-in device as GET /sessions shows it: never the token or its hash. */
export function presentSession(t: Translate, row: SessionRow, currentTokenId: number | null, policy: SessionPolicy): SessionItem {
  return {
    id: row.id,
    current: row.id === currentTokenId,
    device: deviceLabel(t, row.device_browser, row.device_os),
    browser: row.device_browser,
    os: row.device_os,
    created_at: row.created_at,
    last_used_at: row.last_used_at,
    expires_at: expiresAt(row, policy),
  };
}

/** One read of the user's data: the names recorded at the read (rows written before names were recorded fall back to the account). */
export function presentAuditItem(t: Translate, row: AuditRow): AuditLogItem {
  const actorName = row.actor_name ?? row.current_actor_name;
  const lpkName = row.lpk_name ?? row.current_lpk_name;
  return {
    id: row.id,
    action: row.action,
    description: t(`account.audit_actions.${DESCRIPTIONS[row.action] ?? 'other'}`),
    at: row.created_at,
    actor:
      actorName === null
        ? null
        : { id: row.actor_user_id, full_name: actorName, role: row.actor_role ?? row.current_actor_role, account_deleted: row.actor_user_id === null },
    lpk: lpkName === null ? null : { id: row.lpk_id, name: lpkName },
    registration_id: row.registration_id,
    reads: row.reads,
    last_at: row.last_at,
  };
}
