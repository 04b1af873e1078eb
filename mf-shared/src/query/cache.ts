import { retryingSignals } from '../api/client';
import { type ApiError, isRetryable } from '../api/errors';
import { i18n } from '../i18n/instance';
import { getSession, subscribe, type SessionState } from '../session/store';

/**
 * The query cache: server data by key, one for the whole page (mf-shared is a singleton, so both
 * remotes and the shell share it). docs/front-end.md "Loading server data" says how screens use it.
 */

/** A query's name: JSON-serialisable parts, the most general first (`['registrations']`, `['jobs', { page: 2 }]`). */
export type QueryKey = readonly unknown[];

/** Loads a query's data; `signal` aborts it (the last screen showing it went away, or the session ended). */
export type Loader<T> = (signal: AbortSignal) => Promise<T>;

export interface QueryOptions {
  /** Milliseconds an answer stays fresh: showing it again within that time sends no request. */
  staleTime?: number;
  /** How many times a failure worth retrying (`isRetryable`) is sent again, each wait twice the last. */
  retry?: number;
  /** Dropped as soon as no screen shows it: never shown again from the cache (personal data read under audit). */
  forget?: boolean;
}

/** Defaults of every query; `retryDelay` is the first wait between attempts (ms). */
export const queryDefaults = { staleTime: 30_000, retry: 2, retryDelay: 1_000 };

export type QueryStatus = 'loading' | 'success' | 'error';

/** What a screen shows of a query (a new object on every change). `loading`: no data yet. */
export interface QuerySnapshot<T = unknown> {
  status: QueryStatus;
  data: T | undefined;
  error: unknown;
  /** A request for it is under way (the first load, a reload, a refetch after an invalidation). */
  fetching: boolean;
}

export interface Entry {
  key: QueryKey;
  hash: string;
  snapshot: QuerySnapshot;
  /** When the data was answered; 0 when never, after an error, an invalidation or a new session. */
  at: number;
  load?: Loader<unknown>;
  options: QueryOptions;
  controller?: AbortController;
  promise?: Promise<void>;
  /** The turn of the event loop (`currentTurn`) the request under way was started in. */
  started: number;
  /** Invalidated while a request was under way: load again once it answers. */
  again: boolean;
  listeners: Set<() => void>;
}

/**
 * A counter of event-loop turns: a request started in the current synchronous run has not been
 * sent yet (the HTTP client sends it from a later microtask), so a change made in the same run is
 * in its answer; one started in an earlier turn may have been answered from before the change.
 * (Milliseconds cannot tell: a request and a change can fall in the same one.)
 */
let turn = 0;
let turnEnding = false;
function currentTurn(): number {
  if (!turnEnding) {
    turnEnding = true;
    queueMicrotask(() => {
      turn += 1;
      turnEnding = false;
    });
  }
  return turn;
}

export const IDLE: QuerySnapshot = { status: 'loading', data: undefined, error: undefined, fetching: false };
/** Entries no screen shows are dropped, oldest first, beyond this many. */
const MAX_KEPT = 100;
const entries = new Map<string, Entry>();

/** The same string for equal keys, whatever the order of an object's fields (entries sorted as `key,value` strings). */
export function hashKey(key: QueryKey): string {
  return JSON.stringify(key, (_name, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort()) : value,
  );
}

export function entryOf(key: QueryKey): Entry {
  const hash = hashKey(key);
  let entry = entries.get(hash);
  if (!entry) {
    // Full: the oldest entry no screen shows goes.
    if (entries.size >= MAX_KEPT) {
      for (const [old, kept] of entries) {
        if (!kept.listeners.size && !kept.promise) {
          entries.delete(old);
          break;
        }
      }
    }
    entry = { key, hash, snapshot: IDLE, at: 0, options: {}, started: 0, again: false, listeners: new Set() };
    entries.set(hash, entry);
  }
  return entry;
}

function set(entry: Entry, change: Partial<QuerySnapshot>): void {
  entry.snapshot = { ...entry.snapshot, ...change };
  entry.listeners.forEach((listener) => listener());
}

