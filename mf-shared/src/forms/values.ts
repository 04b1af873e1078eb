/**
 * Form values of mf-account's react-hook-form forms (the profile sections, the LPK admin forms):
 * every control holds a string (a checkbox: a boolean), and these helpers turn them into the
 * payload the API takes and saved data back into them. The rules are the API's own schemas
 * (contracts/src/http), run on the payload by the form's resolver (apiForm.ts).
 */

/** Trimmed text. */
export const text = (value: string): string => value.trim();
/** Trimmed text, null when blank. */
export const textOrNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());
/**
 * A number as typed: a numeric string becomes its number, anything else stays the (trimmed) text
 * for the schema to refuse ("" says "required", "abc" says "a number").
 */
export const numeric = (value: string): number | string => (/^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value.trim()) : value.trim());
/** An optional number: null when blank, else as `numeric`. */
export const numberOrNull = (value: string): number | string | null => (value.trim() === '' ? null : numeric(value));
/** A yes / no select that may stay blank ('' -> null). */
export const boolOrNull = (value: string): boolean | null => (value === 'true' ? true : value === 'false' ? false : null);

/** Saved value helpers for filling a form. */
export const str = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
export const boolStr = (value: unknown): '' | 'true' | 'false' => (value === true ? 'true' : value === false ? 'false' : '');
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
export const records = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : []);
