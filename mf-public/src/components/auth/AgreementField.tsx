import { CheckField } from 'mf-shared/forms';
import { Trans, useTranslation } from 'react-i18next';
import { NewTabLink } from './NewTabLink';
import '../../screens/register/i18n';
import './agreement.css';

/**
 * The agreement a new account gives (terms and privacy, linked in a new tab) with the note that
 * the data goes only to the LPKs the user chooses: /register and a Google sign-up ask the same.
 * mf-shared's bound checkbox (CheckField) of the surrounding form's `agree`, with the site's words.
 */
export function AgreementField() {
  const { t } = useTranslation('public');
  return (
    <>
      <CheckField
        name="agree"
        className="auth-agree"
        label={<Trans t={t} i18nKey="register.agree" components={{ terms: <NewTabLink to="/terms" />, privacy: <NewTabLink to="/privacy-policy" /> }} />}
      />
      <p className="auth-data-sharing">{t('register.data_sharing')}</p>
    </>
  );
}
