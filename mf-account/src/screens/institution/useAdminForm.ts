import { ApiError } from 'mf-shared';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors, payloadResolver, type FieldOf } from '../../components/form/apiForm';

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
 * A react-hook-form form of the LPK admin area: checks the body with the API's schema before any
 * call (messages under their fields, focus on the first), sends it, and puts the API's 422 messages
 * (worded in the reader's language) under the fields they name, focusing the first. Any other
 * failure: the shared client has shown a toast.
 */
export function useAdminForm<V extends FieldValues, R>(config: AdminFormConfig<V, R>): AdminForm<V> {
  const { defaultValues, rules, fallback, send, onSaved, invalidStatus = '' } = config;
  const [resolver] = useState(() => (rules ? payloadResolver<V>(rules.schema, rules.toPayload, rules.fieldOf) : undefined));
  const form = useForm<V>({ resolver, defaultValues: defaultValues as DefaultValues<V>, mode: 'onSubmit', reValidateMode: 'onChange' });
  const [status, setStatus] = useState('');

  const onSubmit = form.handleSubmit(
    async (values) => {
      setStatus('');
      try {
        setStatus(onSaved(await send(values), values, form));
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 422) return;
        // Paths of the body as it was sent: mapped with the values that were sent.
        const map = rules?.fieldOf;
        const fieldOf = map && ((path: string) => map(path, values));
        const general = applyServerErrors(form, error, { fieldOf, fallback });
        setStatus([invalidStatus, ...general].filter(Boolean).join(' '));
      }
    },
    () => setStatus(invalidStatus),
  );
  return { form, status, setStatus, onSubmit };
}
