import type { FastifyInstance } from 'fastify';
import type { RateLimiter } from '../../plugins/rate-limiter';

/**
 * The login throttle as the login route uses it. The attempt is counted as a failure BEFORE the
 * password is checked (argon2 is the expensive part) and given back on success, so concurrent
 * attempts cannot all pass a check made before any of them failed. Only a password found wrong
 * keeps its count: an attempt that could not be checked (the database down, any error) is given
 * back too, so that an outage does not lock the right password out afterwards.
 */
export interface LoginGuard {
  /** Counts this attempt; answers the seconds to wait when the email+IP has used up its failures (then the password must not be checked), else 0. */
  begin(email: string, ip: string): Promise<number>;
  /** The password was right: the failures of this email+IP are forgotten. */
  succeeded(email: string, ip: string): Promise<void>;
  /** The password could not be checked (an error, a 5xx): this attempt is not a failure and is taken back. */
  unchecked(email: string, ip: string): Promise<void>;
}

/**
 * At most `max` failed password checks per email and IP inside a window (`login_failures` in
 * config/rate-limits.ts: LOGIN_MAX_FAILURES / LOGIN_WINDOW_SECONDS), counted by the shared
 * rate limiter: in Redis for every node when REDIS_URL is set, else in this node's memory. The
 * window is fixed, from the first failure.
 */
export class LoginThrottle implements LoginGuard {
  constructor(private readonly limiter: RateLimiter) {}

  async begin(email: string, ip: string): Promise<number> {
    const verdict = await this.limiter.hit('login_failures', { email, ip });
    return verdict.retryAfterSeconds;
  }

  async succeeded(email: string, ip: string): Promise<void> {
    await this.limiter.forget('login_failures', { email, ip });
  }

  async unchecked(email: string, ip: string): Promise<void> {
    await this.limiter.giveBack('login_failures', { email, ip });
  }
}

/**
 * The login throttle of an app. Every route that checks a password against an email (login,
 * linking Google to a password account, a reset) gets one on the app's limiter, so they spend one
 * budget of failures.
 */
export function loginThrottleFor(app: FastifyInstance): LoginGuard {
  return new LoginThrottle(app.rateLimiter);
}
