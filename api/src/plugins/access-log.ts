import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactUrl } from './logging';

/**
 * The access log: one line per request, written when the answer has gone ("request completed":
 * method, redacted URL, status, milliseconds, and the error if there was one), instead of Fastify's
 * two (one on arrival, one on completion, each with the whole serialized request and reply). At the
 * default level (`info`) that line is all a request costs the log; the arrival is a `debug` line,
 * for following a slow or hanging request. Fastify's other lines (errors, 404s) are unchanged.
 */
export class AccessLog extends LogController {
  /**
   * The logger the "request completed" lines go to: the app's, without its redaction paths (none can
   * match this line, whose URL is redacted by redactUrl, and checking them was a tenth of a cached
   * search's time). Set by app.ts once the app's logger exists; until then the request's own.
   */
  private lines: FastifyBaseLogger | null = null;
  /** The app's logger, whose level says whether arrivals are logged. */
  private app: FastifyBaseLogger | null = null;

  use(logger: FastifyBaseLogger): void {
    this.app = logger;
    this.lines = logger.child({}, { redact: [] });
  }

  /** Whether each request's arrival is logged too (level debug or trace): then Fastify answers every request. */
  tracesArrivals(): boolean {
    const level = this.app?.level;
    return level === 'debug' || level === 'trace';
  }

  /** The line of a request answered without Fastify (plugins/front-door.ts): the same as requestCompleted's. */
  completed(reqId: string, method: string, url: string, status: number, ms: number): void {
    this.lines?.info({ reqId, method, url: redactUrl(url), status, ms: Math.round(ms * 10) / 10 }, 'request completed');
  }

  override incomingRequest(request: FastifyRequest): void {
    if (request.log.level !== 'debug' && request.log.level !== 'trace') return; // not even the URL's redaction at info
    request.log.debug({ method: request.method, url: redactUrl(request.url) }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { method: request.method, url: redactUrl(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    // An error goes through the request's logger: its message and stack are redacted (logging.ts).
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (this.lines) this.lines.info({ reqId: request.id, ...line }, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}
