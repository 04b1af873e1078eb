import type { MailPreference, NotificationKind } from 'contracts';
import { CheckboxField, Spinner, useQuery } from 'mf-shared';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { saveMailPreferences, mailPreferencesQuery } from '../../api/mail';
import { LoadFailed } from '../../components/LoadFailed';
import './i18n';
import './settings.css';

/**
 * Which notification mails the user gets, one checkbox per kind of their role (GET/POST
 * /mail/preferences): a registration's new status, a message left unread ten minutes, a new
 * applicant (staff). Mails about the account itself (verification, password reset) always go.
 * The same choice the unsubscribe link of each mail makes.
 */
export function MailNotifications() {
  const { t } = useTranslation('account');
  const preferences = useQuery(mailPreferencesQuery, { staleTime: 0 });
  const [chosen, setChosen] = useState<Partial<Record<NotificationKind, boolean>>>({});
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState('');

  // Filled in from each answer (the saved values, or another tab's change read again).
  useEffect(() => {
    if (preferences.data) setChosen(Object.fromEntries(preferences.data.map((p) => [p.kind, p.enabled])));
  }, [preferences.data]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setStatus('');
    try {
      const { items, message } = await saveMailPreferences(chosen);
      preferences.setData(() => items);
      setStatus(message ?? t('settings.mail_saved'));
    } catch {
      // The toast already said why.
    } finally {
      setSaving(false);
    }
  };

  const items: MailPreference[] = preferences.data ?? [];
  return (
    <section className="card" aria-labelledby="settings-mail-title" id="notifications">
      <h2 id="settings-mail-title">{t('settings.mail_title')}</h2>
      <p className="muted">{t('settings.mail_text')}</p>
      {preferences.status === 'loading' && <Spinner label={t('load.loading')} />}
      {preferences.status === 'error' && <LoadFailed onRetry={preferences.reload} />}
      {items.length > 0 && (
        <form onSubmit={(event) => void onSubmit(event)} aria-busy={saving || undefined}>
          <fieldset className="mail-kinds">
            <legend>{t('settings.mail_legend')}</legend>
            {items.map(({ kind }) => (
              <CheckboxField
                key={kind}
                name={kind}
                label={t(`settings.mail_kinds.${kind}`)}
                checked={chosen[kind] ?? true}
                onChange={(event) => setChosen((current) => ({ ...current, [kind]: event.target.checked }))}
              />
            ))}
          </fieldset>
          <div className="actions">
            <button type="submit" className="button button--primary" disabled={saving}>
              {t(saving ? 'settings.mail_saving' : 'settings.mail_save')}
            </button>
            <span role="status">{status}</span>
          </div>
        </form>
      )}
    </section>
  );
}
