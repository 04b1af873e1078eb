import { RESYNC_EVENT } from 'contracts';
import { invalidate } from '../query/cache';
import { connectRealtime, type RealtimeConnection } from './connection';

/** The part of a laravel-echo channel used here (also what a test's fake provides). */
export interface ListenableChannel {
  listen(event: string, callback: (payload: never) => void): unknown;
  stopListening(event: string, callback?: (payload: never) => void): unknown;
}

/** The part of a laravel-echo instance used here. */
export interface EchoLike {
  private(channel: string): ListenableChannel;
  leave(channel: string): void;
}

export type ListenPrivate = <T>(channel: string, event: string, handler: (payload: T) => void) => () => void;

/** Echo's name for an event without the `App.Events` namespace. */
const RESYNC = `.${RESYNC_EVENT}`;
/** Resyncs of several channels at once (a node tells each of them) make one refetch. */
const RESYNC_GATHER_MS = 200;

/**
 * What a page does on `resync` (the server's link between nodes was down, so events on this
 * channel may have been missed): every query on screen is fetched again, so messages,
 * registrations and unread counts sent meanwhile show without a reload.
 */
export function onResync(refetch: () => unknown = () => invalidate([])): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    timer ??= setTimeout(() => {
      timer = undefined;
      void Promise.resolve(refetch()).catch((error: unknown) => console.warn('mf-shared: resync refetch failed', error));
    }, RESYNC_GATHER_MS);
  };
}

/**
 * A `listenPrivate` over the connection `connect` gives. Listeners are counted per channel and
 * connection, for the whole page: a channel is left only when its last listener, in any
 * micro-frontend, stops. While a channel is held, its `resync` fetches every query on screen
 * again (`onResync`). Without a connection (logged out, server down) nothing happens.
 */
export function createPrivateListener(connect: () => Promise<EchoLike | RealtimeConnection | null>, resync: () => void = onResync()): ListenPrivate {
  const listenerCounts = new WeakMap<object, Map<string, number>>();
  const countsOf = (echo: object): Map<string, number> => {
    let counts = listenerCounts.get(echo);
    if (!counts) {
      counts = new Map();
      listenerCounts.set(echo, counts);
    }
    return counts;
  };

  return <T>(channel: string, event: string, handler: (payload: T) => void): (() => void) => {
    let active = true;
    let stop: (() => void) | undefined;
    const callback = (payload: never) => handler(payload as T);
    connect()
      .then((connection) => {
        if (!active || !connection) return;
        // laravel-echo's generic channel types are wider than what is used here.
        const echo = connection as unknown as EchoLike;
        const subscription = echo.private(channel);
        subscription.listen(event, callback);
        const counts = countsOf(echo);
        const held = counts.get(channel) ?? 0;
        if (held === 0) subscription.listen(RESYNC, resync);
        counts.set(channel, held + 1);
        stop = () => {
          subscription.stopListening(event, callback);
          const left = (counts.get(channel) ?? 1) - 1;
          if (left > 0) counts.set(channel, left);
          else {
            counts.delete(channel);
            subscription.stopListening(RESYNC, resync);
            echo.leave(channel);
          }
        };
      })
      .catch((error: unknown) => console.warn('mf-shared: live updates unavailable', error));
    return () => {
      active = false;
      stop?.();
      stop = undefined;
    };
  };
}

/**
 * Listens to `event` on the private `channel` (opening the connection if needed) and returns the
 * function that stops listening. Every micro-frontend uses this one, so that one of them leaving
 * a channel never cuts off another's listener on it.
 */
export const listenPrivate: ListenPrivate = createPrivateListener(() => connectRealtime());
