import type { AxiosRequestConfig } from 'axios';
import { t } from '../i18n/instance';
import { api } from './client';
import { ApiError } from './errors';
import type { Envelope } from './types';

/** A successful answer opened: its `data`, and its `message` (some screens show it). */
export interface Answer<T> {
  data: T;
  message: string | undefined;
}

/** Query values of a GET; undefined, null and '' are left out of the URL. */
export type Query = Record<string, string | number | boolean | null | undefined>;

/**
 * Sends one request through the shared client (base URL, language, token, success rule, toasts,
 * 401) and opens the envelope: the one place where an answer's `data` is taken out. A success
 * without `data` is a failure (errors.generic) unless `empty` says none is expected.
 */
export async function request<T>(config: AxiosRequestConfig, empty = false): Promise<Answer<T>> {
  const body = (await api.request<Envelope<T>>(config)).data;
  if (!empty && (body.data === undefined || body.data === null)) throw new ApiError('envelope', t('errors.generic'), undefined, body);
  return { data: body.data as T, message: body.message };
}

/** Drops empty values, so the URL (and the API's cache key) carries only what was chosen. */
function cleanQuery(query: Query): Query {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== ''));
}

/** GET `url` with `query`; resolves to the answer's `data`. */
export async function getData<T>(url: string, query: Query = {}, config: AxiosRequestConfig = {}): Promise<T> {
  return (await request<T>({ ...config, method: 'get', url, params: cleanQuery(query) })).data;
}

/** POST `payload` to `url`; resolves to the answer's `data`. */
export async function postData<T>(url: string, payload?: unknown, config: AxiosRequestConfig = {}): Promise<T> {
  return (await request<T>({ ...config, method: 'post', url, data: payload })).data;
}
