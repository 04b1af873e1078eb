import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { RedisWindowCounter, type WindowCounter } from '../../plugins/counters';

/**
 * Login throttle: at most `maxFailures` failed logins per email and IP inside a sliding window,
 * in this node's memory (used when REDIS_URL is not set; RedisLoginThrottle below counts for
 * every node).
 */
/** Email+IP pairs the memory throttle keeps at most. */
const MAX_KEYS = 50_000;

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private key(email: string, ip: string) {
    return `${email.toLowerCase()}|${ip}`;
  }

  private recent(key: string): number[] {
    const cutoff = this.now() - this.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /** Seconds to wait before another attempt is allowed, or 0 when allowed now. */
  retryAfter(email: string, ip: string): number {
    const list = this.recent(this.key(email, ip));
    if (list.length < this.maxFailures) return 0;
    const oldest = list[list.length - this.maxFailures]!;
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 1000));
  }

  fail(email: string, ip: string): void {
    const key = this.key(email, ip);
    const list = this.recent(key);
    list.push(this.now());
    this.failures.set(key, list.slice(-this.maxFailures));
    if (this.failures.size > MAX_KEYS) this.prune();
  }

  get size(): number {
    return this.failures.size;
  }

  /**
   * Forgets keys whose failures are all outside the window (a spray of many emails), then the
   * oldest, down to 90% so that the sweep runs once per many failures, not on each.
   */
  private prune(): void {
    const cutoff = this.now() - this.windowMs;
    for (const [key, list] of this.failures) if (!list.some((t) => t > cutoff)) this.failures.delete(key);
    for (const key of this.failures.keys()) {
      if (this.failures.size <= MAX_KEYS * 0.9) break;
      this.failures.delete(key);
    }
  }

  clear(email: string, ip: string): void {
    this.failures.delete(this.key(email, ip));
  }

  /** See LoginGuard.begin. */
  async begin(email: string, ip: string): Promise<number> {
    const wait = this.retryAfter(email, ip);
    if (wait === 0) this.fail(email, ip);
    return wait;
  }

  async succeeded(email: string, ip: string): Promise<void> {
    this.clear(email, ip);
  }
}

/**
 * The login throttle as the login route uses it. The attempt is counted as a failure BEFORE the
 * password is checked (argon2 is the expensive part) and given back on success, so concurrent
 * attempts cannot all pass a check made before any of them failed.
 */
export interface LoginGuard {
  /** Counts this attempt; answers the seconds to wait when the email+IP has used up its failures (then the password must not be checked), else 0. */
  begin(email: string, ip: string): Promise<number>;
  /** The password was right: the failures of this email+IP are forgotten. */
  succeeded(email: string, ip: string): Promise<void>;
}

/**
 * The same rule counted in Redis for every API node (a fixed window from the first failure,
 * INCR + PEXPIRE in one step). The email is hashed in the key: Redis holds no addresses.
 */
export class RedisLoginThrottle implements LoginGuard {
  constructor(
    private readonly counter: WindowCounter,
    private readonly maxFailures: number,
    private readonly windowMs: number,
  ) {}

  private key(email: string, ip: string): string {
    return `login:${createHash('sha256').update(email.toLowerCase()).digest('base64url').slice(0, 22)}|${ip}`;
  }

  async begin(email: string, ip: string): Promise<number> {
    const { count, ttlMs } = await this.counter.incr(this.key(email, ip), this.windowMs);
    return count > this.maxFailures ? Math.max(1, Math.ceil(ttlMs / 1000)) : 0;
  }

  async succeeded(email: string, ip: string): Promise<void> {
    await this.counter.reset(this.key(email, ip));
  }
}

/** One guard per app (keyed by its configuration, which every plugin context of the app shares). */
const guards = new WeakMap<object, LoginGuard>();

/**
 * The login throttle of an app: in Redis when REDIS_URL is set, else in this node's memory. Every
 * route that checks a password against an email (login, linking Google to a password account)
 * gets the same guard, so they spend one budget of failures.
 */
export function loginThrottleFor(app: FastifyInstance): LoginGuard {
  const known = guards.get(app.config);
  if (known) return known;
  const { loginMaxFailures, loginWindowSeconds } = app.config;
  const guard = app.redis
    ? new RedisLoginThrottle(new RedisWindowCounter(app.redis, app.redisPrefix, app.log), loginMaxFailures, loginWindowSeconds * 1000)
    : new LoginThrottle(loginMaxFailures, loginWindowSeconds * 1000);
  guards.set(app.config, guard);
  return guard;
}
