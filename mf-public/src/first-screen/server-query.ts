/**
 * The query layer of a server render (first-screen/server.tsx): one render at a time (renders are
 * synchronous), so the answers of the current render are module state. `useQuery` answers from
 * them, or notes the key and its loader and shows "loading"; the renderer then runs the loaders,
 * whose `getData` goes to the host's `get` (the API's own routes), and renders again.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { earlyKey } from 'mf-shared/src/api/early';
import { hashKey, type Loader, type QueryKey } from 'mf-shared/src/query/cache';
import type { QueryDefinition } from 'mf-shared/src/query/definition';
import type { QueryResult, UseQueryOptions } from 'mf-shared/src/query/useQuery';
import type { Query } from 'mf-shared/src/api/query';

/** An API GET made by the host: the answer's JSON body (the envelope), or null when it failed. */
export type HostGet = (pathAndQuery: string) => Promise<unknown>;

interface RenderState {
  answers: Map<string, { key: QueryKey; data: unknown }>;
  wanted: Map<string, { key: QueryKey; load: Loader<unknown> }>;
}

/** The render under way (synchronous: one at a time). */
let state: RenderState | null = null;
/** The host's GET of the loaders running now (several renders may load at once). */
const hostGet = new AsyncLocalStorage<HostGet>();

export function beginRender(answers: RenderState['answers']): RenderState {
  state = { answers, wanted: new Map() };
  return state;
}

/** Runs a render's loaders, their `getData` answered by `get`. */
export function withHostGet<T>(get: HostGet, run: () => Promise<T>): Promise<T> {
  return hostGet.run(get, run);
}

export function endRender(): void {
  state = null;
}

const noop = (): void => undefined;

/**
 * mf-shared's `useQuery` in a server render, with the same two forms: a query definition (the
 * remote's `src/api` modules own them) or a key and a loader. Its key is the one the answer goes
 * into the page under, for the remote's query cache: the same definition, so the same key.
 */
export function useQuery<T>(query: QueryDefinition<T> | null, options?: UseQueryOptions): QueryResult<T>;
export function useQuery<T>(key: QueryKey | null, load: Loader<T>, options?: UseQueryOptions): QueryResult<T>;
export function useQuery<T>(keyOrQuery: QueryKey | QueryDefinition<T> | null, loadOrOptions?: Loader<T> | UseQueryOptions): QueryResult<T> {
  const byDefinition = typeof loadOrOptions !== 'function';
  const definition = byDefinition ? (keyOrQuery as QueryDefinition<T> | null) : null;
  const key = byDefinition ? (definition?.key ?? null) : (keyOrQuery as QueryKey | null);
  const load: Loader<T> = byDefinition ? (signal) => definition!.fetch(signal) : loadOrOptions;
  const common = { reload: noop, setData: noop, fetching: false };
  if (key && state) {
    const hash = hashKey(key);
    const answer = state.answers.get(hash);
    if (answer) return { ...common, status: 'success', data: answer.data as T, error: undefined };
    state.wanted.set(hash, { key, load: load as Loader<unknown> });
  }
  return { ...common, status: 'loading', data: undefined, error: undefined };
}

/** A GET of the screen's loader, answered by the host; fails (the render is then not used) on anything but a success. */
export async function getData<T>(url: string, query: Query = {}): Promise<T> {
  const get = hostGet.getStore();
  if (!get) throw new Error('getData outside a server render');
  const body = (await get(earlyKey(url, query))) as { status?: unknown; data?: unknown } | null;
  if (!body || body.status !== 'success' || body.data === undefined || body.data === null) throw new Error(`GET ${url}: no data`);
  return body.data as T;
}
