import { createHash } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { RedisClientType } from 'redis';
import { RATE_LIMITS, type RateLimit, type RateLimitKey, type RateLimitName } from '../config/rate-limits';
import { MemoryWindowCounter, RedisWindowCounter, type WindowCount, type WindowCounter } from './counters';

/**
 * The one mechanism every rate limit of the table (config/rate-limits.ts) is counted by: a fixed
 * window per key on the shared counter (plugins/counters.ts), in Redis when the API has a Redis
 * connection (every node counts together; this node's memory while Redis does not answer), else in
 * this node's memory. The HTTP routes (plugins/rate-limit.ts, through @fastify/rate-limit's store),
 * the login throttle (modules/auth/throttle.ts) and the Pusher HTTP API (realtime/http-api) use it.
 */

/** Who is counted: the client address, and the account or the email address tried when the limit's key needs them. */
export interface Who {
  ip: string;
  userId?: number | null | undefined;
  email?: string | undefined;
}

/** The key of `who` under a limit's kind of key. Redis keeps no email address, only a hash of it. */
export function subjectOf(key: RateLimitKey, who: Who): string {
  const address = `ip:${normalizeIP(who.ip)}`;
  if (key === 'account' && who.userId) return `u:${who.userId}`;
  if (key === 'email+ip')
    return `e:${createHash('sha256')
      .update((who.email ?? '').toLowerCase())
      .digest('base64url')
      .slice(0, 22)}|${address}`;
  return address;
}

/** One hit's outcome: allowed, or refused until `retryAfterSeconds` from now. */
export interface Verdict {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

export class RateLimiter {
  constructor(
    private readonly limits: Record<RateLimitName, RateLimit>,
    /** The counter of each limit (one may serve them all). */
    private readonly counterOf: (name: RateLimitName) => WindowCounter,
  ) {}

  limit(name: RateLimitName): RateLimit {
    return this.limits[name];
  }

  /** Adds one hit of `subject` (see subjectOf) to `name`'s window: the count so far and the time left. */
  count(name: RateLimitName, subject: string, windowMs = this.limits[name].windowSeconds * 1000): Promise<WindowCount> {
    return this.counterOf(name).incr(`rl:${name}:${subject}`, windowMs);
  }

  /**
   * `count` without a promise when the limit's counter is in this node's memory (no Redis), else undefined
   * (then use `count`): the front door (plugins/front-door.ts) answers at once.
   */
  countNow(name: RateLimitName, subject: string, windowMs = this.limits[name].windowSeconds * 1000): WindowCount | undefined {
    const counter = this.counterOf(name);
    return counter instanceof MemoryWindowCounter ? counter.incrSync(`rl:${name}:${subject}`, windowMs) : undefined;
  }

  /** Counts one hit of `who` under `name` (a limit of max 0 counts nothing and allows everything). */
  async hit(name: RateLimitName, who: Who): Promise<Verdict> {
    const { max } = this.limits[name];
    if (max <= 0) return { allowed: true, count: 0, retryAfterSeconds: 0 };
    const { count, ttlMs } = await this.count(name, subjectOf(RATE_LIMITS[name].key, who));
    return { allowed: count <= max, count, retryAfterSeconds: count <= max ? 0 : Math.max(1, Math.ceil(ttlMs / 1000)) };
  }

  /** Takes back one hit of `who` under `name` that turned out not to count (a login attempt whose password could not be checked). */
  giveBack(name: RateLimitName, who: Who): Promise<void> {
    if (this.limits[name].max <= 0) return Promise.resolve();
    return this.counterOf(name).decr(`rl:${name}:${subjectOf(RATE_LIMITS[name].key, who)}`);
  }

  /** Forgets `who`'s hits under `name` (a right password gives the login throttle's failures back). */
  forget(name: RateLimitName, who: Who): Promise<void> {
    return this.counterOf(name).reset(`rl:${name}:${subjectOf(RATE_LIMITS[name].key, who)}`);
  }
}

/**
 * The limiter of an app: on its Redis connection when it has one, else in memory with one counter
 * per limit (so that a flood of keys under one limit cannot push another's counts out).
 */
export function createRateLimiter(
  limits: Record<RateLimitName, RateLimit>,
  redis?: { client: RedisClientType; prefix: string; logger: FastifyBaseLogger } | null,
  now: () => number = Date.now,
): RateLimiter {
  if (redis) {
    const shared = new RedisWindowCounter(redis.client, redis.prefix, redis.logger);
    return new RateLimiter(limits, () => shared);
  }
  const counters = new Map<RateLimitName, WindowCounter>();
  return new RateLimiter(limits, (name) => {
    let counter = counters.get(name);
    if (!counter) {
      counter = new MemoryWindowCounter(100_000, now);
      counters.set(name, counter);
    }
    return counter;
  });
}
