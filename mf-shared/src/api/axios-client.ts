import axios, { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { getConfig } from '../config';
import { getLanguage, t } from '../i18n/instance';
import { disconnectRealtime, getSocketId } from '../realtime/connection';
import { isEndingSession } from '../session/ending';
import { clear, getToken } from '../session/store';
import { ERROR_TOAST_MS, toast } from '../toast/bus';
import { REQUEST_TIMEOUT_MS, retryingSignals } from './client';
import { ApiError, isEnvelope, isRetryable, retryAfterMs, serverMessage } from './errors';
import { isLoginPath, loginUrl, navigate } from './navigation';
import type { Envelope } from './types';

/**
 * The axios instance behind mf-shared's `api` (client.ts), loaded with the first request that is
 * not an early answer: the first screenful of a public page needs none of it. Base URL, language,
 * bearer token and socket id are read when each request leaves, so run-time config, login and
 * language switches apply at once.
 */
export const axiosClient = axios.create({
  timeout: REQUEST_TIMEOUT_MS,
  headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
});

function prepare(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if (config.baseURL === undefined) config.baseURL = getConfig().apiBaseUrl;
  config.headers.set('Accept-Language', getLanguage());
  const token = getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  const socketId = getSocketId();
  if (socketId) config.headers.set('X-Socket-Id', socketId);
  return config;
}

function fail(config: InternalAxiosRequestConfig | undefined, error: ApiError): Promise<never> {
  const retried = config?.signal !== undefined && retryingSignals.has(config.signal) && isRetryable(error);
  if (!config?.silent && !retried) toast.error(error.message, ERROR_TOAST_MS);
  return Promise.reject(error);
}

/** Success rule: a body whose `status` is not exactly 'success' is a failure. A file (PDF) asked as bytes is not JSON. */
function checkEnvelope(response: AxiosResponse): AxiosResponse | Promise<never> {
  if (response.config.responseType === 'arraybuffer') return response;
  const body: unknown = response.data;
  if (isEnvelope(body) && body.status === 'success') return response;
  const message = serverMessage(body) ?? t('errors.fallback');
  return fail(response.config, new ApiError('envelope', message, response.status, isEnvelope(body) ? body : undefined));
}

/** 401 outside a login path: the session ends and the user logs in again, coming back here. */
function endSession(): void {
  clear();
  disconnectRealtime();
  navigate(loginUrl());
}

/** The bearer token a request went out with (null without one). */
function sentToken(config: InternalAxiosRequestConfig | undefined): string | null {
  const header = config?.headers?.get('Authorization');
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

function onFailure(error: unknown): Promise<never> {
  if (axios.isCancel(error)) return Promise.reject(new ApiError('cancelled', 'cancelled', undefined, undefined, error));
  if (!(error instanceof AxiosError)) return Promise.reject(error);
  const config = error.config;
  const response = error.response;
  if (!response) {
    const timedOut = error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT;
    return fail(config, new ApiError(timedOut ? 'timeout' : 'network', t('errors.network'), undefined, undefined, error));
  }
  const status = response.status;
  let data: unknown = response.data;
  // A file asked as bytes answers its refusal as JSON bytes.
  if (config?.responseType === 'arraybuffer' && data) {
    try {
      data = JSON.parse(new TextDecoder().decode(data as ArrayBuffer));
    } catch {
      data = undefined;
    }
  }
  const body = isEnvelope(data) ? (data as Envelope) : undefined;
  const fromServer = serverMessage(data);
  if (status === 401) {
    const apiError = new ApiError('http', t('errors.session_expired'), status, body, error);
    // Already on a login path: nothing happens (the login form reports the failure itself).
    if (config?.silent || isLoginPath()) return Promise.reject(apiError);
    // The session is being ended on purpose (an account deleted), or the request went out under
    // a session that has ended or changed since: not this session's expiry, no toast.
    if (isEndingSession() || sentToken(config) !== getToken()) return Promise.reject(apiError);
    endSession();
    return fail(config, apiError);
  }
  let message = fromServer;
  if (!message && status === 403) message = t('errors.not_authorized');
  if (!message && status >= 500) message = t('errors.server');
  return fail(config, new ApiError('http', message ?? t('errors.request_failed'), status, body, error, retryAfterMs(response.headers['retry-after'])));
}

axiosClient.interceptors.request.use(prepare);
axiosClient.interceptors.response.use(checkEnvelope, onFailure);
