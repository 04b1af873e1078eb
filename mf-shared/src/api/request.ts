import type { AxiosRequestConfig } from 'axios';
import { getConfig } from '../config';
import { getLanguage, t } from '../i18n/instance';
import { getToken } from '../session/store';
import { api } from './client';
import { earlyKey, takeEarly } from './early';
import { ApiError, isEnvelope } from './errors';
import { cleanQuery, type Query } from './query';
import type { Envelope } from './types';

/** A successful answer opened: its `data`, and its `message` (some screens show it). */
export interface Answer<T> {
  data: T;
  message: string | undefined;
}

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

/** Only `signal` and `silent` leave a GET as the early script asked it (no other header, type or base). */
const PLAIN_CONFIG = new Set(['signal', 'silent']);

/**
 * The early answer (early.ts) of this GET when there is one it may use: asked for the page, by a
 * visitor (no token), in today's language, of the API this client talks to. Its `data` when it
 * is a success; anything else (an error, a failed request) is asked again through the client,
 * which reports it as every call does.
 */
async function earlyData<T>(url: string, query: Query, config: AxiosRequestConfig): Promise<{ data: T } | undefined> {
  if (!url.startsWith('/api/') || getToken() !== null || !Object.keys(config).every((name) => PLAIN_CONFIG.has(name))) return undefined;
  const answer = takeEarly(earlyKey(url, query), getConfig().apiBaseUrl || window.location.origin, getLanguage());
  if (!answer) return undefined;
  const body = await answer;
  if (config.signal?.aborted) throw new ApiError('cancelled', 'cancelled');
  return isEnvelope(body) && body.status === 'success' && body.data !== undefined && body.data !== null ? { data: body.data as T } : undefined;
}

/** GET `url` with `query`; resolves to the answer's `data`. */
export async function getData<T>(url: string, query: Query = {}, config: AxiosRequestConfig = {}): Promise<T> {
  const params = cleanQuery(query);
  const early = await earlyData<T>(url, params, config);
  if (early) return early.data;
  return (await request<T>({ ...config, method: 'get', url, params })).data;
}

/** POST `payload` to `url`; resolves to the answer's `data`. */
export async function postData<T>(url: string, payload?: unknown, config: AxiosRequestConfig = {}): Promise<T> {
  return (await request<T>({ ...config, method: 'post', url, data: payload })).data;
}
