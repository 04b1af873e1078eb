/**
 * Normalises text for case- and accent-insensitive matching: NFKD, strip combining marks,
 * lower-case, collapse whitespace. "Surabáya  JAWA" -> "surabaya jawa".
 */
export function foldText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Escapes LIKE wildcards so user text is matched literally (used with `escape '\'`). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The one rule for free text people type (names, profile sections, messages, notes): every
 * module's free-text fields go through `normaliseText` and `isCleanText` (via `fields.text`,
 * `fields.optionalText` or `freeText` of lib/validation.ts) and refuse with TEXT_RULE_MESSAGE.
 *
 * - Unicode NFC normalisation, so one text is stored one way ("e" + U+0301 becomes "é");
 * - no control characters (multi-line text keeps tab and line feed; CR LF becomes LF);
 * - no bidirectional embeddings, overrides or isolates (U+202A–U+202E, U+2066–U+2069), which
 *   make text display differently from what it is (name and message spoofing);
 * - at most MAX_COMBINING_MARKS combining marks on one base character ("Zalgo" text that
 *   draws over the lines around it); the languages of the platform need two at most;
 * - well-formed UTF-16 (no lone surrogate halves, which the databases cannot store as text).
 */
export type TextMode = 'line' | 'multiline';

/** i18n key of the one refusal message (api/src/i18n/common.ts). */
export const TEXT_RULE_MESSAGE = 'validation.text_invalid';

export const MAX_COMBINING_MARKS = 4;

/** Single-line text: every control character, and the line and paragraph separators. */
const CONTROL_LINE = /[\p{Cc}\u2028\u2029]/u;
/** Multi-line text: control characters other than tab and line feed. */
// eslint-disable-next-line no-control-regex -- control characters are what the text rule refuses
const CONTROL_MULTI = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/u;
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/u;
const TOO_MANY_MARKS = new RegExp(`\\p{M}{${MAX_COMBINING_MARKS + 1},}`, 'u');
/** A surrogate half without its other half (not a character; not storable as UTF-8). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** NFC; multi-line text also gets LF line ends. Does not trim. */
export function normaliseText(value: string, mode: TextMode = 'multiline'): string {
  const unified = mode === 'multiline' ? value.replace(/\r\n?/g, '\n') : value;
  return LONE_SURROGATE.test(unified) ? unified : unified.normalize('NFC');
}

/** True when `value` (already normalised) follows the text rule. */
export function isCleanText(value: string, mode: TextMode = 'multiline'): boolean {
  if (LONE_SURROGATE.test(value)) return false;
  if ((mode === 'line' ? CONTROL_LINE : CONTROL_MULTI).test(value)) return false;
  if (BIDI_CONTROLS.test(value)) return false;
  return !TOO_MANY_MARKS.test(value);
}

/**
 * For text that is logged or shown but never refused (a browser's error message, a device
 * name): normalised, every character the rule refuses replaced by a space, runs of combining
 * marks cut to the bound, whitespace collapsed, and cut to `max` characters.
 */
export function sanitiseText(value: string, max: number): string {
  const cleaned = value
    .replace(new RegExp(LONE_SURROGATE.source, 'g'), '\uFFFD')
    .normalize('NFC')
    .replace(new RegExp(`${CONTROL_LINE.source}|${BIDI_CONTROLS.source}`, 'gu'), ' ')
    .replace(new RegExp(`(\\p{M}{${MAX_COMBINING_MARKS}})\\p{M}+`, 'gu'), '$1')
    .replace(/\s+/g, ' ')
    .trim();
  // Cut by code points, so a character outside the BMP is never split in half.
  return Array.from(cleaned).slice(0, max).join('').trim();
}
