import type { AxiosInstance } from 'axios';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** No toast and no 401 redirect for this call (logout: errors swallowed silently). */
    silent?: boolean;
  }
}

/** docs/product.md sections 7 and 9. */
export const REQUEST_TIMEOUT_MS = 10000;

/**
 * Signals of loads (mf-shared's query cache) that will be sent again if they fail in a way worth
 * retrying: such a failure shows no toast, the last attempt's does.
 */
export const retryingSignals = new WeakSet<object>();

let loading: Promise<AxiosInstance> | undefined;

/**
 * The axios instance with its interceptors (axios-client.ts), in a chunk of its own loaded with
 * the first request: a public page's first screenful gets its data as early answers (early.ts)
 * and downloads none of it. A failed load (the network) is tried again by the next request.
 */
export function loadClient(): Promise<AxiosInstance> {
  loading ??= import(/* webpackChunkName: "http-client" */ './axios-client').then(
    (module) => module.axiosClient,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The request methods of axios that `api` offers. */
export type HttpClient = Pick<AxiosInstance, 'request' | 'get' | 'delete' | 'post' | 'put' | 'patch'>;

/** Method `name` of the client, called once it has loaded (same arguments, same answer). */
function later<K extends keyof HttpClient>(name: K): HttpClient[K] {
  return ((...args: unknown[]) =>
    loadClient().then((client) => (client[name] as (...params: unknown[]) => Promise<unknown>).apply(client, args))) as HttpClient[K];
}

/**
 * The one HTTP client of every micro-frontend: axios's request methods, sent once the client has
 * loaded (`loadClient`). `request`/`getData`/`postData` are built on it.
 */
export const api: HttpClient = {
  request: later('request'),
  get: later('get'),
  delete: later('delete'),
  post: later('post'),
  put: later('put'),
  patch: later('patch'),
};
