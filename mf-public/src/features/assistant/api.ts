import {
  ASSISTANT_HISTORY_TURNS,
  ASSISTANT_MESSAGE_MAX_CHARS,
  ASSISTANT_TURN_MAX_CHARS,
  type AssistantAnswer,
  type AssistantQuestion,
  type AssistantSource,
  type AssistantStreamData,
} from 'contracts';
import { ApiError, getConfig, getLanguage, getToken, postData, t, type Envelope } from 'mf-shared';
import { sseReader } from './sse';

/** The question, the answer and its links: contracts/src/http/assistant.ts. */
export type { AssistantAnswer, AssistantSource };
export type HistoryTurn = NonNullable<AssistantQuestion['history']>[number];

export interface AskHandlers {
  /** The links, before the text (streaming only). */
  onSources?: (sources: AssistantSource[]) => void;
  /** The whole text so far, each time it grows or is replaced (streaming only). */
  onText?: (text: string) => void;
  signal?: AbortSignal;
}

const URL_PATH = '/api/lpk/assistant';
/** Longest question the API takes (contracts/src/rules/assistant.ts). */
export const MESSAGE_MAX_CHARS = ASSISTANT_MESSAGE_MAX_CHARS;

/** The earlier turns as the API takes them: the last six, each cut to 1,000 characters. */
export function historyOf(turns: readonly HistoryTurn[]): HistoryTurn[] {
  return turns
    .filter((turn) => turn.content.trim() !== '')
    .slice(-ASSISTANT_HISTORY_TURNS)
    .map((turn) => ({ role: turn.role, content: turn.content.slice(0, ASSISTANT_TURN_MAX_CHARS) }));
}

const canStream = () => typeof fetch === 'function' && typeof ReadableStream === 'function' && typeof TextDecoder === 'function';

function messageOf(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const { message, errors } = body as { message?: unknown; errors?: Record<string, unknown> };
  const first =
    errors &&
    Object.values(errors)
      .flat()
      .find((m): m is string => typeof m === 'string');
  if (first) return first;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/**
 * Asks through server-sent events (fetch + ReadableStream): the text grows as it arrives.
 * Undefined when the browser cannot stream or the request never reached the API (then the
 * caller asks again as JSON); an ApiError when the API refused (422, 429...).
 */
async function askStreaming(body: AssistantQuestion, handlers: AskHandlers): Promise<AssistantAnswer | undefined> {
  const headers: Record<string, string> = { Accept: 'text/event-stream', 'Content-Type': 'application/json', 'Accept-Language': getLanguage() };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${getConfig().apiBaseUrl}${URL_PATH}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: handlers.signal,
      credentials: 'omit',
    });
  } catch (error) {
    if (handlers.signal?.aborted) throw new ApiError('cancelled', 'cancelled', undefined, undefined, error);
    return undefined;
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.startsWith('text/event-stream') || !response.body) {
    const envelope = (await response.json().catch(() => undefined)) as Envelope | undefined;
    throw new ApiError('http', messageOf(envelope) ?? t(response.status >= 500 ? 'errors.server' : 'errors.request_failed'), response.status, envelope);
  }

  let text = '';
  let done: AssistantAnswer | undefined;
  let failure: string | undefined;
  const reader = sseReader(({ event, data }) => {
    const payload = JSON.parse(data) as Record<string, unknown>;
    if (event === 'sources') handlers.onSources?.((payload as AssistantStreamData<'sources'>).sources);
    else if (event === 'delta') text += String(payload.text ?? '');
    else if (event === 'replace') text = String(payload.text ?? '');
    else if (event === 'done') done = payload as AssistantStreamData<'done'>;
    else if (event === 'error') failure = String(payload.message ?? '');
    if (event === 'delta' || event === 'replace') handlers.onText?.(text);
  });
  const stream = response.body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { value, done: ended } = await stream.read();
    if (ended) break;
    reader.push(decoder.decode(value, { stream: true }));
  }
  reader.push(decoder.decode());
  if (done) return done;
  throw new ApiError('http', failure || t('errors.server'), response.status);
}

/**
 * POST /api/lpk/assistant: streamed when the browser can, else (or when the stream cannot be
 * opened) through mf-shared's axios client as JSON. Errors are not toasted: the panel shows them.
 */
export async function askAssistant(message: string, history: readonly HistoryTurn[], handlers: AskHandlers = {}): Promise<AssistantAnswer> {
  const body = { message, history: historyOf(history) };
  if (canStream()) {
    const streamed = await askStreaming(body, handlers);
    if (streamed) return streamed;
  }
  return postData<AssistantAnswer>(URL_PATH, body, { silent: true, signal: handlers.signal });
}
