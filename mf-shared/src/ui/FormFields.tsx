import {
  createContext,
  useContext,
  useId,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { FormProvider, get, useFormContext, useFormState, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldHelp, formMessage, useFieldDescription } from 'mf-shared';
import { FORMS_NS } from '../forms/formStrings';
import './fieldStrings';

/**
 * Form controls bound to the surrounding react-hook-form (FormScope, or useApiForm's ApiForm):
 * each has its label, an optional hint and its error message tied to it with aria-describedby.
 * The server's messages come localised (type 'server'); the form's own are i18n keys (a contracts
 * schema's, the `validation.*` vocabulary, or a form's own table: mf-shared/src/forms/formMessages),
 * put into words here in the current language, in the form's namespace (FormScope's `ns`), then in
 * the fields' own (`forms`, which holds the contracts' validation vocabulary).
 *
 * Part of `mf-shared/forms` (compiled into each remote), not of the `mf-shared` entry.
 */

/** The i18n namespace a form's own messages are worded in (a remote's: `account`, `public`). */
const FormNamespace = createContext<string>(FORMS_NS);

/** The namespaces a field's message is looked up in, the form's first. */
function useMessageNamespaces(): string[] {
  const ns = useContext(FormNamespace);
  return ns === FORMS_NS ? [FORMS_NS] : [ns, FORMS_NS];
}

/** A react-hook-form form's fields (FormProvider) and the namespace its own messages are worded in. */
export function FormScope<V extends FieldValues, C, T>({ form, ns, children }: { form: UseFormReturn<V, C, T>; ns: string; children: ReactNode }) {
  return (
    <FormNamespace.Provider value={ns}>
      <FormProvider {...form}>{children}</FormProvider>
    </FormNamespace.Provider>
  );
}

function messageOf(error: unknown, ns: string[]): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message, type } = error as { message?: unknown; type?: unknown };
  if (typeof message !== 'string' || message === '') return undefined;
  return type === 'server' ? message : formMessage(message, ns);
}

/** The message of a field (or of a list: its `root`), if any. */
export function useFieldError(name: string): string | undefined {
  const ns = useMessageNamespaces();
  useTranslation(ns); // re-renders (and re-words the message) when the language changes
  const { errors } = useFormState<FieldValues>({ name });
  const error: unknown = get(errors, name);
  if (!error || typeof error !== 'object') return undefined;
  return messageOf(error, ns) ?? messageOf((error as { root?: unknown }).root, ns);
}

function Label({ htmlFor, label, optional }: { htmlFor: string; label: ReactNode; optional: boolean | undefined }) {
  const { t } = useTranslation(FORMS_NS);
  return (
    <label htmlFor={htmlFor} className="field__label">
      {label}
      {optional && <span className="section-form__optional"> {t('form.optional')}</span>}
    </label>
  );
}

interface Common {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Shows "(optional)" beside the label. */
  optional?: boolean;
  className?: string;
}

export type InputFieldProps = Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'className'>;

export function InputField({ name, label, hint, optional, className, ...input }: InputFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const d = useFieldDescription(error, hint);
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <Label htmlFor={d.id} label={label} optional={optional} />
      <input id={d.id} className="field__input" aria-invalid={d.invalid} aria-describedby={d.describedBy} {...input} {...register(name)} />
      <FieldHelp hint={hint} error={error} description={d} />
    </div>
  );
}

