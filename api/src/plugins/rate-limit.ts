import rateLimit, { normalizeIP, type FastifyRateLimitStore, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest, HTTPMethods, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimitClass } from '../config';
import { HttpError } from '../lib/http-error';
import { MemoryWindowCounter, RedisWindowCounter, type WindowCounter } from './counters';

/**
 * Which routes are in which class (config/rate-limits.ts: DEFAULT_RATE_LIMITS, RATE_LIMIT_<CLASS>). Every
 * other write route (POST, PUT, PATCH, DELETE) is in `write`. Each entry must name a route that
 * exists: start-up fails otherwise, so a renamed route cannot silently lose its limit.
 */
export const ROUTE_CLASSES: Readonly<Record<string, RateLimitClass>> = {
  'POST /api/lpk/login': 'login',
  'POST /api/lpk/register': 'register',
  // A password checked against an account, as at login (Google sign-in linking an existing account).
  'POST /api/lpk/auth/google/link': 'login',
  'POST /api/lpk/change-password': 'account',
  'DELETE /api/lpk/me': 'account',
  'GET /api/lpk/me/export': 'account',
  'POST /api/lpk/profile/avatar': 'upload',
  'POST /api/lpk/messages': 'message',
  'GET /api/lpk/certificates/:code': 'lookup',
  // Building the certificate PDF costs more than a JSON read: counted per account with the writes.
  'GET /api/lpk/registrations/:id/certificate.pdf': 'write',
  'POST /api/lpk/rollout/failures': 'report',
  'POST /api/lpk/rollout/loads': 'report',
  'GET /api/lpk/institutes': 'search',
  'GET /api/lpk/institutes/compare': 'search',
  'GET /api/lpk/jobs': 'search',
  'GET /api/lpk/institution/registrations': 'staff',
  'GET /api/lpk/institution/registrations/:id': 'staff',
  // Mail (modules/mail): asking for a mail counts per account, else per IP (and per address: 3 an hour);
  // a new password is hashed as at login; a link's token is looked up as a certificate code is.
  'POST /api/lpk/forgot-password': 'mail',
  'POST /api/lpk/email/verification': 'mail',
  'POST /api/lpk/reset-password': 'login',
  'POST /api/lpk/reset-password/check': 'lookup',
  'POST /api/lpk/verify-email': 'lookup',
  'POST /api/lpk/mail/unsubscribe': 'lookup',
};

/**
 * Classes counted per address only. They are checked as soon as a request arrives (before its
 * body is read); the others after authentication, so that they count per account.
 */
const BY_ADDRESS: ReadonlySet<RateLimitClass> = new Set(['login', 'register', 'lookup', 'report', 'search']);

const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The key a request is counted under: its account when it is authenticated, else its address
 * (IPv6 by /64 network, as one host usually holds a whole one). The address is Fastify's
 * `request.ip`: the peer, or X-Forwarded-For only when TRUST_PROXY is set.
 */
export function rateLimitKey(name: RateLimitClass, request: FastifyRequest): string {
  return request.user ? `${name}:u:${request.user.id}` : `${name}:ip:${normalizeIP(request.ip)}`;
}

/** @fastify/rate-limit's store interface over one shared counter (memory or Redis); every route of a class shares its counts. */
function storeClass(counter: WindowCounter) {
  return class SharedStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      counter.incr(`rl:${key}`, timeWindow).then(
        (count) => callback(null, { current: count.count, ttl: count.ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

const methodsOf = (method: RouteOptions['method']): string[] => (Array.isArray(method) ? method : [method as HTTPMethods]).map((m) => m.toUpperCase());

/**
 * One rate limiter (@fastify/rate-limit) for every write route and every expensive read: counted
 * per account when the request is authenticated, else per IP; in Redis when REDIS_URL is set (all
 * nodes count together), else in this node's memory. Over the limit: 429 with Retry-After and the
 * localised envelope message ("Terlalu banyak percobaan. Silakan coba lagi dalam N detik.").
 */
export default fp(
  async (app) => {
    const { enabled, limits } = app.config.rateLimit;
    const counter: WindowCounter = app.redis ? new RedisWindowCounter(app.redis, app.redisPrefix, app.log) : new MemoryWindowCounter();
    const seen = new Set<string>();

    const classOf = (routeOptions: RouteOptions): RateLimitClass | undefined => {
      let found: RateLimitClass | undefined;
      for (const method of methodsOf(routeOptions.method)) {
        // HEAD routes Fastify adds for GET routes count as their GET.
        const entry = `${method === 'HEAD' ? 'GET' : method} ${routeOptions.url}`;
        const named = ROUTE_CLASSES[entry];
        if (named) seen.add(entry);
        found ??= named ?? (WRITE_METHODS.has(method) ? 'write' : undefined);
      }
      return found;
    };

    // Runs before @fastify/rate-limit's own onRoute hook (added below), which reads config.rateLimit.
    app.addHook('onRoute', (routeOptions) => {
      const name = classOf(routeOptions);
      if (!enabled || !name || routeOptions.config?.rateLimit !== undefined) return;
      const { max, windowSeconds } = limits[name];
      if (max <= 0) return;
      const options: RateLimitOptions = {
        max,
        timeWindow: windowSeconds * 1000,
        hook: BY_ADDRESS.has(name) ? 'onRequest' : 'preHandler',
        keyGenerator: (request) => rateLimitKey(name, request),
      };
      routeOptions.config = { ...routeOptions.config, rateLimit: options };
    });

    app.addHook('onReady', async () => {
      const missing = Object.keys(ROUTE_CLASSES).filter((entry) => !seen.has(entry));
      if (missing.length) throw new Error(`rate limit: no such route for ${missing.join(', ')} (plugins/rate-limit.ts ROUTE_CLASSES)`);
    });

    await app.register(rateLimit, {
      global: false,
      store: storeClass(counter),
      errorResponseBuilder: (_request, context) => {
        const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
        return new HttpError(429, 'errors.too_many_requests', undefined, { 'Retry-After': String(seconds) }, { seconds });
      },
    });
  },
  { name: 'rate-limit', dependencies: ['redis', 'envelope'] },
);
