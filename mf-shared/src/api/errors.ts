import type { Envelope } from './types';

/** Why a call failed: the success rule (2xx body not `success`), an HTTP status, or no answer. */
export type ApiErrorKind = 'envelope' | 'http' | 'timeout' | 'network' | 'cancelled';

/** What every helper and `api` call rejects with; `message` is what the toast showed. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly body: Envelope | undefined;
  /** Per-field messages of a 422, for forms. */
  readonly errors: Record<string, string[]>;
  /** Milliseconds the answer asked to wait before trying again (a 429's or 503's `Retry-After`). */
  readonly retryAfter: number | undefined;

  constructor(kind: ApiErrorKind, message: string, status?: number, body?: Envelope, cause?: unknown, retryAfter?: number) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.body = body;
    this.errors = body?.errors ?? {};
    this.retryAfter = retryAfter;
  }
}

/** HTTP status of a failed call (an ApiError), if it had an answer. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/**
 * Whether a failed load may pass if sent again: no answer at all (network), a 5xx, or a 429 that
 * says when (`Retry-After`), unless the answer asks to wait more than 10 s. Never another 4xx
 * (the same request gets the same refusal), an envelope failure, a cancellation or a time-out
 * (the user already waited 10 s for it).
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError) || (error.retryAfter ?? 0) > 10_000) return false;
  const status = error.status ?? 0;
  return error.kind === 'network' || (error.kind === 'http' && (status >= 500 || (status === 429 && error.retryAfter !== undefined)));
}

/** `Retry-After` in milliseconds (the API gives seconds); undefined when absent or not a number of seconds. */
export function retryAfterMs(header: unknown): number | undefined {
  return /^\s*\d+\s*$/.test(String(header ?? '')) ? Number(header) * 1000 : undefined;
}

export function isEnvelope(value: unknown): value is Envelope {
  return value !== null && typeof value === 'object' && 'status' in value;
}

/** The server's message, when the body carries a non-empty one. */
export function serverMessage(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object' || !('message' in body)) return undefined;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}
