import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactUrl } from './logging';

/**
 * The access log: one line per request, written when the answer has gone ("request completed":
 * method, redacted URL, status, milliseconds, and the error if there was one), instead of Fastify's
 * two (one on arrival, one on completion, each with the whole serialized request and reply). At the
 * default level (`info`) that line is all a request costs the log; the arrival is a `debug` line,
 * for following a slow or hanging request. Fastify's other lines (errors, 404s) are unchanged.
 */
export class AccessLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (request.log.level !== 'debug' && request.log.level !== 'trace') return; // not even the URL's redaction at info
    request.log.debug({ method: request.method, url: redactUrl(request.url) }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { method: request.method, url: redactUrl(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
