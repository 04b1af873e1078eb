import { FieldHelp, useFieldDescription, type FieldProps } from 'mf-shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './auth.css';
import './i18n';

export interface PasswordFieldProps extends Omit<FieldProps, 'type'> {
  /** Ids of more elements describing the field (e.g. the password rules). */
  describedBy?: string | undefined;
}

/**
 * A labelled password input with a show/hide button; the same markup and error wiring as
 * mf-shared's TextField (`.field*` classes). Extra props (react-hook-form's `ref` included) go to
 * the input.
 */
export function PasswordField({ label, error, hint, className, describedBy, ...input }: PasswordFieldProps) {
  const { t } = useTranslation('public');
  const [visible, setVisible] = useState(false);
  const d = useFieldDescription(error, hint, describedBy);
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={d.id} className="field__label">
        {label}
      </label>
      <div className="password-field">
        <input
          id={d.id}
          className="field__input password-field__input"
          aria-invalid={d.invalid}
          aria-describedby={d.describedBy}
          {...input}
          type={visible ? 'text' : 'password'}
        />
        <button type="button" className="password-field__toggle" aria-controls={d.id} onClick={() => setVisible((shown) => !shown)}>
          {/* Short on screen, complete for screen readers: "Show" + " password". */}
          {visible ? t('auth.password.hide') : t('auth.password.show')}
          <span className="visually-hidden"> {t('auth.password.what')}</span>
        </button>
      </div>
      <FieldHelp hint={hint} error={error} description={d} />
    </div>
  );
}
