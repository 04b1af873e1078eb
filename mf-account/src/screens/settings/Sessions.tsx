import type { SessionItem } from 'contracts';
import { Spinner, logout, useQuery } from 'mf-shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endSession, sessionsQuery } from '../../api/account';
import { formatDateTime } from '../../components/formatDate';
import { LoadFailed } from '../../components/LoadFailed';
import './i18n';
import './settings.css';

/** "Chrome on Android", worded in the current language from the browser and system names. */
function useDeviceName(): (session: Pick<SessionItem, 'browser' | 'os'>) => string {
  const { t } = useTranslation('account');
  return ({ browser, os }) => {
    if (browser && os) return t('settings.sessions_device', { browser, os });
    if (browser) return browser;
    if (os) return t('settings.sessions_device_os', { os });
    return t('settings.sessions_device_unknown');
  };
}

/**
 * GET /sessions: the devices signed in to the account, each with a button that ends its session
 * (DELETE /sessions/{id}). Ending the session of this browser is a logout, as the menu's.
 */
export function Sessions() {
  const { t } = useTranslation('account');
  const deviceName = useDeviceName();
  // The devices signed in change elsewhere (a new login): read again whenever shown.
  const sessions = useQuery(sessionsQuery, { staleTime: 0 });
  const [busy, setBusy] = useState<number | null>(null);
  const [status, setStatus] = useState('');

  const end = async (session: SessionItem) => {
    setBusy(session.id);
    setStatus('');
    if (session.current) {
      // The same as the menu's logout: the API forgets the token, the session and the real-time link end here.
      await logout();
      return;
    }
    try {
      await endSession(session.id);
      sessions.setData((list) => list?.filter((s) => s.id !== session.id));
      setStatus(t('settings.sessions_ended', { device: deviceName(session) }));
    } catch {
      // The toast already said why; the list may be stale (ended elsewhere): load it again.
      sessions.reload();
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="card" aria-labelledby="settings-sessions-title">
      <h2 id="settings-sessions-title">{t('settings.sessions_title')}</h2>
      <p className="muted">{t('settings.sessions_text')}</p>
      {sessions.status === 'loading' && <Spinner label={t('load.loading')} />}
      {sessions.status === 'error' && <LoadFailed onRetry={sessions.reload} />}
      {sessions.data && (
        // role="list": list styles are off, and some screen readers then stop announcing a list.
        // eslint-disable-next-line jsx-a11y/no-redundant-roles -- see above (Safari/VoiceOver drop list semantics without it)
        <ul className="plain-list" role="list" aria-labelledby="settings-sessions-title">
          {sessions.data.map((session) => {
            const device = deviceName(session);
            const signedIn = formatDateTime(session.created_at);
            const lastActive = session.last_used_at ?? session.created_at;
            return (
              <li key={session.id} className="actions session">
                <div className="session__text">
                  <strong>{device}</strong> {session.current && <span className="status-badge">{t('settings.sessions_this_device')}</span>}
                  <br />
                  <span className="muted">
                    {t('settings.sessions_signed_in')} <time dateTime={session.created_at}>{signedIn}</time>
                    {' · '}
                    {t('settings.sessions_last_active')} <time dateTime={lastActive}>{formatDateTime(lastActive)}</time>
                  </span>
                </div>
                <button type="button" className="button" onClick={() => void end(session)} disabled={busy !== null}>
                  {t(session.current ? 'settings.sessions_sign_out_here' : 'settings.sessions_end')}
                  <span className="visually-hidden">{t('settings.sessions_button_device', { device, date: signedIn })}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <p role="status" className="muted">
        {status}
      </p>
    </section>
  );
}
