import { ApiError, usePageTitle } from 'mf-shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { unsubscribe } from '../../api/mail';
import { useLinkToken } from '../../components/auth/linkToken';
import '../../components/auth/auth.css';
import './i18n';

/**
 * /unsubscribe?token=...: the unsubscribe link of a notification mail. Nothing changes until the
 * button is pressed (mail scanners open links); mail clients that support it unsubscribe with one
 * click without this page (RFC 8058, the List-Unsubscribe header).
 */
export default function UnsubscribeScreen() {
  const { t } = useTranslation('public');
  usePageTitle(t('unsubscribe.title'));
  const token = useLinkToken();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(() => (token ? null : { ok: false, message: t('unsubscribe.missing') }));
  const [working, setWorking] = useState(false);

  const confirm = async () => {
    setWorking(true);
    try {
      const { message } = await unsubscribe(token);
      setResult({ ok: true, message: message ?? '' });
    } catch (error) {
      setResult({ ok: false, message: error instanceof ApiError ? (error.body?.message ?? error.message) : String(error) });
    } finally {
      setWorking(false);
    }
  };

  return (
    <section className="auth-page container" aria-labelledby="unsubscribe-title">
      <div className="card auth-card">
        <h1 id="unsubscribe-title">{t('unsubscribe.title')}</h1>
        <p className="auth-card__intro">{t('unsubscribe.intro')}</p>
        {result ? (
          <div className={`alert ${result.ok ? 'alert--success' : 'alert--error'}`} role={result.ok ? 'status' : 'alert'}>
            {result.message}
          </div>
        ) : (
          <button type="button" className="button button--primary button--block" onClick={() => void confirm()} disabled={working} aria-busy={working}>
            {t(working ? 'unsubscribe.working' : 'unsubscribe.confirm')}
          </button>
        )}
        <p className="auth-card__switch">
          <Link to="/admin/settings">{t('unsubscribe.settings')}</Link>
        </p>
      </div>
    </section>
  );
}
