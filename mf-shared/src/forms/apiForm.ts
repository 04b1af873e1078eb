import { toNestErrors } from '@hookform/resolvers';
import { issueKey } from 'contracts';
import { get, type FieldError, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { safeParseAsync } from 'zod/v4/core';

/**
 * What every react-hook-form form shares (useApiForm.tsx, and the profile sections' and LPK admin
 * forms built on it): they check the payload they would send with the API's own schema (contracts)
 * before any call, and put the API's 422 `errors` (dotted paths of the payload, messages already
 * worded in the reader's language) under the fields they name.
 */

/**
 * Where a payload path's message is shown: the form's field name. Forms whose values mirror the
 * payload need none; a form whose payload differs (a list sent without its blank items, one text
 * sent as a list of lines) names the field that holds what was sent at `path`.
 */
export type FieldOf<V> = (path: string, values: V) => string;

/**
 * A resolver that checks `toPayload(values)` with `schema`: its messages are i18n keys (the
 * schema's own or the `validation.*` vocabulary, worded by the fields), each under the field
 * `fieldOf` names (the payload path itself without it). The form's submit handler gets the form
 * values (`raw`), not the parsed payload.
 */
export function payloadResolver<V extends FieldValues>(schema: z.ZodType, toPayload: (values: V) => unknown, fieldOf?: FieldOf<V>): Resolver<V> {
  // zod's functional core (as zod/mini uses), not zod's classic API nor zodResolver around it: a
  // form screen then loads no more of zod than its schemas need (the classic API is ~14 KB gzip).
  return async (values, _context, options) => {
    const result = await safeParseAsync(schema, toPayload(values), { error: issueKey });
    if (result.success) return { values, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      const name = fieldOf ? fieldOf(path, values) : path;
      errors[name] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors<V>(errors, options) };
  };
}

/** react-hook-form error type of a message that came from the server (already in the reader's language). */
export const SERVER_ERROR = 'server';

export interface ServerErrorOptions<V> {
  /** The field each path's message belongs to (see FieldOf). */
  fieldOf?: FieldOf<V>;
  /** A form of one main field: messages that name no field of the form (or none at all: the answer's own message) go under it. */
  fallback?: Path<V>;
  /** The form's fields in their order on screen: each takes its messages whatever its value (a file, a list), and the first with one takes the focus. */
  fields?: readonly string[];
}

/**
 * Puts a 422's messages under their fields (type 'server': shown as they come), focusing the first
 * one; a list's message goes to the list (its `root`). Returns the messages that belong to no field
 * (with `fallback`: none, they are under that field).
 */
export function applyServerErrors<V extends FieldValues>(
  form: UseFormReturn<V>,
  error: { errors: Record<string, string[]>; message: string },
  options: ServerErrorOptions<V> = {},
): string[] {
  const values = form.getValues();
  const { fieldOf, fallback, fields } = options;
  const byField = new Map<string, string[]>();
  const general: string[] = [];
  const add = (name: string, messages: string[]) => byField.set(name, [...(byField.get(name) ?? []), ...messages]);
  for (const [path, messages] of Object.entries(error.errors)) {
    const name = fieldOf ? fieldOf(path, values) : path;
    const value: unknown = get(values, name);
    if (typeof value === 'string' || typeof value === 'boolean' || name === fallback || fields?.includes(name)) add(name, messages);
    else if (Array.isArray(value)) add(`${name}.root`, messages);
    else if (fallback) add(fallback, messages);
    else general.push(messages.join(' '));
  }
  if (fallback && byField.size === 0) add(fallback, [error.message]);
  let focused = false;
  const place = (name: string) => (fields && fields.includes(name) ? fields.indexOf(name) : Number.MAX_SAFE_INTEGER);
  const inOrder = [...byField].sort(([a], [b]) => place(a) - place(b));
  for (const [name, messages] of inOrder) {
    const field = !name.endsWith('.root');
    form.setError(name as Path<V>, { type: SERVER_ERROR, message: messages.join(' ') }, { shouldFocus: field && !focused });
    focused ||= field;
  }
  return general;
}
