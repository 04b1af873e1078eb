import { replaceConnectionForTests, type RealtimeConnection } from '../realtime/connection';
import type { EchoLike } from '../realtime/subscriptions';

/**
 * Makes mf-shared's real-time connection, for every caller (`listenPrivate`, the query cache's
 * real-time invalidation, the screens), the given fake instead of the server: a `FakeEcho`
 * (`createFakeEcho()`, whose `emit` plays an event as the server would) or null (not connected).
 * Returns the function that puts the real connection back; `afterEach` may call it.
 *
 *   const echo = createFakeEcho();
 *   useFakeRealtime(echo);
 *   echo.emit('private-lpk.1', '.RegistrationStatusChanged', payload);
 */
export function useFakeRealtime(fake: EchoLike | null): () => void {
  replaceConnectionForTests(fake as RealtimeConnection | null); // a test double has only what EchoLike names
  return () => replaceConnectionForTests(undefined);
}
