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
 * The one rule for free text people type lives in the contracts package (contracts/src/rules/text.ts),
 * shared with the front ends' forms.
 */
export { MAX_COMBINING_MARKS, TEXT_RULE_MESSAGE, isCleanText, normaliseText, sanitiseText, type TextMode } from 'contracts';
