import { ApiError, formMessage } from 'mf-shared';
import { useRef, useState, type ReactNode } from 'react';
import { get, useForm, type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { FormScope } from '../ui/FormFields';
import { applyServerErrors, payloadResolver, SERVER_ERROR, type FieldOf } from './apiForm';
import { FORMS_NS } from './formStrings';

/**
 * The one way a form of the front ends is built (docs/front-end.md, "Forms"): react-hook-form
 * checking the values with the API's own schema (contracts) before any call, sending them, and
 * putting the API's 422 field errors (its error envelope's `errors`, dotted paths of the body,
 * messages already worded in the reader's language) under the fields they name; what names no
 * field is the form-level error. Fields: mf-shared/src/ui/FormFields.tsx, inside `<ApiForm>`.
 */

export interface ApiFormOptions<V extends FieldValues, T, R> {
  /** The i18n namespace the form's own messages (i18n keys) are worded in: the remote's. */
  ns: string;
  defaultValues: V;
  /**
   * The API's schema of the body (contracts), checked on `toPayload(values)` before any call (the
   * submit handler gets the form's values); `fieldOf` names the field of a payload path where the
   * form's values differ from the body. Or `resolver`: a resolver of its own (a form that words its
   * failures with a table: withFormMessages). Neither: nothing is checked before sending.
   */
  schema?: z.ZodType;
  toPayload?: (values: V) => unknown;
  fieldOf?: FieldOf<V>;
  resolver?: Resolver<V, unknown, T>;
  /** Sends the (checked) values: the API call. */
  submit: (values: T) => Promise<R>;
  /** After a successful call. */
  onSuccess?: (result: R, values: T, form: UseFormReturn<V, unknown, T>) => void;
  /** When the check before sending failed (the fields show why; the first has the focus). */
  onInvalid?: () => void;
  /** A form of one main field: every message of a 422 that names no field of the form goes under it. */
  fallback?: Path<V>;
  /**
   * Only these fields take a 422's messages (the others are dropped, not shown at form level), each
   * whatever its value (a file, a list); in their order on screen, the first with one focused. A
   * function gets the values that were sent: for a form whose fields depend on them.
   */
  fields?: readonly Path<V>[] | ((values: V) => readonly Path<V>[]);
  /** A 422 message not to put under a field (the form-level error says it already). */
  skipMessage?: (message: string, error: ApiError) => boolean;
  /**
   * The form-level error of a failed call: by default the messages of a 422 that name no field
   * (none: the answer's own message when no field took one), nothing for any other failure (the
   * shared API client has shown a toast). `unplaced`: the 422's messages that name no field;
   * `placed`: whether a field took one.
   */
  formError?: (error: ApiError, unplaced: string[], placed: boolean) => string | null;
  /** The form-level error of a failure that is not the API's answer (a bug, a lost script); none: it is thrown on. */
  unexpectedError?: string;
}

export interface ApiForm<V extends FieldValues, T> {
  form: UseFormReturn<V, unknown, T>;
  ns: string;
  /** The submit handler of the `<form>` (ApiForm sets it). */
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** While the call runs. */
  submitting: boolean;
  /** What the last failed call said that belongs to no field; null when none. */
  formError: string | null;
  setFormError: (message: string | null) => void;
  /**
   * The message of a field (for a field that is not one of FormFields' bound ones: it takes
   * `form.register(name)` and this as its `error`): the server's as it came, the form's own worded
   * in the form's namespace.
   */
  errorOf: (name: Path<V>) => string | undefined;
}

function defaultFormError(error: ApiError, unplaced: string[], placed: boolean): string | null {
  if (error.status !== 422) return null;
  if (unplaced.length) return unplaced.join(' ');
  return placed ? null : error.message;
}

/** Puts an API error on the form; returns the form-level error. */
function showApiError<V extends FieldValues, T>(
  form: UseFormReturn<V, unknown, T>,
  error: ApiError,
  values: V,
  options: ApiFormOptions<V, T, unknown>,
): string | null {
  const { fieldOf, fallback, skipMessage, formError } = options;
  const fields = typeof options.fields === 'function' ? options.fields(values) : options.fields;
  let unplaced: string[] = [];
  let placed = false;
  if (error.status === 422) {
    const keep = Object.entries(error.errors)
      .filter(([path]) => !fields || fields.includes(path as Path<V>))
      .map(([path, messages]) => [path, skipMessage ? messages.filter((m) => !skipMessage(m, error)) : messages] as const)
      .filter(([, messages]) => messages.length > 0);
    const mapped = { errors: Object.fromEntries(keep), message: error.message };
    // Paths of the body as it was sent: mapped with the values that were sent.
    unplaced = applyServerErrors(form as unknown as UseFormReturn<V>, mapped, { fieldOf: fieldOf && ((path) => fieldOf(path, values)), fallback, fields });
    placed = keep.length > unplaced.length || Boolean(fallback);
  }
  return formError ? formError(error, unplaced, placed) : defaultFormError(error, unplaced, placed);
}

/**
 * A react-hook-form form that checks, sends and shows the API's answer (see above). Any failure
 * other than an ApiError is thrown on, unless the form words it (`unexpectedError`).
 */
export function useApiForm<V extends FieldValues, T = V, R = unknown>(options: ApiFormOptions<V, T, R>): ApiForm<V, T> {
  const latest = useRef(options);
  latest.current = options;
  const [resolver] = useState(() => {
    // The latest resolver given (one built from what the screen shows may change).
    if (options.resolver) return ((...args) => (latest.current.resolver ?? options.resolver!)(...args)) as Resolver<V, unknown, T>;
    if (!options.schema) return undefined;
    const toPayload = (values: V) => (latest.current.toPayload ? latest.current.toPayload(values) : values);
    return payloadResolver<V>(options.schema, toPayload, options.fieldOf) as unknown as Resolver<V, unknown, T>;
  });
  const form = useForm<V, unknown, T>({ resolver, defaultValues: options.defaultValues as DefaultValues<V>, mode: 'onSubmit', reValidateMode: 'onChange' });
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      const { submit, onSuccess } = latest.current;
      try {
        const result = await submit(values);
        onSuccess?.(result, values, form);
      } catch (error) {
        if (!(error instanceof ApiError)) {
          if (latest.current.unexpectedError === undefined) throw error;
          setFormError(latest.current.unexpectedError);
          return;
        }
        setFormError(showApiError(form, error, form.getValues(), latest.current as ApiFormOptions<V, T, unknown>));
      }
    },
    () => latest.current.onInvalid?.(),
  );
  const { errors, isSubmitting } = form.formState; // read while rendering: re-renders when they change
  const errorOf = (name: Path<V>) => {
    const error: unknown = get(errors, name);
    if (!error || typeof error !== 'object') return undefined;
    const { message, type } = error as { message?: unknown; type?: unknown };
    if (typeof message !== 'string' || message === '') return undefined;
    return type === SERVER_ERROR ? message : formMessage(message, options.ns === FORMS_NS ? FORMS_NS : [options.ns, FORMS_NS]);
  };
  return { form, ns: options.ns, onSubmit, submitting: isSubmitting, formError, setFormError, errorOf };
}

export interface ApiFormProps<V extends FieldValues, T> extends Omit<React.FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> {
  api: ApiForm<V, T>;
  children: ReactNode;
}

/** The `<form>` of a useApiForm form (no browser validation: the schema's messages show), its fields bound to it. */
export function ApiForm<V extends FieldValues, T>({ api, children, ...props }: ApiFormProps<V, T>) {
  return (
    <FormScope form={api.form} ns={api.ns}>
      <form noValidate {...props} onSubmit={api.onSubmit}>
        {children}
      </form>
    </FormScope>
  );
}

/** The form-level error of a useApiForm form (an alert), if any. */
export function FormError({ api, className = 'alert alert--error' }: { api: Pick<ApiForm<FieldValues, unknown>, 'formError'>; className?: string }) {
  return api.formError ? (
    <div role="alert" className={className}>
      {api.formError}
    </div>
  ) : null;
}
