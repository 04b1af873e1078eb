import type { FieldProps } from 'mf-shared';
import { useId, useState } from 'react';
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
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedByIds = [hintId, describedBy, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="password-field">
        <input
          id={id}
          className="field__input password-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds}
          {...input}
          type={visible ? 'text' : 'password'}
        />
        <button
          type="button"
          className="password-field__toggle"
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          {/* Short on screen, complete for screen readers: "Show" + " password". */}
          {visible ? t('auth.password.hide') : t('auth.password.show')}
          <span className="visually-hidden"> {t('auth.password.what')}</span>
        </button>
      </div>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
