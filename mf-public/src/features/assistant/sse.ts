/** One server-sent event: its name ("message" when none is given) and its data lines joined. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * An incremental reader of a `text/event-stream` body (the parts of the format the assistant's
 * API uses: `event:`, `data:`, comments, LF or CRLF line ends): feed it text as it arrives, in
 * chunks of any size; each complete event (ended by a blank line) is handed to `onEvent`.
 */
export function sseReader(onEvent: (event: SseEvent) => void): { push: (text: string) => void } {
  let buffer = '';
  let name = '';
  let data: string[] = [];
  const line = (raw: string) => {
    if (raw === '') {
      if (data.length) onEvent({ event: name || 'message', data: data.join('\n') });
      name = '';
      data = [];
      return;
    }
    if (raw.startsWith(':')) return;
    const colon = raw.indexOf(':');
    const field = colon < 0 ? raw : raw.slice(0, colon);
    const value = colon < 0 ? '' : raw.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') name = value;
    else if (field === 'data') data.push(value);
  };
  return {
    push(text: string) {
      buffer += text;
      let end: number;
      while ((end = buffer.search(/\r\n|\n|\r(?!$)/)) >= 0) {
        const newline = buffer.startsWith('\r\n', end) ? 2 : 1;
        line(buffer.slice(0, end));
        buffer = buffer.slice(end + newline);
      }
    },
  };
}