function stop(entry: Entry): void {
  entry.controller?.abort();
  entry.controller = entry.promise = undefined;
  entry.again = false;
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/**
 * Loads the entry, unless a request for it is already under way (that one is shared). A failure
 * worth retrying is sent again up to `retry` times, after the answer's `Retry-After` or a growing
 * wait; only the last attempt's failure shows a toast.
 */
export function fetchEntry(entry: Entry): Promise<void> {
  if (entry.promise) return entry.promise;
  const load = entry.load;
  if (!load) return Promise.resolve();
  const controller = new AbortController();
  const { signal } = controller;
  const retries = entry.options.retry ?? queryDefaults.retry;
  const attempt = async (n: number): Promise<unknown> => {
    if (n < retries) retryingSignals.add(signal);
    else retryingSignals.delete(signal);
    try {
      return await load(signal);
    } catch (error) {
      if (n >= retries || signal.aborted || !isRetryable(error)) throw error;
      await wait((error as ApiError).retryAfter ?? queryDefaults.retryDelay * 2 ** n, signal);
      return attempt(n + 1);
    }
  };
  const settle = (change: Partial<QuerySnapshot>, at: number): void => {
    // Stopped meanwhile (no screen left, a new session): the answer is dropped.
    if (entry.controller !== controller) return;
    entry.controller = entry.promise = undefined;
    entry.at = at;
    set(entry, { ...change, fetching: false });
    if (entry.again) {
      entry.again = false;
      entry.at = 0;
      if (entry.listeners.size) void fetchEntry(entry);
    }
  };
  entry.controller = controller;
  entry.started = currentTurn();
  entry.promise = attempt(0).then(
    (data) => settle({ status: 'success', data, error: undefined }, Date.now()),
    (error: unknown) => settle({ status: 'error', error }, 0),
  );
  set(entry, { status: entry.snapshot.data === undefined ? 'loading' : 'success', error: undefined, fetching: true });
  return entry.promise;
}

export function isStale(entry: Entry): boolean {
  return entry.at === 0 || Date.now() - entry.at > (entry.options.staleTime ?? queryDefaults.staleTime);
}

/** A screen shows the entry from now on; the returned function says it stopped. */
export function watch(entry: Entry, listener: () => void): () => void {
  entry.listeners.add(listener);
  return () => {
    entry.listeners.delete(listener);
    // The last screen showing it left (checked after this turn: a remount keeps the request): its request is aborted.
    queueMicrotask(() => {
      if (entry.listeners.size) return;
      if (entry.options.forget && entries.get(entry.hash) === entry) entries.delete(entry.hash);
      if (!entry.promise) return;
      stop(entry);
      set(entry, { fetching: false });
    });
  };
}

/** The cached data of `key`, if any. */
export function getQueryData<T>(key: QueryKey): T | undefined {
  return entries.get(hashKey(key))?.snapshot.data as T | undefined;
}

/** Replaces the data of `key` (a live event, the answer of a change), for every screen showing it. */
export function setQueryData<T>(key: QueryKey, update: T | ((current: T | undefined) => T | undefined)): void {
  const entry = entryOf(key);
  const data = typeof update === 'function' ? (update as (current: T | undefined) => T | undefined)(entry.snapshot.data as T | undefined) : update;
  if (data === undefined) return;
  entry.at = Date.now();
  set(entry, { status: 'success', data, error: undefined });
}

/**
 * Marks every query whose key starts with `prefix` stale, and loads again those a screen shows
 * (unless `refetch` is false: a screen that already applied the change itself). Resolves when
 * those loads answered.
 */
export function invalidate(prefix: QueryKey, refetch = true): Promise<void> {
  const now = currentTurn();
  const head = hashKey(prefix);
  const waits: Promise<void>[] = [];
  for (const entry of entries.values()) {
    if (prefix.length && entry.hash !== head && !entry.hash.startsWith(`${head.slice(0, -1)},`)) continue;
    entry.at = 0;
    if (!refetch || !entry.listeners.size) continue;
    if (entry.promise) {
      // Started in an earlier turn, so maybe sent before this change: its answer may not have it.
      // Several changes at once load once more.
      if (entry.started !== now) entry.again = true;
      waits.push(entry.promise.then(() => entry.promise));
    } else waits.push(fetchEntry(entry));
  }
  return Promise.all(waits).then(() => undefined);
}

/**
 * Forgets every answer and aborts every request (a new session: one user's data never shows for
 * the next). Screens still showing a query load it again, once the navigation that the session
 * change caused (to /login, or back from it) has run.
 */
export function clearQueries(): void {
  for (const [hash, entry] of entries) {
    stop(entry);
    entry.at = 0;
    if (!entry.listeners.size) {
      entries.delete(hash);
      continue;
    }
    set(entry, IDLE);
    setTimeout(() => {
      if (entry.listeners.size && !entry.promise && entry.at === 0) void fetchEntry(entry);
    }, 0);
  }
}

// Answers carry texts in the language asked (Accept-Language): another language makes them stale.
i18n.on('languageChanged', () => void invalidate([]));

const identity = (state: SessionState): string => (state.token ? `user:${state.user?.id ?? ''}` : '');
let signedIn = identity(getSession());
subscribe((state) => {
  const next = identity(state);
  if (next === signedIn) return;
  signedIn = next;
  clearQueries();
});
