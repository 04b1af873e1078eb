import type { Translate } from '../../i18n';
import { expiresAt, type SessionPolicy, type SessionRow } from '../auth/tokens';

/** One signed-in device as GET /sessions shows it: never the token or its hash. */
export interface SessionJson {
  id: number;
  /** The token of this very request. */
  current: boolean;
  /** "Chrome di Android" / "Chrome on Android", in the request's language. */
  device: string;
  browser: string | null;
  os: string | null;
  created_at: string;
  /** null until first used after sign-in. */
  last_used_at: string | null;
  /** When it ends without further use (idle), or at the latest (absolute). */
  expires_at: string;
}

export function deviceLabel(t: Translate, browser: string | null, os: string | null): string {
  if (browser && os) return t('account.sessions.device', { browser, os });
  if (browser) return browser;
  if (os) return t('account.sessions.device_os_only', { os });
  return t('account.sessions.device_unknown');
}

export function presentSession(t: Translate, row: SessionRow, currentTokenId: number | null, policy: SessionPolicy): SessionJson {
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
