import { FieldHelp, useFieldDescription } from 'mf-shared';
import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

/** A labelled multi-line field with its hint and error wired up for screen readers (as mf-shared's TextField). */
export function TextAreaField({
  label,
  error,
  hint,
  ...input
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { label: ReactNode; error?: string; hint?: ReactNode }) {
  const d = useFieldDescription(error, hint);
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={d.id} className="field__label">
        {label}
      </label>
      <textarea id={d.id} className="field__input" aria-invalid={d.invalid} aria-describedby={d.describedBy} rows={4} {...input} />
      <FieldHelp hint={hint} error={error} description={d} />
    </div>
  );
}

/** A labelled choice among `options` (value and label). */
export function SelectField({
  label,
  error,
  hint,
  options,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  options: readonly { value: string; label: string }[];
}) {
  const d = useFieldDescription(error, hint);
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={d.id} className="field__label">
        {label}
      </label>
      <select id={d.id} className="field__input" aria-invalid={d.invalid} aria-describedby={d.describedBy} {...select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldHelp hint={hint} error={error} description={d} />
    </div>
  );
}

/** The first message of each field of a 422 (`errors` of the API's answer), by the field's path. */
export type FieldErrors = Record<string, string[]>;
export const firstError = (errors: FieldErrors, path: string): string | undefined => errors[path]?.[0];
