/**
 * The assistant's settings, made once by config.ts from the environment (README "AI assistant"):
 * - ASSISTANT_LLM_URL, ASSISTANT_LLM_MODEL, ASSISTANT_LLM_KEY: an OpenAI-compatible chat API
 *   (`<url>/chat/completions`, or the URL itself when it already ends so); all three set = the
 *   model writes the answers from the passages, otherwise (the default) the offline answers;
 * - ASSISTANT_LLM_FIRST_TOKEN_MS (8000): no first token by then = the offline answer;
 * - ASSISTANT_LLM_TIMEOUT_MS (30000): the whole model answer by then, else the offline answer;
 * - RATE_LIMIT_ASSISTANT (`20/60`): questions per account (else per IP) per window of seconds,
 *   counted by the shared rate limiter; `0` = the shared `write` class instead.
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
  rateLimit: { max: number; windowSeconds: number };
}

export const DEFAULT_FIRST_TOKEN_MS = 8_000;
export const DEFAULT_TOTAL_MS = 30_000;
export const DEFAULT_RATE_LIMIT = { max: 20, windowSeconds: 60 } as const;

/** `<base>/chat/completions`, unless the URL already names that endpoint. */
export function chatEndpoint(url: string): string {
  const trimmed = url.trim().replace(/\/+$/, '');
  return /\/chat\/completions$/.test(trimmed) ? trimmed : `${trimmed}/chat/completions`;
}
