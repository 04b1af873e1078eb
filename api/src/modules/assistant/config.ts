/**
 * The assistant's settings, made once by config/assistant.ts from the environment (docs/assistant.md):
 * - ASSISTANT_LLM_URL, ASSISTANT_LLM_MODEL, ASSISTANT_LLM_KEY: an OpenAI-compatible chat API
 *   (`<url>/chat/completions`, or the URL itself when it already ends so); all three set = the
 *   model writes the answers from the passages, otherwise (the default) the offline answers;
 * - ASSISTANT_LLM_FIRST_TOKEN_MS (8000): no first token by then = the offline answer;
 * - ASSISTANT_LLM_TIMEOUT_MS (30000): the whole model answer by then, else the offline answer;
 * Its rate limit is `assistant` in the table of every limit (config/rate-limits.ts, RATE_LIMIT_ASSISTANT).
 */
export interface ModelSettings {
  /** The chat-completions endpoint. */
  endpoint: string;
  model: string;
  key: string;
  firstTokenMs: number;
  totalMs: number;
}

export interface AssistantConfig {
  model: ModelSettings | undefined;
}

export const DEFAULT_FIRST_TOKEN_MS = 8_000;
export const DEFAULT_TOTAL_MS = 30_000;

/** `<base>/chat/completions`, unless the URL already names that endpoint. */
export function chatEndpoint(url: string): string {
  const trimmed = url.trim().replace(/\/+$/, '');
  return /\/chat\/completions$/.test(trimmed) ? trimmed : `${trimmed}/chat/completions`;
}
