import { PasswordField } from 'mf-shared/forms';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { PasswordRules } from './PasswordRules';

/**
 * A new password, its live checklist and its repetition: the fields `password` and
 * `password_confirmation` of the surrounding form (mf-shared's bound PasswordField), as
 * registration, a staff invitation and a password reset ask them.
 */
export function NewPasswordFields({ label, confirmationLabel }: { label: string; confirmationLabel: string }) {
  const rulesId = useId();
  const password = useWatch<{ password: string }, 'password'>({ name: 'password' });
  return (
    <>
      <PasswordField name="password" label={label} autoComplete="new-password" describedBy={rulesId} />
      <PasswordRules id={rulesId} password={password ?? ''} />
      <PasswordField name="password_confirmation" label={confirmationLabel} autoComplete="new-password" />
    </>
  );
}
