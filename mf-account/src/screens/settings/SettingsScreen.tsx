import { usePageTitle, useSession } from 'mf-shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportMyData } from '../../api/account';
import { LanguageSwitch } from '../../layout/LanguageSwitch';
import { AuditLog } from './AuditLog';
import { DeleteAccount } from './DeleteAccount';
import { MailNotifications } from './MailNotifications';
import { downloadJson } from './downloadJson';
import { Sessions } from './Sessions';
import './i18n';

/** /admin/settings: language, email notifications, data export, signed-in devices, who viewed my data, account deletion. */
export default function SettingsScreen() {
  const { t } = useTranslation('account');
  usePageTitle(t('settings.title'));
  const { user } = useSession();
  const [exporting, setExporting] = useState(false);
  const [exported, setExported] = useState(false);

  const onExport = async () => {
    setExporting(true);
    setExported(false);
    try {
      const data = await exportMyData();
      downloadJson(data, `lpk-data-export-${user?.id ?? 'me'}-${new Date().toISOString().slice(0, 10)}.json`);
      setExported(true);
    } catch {
      // The toast already said why.
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="stack">
      <h1>{t('settings.title')}</h1>
      <section className="card" aria-labelledby="settings-language-title">
        <h2 id="settings-language-title">{t('settings.language_title')}</h2>
        <p className="muted">{t('settings.language_text')}</p>
        <LanguageSwitch />
      </section>
      <MailNotifications />
      <section className="card" aria-labelledby="settings-export-title">
        <h2 id="settings-export-title">{t('settings.export_title')}</h2>
        <p className="muted">{t('settings.export_text')}</p>
        <div className="actions">
          <button type="button" className="button" onClick={() => void onExport()} disabled={exporting}>
            {t(exporting ? 'settings.exporting' : 'settings.export_button')}
          </button>
          <span role="status">{exported ? t('settings.exported') : ''}</span>
        </div>
      </section>
      <Sessions />
      {user?.role === 'caregiver' && <AuditLog />}
      <DeleteAccount />
    </div>
  );
}