export type PasswordFieldProps = Omit<Common, 'optional'> & {
  /** Ids of more elements describing the field (e.g. the password rules shown beside it). */
  describedBy?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'className' | 'type'>;

/**
 * A password input with a button that shows or hides what was typed (short on screen, "Show
 * password" for screen readers). Its styles: `.password-field*` in ui.css.
 */
export function PasswordField({ name, label, hint, className, describedBy, ...input }: PasswordFieldProps) {
  const { t } = useTranslation(FORMS_NS);
  const { register } = useFormContext();
  const [visible, setVisible] = useState(false);
  const error = useFieldError(name);
  const d = useFieldDescription(error, hint, describedBy);
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <Label htmlFor={d.id} label={label} optional={false} />
      <div className="password-field">
        <input
          id={d.id}
          className="field__input password-field__input"
          aria-invalid={d.invalid}
          aria-describedby={d.describedBy}
          {...input}
          {...register(name)}
          type={visible ? 'text' : 'password'}
        />
        <button type="button" className="password-field__toggle" aria-controls={d.id} onClick={() => setVisible((shown) => !shown)}>
          {visible ? t('password_field.hide') : t('password_field.show')}
          <span className="visually-hidden"> {t('password_field.what')}</span>
        </button>
      </div>
      <FieldHelp hint={hint} error={error} description={d} />
    </div>
  );
}

