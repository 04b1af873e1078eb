import { api, type Envelope } from 'mf-shared';
import type { AxiosRequestConfig } from 'axios';

/** Query values; undefined and '' are left out of the URL. */
export type Query = Record<string, string | number | undefined>;

/** Drops empty values so the URL (and the API's cache key) carries only what was chosen. */
export function cleanQuery(query: Query): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') out[key] = value;
  return out;
}

/** GET through the shared client (language, token, toasts) and unwrap `data`. */
export async function getData<T>(url: string, query: Query = {}, config: AxiosRequestConfig = {}): Promise<T> {
  const response = await api.get<Envelope<T>>(url, { ...config, params: cleanQuery(query) });
  return response.data.data as T;
}
