import { useEffect, useRef } from 'react';
import { listenPrivate } from './subscriptions';

/**
 * Calls `handler` for every `event` on the private `channel` while the component is mounted
 * (subscribes on mount, leaves on unmount). `channel` null: not listening (e.g. no user yet).
 * The latest `handler` is always the one called, so it may use fresh state.
 */
export function useRealtimeEvent<T>(channel: string | null, event: string, handler: (payload: T) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!channel) return undefined;
    return listenPrivate<T>(channel, event, (payload) => latest.current(payload));
  }, [channel, event]);
}
