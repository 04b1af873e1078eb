import type { AssistantStreamData, AssistantStreamEvent } from 'contracts';
/**
 * Server-sent events of POST /assistant with `Accept: text/event-stream`, in this order:
 *   event: sources  data: {"sources":[...],"kind":"knowledge"}   the links, before the text
 *   event: delta    data: {"text":"..."}                         more text (one or many)
 *   event: replace  data: {"text":"..."}                         the whole text so far is replaced
 *                                                                (the model failed or strayed mid-way:
 *                                                                the offline answer instead)
 *   event: done     data: {"answer":"...","sources":[...],"kind":"...","mode":"offline"|"model"}
 *   event: error    data: {"message":"..."}                      instead of done, on a server failure
 * Each data line is one JSON document (JSON escapes line breaks). The data of each event is
 * typed by contracts/src/http/assistant.ts `assistantStreamEvents`.
 */
export type StreamEvent = AssistantStreamEvent;

export function sseFrame<E extends StreamEvent>(event: E, data: AssistantStreamData<E>): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}
