import rateLimit, { type FastifyRateLimitStore, type RateLimitOptions, type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, HTTPMethods, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { RATE_LIMITS, type RateLimitName } from '../config/rate-limits';
import { clientAddressOf } from '../lib/client-address';
import { HttpError } from '../lib/http-error';
import { createRateLimiter, subjectOf, type RateLimiter } from './rate-limiter';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every limit of the table (config/rate-limits.ts) on this app's shared counter (plugins/rate-limiter.ts). */
    rateLimiter: RateLimiter;
  }
}

/**
 * Which routes are in which class (config/rate-limits.ts: DEFAULT_RATE_LIMITS, RATE_LIMIT_<CLASS>). Every
 * other write route (POST, PUT, PATCH, DELETE) is in `write`. Each entry must name a route that
 * exists: start-up fails otherwise, so a renamed route cannot silently lose its limit.
 */
export const ROUTE_CLASSES: Readonly<Record<string, RateLimitName>> = {
  'POST /api/lpk/login': 'login',
  'POST /api/lpk/register': 'register',
  // An LPK application creates an account as registration does (modules/lpk-join).
  'POST /api/lpk/lpk-applications': 'register',
  // Applying again uploads a document as the first application does.
  'POST /api/lpk/lpk-applications/again': 'upload',
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
  // The applicants console (modules/applicants), at its canonical paths and at the first published ones: one count.
  'GET /api/lpk/applicants': 'staff',
  'GET /api/lpk/applicants/:id': 'staff',
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
  // The LPK admin area (modules/institution): photos as avatars; an invitation mails; accepting sets a password.
  'POST /api/lpk/institution/listing/photos': 'upload',
  'POST /api/lpk/institution/staff/invitations': 'mail',
  'POST /api/lpk/staff-invitation/check': 'lookup',
  'POST /api/lpk/staff-invitation/accept': 'login',
  'POST /api/lpk/staff-invitation/join': 'lookup',
  // Reviews (modules/reviews): writing, editing and replying count as messages do; the public list as search.
  'GET /api/lpk/institutes/:id/reviews': 'search',
  'POST /api/lpk/reviews': 'message',
  'PUT /api/lpk/reviews/:id': 'message',
  'POST /api/lpk/institution/reviews/:id/reply': 'message',
  // Reports of a problem with an LPK (modules/reports): per account, counted before the form is read.
  'POST /api/lpk/reports': 'lpk_report',
};

const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The key a request is counted under in `name`'s limit: its account when the limit counts accounts
 * and the request is authenticated, else its address (IPv6 by /64 network, as one host usually
 * holds a whole one). The address is lib/client-address.ts's: the peer, or behind TRUST_PROXY the
 * rightmost X-Forwarded-For entry that is not a trusted proxy.
 */
export function rateLimitKey(name: RateLimitName, request: FastifyRequest): string {
  return `${name}:${subjectOf(RATE_LIMITS[name].key, { ip: clientAddressOf(request), userId: request.user?.id })}`;
}

/**
 * @fastify/rate-limit's options for a route counted in `name` (undefined when limits are off or its
 * max is 0). Limits per address are checked as soon as a request arrives (before its body is read),
 * limits per account after authentication unless the route says when (`hook`).
 */
export function routeLimit(app: FastifyInstance, name: RateLimitName, hook?: RateLimitOptions['hook']): RateLimitOptions | undefined {
  const { max, windowSeconds } = app.rateLimiter.limit(name);
  if (!app.config.rateLimit.enabled || max <= 0) return undefined;
  return {
    max,
    timeWindow: windowSeconds * 1000,
    hook: hook ?? (RATE_LIMITS[name].key === 'ip' ? 'onRequest' : 'preHandler'),
    keyGenerator: (request) => rateLimitKey(name, request),
  };
}

/** @fastify/rate-limit's store interface over the limiter's counters; every route of a class shares its counts. */
function storeOf(limiter: RateLimiter): RateLimitPluginOptions['store'] {
  return class SharedStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const split = key.indexOf(':');
      limiter.count(key.slice(0, split) as RateLimitName, key.slice(split + 1), timeWindow).then(
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
 * Every write route and every expensive read counted in its class of the table (config/rate-limits.ts):
 * per account when the class counts accounts and the request is authenticated, else per IP; on the
 * shared counter (app.rateLimiter: Redis when REDIS_URL is set, so all nodes count together, else
 * this node's memory). Over the limit: 429 with Retry-After and the localised envelope message
 * ("Terlalu banyak percobaan. Silakan coba lagi dalam N detik.").
 */
export default fp(
  async (app) => {
    const limiter = createRateLimiter(app.config.rateLimit.limits, app.redis && { client: app.redis, prefix: app.redisPrefix, logger: app.log });
    app.decorate('rateLimiter', limiter);
    const seen = new Set<string>();

    const classOf = (routeOptions: RouteOptions): RateLimitName | undefined => {
      let found: RateLimitName | undefined;
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
      if (!name || routeOptions.config?.rateLimit !== undefined) return;
      const options = routeLimit(app, name);
      if (options) routeOptions.config = { ...routeOptions.config, rateLimit: options };
    });

    app.addHook('onReady', async () => {
      const missing = Object.keys(ROUTE_CLASSES).filter((entry) => !seen.has(entry));
      if (missing.length) throw new Error(`rate limit: no such route for ${missing.join(', ')} (plugins/rate-limit.ts ROUTE_CLASSES)`);
    });

    await app.register(rateLimit, {
      global: false,
      store: storeOf(limiter),
      errorResponseBuilder: (_request, context) => {
        const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
        return new HttpError(429, 'errors.too_many_requests', undefined, { 'Retry-After': String(seconds) }, { seconds });
      },
    });
  },
  { name: 'rate-limit', dependencies: ['redis', 'envelope'] },
);
