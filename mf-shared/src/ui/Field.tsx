import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** Shown under the field and announced; marks the input invalid. */
  error?: string | undefined;
  hint?: ReactNode;
}

/** How a form control is tied to its hint and error message for screen readers. */
export interface FieldDescription {
  id: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** aria-describedby: the hint, any extra ids, then the error. */
  describedBy: string | undefined;
  /** aria-invalid. */
  invalid: true | undefined;
}

/** The ids of a control, its hint and its error; `extra` names more elements that describe it. */
export function useFieldDescription(error: string | undefined, hint?: ReactNode, extra?: string): FieldDescription {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { id, hintId, errorId, describedBy: [hintId, extra, errorId].filter(Boolean).join(' ') || undefined, invalid: error ? true : undefined };
}

/** The hint and the error message under a control, with the ids `useFieldDescription` gave them. */
export function FieldHelp({ hint, error, description }: { hint?: ReactNode; error: string | undefined; description: FieldDescription }) {
  return (
    <>
      {hint && (
        <p id={description.hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={description.errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

/** A labelled input with its hint and error wired up for screen readers. */
export function TextField({ label, error, hint, className, ...input }: FieldProps) {
  const d = useFieldDescription(error, hint);
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={d.id} className="field__label">
        {label}
      </label>
      <input id={d.id} className="field__input" aria-invalid={d.invalid} aria-describedby={d.describedBy} {...input} />
      <FieldHelp hint={hint} error={error} description={d} />
    </div>
  );
}

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  error?: string | undefined;
}

/** A checkbox with its label (the label may hold links) and error. */
export function CheckboxField({ label, error, className, ...input }: CheckboxProps) {
  const d = useFieldDescription(error);
  return (
    <div className={`field field--checkbox${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <input id={d.id} type="checkbox" aria-invalid={d.invalid} aria-describedby={d.describedBy} {...input} />
      <label htmlFor={d.id}>{label}</label>
      <FieldHelp error={error} description={d} />
    </div>
  );
}
