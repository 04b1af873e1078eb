import { z } from 'zod';
import { TEXT_RULE_MESSAGE, isCleanText, normaliseText, type TextMode } from '../rules/text';

/**
 * Free text under the one text rule of lib/text.ts: trimmed, NFC-normalised (multi-line text
 * with LF line ends), refused with `validation.text_invalid` when it holds control or
 * bidirectional-override characters or piles of combining marks. Length checks chained after
 * it count the normalised text (and are skipped when the rule refuses: one message, not three).
 * Pass a base schema to keep its own type messages.
 */
export function freeText(mode: TextMode = 'multiline', base: z.ZodString = z.string()) {
  return base
    .trim()
    .overwrite((v) => normaliseText(v, mode))
    .refine((v) => isCleanText(v, mode), { message: TEXT_RULE_MESSAGE, abort: true });
}

/** Reusable field builders with the project's limits. */
export const fields = {
  /** Required free text between min and max characters (the text rule; newlines allowed unless mode is 'line'). */
  text: (max: number, min = 1, mode: TextMode = 'multiline') => freeText(mode).min(min).max(max),
  /** Optional free text: missing, null or "" become null. */
  optionalText: (max: number, mode: TextMode = 'multiline') =>
    freeText(mode)
      .max(max)
      .optional()
      .nullable()
      .transform((v) => (v === '' || v === undefined ? null : v)),
  /** Calendar date `YYYY-MM-DD` that exists (2025-02-30 is refused). */
  date: () => z.iso.date(),
  /** Query-string integer: "12" -> 12. */
  queryInt: (min: number, max: number) => z.coerce.number().int().min(min).max(max),
};