export type TextAreaFieldProps = Common & {
  /** Spans the whole row of a section form's grid (the default). */
  wide?: boolean;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'className'>;

export function TextAreaField({ name, label, hint, optional, className, rows = 4, wide = true, ...input }: TextAreaFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const d = useFieldDescription(error, hint);
  return (
    <div className={`field${wide ? ' section-form__wide' : ''}${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <Label htmlFor={d.id} label={label} optional={optional} />
      <textarea id={d.id} className="field__input" rows={rows} aria-invalid={d.invalid} aria-describedby={d.describedBy} {...input} {...register(name)} />
      <FieldHelp hint={hint} error={error} description={d} />
    </div>
  );
}

export interface Option {
  value: string;
  label: string;
}

export type SelectFieldProps = Common & {
  options: readonly Option[];
  /** Label of the blank first option; none when false. */
  placeholder?: string | false;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'className'>;

export function SelectField({ name, label, hint, optional, className, options, placeholder, ...select }: SelectFieldProps) {
  const { t } = useTranslation(FORMS_NS);
  const { register } = useFormContext();
  const error = useFieldError(name);
  const d = useFieldDescription(error, hint);
  const blank = placeholder === false ? null : (placeholder ?? t('form.choose'));
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <Label htmlFor={d.id} label={label} optional={optional} />
      <select id={d.id} className="field__input" aria-invalid={d.invalid} aria-describedby={d.describedBy} {...select} {...register(name)}>
        {blank !== null && <option value="">{blank}</option>}
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

/** A yes / no question that may stay unanswered (values '', 'true', 'false'). */
export function YesNoField(props: Omit<SelectFieldProps, 'options' | 'placeholder'>) {
  const { t } = useTranslation(FORMS_NS);
  const options = [
    { value: 'true', label: t('form.yes') },
    { value: 'false', label: t('form.no') },
  ];
  return <SelectField {...props} options={options} placeholder={t('form.unknown')} />;
}

export type CheckFieldProps = Omit<Common, 'optional'> & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'className' | 'type'>;

/** A boolean checkbox. */
export function CheckField({ name, label, hint, className, ...input }: CheckFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const d = useFieldDescription(error, hint);
  return (
    <div className={`field field--checkbox${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <input id={d.id} type="checkbox" aria-invalid={d.invalid} aria-describedby={d.describedBy} {...input} {...register(name)} />
      <label htmlFor={d.id}>{label}</label>
      {hint && (
        <p id={d.hintId} className="field__hint section-form__wide">
          {hint}
        </p>
      )}
      {error && (
        <p id={d.errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** One choice of a CheckGroupField. */
function CheckOption({ name, option }: { name: string; option: Option }) {
  const { register } = useFormContext();
  const id = useId();
  return (
    <div className="field field--checkbox">
      <input id={id} type="checkbox" value={option.value} {...register(name)} />
      <label htmlFor={id}>{option.label}</label>
    </div>
  );
}

export interface CheckGroupFieldProps {
  /** The list's name: its value is the array of the checked options' values. */
  name: string;
  legend: ReactNode;
  options: readonly Option[];
  className?: string;
}

/** A list answered by ticking any of its options: a fieldset of checkboxes, its error tied to the group. */
export function CheckGroupField({ name, legend, options, className }: CheckGroupFieldProps) {
  const error = useFieldError(name);
  const d = useFieldDescription(error);
  return (
    <fieldset className={`${className ?? ''}${error ? ' field--invalid' : ''}`.trim() || undefined} aria-describedby={d.describedBy}>
      <legend>{legend}</legend>
      {options.map((o) => (
        <CheckOption key={o.value} name={name} option={o} />
      ))}
      <FieldHelp error={error} description={d} />
    </fieldset>
  );
}

/** The message of a list as a whole (its `root`: "at least one item", a total), where the list shows it. */
export function ListError({ name }: { name: string }) {
  const error = useFieldError(name);
  return error ? (
    <p className="field__error" role="alert">
      {error}
    </p>
  ) : null;
}

export interface RowListProps {
  /** Field-array name (its list-level errors show under the legend). */
  name: string;
  legend: string;
  hint?: ReactNode;
  /** Keys of the rows (useFieldArray's `fields`). */
  rows: readonly { id: string }[];
  /** Name of one row for screen readers, e.g. "School 2". */
  rowLabel: (index: number) => string;
  addLabel: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  min?: number;
  max: number;
  children: (index: number) => ReactNode;
}

/** A repeatable group of rows: one fieldset per row with its own legend and remove button. */
export function RowList({ name, legend, hint, rows, rowLabel, addLabel, onAdd, onRemove, min = 0, max, children }: RowListProps) {
  const { t } = useTranslation(FORMS_NS);
  const error = useFieldError(name);
  const d = useFieldDescription(error, hint);
  const addRef = useRef<HTMLButtonElement>(null);
  return (
    <fieldset className="section-form__group" aria-describedby={d.describedBy}>
      <legend>{legend}</legend>
      <FieldHelp hint={hint} error={error} description={d} />
      {rows.length === 0 && <p className="section-form__empty">{t('form.no_rows')}</p>}
      <ol className="section-form__rows">
        {rows.map((row, index) => (
          <li key={row.id}>
            <fieldset className="section-form__row">
              <legend>{rowLabel(index)}</legend>
              <div className="section-form__grid">{children(index)}</div>
              {rows.length > min && (
                <button
                  type="button"
                  className="button section-form__remove"
                  onClick={() => {
                    onRemove(index);
                    // The row and its button are gone: keep keyboard focus in the list.
                    setTimeout(() => addRef.current?.focus(), 0);
                  }}
                >
                  {t('form.remove_row', { item: rowLabel(index) })}
                </button>
              )}
            </fieldset>
          </li>
        ))}
      </ol>
      {rows.length < max && (
        <button ref={addRef} type="button" className="button" onClick={onAdd}>
          {addLabel}
        </button>
      )}
    </fieldset>
  );
}

/** A group of fields with a legend (fieldset), laid out in the responsive grid. */
export function Group({ legend, children, hint }: { legend: string; children: ReactNode; hint?: ReactNode }) {
  const hintId = useId();
  return (
    <fieldset className="section-form__group" aria-describedby={hint ? hintId : undefined}>
      <legend>{legend}</legend>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <div className="section-form__grid">{children}</div>
    </fieldset>
  );
}

export interface RadioGroupFieldProps {
  name: string;
  legend: string;
  options: readonly Option[];
}

/** One question answered by a choice: a fieldset of radios, its error tied to the group. */
export function RadioGroupField({ name, legend, options }: RadioGroupFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const d = useFieldDescription(error);
  return (
    <fieldset className={`section-form__radios${error ? ' field--invalid' : ''}`} aria-describedby={d.describedBy} aria-invalid={d.invalid}>
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className="section-form__radio">
          <input type="radio" value={o.value} {...register(name)} /> {o.label}
        </label>
      ))}
      <FieldHelp error={error} description={d} />
    </fieldset>
  );
}
