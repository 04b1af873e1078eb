import { InputField } from 'mf-shared/forms';
import { useTranslation } from 'react-i18next';
import '../../screens/register/i18n';

/** The Indonesian phone number a new account gives (the surrounding form's `phone`): /register and a Google sign-up ask it alike. */
export function PhoneField() {
  const { t } = useTranslation('public');
  return <InputField name="phone" label={t('register.phone')} type="tel" autoComplete="tel" inputMode="tel" hint={t('register.phone_hint')} />;
}
