import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';
import pino from 'pino';
import { clientAddressOf, type ProxyTrust } from '../lib/client-address';

/**
 * What the API's log never holds: bearer tokens, passwords, certificate verification codes.
 * Fields are censored wherever pino finds them (top level or one level down), and URLs are
 * written with the secret parts replaced: the public certificate check carries its code in the
 * path (/api/lpk/certificates/{code}) and the verification page in the query (?code=...).
 */
export const REDACTED = '[redacted]';

const SECRET_FIELDS = [
  'authorization',
  'cookie',
  'token',
  'password',
  'current_password',
  'password_confirmation',
  'secret',
  'verification_code',
  'verification_url',
];

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
];

/** Query parameters whose values are secrets. */
const SECRET_PARAMS = new Set(['code', 'token', 'access_token', 'password', 'secret', 'signature', 'auth']);
const SECRET_NAMES = [...SECRET_PARAMS];
const CERTIFICATE_PATH = '/certificates/';

function decodedLower(value: string): string {
  try {
    return decodeURIComponent(value).toLowerCase();
  } catch {
    return value.toLowerCase();
  }
}

/**
 * A URL as it may be logged: what follows a `certificates` path segment (however it is spelt or
 * percent-encoded) and the values of secret query parameters replaced. Linear in the URL's length.
 */
export function redactUrl(url: string): string {
  // Most URLs hold nothing to redact: no escapes, and no secret name or certificates path anywhere.
  const lower = url.toLowerCase();
  if (!lower.includes('%') && !lower.includes('certificates') && !SECRET_NAMES.some((name) => lower.includes(name))) return url;
  const q = url.indexOf('?');
  let pathPart = q < 0 ? url : url.slice(0, q);
  if (pathPart.includes('%') || pathPart.toLowerCase().includes('certificates')) {
    const segments = pathPart.split('/');
    for (let i = 0; i < segments.length; i += 1) {
      const segment = decodedLower(segments[i]!);
      if (segment === 'certificates' && i < segments.length - 1) {
        pathPart = [...segments.slice(0, i + 1), REDACTED].join('/');
        break;
      }
      // An encoded slash: "certificates%2F{code}" in one segment.
      if (segment.includes(CERTIFICATE_PATH.slice(1))) {
        pathPart = [...segments.slice(0, i), REDACTED].join('/');
        break;
      }
    }
  }
  if (q < 0) return pathPart;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return SECRET_PARAMS.has(decodedLower(name)) ? `${name}=${REDACTED}` : pair;
    });
  return `${pathPart}?${params.join('&')}`;
}

/** Text (an error message) with any URL-ish secret in it replaced. */
export function redactText(text: string): string {
  if (!text.toLowerCase().includes(CERTIFICATE_PATH) && !/[?&](?:code|token|access_token|password|secret|signature|auth)=/i.test(text)) return text;
  return text
    .split(/(\s+)/)
    .map((word) => (word.includes('/') || word.includes('=') ? redactUrl(word) : word))
    .join('');
}

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  cause?: SerializedError;
  [key: string]: unknown;
}

/** pino's error shape (type, message, stack, own fields, cause) with message and stack redacted. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: redactText(String(error)), stack: '' };
  const out: SerializedError = { type: error.constructor?.name ?? error.name, message: redactText(error.message), stack: redactText(error.stack ?? '') };
  for (const [key, value] of Object.entries(error)) {
    if (key in out || key === 'cause') continue;
    out[key] = typeof value === 'string' ? redactText(value) : value;
  }
  if (error.cause !== undefined && depth < 5) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

/**
 * stdout written in blocks of up to 4 KB rather than one system call per line (the access log writes
 * a line per request), and at least every second, so a quiet server's last lines (a warning at night)
 * never wait for the next 4 KB; pino flushes what is left when the process exits (not on SIGKILL).
 */
function bufferedStdout(): pino.DestinationStream {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => {
    try {
      destination.flush();
    } catch {
      // a write already under way: the next tick writes it
    }
  }, 1000).unref();
  return destination;
}

/**
 * Fastify's logger options with the redaction above: its request serializer (method, url, host,
 * address) writes the redacted URL; error messages and stacks (a malformed URL's error names the
 * URL) are redacted alike.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    stream: stream ?? bufferedStdout(),
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req: (request: FastifyRequest | Record<string, unknown>): Record<string, unknown> => {
        // Anything else logged under `req` by hand is left to the redaction paths.
        if (typeof request !== 'object' || request === null || typeof request.url !== 'string' || !('ip' in request)) return request as Record<string, unknown>;
        const r = request as FastifyRequest;
        return {
          method: r.method,
          url: redactUrl(r.url),
          host: r.host,
          remoteAddress: clientAddressOf(r),
          remotePort: r.socket ? r.socket.remotePort : undefined,
        };
      },
      err: (error: Error) => serializeError(error),
    },
  };
}

/** Request ids unique across nodes and restarts: a random node prefix and a counter (cheaper than a UUID per request). */
const requestIdPrefix = randomBytes(6).toString('hex');
let requestCounter = 0;
const nextRequestId = () => `${requestIdPrefix}-${(requestCounter++).toString(36)}`;
const GIVEN_ID = /^[\w-]{8,64}$/;

/**
 * The id of a request (logged, and answered in X-Request-Id). The server makes it; an incoming
 * X-Request-Id is taken over only from a trusted proxy (TRUST_PROXY: the socket's peer is one), which
 * sets it itself: from anyone else it could forge or collide with other requests' log lines.
 */
export function requestIdGenerator(proxyTrust: ProxyTrust | null): (request: IncomingMessage) => string {
  if (!proxyTrust) return nextRequestId;
  return (request) => {
    const peer = request.socket.remoteAddress;
    if (peer === undefined || !proxyTrust(peer, 0)) return nextRequestId();
    const given = request.headers['x-request-id'];
    return typeof given === 'string' && given.length <= 64 && GIVEN_ID.test(given) ? given : nextRequestId();
  };
}

type LogArgs = Parameters<FastifyBaseLogger['info']>;

/**
 * The per-request logger Fastify asks for (`childLoggerFactory`), built on first use. Fastify makes
 * a child logger bound to the request id for every request; building one runs the redaction's
 * wildcard paths over its bindings, and most requests never log through it (the access log line
 * has its own logger, access-log.ts). Its level is the parent's until then. One object per
 * request, whose methods live on the prototype (a cached search's whole answer costs ~40 µs).
 */
class LazyRequestLogger {
  private built: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private real(): FastifyBaseLogger {
    return (this.built ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return (this.built ?? this.parent).level;
  }

  set level(value: string) {
    this.real().level = value;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }

  fatal(...args: LogArgs): void {
    this.real().fatal(...args);
  }

  error(...args: LogArgs): void {
    this.real().error(...args);
  }

  warn(...args: LogArgs): void {
    this.real().warn(...args);
  }

  info(...args: LogArgs): void {
    this.real().info(...args);
  }

  debug(...args: LogArgs): void {
    this.real().debug(...args);
  }

  trace(...args: LogArgs): void {
    this.real().trace(...args);
  }

  silent(...args: LogArgs): void {
    this.real().silent(...args);
  }
}

export function lazyRequestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  // The methods pino's BaseLogger names, each delegating to the child (pino's overloads take any arguments).
  return new LazyRequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}
