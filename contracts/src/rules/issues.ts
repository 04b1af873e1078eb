import type { z } from 'zod';

/**
 * How a validation issue is worded, in both tiers: an i18n key of the `validation.*` vocabulary
 * (contracts/src/i18n/validation.ts) and its interpolation values. A schema's own message (a
 * key such as `labels.registrations.consent_required`) takes precedence over this: zod consults
 * a parse's error function only for issues without one.
 */
export interface IssueMessage {
  key: string;
  params?: Record<string, unknown>;
}

function numberOrUndefined(value: unknown): number | undefined {
  return typeof value === 'bigint' ? Number(value) : typeof value === 'number' ? value : undefined;
}

/** Maps one zod issue (without a schema-specific message) to a key of the `validation` vocabulary. */
export function issueMessage(issue: z.core.$ZodRawIssue | z.core.$ZodIssue): IssueMessage {
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

/** Separates a key from its JSON parameters in a form error's message (keys hold no space). */
const PARAMS_SEPARATOR = ' ';

/** An issue message as one string (what a form library keeps as an error's `message`). */
export function encodeIssueMessage({ key, params }: IssueMessage): string {
  return params && Object.keys(params).length ? `${key}${PARAMS_SEPARATOR}${JSON.stringify(params)}` : key;
}

/** The key and parameters of a message written by `encodeIssueMessage` (a bare key is read as is). */
export function decodeIssueMessage(message: string): IssueMessage {
  const at = message.indexOf(PARAMS_SEPARATOR);
  if (at === -1) return { key: message };
  try {
    const params: unknown = JSON.parse(message.slice(at + 1));
    if (params !== null && typeof params === 'object' && !Array.isArray(params))
      return { key: message.slice(0, at), params: params as Record<string, unknown> };
  } catch {
    // Not an encoded message: the text itself.
  }
  return { key: message };
}

/**
 * The error function of a front-end parse (`zodResolver(schema, { error: issueKey })`): every
 * issue without a message of its own gets its `validation.*` key and parameters, so the form
 * shows the words the API would answer (mf-shared's `formMessage` translates them).
 */
export function issueKey(issue: z.core.$ZodRawIssue): string {
  return encodeIssueMessage(issueMessage(issue));
}
