import { connectRealtime } from 'mf-shared';

/** The part of a laravel-echo channel this module uses (also what a test's fake provides). */
export interface ListenableChannel {
  listen(event: string, callback: (payload: never) => void): unknown;
  stopListening(event: string, callback?: (payload: never) => void): unknown;
}

/** The part of a laravel-echo instance this module uses. */
export interface EchoLike {
  private(channel: string): ListenableChannel;
  leave(channel: string): void;
}

/** Listeners per channel and connection: a channel is left when its last listener goes. */
const listenerCounts = new WeakMap<object, Map<string, number>>();

function countsOf(echo: object): Map<string, number> {
  let counts = listenerCounts.get(echo);
  if (!counts) {
    counts = new Map();
    listenerCounts.set(echo, counts);
  }
  return counts;
}

/**
 * Listens to `event` on the private `channel` (opening the connection if needed) and returns
 * the function that stops listening; the channel is left once nobody on the page listens to it.
 * Without a connection (logged out, server down) nothing happens: screens still load from the API.
 */
export function listenPrivate<T>(channel: string, event: string, handler: (payload: T) => void): () => void {
  let active = true;
  let stop: (() => void) | undefined;
  const callback = (payload: never) => handler(payload as T);
  connectRealtime()
    .then((connection) => {
      if (!active || !connection) return;
      // laravel-echo's generic channel types are wider than what is used here.
      const echo = connection as unknown as EchoLike;
      const subscription = echo.private(channel);
      subscription.listen(event, callback);
      const counts = countsOf(echo);
      counts.set(channel, (counts.get(channel) ?? 0) + 1);
      stop = () => {
        subscription.stopListening(event, callback);
        const left = (counts.get(channel) ?? 1) - 1;
        if (left > 0) counts.set(channel, left);
        else {
          counts.delete(channel);
          echo.leave(channel);
        }
      };
    })
    .catch((error: unknown) => console.warn('mf-account: live updates unavailable', error));
  return () => {
    active = false;
    stop?.();
    stop = undefined;
  };
}
