import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyServerFactory } from 'fastify';
import { RATE_LIMITS, type RateLimitName } from '../config/rate-limits';
import type { Language } from '../i18n';
import { clientAddress, type ProxyTrust } from '../lib/client-address';
import type { AccessLog } from './access-log';
import { languageOf } from './i18n';
import { subjectOf, type RateLimiter } from './rate-limiter';

/**
 * The front door (issue 37): a few public answers that are already made, answered by the HTTP
 * server's own request handler before Fastify sees the request. Today one: a search seen before whose
 * answer is fresh in the catalogue's cache (modules/catalogue/routes.ts). Everything else, and any
 * such request the front door is not sure about, goes through Fastify as before.
 *
 * An answer from the front door is the one Fastify would have given, byte for byte but the Date: the
 * same status, headers in the same order (request id, the API's security headers, Vary, Content-Language,
 * the rate limit's three, then the route's own) and body; the rate limiter counts it (a request over
 * the limit is given back to Fastify, which counts it again and answers the 429); and the access log
 * writes its one line. What it leaves out is what does nothing for such an answer: building Fastify's
 * request and reply, routing, running the hooks one by one, and the headers written one call each.
 * A cached search cost the server ~2.3 times what a bare Node process answering the same bytes costs;
 * through the front door, see docs/performance.md.
 *
 * It steps aside (Fastify answers) for anything but GET, a request with an Origin (CORS headers), a
 * log level of debug or below (Fastify's "incoming request" line), and once the app is closing (Fastify
 * answers 503 and closes the connection).
 */

/**
 * An answer ready to be written: its headers (name, value, ...) before the rate limit's (`commonHeaders`)
 * and after them (the route's own: content type, length...), and its body.
 */
export interface ReadyAnswer {
  head: readonly string[];
  tail: readonly string[];
  body: Buffer;
}

/** What a route gives the front door: which URLs it may answer, and the ready answer of one, if there is one. */
export interface FrontDoorRoute {
  /** The path (the URL before `?`) this route answers. */
  path: string;
  /** The rate-limit class the route counts in (one counted per client address). */
  limit: RateLimitName;
  /** The ready answer for this URL in this language, or undefined (Fastify then answers). */
  answer(request: IncomingMessage, lang: Language): ReadyAnswer | undefined;
}

/** What every answer of the front door needs from the app. */
export interface FrontDoorParts {
  /** The security headers of an API answer (plugins/security-headers.ts). */
  securityHeaders: Readonly<Record<string, string>>;
  requestId: (request: IncomingMessage) => string;
  proxyTrust: ProxyTrust | null;
  accessLog: AccessLog;
  /** The limiter and each limit's max and window; null when limits are off (RATE_LIMIT_ENABLED=0). */
  rateLimiter: RateLimiter | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Ready public answers written before Fastify (plugins/front-door.ts): routes register theirs here. */
    frontDoor: FrontDoor;
  }
}

/** What Fastify sets on a server it makes itself. */
interface ServerSettings {
  http?: http.ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number | null;
}

/** CORS adds `Vary: Origin` to every answer (app.ts): Vary's first name. */
const VARY_ORIGIN = 'Origin';

export class FrontDoor {
  private readonly routes = new Map<string, FrontDoorRoute>();
  private parts: FrontDoorParts | null = null;
  private securityPairs: string[] = [];
  private closing = false;

  /** Called once the app's parts exist (app.ts); until then the front door answers nothing. */
  open(parts: FrontDoorParts): void {
    this.parts = parts;
    this.securityPairs = Object.entries(parts.securityHeaders).flat();
  }

  /** The app is closing: Fastify answers what still comes (503, Connection: close). */
  close(): void {
    this.closing = true;
  }

  route(route: FrontDoorRoute): void {
    if (RATE_LIMITS[route.limit].key !== 'ip')
      throw new Error(`front door: ${route.path} counts ${route.limit} per ${RATE_LIMITS[route.limit].key}, not per address`);
    this.routes.set(route.path, route);
  }

  /** The headers every front-door answer starts with, before the rate limit's: Vary's names after Origin are the route's. */
  commonHeaders(lang: Language, vary: string): string[] {
    return [...this.securityPairs, 'vary', `${VARY_ORIGIN}, ${vary}`, 'content-language', lang];
  }

  /** Fastify's server with the front door before Fastify's own handler (Fastify's `serverFactory`). */
  serverFactory(): FastifyServerFactory {
    return (handler, fastifyOptions) => {
      const fastify = handler as RequestListener;
      // Fastify's options, with its defaults filled in.
      const options = fastifyOptions as ServerSettings;
      const server = http.createServer(options.http ?? {}, (request, response) => {
        if (!this.answer(request, response, fastify)) fastify(request, response);
      });
      // As Fastify sets up a server it makes itself (its lib/server.js).
      server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
      if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
      server.setTimeout(options.connectionTimeout ?? 0);
      if (options.maxRequestsPerSocket && options.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
      return server;
    };
  }

  /** Answers the request and returns true, or returns false (Fastify answers). `fastify` takes a request given back. */
  private answer(request: IncomingMessage, response: ServerResponse, fastify: RequestListener): boolean {
    const parts = this.parts;
    const url = request.url;
    if (!parts || this.closing || request.method !== 'GET' || url === undefined || request.headers.origin !== undefined) return false;
    const q = url.indexOf('?');
    const route = this.routes.get(q < 0 ? url : url.slice(0, q));
    if (!route || parts.accessLog.tracesArrivals()) return false;
    const start = performance.now();
    const lang = languageOf(request.headers['accept-language'] ?? '');
    const ready = route.answer(request, lang);
    if (!ready) return false;
    const limiter = parts.rateLimiter;
    const { max, windowSeconds } = limiter?.limit(route.limit) ?? { max: 0, windowSeconds: 0 };
    // A limit of 0 counts nothing, and the route has no rate-limit headers (plugins/rate-limit.ts, routeLimit).
    if (!limiter || max <= 0) {
      this.write(request, response, ready, [], start);
      return true;
    }
    const ip = clientAddress(request.socket.remoteAddress, request.headers['x-forwarded-for'], parts.proxyTrust);
    const subject = subjectOf('ip', { ip });
    const counted = (count: number, ttlMs: number) => {
      if (count > max) {
        // Over the limit: given back, for Fastify to count and answer (429, Retry-After, the envelope).
        void limiter.giveBack(route.limit, { ip }).finally(() => fastify(request, response));
        return;
      }
      this.write(
        request,
        response,
        ready,
        ['x-ratelimit-limit', String(max), 'x-ratelimit-remaining', String(max - count), 'x-ratelimit-reset', String(Math.ceil(ttlMs / 1000))],
        start,
      );
    };
    const now = limiter.countNow(route.limit, subject, windowSeconds * 1000);
    if (now) counted(now.count, now.ttlMs);
    else
      limiter.count(route.limit, subject, windowSeconds * 1000).then(
        (count) => counted(count.count, count.ttlMs),
        () => fastify(request, response), // the counter failed: Fastify's rate limit decides
      );
    return true;
  }

  private write(request: IncomingMessage, response: ServerResponse, ready: ReadyAnswer, limitHeaders: string[], start: number): void {
    const id = this.parts!.requestId(request);
    response.writeHead(200, ['x-request-id', id, ...ready.head, ...limitHeaders, ...ready.tail]);
    response.end(ready.body);
    this.parts!.accessLog.completed(id, 'GET', request.url!, 200, performance.now() - start);
  }
}
