import { ASSISTANT_HISTORY_TURNS, ASSISTANT_TURN_MAX_CHARS } from 'contracts';
import type { ModelSettings } from './config';
import { unknownNumbers } from './numbers';
import { redact } from './privacy';
import type { AssistantAnswer, Draft, Turn } from './types';

/**
 * The optional language model (OpenAI-compatible `/chat/completions`, streamed). It is given the
 * passages the offline assistant found and asked to answer from them only; what it writes is
 * checked, and the offline answer is given instead when the model fails, is slow (no first token
 * within firstTokenMs, or not finished within totalMs), answers nothing, or states a number that
 * neither the passages nor the question contain. The sources are the passages' sources either way.
 */

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Earlier turns sent along as context, most recent last; each cut to this many characters (contracts/src/rules/assistant.ts). */
const HISTORY_TURNS = ASSISTANT_HISTORY_TURNS;
const TURN_CHARS = ASSISTANT_TURN_MAX_CHARS;

const LANGUAGE_NAME = { id: 'Indonesian (Bahasa Indonesia)', en: 'English' } as const;

/** The conversation the model sees: instructions with the numbered passages, earlier turns, the question (all redacted). */
export function buildMessages(draft: Draft, question: string, history: readonly Turn[]): ChatMessage[] {
  const passages = draft.passages.map((p, i) => `[${i + 1}] ${p.title}\n${p.text}`).join('\n\n');
  const system = [
    'You are the assistant of a website that helps Indonesians prepare to work as elderly caregivers (kaigo) in Japan.',
    `Answer in ${LANGUAGE_NAME[draft.lang]}, briefly (at most 150 words), using ONLY the numbered passages below; use no other knowledge.`,
    'Never name an institute (LPK), a number, an amount, a date or an organisation that the passages do not contain; copy numbers exactly as written.',
    'Do not give legal advice. If the passages do not answer the question, say that this site has no information on it and suggest contacting the team on WhatsApp.',
    'Do not write links or a list of sources: the sources are shown separately. Plain text; a list item starts with "- ".',
    '',
    'Passages:',
    passages,
  ].join('\n');
  const turns = history.slice(-HISTORY_TURNS).map((turn): ChatMessage => ({ role: turn.role, content: redact(turn.content.slice(0, TURN_CHARS)) }));
  return [{ role: 'system', content: system }, ...turns, { role: 'user', content: redact(question) }];
}

/** The text pieces of a streamed chat completion (also accepts a server that answers in one JSON document). */
export async function* streamCompletion(settings: ModelSettings, messages: ChatMessage[], signal: AbortSignal): AsyncGenerator<string> {
  const response = await fetch(settings.endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${settings.key}` },
    body: JSON.stringify({ model: settings.model, messages, stream: true, temperature: 0.1, max_tokens: 400 }),
    signal,
  });
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    throw new Error(`model answered HTTP ${response.status}`);
  }
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content === 'string' && content) yield content;
    return;
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let newline: number;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline).replace(/\r$/, '');
        buffer = buffer.slice(newline + 1);
        if (!line.startsWith('data:')) continue;
        const data = line.slice(5).trim();
        if (data === '[DONE]') return;
        const chunk = JSON.parse(data) as { choices?: { delta?: { content?: unknown } }[] };
        const piece = chunk.choices?.[0]?.delta?.content;
        if (typeof piece === 'string' && piece) yield piece;
      }
    }
  } finally {
    reader.releaseLock();
  }
}

export interface RespondOptions {
  settings: ModelSettings | undefined;
  /** Streaming: called with each piece of text, and with the whole text when it is replaced. */
  emit?: (event: 'delta' | 'replace', text: string) => void;
  /** The client went away. */
  signal?: AbortSignal;
  /** Why the model's answer was not used (logged by the caller; never the question). */
  onFallback?: (reason: string) => void;
}

/** The answer to give: the model's when configured and it behaves, else the offline one. */
export async function respond(draft: Draft, question: string, history: readonly Turn[], options: RespondOptions): Promise<AssistantAnswer> {
  const offline: AssistantAnswer = { answer: draft.answer, sources: draft.sources, kind: draft.kind, mode: 'offline' };
  const { settings, emit } = options;
  if (!settings || !draft.useModel || draft.passages.length === 0) {
    emit?.('delta', offline.answer);
    return offline;
  }

  const controller = new AbortController();
  const abort = (reason: string) => controller.abort(new Error(reason));
  const onClientGone = () => abort('client closed');
  options.signal?.addEventListener('abort', onClientGone, { once: true });
  const firstToken = setTimeout(() => abort(`no first token within ${settings.firstTokenMs} ms`), settings.firstTokenMs);
  const total = setTimeout(() => abort(`no complete answer within ${settings.totalMs} ms`), settings.totalMs);
  let text = '';
  let started = false;
  let failure: string | undefined;
  try {
    for await (const piece of streamCompletion(settings, buildMessages(draft, question, history), controller.signal)) {
      if (!started) {
        started = true;
        clearTimeout(firstToken);
      }
      text += piece;
      emit?.('delta', piece);
    }
  } catch (error) {
    const reason = controller.signal.reason instanceof Error ? controller.signal.reason.message : error instanceof Error ? error.message : String(error);
    failure = `model failed: ${reason}`;
  } finally {
    clearTimeout(firstToken);
    clearTimeout(total);
    options.signal?.removeEventListener('abort', onClientGone);
  }

  const answer = text.trim();
  if (!failure && !answer) failure = 'model answered nothing';
  if (!failure) {
    const invented = unknownNumbers(answer, [question, ...draft.passages.flatMap((p) => [p.title, p.text])]);
    if (invented.length) failure = `model stated numbers not in the passages: ${invented.join(', ')}`;
  }
  if (failure) {
    options.onFallback?.(failure);
    emit?.(started ? 'replace' : 'delta', offline.answer);
    return offline;
  }
  return { answer, sources: draft.sources, kind: draft.kind, mode: 'model' };
}
