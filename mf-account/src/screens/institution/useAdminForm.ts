import { useApiForm, type ApiFormState, type FieldOf } from 'mf-shared/forms';
import { useCallback } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** What one form of the LPK admin area tells the shared logic. */
export interface AdminFormConfig<V extends FieldValues, R> {
  defaultValues: V;
  /**
   * The API's schema of the body (contracts), checked on `toPayload(values)` before any call;
   * `fieldOf` names the field of a payload path where the form's values differ from the body.
   * None: nothing is checked before sending (the API answers).
   */
  rules?: { schema: z.ZodType; toPayload: (values: V) => unknown; fieldOf?: FieldOf<V> };
  /** A form of one main field: every message of a 422 that names no field of the form goes under it. */
  fallback?: Path<V>;
  /** Sends the values (the API call). */
  send: (values: V) => Promise<R>;
  /** After a successful call: updates the page (and the form), and says what the status line shows. */
  onSaved: (result: R, values: V, form: UseFormReturn<V>) => string;
  /** The status line while fields are marked (refused before sending, or by the API's 422). */
  invalidStatus?: string;
}

export interface AdminForm<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** The status line: what the last save answered, or that fields are marked. */
  status: string;
  /** Says something else on the status line (another action of the same section). */
  setStatus: (status: string) => void;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
}

/**
 * A form of the LPK admin area on mf-shared's useApiForm: checks the body with the API's schema
 * before any call (messages under their fields, focus on the first), sends it, and puts the API's
 * 422 messages (worded in the reader's language) under the fields they name, focusing the first;
 * the status line says what the last save answered, or that fields are marked (and what of a 422
 * names no field). Any other failure: the shared client has shown a toast.
 */
export function useAdminForm<V extends FieldValues, R>(config: AdminFormConfig<V, R>): AdminForm<V> {
  const { defaultValues, rules, fallback, send, onSaved, invalidStatus = '' } = config;
  // The status line is the form-level message of useApiForm.
  const api: ApiFormState<V, V> = useApiForm<V, V, R>({
    ns: 'account',
    defaultValues,
    schema: rules?.schema,
    toPayload: rules?.toPayload,
    fieldOf: rules?.fieldOf,
    fallback,
    submit: send,
    onSuccess: (result, values, form) => api.setFormError(onSaved(result, values, form) || null),
    onInvalid: () => api.setFormError(invalidStatus || null),
    formError: (error, unplaced) => (error.status === 422 ? [invalidStatus, ...unplaced].filter(Boolean).join(' ') || null : null),
  });
  const { setFormError } = api;
  const setStatus = useCallback((status: string) => setFormError(status || null), [setFormError]);
  return { form: api.form, status: api.formError ?? '', setStatus, onSubmit: api.onSubmit };
}
