import { CheckboxField, type CheckboxProps } from 'mf-shared';
import { Trans, useTranslation } from 'react-i18next';
import { NewTabLink } from './NewTabLink';
import '../../screens/register/i18n';
import './agreement.css';

/**
 * The agreement a new account gives (terms and privacy, linked in a new tab) with the note that
 * the data goes only to the LPKs the user chooses: /register and a Google sign-up ask the same.
 * Takes react-hook-form's `register('agree')` props and the field's error.
 */
export function AgreementField(props: Omit<CheckboxProps, 'label' | 'className'>) {
  const { t } = useTranslation('public');
  return (
    <>
      <CheckboxField
        className="auth-agree"
        label={<Trans t={t} i18nKey="register.agree" components={{ terms: <NewTabLink to="/terms" />, privacy: <NewTabLink to="/privacy-policy" /> }} />}
        {...props}
      />
      <p className="auth-data-sharing">{t('register.data_sharing')}</p>
    </>
  );
}
