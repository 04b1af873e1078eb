/**
 * Forms check their input with the request schemas of the contracts package (the ones the API
 * validates with) through react-hook-form's zodResolver, and word the failures themselves: each
 * form names, per field, the i18n key to show for each kind of failure. Use:
 *
 *   resolver: withFormMessages(zodResolver(registerForm, { error: issueKind }), REGISTER_MESSAGES)
 *
 * A failure is known by the schema's own message key when it sets one (`auth.password_mismatch`)
 * or else by its kind (`issueKind`: required, too_short, too_long, format, invalid). A field left
 * empty shows its `required` message whatever failed; a failure the table does not name shows the
 * field's `default`. The resulting messages are i18n keys, translated when shown (so a language
 * switch re-translates them).
 */

/** The kinds of failure a check without its own message is known by. */
export type IssueKind = 'required' | 'too_short' | 'too_long' | 'format' | 'invalid';

/** Per kind of failure or schema message key (and `required`, `default`): the i18n key to show. */
export type FieldMessages = Partial<Record<IssueKind | 'default', string>> & Record<string, string>;

/** Per field (dotted path for nested fields): its messages. */
export type FormMessages = Record<string, FieldMessages>;

/** What zod's error map receives of an issue (zod/v4/core $ZodRawIssue), as far as it is read here. */
interface RawIssue {
  code?: string;
  input?: unknown;
  origin?: string;
  minimum?: unknown;
}

/** zod's error map for zodResolver(schema, { error: issueKind }): a check without a message of its own is named by its kind. */
export function issueKind(issue: RawIssue): IssueKind {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'required' : 'invalid';
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) === 1 ? 'required' : 'too_short';
    case 'too_big':
      return 'too_long';
    case 'invalid_format':
      return 'format';
    default:
      return 'invalid';
  }
}

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function valueAt(values: unknown, path: string[]): unknown {
  let value = values;
  for (const key of path) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

/** The i18n key a field's failure (`message`: the schema's key or the kind) is shown with. */
export function fieldMessage(messages: FormMessages, field: string, message: string, value: unknown): string {
  const own = messages[field] ?? messages[field.replace(/\.\d+(?=\.|$)/g, '.*')];
  if (!own) return message;
  if (own.required && isEmpty(value)) return own.required;
  return own[message] ?? own.default ?? message;
}

interface ErrorNode {
  message?: unknown;
  type?: unknown;
  [key: string]: unknown;
}

function reword(node: unknown, path: string[], values: unknown, messages: FormMessages): void {
  if (node === null || typeof node !== 'object') return;
  const error = node as ErrorNode;
  if (typeof error.message === 'string' && typeof error.type === 'string') {
    error.message = fieldMessage(messages, path.join('.'), error.message, valueAt(values, path));
    return;
  }
  for (const [key, child] of Object.entries(error)) if (key !== 'ref') reword(child, [...path, key], values, messages);
}

/**
 * A resolver (react-hook-form's `Resolver`) whose field errors carry the form's i18n keys (see above).
 * Typed by the resolver given, so that useForm infers the form's values from it as from zodResolver.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- whatever resolver signature is given is handed back (react-hook-form's types are not a dependency of mf-shared)
export function withFormMessages<R extends (values: any, ...rest: any[]) => unknown>(resolver: R, messages: FormMessages): R {
  const wrapped = async (values: unknown, ...rest: unknown[]) => {
    const result = (await resolver(values, ...rest)) as { errors?: object };
    reword(result.errors, [], values, messages);
    return result;
  };
  return wrapped as R;
}
