import { z } from 'zod';
import { COUNTRY_CODES } from '../../reference/countries';
import { currentYear, todayIso } from '../../rules/dates';
import { freeText } from '../fields';

/**
 * Field builders shared by the profile section schemas. Messages are i18n keys (labels.profile.*
 * of contracts/src/i18n/profile.ts, or the common validation.*). Numbers and booleans also
 * accept their usual string forms ("170", "true"), because HTML forms send strings; an empty
 * string counts as "not given".
 */

/**
 * Schema-level messages for a value of the wrong type: "required" when missing or null, else
 * "must be text / a number / ..." (zod 4 does not put the input into issues, so the shared
 * mapper cannot tell the two apart by itself). Other issues fall through to the shared mapper.
 */
export const typed = (kind: 'string' | 'number' | 'boolean' | 'array' | 'object') => ({
  error: (issue: z.core.$ZodRawIssue) =>
    issue.code === 'invalid_type' ? (issue.input === undefined || issue.input === null ? 'validation.required' : `validation.${kind}`) : undefined,
});

/**
 * Free text follows the one text rule of contracts/src/rules/text.ts (NFC, no control or bidirectional-override
 * characters, bounded combining marks; `validation.text_invalid`), like every other module's.
 */

/** Required single-line text, trimmed, NFC-normalised; empty says "required" once. */
export const line = (max: number, min = 1) => z.string(typed('string')).trim().min(1).pipe(freeText('line').min(min).max(max));

/** Optional single-line text: missing, null or "" become null. */
export const optionalLine = (max: number) =>
  freeText('line', z.string(typed('string')))
    .max(max)
    .optional()
    .nullable()
    .transform((v) => v || null);

/** Required multi-line text (an essay); newlines normalised to \n. */
export const paragraph = (max: number, min = 1) => z.string(typed('string')).trim().min(1).pipe(freeText('multiline').min(min).max(max));

/** Optional multi-line text: missing, null or "" become null. */
export const optionalParagraph = (max: number) =>
  freeText('multiline', z.string(typed('string')))
    .max(max)
    .optional()
    .nullable()
    .transform((v) => v || null);

/** A list of `min`..`max` items. */
export const list = <T extends z.ZodType>(item: T, min: number, max: number) => z.array(item, typed('array')).min(min).max(max);

/** A nested object (unknown keys dropped). */
export const group = <T extends z.core.$ZodLooseShape>(shape: T) => z.object(shape, typed('object'));

/** A place or institution name: letters, digits, spaces and . , ' ’ ( ) / & - */
export const placeName = (max: number, min = 2) =>
  line(max, min).refine((v) => /^[\p{L}\p{M}\p{N} .,'’()/&-]+$/u.test(v), { message: 'labels.profile.place_format' });

const numeric = (v: unknown): unknown => {
  if (typeof v !== 'string') return v;
  const s = v.trim();
  if (s === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : v;
};

const integer = (min: number, max: number) => z.number(typed('number')).int({ message: 'validation.integer' }).min(min).max(max);

export const int = (min: number, max: number) => z.preprocess(numeric, integer(min, max));

export const optionalInt = (min: number, max: number) => z.preprocess(numeric, integer(min, max).optional().nullable()).transform((v) => v ?? null);

export const optionalDecimal = (min: number, max: number) =>
  z.preprocess(numeric, z.number(typed('number')).min(min).max(max).optional().nullable()).transform((v) => v ?? null);

const boolish = (v: unknown): unknown => {
  if (v === 'true' || v === '1' || v === 1 || v === 'on') return true;
  if (v === 'false' || v === '0' || v === 0 || v === 'off') return false;
  return v === '' ? undefined : v;
};

export const bool = () => z.preprocess(boolish, z.boolean(typed('boolean')));

export const optionalBool = () => z.preprocess(boolish, z.boolean(typed('boolean')).optional().nullable()).transform((v) => v ?? null);

/** One value of a fixed list; "" counts as not given (so a blank select says "required"). */
export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(values, { error: (issue) => (issue.input === undefined || issue.input === null ? 'validation.required' : undefined) }),
  );

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** A real calendar date written YYYY-MM-DD (2025-02-30 is not); "" counts as not given. */
export const isoDate = () => z.preprocess(blankToUndefined, z.iso.date(typed('string')));

/** A real calendar date, not after today and not before `min` (checked only once it is a date). */
export const pastDate = (min = '1900-01-01') =>
  isoDate().pipe(
    z
      .string()
      .refine((d) => d <= todayIso(), { message: 'labels.profile.date_future' })
      .refine((d) => d >= min, { message: 'labels.profile.date_too_old' }),
  );

export const optionalPastDate = (min = '1900-01-01') => z.preprocess(blankToUndefined, pastDate(min).optional().nullable()).transform((v) => v ?? null);

/** A year between `min` and this year (+ `ahead` years). */
export const year = (min: number, ahead = 0) =>
  int(min, 2200).refine((y) => y <= currentYear() + ahead, { message: ahead > 0 ? 'labels.profile.year_too_late' : 'labels.profile.year_future' });

export const optionalYear = (min: number) =>
  z
    .preprocess(numeric, integer(min, 2200).optional().nullable())
    .refine((y) => y === undefined || y === null || y <= currentYear(), { message: 'labels.profile.year_future' })
    .transform((v) => v ?? null);

/** ISO 3166-1 alpha-2 country code, upper-cased ("jp" -> "JP"). */
export const countryCode = () =>
  z
    .string(typed('string'))
    .trim()
    .min(1)
    .transform((v) => v.toUpperCase())
    .refine((v) => COUNTRY_CODES.has(v), { message: 'labels.profile.country_code' });

/**
 * Options for a cross-field `superRefine` that must run even when some fields already failed
 * (zod skips object refinements then). The value it receives may hold raw input for the fields
 * that failed, so read it through the type guards below.
 */
export const ALWAYS = { when: () => true } as const;

export const isString = (v: unknown): v is string => typeof v === 'string';
export const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A real calendar date written YYYY-MM-DD (2025-02-30 is not). */
export const isIsoDate = (v: unknown): v is string => z.iso.date().safeParse(v).success;
