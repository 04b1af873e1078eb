import { chatEndpoint, DEFAULT_FIRST_TOKEN_MS, DEFAULT_TOTAL_MS, type AssistantConfig } from '../modules/assistant/config';
import type { Env } from './env';
import { positive, trimmed } from './variable-types';

/** The AI assistant's model (modules/assistant). */
export const assistantVariables = {
  ASSISTANT_LLM_URL: trimmed(),
  ASSISTANT_LLM_MODEL: trimmed(),
  ASSISTANT_LLM_KEY: trimmed(),
  ASSISTANT_LLM_FIRST_TOKEN_MS: positive(),
  ASSISTANT_LLM_TIMEOUT_MS: positive(),
};

export function assistantSection(env: Env): AssistantConfig {
  const { ASSISTANT_LLM_URL: url, ASSISTANT_LLM_MODEL: model, ASSISTANT_LLM_KEY: key } = env;
  return {
    model:
      url && model && key
        ? {
            endpoint: chatEndpoint(url),
            model,
            key,
            firstTokenMs: env.ASSISTANT_LLM_FIRST_TOKEN_MS ?? DEFAULT_FIRST_TOKEN_MS,
            totalMs: env.ASSISTANT_LLM_TIMEOUT_MS ?? DEFAULT_TOTAL_MS,
          }
        : undefined,
  };
}
