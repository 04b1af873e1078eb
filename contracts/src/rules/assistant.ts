/**
 * Limits of a question to the assistant (POST /assistant): the API's body schema
 * (contracts/src/http/assistant.ts) refuses beyond them, the assistant panel counts against them.
 */

/** Longest question (characters, after trimming and normalisation). */
export const ASSISTANT_MESSAGE_MAX_CHARS = 1000;
/** Earlier turns sent along as context, most recent last, each at most ASSISTANT_TURN_MAX_CHARS. */
export const ASSISTANT_HISTORY_TURNS = 6;
export const ASSISTANT_TURN_MAX_CHARS = 1000;
