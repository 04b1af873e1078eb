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

  constructor(kind: ApiErrorKind, message: string, status?: number, body?: Envelope, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.body = body;
    this.errors = body?.errors ?? {};
  }
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
