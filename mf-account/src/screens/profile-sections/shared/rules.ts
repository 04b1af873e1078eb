import { z } from 'zod';

/**
 * Client-side copies of the API's field rules (api/src/modules/profile/sections/fields.ts and
 * auth/schemas.ts). Form controls hold strings, so every rule reads a string and answers a
 * localised message, or undefined when the value is fine. The server stays the judge: its 422
 * answers are mapped back onto the same fields.
 */
export type Translate = (key: string, options?: Record<string, unknown>) => string;
export type Check = (value: string) => string | undefined;

const CONTROL_LINE = /\p{Cc}/u;
const CONTROL_MULTI = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;
const BIDI = /[\u202a-\u202e\u2066-\u2069]/u;
const PLACE = /^[\p{L}\p{M}\p{N} .,'’()/&-]+$/u;
const PERSON = /^\p{L}[\p{L}\p{M} .'’-]*$/u;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today (YYYY-MM-DD) in eastern Indonesia (UTC+9), as the server counts it. */
export function todayIso(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jayapura', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export const currentYear = (): number => Number(todayIso().slice(0, 4));

/** A real calendar date written YYYY-MM-DD (2025-02-30 is not). */
export function isIsoDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A zod string validated by a check (runs on the raw form value). */
export const checked = (check: Check) =>
  z.string().superRefine((value, ctx) => {
    const problem = check(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** The rules, with messages in the current language. */
export function makeRules(t: Translate) {
  const msg = (key: string, options?: Record<string, unknown>) => t(`profileSections.validation.${key}`, options);

  const length = (value: string, min: number, max: number): string | undefined => {
    if (value.length < min) return msg('min_chars', { min });
    if (value.length > max) return msg('max_chars', { max });
    return undefined;
  };

  /** Wraps a check of a non-empty value: empty means "required" (or fine when optional). */
  const required =
    (check: Check): Check =>
    (raw) => {
      const value = raw.trim();
      return value === '' ? msg('required') : check(value);
    };
  const optional =
    (check: Check): Check =>
    (raw) => {
      const value = raw.trim();
      return value === '' ? undefined : check(value);
    };

  const line = (max: number, min = 1): Check => (v) => length(v, min, max) ?? (CONTROL_LINE.test(v) || BIDI.test(v) ? msg('text_format') : undefined);
  const paragraph = (max: number, min = 1): Check => (v) => length(v, min, max) ?? (CONTROL_MULTI.test(v) || BIDI.test(v) ? msg('text_format') : undefined);
  const place = (max: number, min = 2): Check => (v) => line(max, min)(v) ?? (PLACE.test(v) ? undefined : msg('place_format'));
  const person: Check = (v) => length(v, 2, 100) ?? (PERSON.test(v) ? undefined : msg('name_format'));

  const integer = (min: number, max: number): Check => (v) => {
    if (!/^-?\d+$/.test(v)) return /^-?\d+(\.\d+)?$/.test(v) ? msg('integer') : msg('number');
    const n = Number(v);
    if (n < min) return msg('min_value', { min });
    if (n > max) return msg('max_value', { max });
    return undefined;
  };
  const decimal = (min: number, max: number): Check => (v) => {
    if (!/^-?\d+(\.\d+)?$/.test(v)) return msg('number');
    const n = Number(v);
    if (n < min) return msg('min_value', { min });
    if (n > max) return msg('max_value', { max });
    return undefined;
  };
  const yearCheck = (min: number, ahead = 0): Check => (v) =>
    integer(min, 2200)(v) ?? (Number(v) > currentYear() + ahead ? msg(ahead > 0 ? 'year_too_late' : 'year_future') : undefined);
  const pastDate = (min = '1900-01-01'): Check => (v) => {
    if (!isIsoDate(v)) return msg('date');
    if (v > todayIso()) return msg('date_future');
    if (v < min) return msg('date_too_old');
    return undefined;
  };
  const choice = (values: readonly string[]): Check => (v) => (values.includes(v) ? undefined : msg('choice'));
  /** Indonesian numbers as usually written: 08..., 628..., +628..., 9 to 13 national digits. */
  const phone: Check = (v) => {
    if (!/^[+\d(][\d\s().-]{5,24}$/.test(v)) return msg('phone');
    const digits = v.replace(/\D/g, '');
    const national = digits.startsWith('62') ? digits.slice(2) : digits.startsWith('0') ? digits.slice(1) : null;
    return national !== null && /^[1-9]\d{7,11}$/.test(national) ? undefined : msg('phone');
  };
  const email: Check = (v) => (v.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(v) ? undefined : msg('email'));

  return {
    msg,
    line: (max: number, min = 1) => checked(required(line(max, min))),
    optionalLine: (max: number) => checked(optional(line(max))),
    paragraph: (max: number, min = 1) => checked(required(paragraph(max, min))),
    optionalParagraph: (max: number) => checked(optional(paragraph(max))),
    placeName: (max: number, min = 2) => checked(required(place(max, min))),
    personName: () => checked(required(person)),
    int: (min: number, max: number) => checked(required(integer(min, max))),
    optionalInt: (min: number, max: number) => checked(optional(integer(min, max))),
    optionalDecimal: (min: number, max: number) => checked(optional(decimal(min, max))),
    year: (min: number, ahead = 0) => checked(required(yearCheck(min, ahead))),
    optionalYear: (min: number) => checked(optional(yearCheck(min))),
    pastDate: (min?: string) => checked(required(pastDate(min))),
    optionalPastDate: (min?: string) => checked(optional(pastDate(min))),
    choice: (values: readonly string[]) => checked(required(choice(values))),
    /** '' (not given), 'true' or 'false': a yes / no select that may stay blank. */
    optionalBool: () => checked(optional(choice(['true', 'false']))),
    phone: () => checked(required(phone)),
    optionalPhone: () => checked(optional(phone)),
    email: () => checked(required(email)),
    /** Checks usable inside cross-field refinements. */
    checks: { required, optional, line, place, integer, pastDate },
  };
}

export type Rules = ReturnType<typeof makeRules>;

/** An array of rows with the API's min / max counts and localised messages. */
export function rowList<T extends z.ZodType>(rules: Rules, row: T, min: number, max: number) {
  return z
    .array(row)
    .min(min, { message: rules.msg('min_items', { min }) })
    .max(max, { message: rules.msg('max_items', { max }) });
}

/** Form value helpers for building payloads. */
export const text = (value: string): string => value.trim();
export const textOrNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());
export const numberOrNull = (value: string): number | null => (value.trim() === '' ? null : Number(value.trim()));
export const boolOrNull = (value: string): boolean | null => (value === 'true' ? true : value === 'false' ? false : null);

/** Saved value helpers for filling a form. */
export const str = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
export const boolStr = (value: unknown): '' | 'true' | 'false' => (value === true ? 'true' : value === false ? 'false' : '');
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
export const records = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : []);

/**
 * Lets an object refinement run even when some fields already failed (zod skips it otherwise),
 * like the server does. Form values are always strings / booleans, so the value is safe to read.
 */
export const ALWAYS = { when: () => true } as const;
