import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { listenPrivate } from '../realtime/subscriptions';
import {
  IDLE,
  entryOf,
  fetchEntry,
  invalidate,
  isStale,
  setQueryData,
  watch,
  type Loader,
  type QueryKey,
  type QueryOptions,
  type QuerySnapshot,
} from './cache';
import type { QueryDefinition } from './definition';

export interface UseQueryOptions extends QueryOptions {
  /** While another key's data loads (or if it fails), go on showing the last data shown (a list's next page). */
  keepPrevious?: boolean;
}

type Update<T> = T | ((current: T | undefined) => T | undefined);

export type QueryResult<T> = (
  | { status: 'loading'; data: undefined; error: undefined; fetching: boolean }
  | { status: 'success'; data: T; error: undefined; fetching: boolean }
  | { status: 'error'; data: T | undefined; error: unknown; fetching: boolean }
) & {
  /** Loads it again now (the "try again" button). */
  reload: () => void;
  /** Changes the cached data without a request (a live event, the answer of a change). */
  setData: (update: Update<T>) => void;
};

const noop = (): void => undefined;

/**
 * Server data for a screen, from the shared query cache: loaded when shown and not fresh (stale
 * time), one request for every screen asking the same key at once, retried when worth it, aborted
 * when the last screen showing it goes. Pass the feature's query definition (its key and fetcher;
 * see definition.ts) or a key and a loader. `null`: nothing to load (yet).
 */
export function useQuery<T>(query: QueryDefinition<T> | null, options?: UseQueryOptions): QueryResult<T>;
export function useQuery<T>(key: QueryKey | null, load: Loader<T>, options?: UseQueryOptions): QueryResult<T>;
export function useQuery<T>(
  keyOrQuery: QueryKey | QueryDefinition<T> | null,
  loadOrOptions?: Loader<T> | UseQueryOptions,
  moreOptions: UseQueryOptions = {},
): QueryResult<T> {
  const byDefinition = typeof loadOrOptions !== 'function';
  const definition = byDefinition ? (keyOrQuery as QueryDefinition<T> | null) : null;
  const key = byDefinition ? (definition?.key ?? null) : (keyOrQuery as QueryKey | null);
  const load: Loader<T> = byDefinition ? (signal) => definition!.fetch(signal) : loadOrOptions;
  const options = (byDefinition ? loadOrOptions : moreOptions) ?? {};
  const entry = key ? entryOf(key) : undefined;
  const loader = useRef(load);
  loader.current = load;
  const subscribe = useCallback((listener: () => void) => (entry ? watch(entry, listener) : noop), [entry]);
  const read = (): QuerySnapshot => entry?.snapshot ?? IDLE;
  const snapshot = useSyncExternalStore(subscribe, read, read);

  useEffect(() => {
    if (!entry) return;
    entry.load = (signal) => loader.current(signal);
    entry.options = options;
    if (isStale(entry)) void fetchEntry(entry);
    // Set once per key: the loader is read through its ref, and options do not change while shown.
  }, [entry]); // eslint-disable-line react-hooks/exhaustive-deps

  const kept = useRef<QuerySnapshot | undefined>(undefined);
  if (!entry) kept.current = undefined;
  else if (snapshot.data !== undefined) kept.current = snapshot;
  let shown = snapshot;
  if (options.keepPrevious && snapshot.data === undefined && kept.current) {
    shown = snapshot.status === 'error' ? { ...snapshot, data: kept.current.data } : { ...kept.current, fetching: true };
  }

  const reload = useCallback(() => {
    if (!entry) return;
    entry.at = 0;
    void fetchEntry(entry);
  }, [entry]);
  const setData = useCallback((update: Update<T>) => entry && setQueryData(entry.key, update), [entry]);
  return { ...shown, reload, setData } as QueryResult<T>;
}

/**
 * While mounted, every `event` on the private `channel` (mf-shared's real-time layer) marks the
 * queries under `keys` stale and loads again those on screen; `when` picks the events that
 * matter. `channel` null: not listening.
 */
export function useInvalidateOn<T = unknown>(channel: string | null, event: string, keys: readonly QueryKey[], when?: (payload: T) => boolean): void {
  const latest = useRef({ keys, when });
  latest.current = { keys, when };
  useEffect(() => {
    if (!channel) return undefined;
    return listenPrivate<T>(channel, event, (payload) => {
      const { keys: current, when: matters } = latest.current;
      if (!matters || matters(payload)) for (const key of current) void invalidate(key);
    });
  }, [channel, event]);
}
