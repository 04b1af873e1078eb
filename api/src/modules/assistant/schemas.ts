import { z } from 'zod';
import { fields } from 'contracts';
import { HISTORY_TURNS, TURN_CHARS } from './model';

/** Longest question (characters, after trimming and normalisation): longer is a 422 on `message`. */
export const MESSAGE_MAX_CHARS = 1000;

/**
 * POST /assistant body: `message` (1-1000 characters, the text rule of every free-text field)
 * and an optional `history` of at most HISTORY_TURNS earlier turns, each at most TURN_CHARS.
 */
export const askSchema = z.object({
  message: fields.text(MESSAGE_MAX_CHARS),
  history: z
    .array(z.object({ role: z.enum(['user', 'assistant']), content: fields.text(TURN_CHARS) }))
    .max(HISTORY_TURNS)
    .optional()
    .transform((turns) => turns ?? []),
});

export type AskBody = z.output<typeof askSchema>;
