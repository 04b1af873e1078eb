import { z } from 'zod';

/**
 * The types of environment variables: how one variable's text becomes a value. Unset and empty are
 * the same (the default). A value that makes no sense is not used: the variable reads as its
 * default and says why (`problem`); loadConfig warns once per such variable, and refuses to start
 * with NODE_ENV=production (load.ts). What cannot work even when each value is fine (Google half
 * configured, a missing secret in production) is decided by the sections, not here.
 */

/** A variable as read: its value, and why the text given was not used (then the value is the default). */
export interface Reading<T> {
  value: T;
  problem?: string;
}

/** What a parse answers for text it cannot use: the reason, said without the text itself. */
export class Unusable {
  constructor(readonly reason: string) {}
}

const unusable = (reason: string) => new Unusable(reason);

/** A variable whose text `parse` turns into its value; unset or empty is `fallback`. */
export function variable<T>(fallback: T, parse: (raw: string) => T | Unusable) {
  return z
    .string()
    .optional()
    .transform((raw): Reading<T> => {
      if (raw === undefined || raw === '') return { value: fallback };
      const parsed = parse(raw);
      return parsed instanceof Unusable ? { value: fallback, problem: parsed.reason } : { value: parsed };
    });
}

/** The value type of a variable type. */
export type ValueOf<V> = V extends z.ZodType<Reading<infer T>, infer _> ? T : never;

export const ON_WORDS = ['1', 'true', 'yes', 'on'];
export const OFF_WORDS = ['0', 'false', 'no', 'off'];

/** Text as given; unset or empty = `fallback`. */
export const text = <F extends string | undefined>(fallback: F) => variable<string | F>(fallback, (raw) => raw);

/** Text without surrounding blanks; unset or blank = undefined. */
export const trimmed = () => variable<string | undefined>(undefined, (raw) => raw.trim() || undefined);

/** Yes or no: 1/true/yes/on or 0/false/no/off (any case); anything else keeps `fallback`. */
export const flag = <F extends boolean | undefined>(fallback: F) =>
  variable<boolean | F>(fallback, (raw) => {
    const word = raw.trim().toLowerCase();
    if (ON_WORDS.includes(word)) return true;
    if (OFF_WORDS.includes(word)) return false;
    return unusable('is neither on (1, true, yes, on) nor off (0, false, no, off)');
  });

const WHOLE = /^\s*-?\d+\s*$/;

/** A whole number from `min` to `max` (both included). */
export const integer = <F extends number | undefined>(fallback: F, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  variable<number | F>(fallback, (raw) => {
    const n = Number(raw);
    if (!WHOLE.test(raw) || !Number.isSafeInteger(n)) return unusable('is not a whole number');
    if (n < min || n > max) return unusable(`is not from ${min} to ${max}`);
    return n;
  });

/** A whole number from 0 (up to `max`); unset = undefined (the section's default). */
export const count = (max = Number.MAX_SAFE_INTEGER) => integer(undefined, 0, max);

/** A number above 0 (fractions allowed); unset = undefined (the section's default). */
export const positive = () =>
  variable<number | undefined>(undefined, (raw) => {
    const n = Number(raw.trim());
    return Number.isFinite(n) && n > 0 ? n : unusable('is not a number above 0');
  });

/** A number within (`above`, `below`), both excluded. */
export const numberBetween = (fallback: number, above: number, below: number) =>
  variable(fallback, (raw) => {
    const n = Number(raw.trim());
    return Number.isFinite(n) && n > above && n < below ? n : unusable(`is not a number between ${above} and ${below}`);
  });

/** One of `words` (any case, blanks around ignored). */
export const oneOf = <W extends string, F extends W | undefined>(words: readonly W[], fallback: F) =>
  variable<W | F>(fallback, (raw) => {
    const word = raw.trim().toLowerCase();
    return (words as readonly string[]).includes(word) ? (word as W) : unusable(`is not one of ${words.join(', ')}`);
  });

/** A calendar date as YYYY-MM-DD. */
export const isoDate = (fallback: string) =>
  variable(fallback, (raw) => (/^\d{4}-\d{2}-\d{2}$/.test(raw) && !Number.isNaN(Date.parse(raw)) ? raw : unusable('is not a date as YYYY-MM-DD')));

/** At most `max` requests per key inside a window of `windowSeconds`; max 0 = no limit. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** `max/seconds`, or just `max` (keeping the default window); `0` = no limit. */
export const rate = (fallback: RateLimit) =>
  variable<RateLimit>(fallback, (raw) => {
    const match = /^\s*(\d{1,9})\s*(?:\/\s*(\d{1,9})\s*)?$/.exec(raw);
    if (!match) return unusable('is not max/seconds (e.g. 30/60) nor a whole number');
    const windowSeconds = match[2] === undefined ? fallback.windowSeconds : Number(match[2]);
    if (windowSeconds <= 0) return unusable('has a window of 0 seconds');
    return { max: Number(match[1]), windowSeconds };
  });
