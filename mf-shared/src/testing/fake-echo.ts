/**
 * Test double of a laravel-echo connection: `private(name).listen(event, cb)` records the
 * listener, `emit(channel, event, payload)` calls it as the server would. For unit tests only.
 */
import type { EchoLike, ListenableChannel } from '../realtime/subscriptions';

type Callback = (payload: never) => void;

export interface FakeEcho extends EchoLike {
  emit(channel: string, event: string, payload?: unknown): void;
  listenerCount(channel: string, event: string): number;
  left: string[];
}

export function createFakeEcho(): FakeEcho {
  const listeners = new Map<string, Callback[]>();
  const key = (channel: string, event: string) => `${channel}#${event}`;
  const left: string[] = [];
  const channelOf = (name: string): ListenableChannel => {
    const channel: ListenableChannel = {
      listen(event, callback) {
        listeners.set(key(name, event), [...(listeners.get(key(name, event)) ?? []), callback]);
        return channel;
      },
      stopListening(event, callback) {
        const list = listeners.get(key(name, event)) ?? [];
        listeners.set(key(name, event), callback ? list.filter((cb) => cb !== callback) : []);
        return channel;
      },
    };
    return channel;
  };
  return {
    private: channelOf,
    leave(channel) {
      left.push(channel);
    },
    emit(channel, event, payload) {
      for (const callback of listeners.get(key(channel, event)) ?? []) callback(payload as never);
    },
    listenerCount(channel, event) {
      return (listeners.get(key(channel, event)) ?? []).length;
    },
    left,
  };
}
