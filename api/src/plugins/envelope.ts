import type { Envelope as SuccessEnvelope } from 'contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DatabaseUnavailable, isDatabaseUnavailable, loggableDbError } from '../db/availability';
import { HttpError, type FieldErrors } from '../lib/http-error';
import { pickLanguage, translator, type Translate } from '../i18n';

/** The envelope of every JSON answer: `{ status, message?, data?, errors? }`, as the Laravel API answers. */
export interface Envelope<T = unknown> {
  status: 'success' | 'error';
  message?: string;
  data?: T;
  errors?: Record<string, string[]>;
}

/** A success answer, typed as the contracts' envelope so route schemas check it. */
export function success<T>(data: T, message?: string): SuccessEnvelope<T> {
  return message === undefined ? { status: 'success', data } : { status: 'success', message, data };
}

function translateErrors(t: Translate, errors: FieldErrors): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) out[field] = messages.map((m) => t(m.key, m.params));
  return out;
}

function sendError(reply: FastifyReply, request: FastifyRequest, status: number, key: string, extra: Partial<Envelope> = {}, params?: Record<string, unknown>) {
  const body: Envelope = { status: 'error', message: request.t(key, params), ...extra };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** Fastify's own error codes mapped to the answers a Laravel client expects. */
function fromFastifyError(error: FastifyError): { status: number; key: string; errors?: FieldErrors } | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 422, key: 'errors.validation', errors: { body: [{ key: 'errors.malformed_body' }] } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 415, key: 'errors.unsupported_media_type' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, key: 'errors.payload_too_large' };
    default:
      return undefined;
  }
}

/**
 * Errors Fastify meets before routing (a URL that cannot be percent-decoded, a too-long path
 * parameter): answered in the envelope like every other error, and without echoing the URL
 * (Fastify's own answer repeats it, and a URL may hold a certificate code). Passed to Fastify as
 * `frameworkErrors` (app.ts); the request's hooks have not run, so the language is chosen here.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const t = translator(pickLanguage(request.headers['accept-language']));
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : error.code === 'FST_ERR_BAD_URL' ? 400 : 500;
  if (status >= 500) request.log.error({ err: error }, 'framework error');
  else request.log.info({ err: error }, 'malformed request');
  const body: Envelope = { status: 'error', message: t(status >= 500 ? 'errors.server' : 'errors.route_not_found') };
  void reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * Error and not-found handlers: every failure leaves as the envelope, localised, with the
 * Laravel status code; a database that cannot be reached is a 503 with Retry-After (db/availability.ts);
 * unexpected errors are logged with the request id and answered with a generic 500 that carries no
 * stack or SQL.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (error instanceof HttpError) {
        if (error.headers) reply.headers(error.headers);
        const extra = error.errors ? { errors: translateErrors(request.t, error.errors) } : {};
        return sendError(reply, request, error.statusCode, error.messageKey, extra, error.params);
      }
      if (isDatabaseUnavailable(error)) {
        // Expected during a database outage or fail-over: one warning line, no stack; the client retries after Retry-After.
        request.log.warn({ err: loggableDbError(error) }, 'database unavailable: answered 503');
        reply.header('Retry-After', String(error instanceof DatabaseUnavailable ? error.retryAfterSeconds : 1));
        return sendError(reply, request, 503, 'errors.unavailable');
      }
      const mapped = fromFastifyError(error);
      if (mapped) {
        const extra = mapped.errors ? { errors: translateErrors(request.t, mapped.errors) } : {};
        return sendError(reply, request, mapped.status, mapped.key, extra);
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'unhandled error');
        return sendError(reply, request, 500, 'errors.server');
      }
      if (status === 429) return sendError(reply, request, 429, 'errors.too_many_requests', {}, { seconds: 60 });
      if (status === 404) return sendError(reply, request, 404, 'errors.route_not_found');
      request.log.info({ err: error }, 'client error');
      return sendError(reply, request, status, status === 413 ? 'errors.payload_too_large' : 'errors.validation');
    });

    app.setNotFoundHandler((request, reply) => sendError(reply, request, 404, 'errors.route_not_found'));
  },
  { name: 'envelope', dependencies: ['i18n'] },
);
