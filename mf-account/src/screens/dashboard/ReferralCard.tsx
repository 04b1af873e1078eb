import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './i18n';

/** The user's own referral code and the registration link that carries it (/register/{code}). */
export function ReferralCard({ code }: { code: string }) {
  const { t } = useTranslation('account');
  const id = useId();
  const [copied, setCopied] = useState(false);
  const link = `${window.location.origin}/register/${encodeURIComponent(code)}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard access (permissions, old browser): the link stays visible to copy by hand.
      setCopied(false);
    }
  };

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('dashboard.referral_title')}</h2>
      <p>{t('dashboard.referral_text')}</p>
      <p className="referral-code">
        <strong>{code}</strong>
      </p>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-link`}>
          {t('dashboard.referral_link')}
        </label>
        <input id={`${id}-link`} className="field__input" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
      </div>
      <div className="actions">
        <button type="button" className="button" onClick={() => void copy()}>
          {t('dashboard.copy')}
        </button>
        <span role="status">{copied ? t('dashboard.copied') : ''}</span>
      </div>
    </section>
  );
}
