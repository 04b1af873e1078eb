import { decodeIssueMessage, issueMessage } from 'contracts';
import type { z } from 'zod';
import { HttpError, type FieldErrors, type FieldMessage } from './http-error';

/** Marker the per-parse error map returns, so we know no schema-specific message was set. */
const DEFAULT = '__default__';

/**
 * Maps one zod issue to an i18n key: the schema's own key (with its parameters when the schema
 * encoded some, contracts' encodeIssueMessage), or the `validation` vocabulary's (contracts/src/rules/issues.ts).
 */
function toFieldMessage(issue: z.core.$ZodIssue): FieldMessage {
  return issue.message !== DEFAULT ? decodeIssueMessage(issue.message) : issueMessage(issue);
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
