import { z } from 'zod';
import { HttpError, type FieldErrors, type FieldMessage } from './http-error';

/** Marker the per-parse error map returns, so we know no schema-specific message was set. */
const DEFAULT = '__default__';

function numberOrUndefined(value: unknown): number | undefined {
  return typeof value === 'bigint' ? Number(value) : typeof value === 'number' ? value : undefined;
}

/** Maps one zod issue to an i18n key of the `validation` vocabulary (or the schema's own key). */
function toFieldMessage(issue: z.core.$ZodIssue): FieldMessage {
  if (issue.message !== DEFAULT) return { key: issue.message };
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return { key: 'validation.required' };
      const expected = String(issue.expected);
      if (expected === 'int') return { key: 'validation.integer' };
      if (['string', 'number', 'boolean', 'array', 'object', 'date'].includes(expected)) return { key: `validation.${expected}` };
      return { key: 'validation.invalid' };
    }
    case 'too_small': {
      const min = numberOrUndefined(issue.minimum);
      if (issue.origin === 'string') return min === 1 ? { key: 'validation.required' } : { key: 'validation.min_chars', params: { min } };
      if (issue.origin === 'array' || issue.origin === 'set') return { key: 'validation.min_items', params: { min } };
      return { key: 'validation.min_value', params: { min } };
    }
    case 'too_big': {
      const max = numberOrUndefined(issue.maximum);
      if (issue.origin === 'string') return { key: 'validation.max_chars', params: { max } };
      if (issue.origin === 'array' || issue.origin === 'set') return { key: 'validation.max_items', params: { max } };
      return { key: 'validation.max_value', params: { max } };
    }
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'validation.email' };
      if (issue.format === 'url') return { key: 'validation.url' };
      if (issue.format === 'date') return { key: 'validation.date' };
      return { key: 'validation.format' };
    case 'invalid_value':
    case 'invalid_union':
      return { key: 'validation.choice' };
    case 'unrecognized_keys':
      return { key: 'validation.unknown_field' };
    default:
      return { key: 'validation.invalid' };
  }
}

/** Turns zod issues into `{ "field.path": [message, ...] }` (Laravel's dotted paths). */
export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const paths =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((k) => [...issue.path, k].join('.'))
        : [issue.path.length ? issue.path.map(String).join('.') : 'body'];
    for (const path of paths) {
      const list = (errors[path] ??= []);
      const message = toFieldMessage(issue);
      if (!list.some((m) => m.key === message.key)) list.push(message);
    }
  }
  return errors;
}

/**
 * Validates input against a schema; on failure throws a 422 whose field messages are translated
 * later, in the request's language. Returns the parsed (trimmed, coerced) value.
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown, messageKey = 'errors.validation'): z.output<S> {
  const parsed = parseInput(schema, input, messageKey);
  if (parsed.ok) return parsed.value;
  throw parsed.error;
}

/**
 * The one parse of request input (route schemas through plugins/contract.ts, and `validate`):
 * the parsed value, or the 422 to answer. A missing body or query parses as `{}`.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  messageKey = 'errors.validation',
): { ok: true; value: z.output<S> } | { ok: false; error: HttpError } {
  const result = schema.safeParse(input ?? {}, { error: () => DEFAULT, reportInput: true });
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, error: new HttpError(422, messageKey, issuesToFieldErrors(result.error.issues)) };
}

/** Async variant for schemas with async refinements. */
export async function validateAsync<S extends z.ZodType>(schema: S, input: unknown, messageKey = 'errors.validation'): Promise<z.output<S>> {
  const result = await schema.safeParseAsync(input ?? {}, { error: () => DEFAULT, reportInput: true });
  if (result.success) return result.data;
  throw new HttpError(422, messageKey, issuesToFieldErrors(result.error.issues));
}
