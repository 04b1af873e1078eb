import { ApiError, useSession } from 'mf-shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { refreshUser, resendVerification } from '../api/verification';
import './i18n';

/**
 * Above every page of the account area while the address is not verified: it says so, sends the
 * link again (at most 3 an hour; the API's 429 says how long to wait) and leads to changing the
 * address. Nothing else waits for it (many caregivers live on WhatsApp): the LPKs see whether
 * the address is verified. Gone as soon as the session's user is verified (this tab or another).
 */
export function VerifyEmailBanner() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  const id = useId();
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  // Unknown (a session stored before verification existed) is not "unverified".
  if (!user || user.email_verified_at !== null) return null;

  const send = async () => {
    setSending(true);
    setResult(null);
    try {
      setResult({ ok: true, message: (await resendVerification()) ?? t('verifyBanner.sent') });
    } catch (error) {
      // Verified meanwhile (another device): the account as it is now, and the banner goes.
      if (error instanceof ApiError && error.status === 422) await refreshUser().catch(() => undefined);
      setResult({ ok: false, message: error instanceof ApiError ? (error.body?.message ?? error.message) : t('verifyBanner.failed') });
    } finally {
      setSending(false);
    }
  };

  return (
    // A region before the page's own h1: named, but not a heading (the page's outline starts at its h1).
    <section className="verify-banner" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="verify-banner__title">
        {t('verifyBanner.title')}
      </p>
      {/* "So that LPKs know" speaks to caregivers; the LPK and platform accounts get their own reason. */}
      <p>{t(user.role === 'caregiver' ? 'verifyBanner.text' : 'verifyBanner.text_lpk', { email: user.email })}</p>
      <div className="actions">
        <button type="button" className="button button--primary" onClick={() => void send()} disabled={sending} aria-busy={sending}>
          {t(sending ? 'verifyBanner.sending' : 'verifyBanner.send_again')}
        </button>
        <Link to="/admin/edit-profile">{t('verifyBanner.change')}</Link>
      </div>
      <p role="status" className={result && !result.ok ? 'verify-banner__error' : undefined}>
        {result?.message ?? ''}
      </p>
    </section>
  );
}
