import type { AppConfig } from './app-config';
import type { Env } from './env';
import { flag, integer, rate, type RateLimit } from './variable-types';

export type { RateLimit };

/**
 * Whom a limit counts: the client address (`ip`; IPv6 by its /64), the account when the request
 * is signed in, else the address (`account`), or one email address tried from one client address
 * (`email+ip`).
 */
export type RateLimitKey = 'ip' | 'account' | 'email+ip';

/** One limit: at most `max` hits per key inside a window of `windowSeconds` (max 0 = no limit). */
export interface RateLimitRule extends RateLimit {
  key: RateLimitKey;
  /** The variable(s) that set it (docs/configuration.md). */
  env: string;
  /** What it counts. */
  counts: string;
}

/**
 * Every rate limit of the API, in one table, counted by one mechanism: the shared counter
 * (plugins/rate-limiter.ts; in Redis when REDIS_URL is set, so every node counts together, else in
 * this node's memory). Over a limit: 429 with Retry-After. The HTTP routes' limits are applied by
 * plugins/rate-limit.ts (ROUTE_CLASSES says which route counts in which), the login throttle by
 * modules/auth/throttle.ts, the Pusher HTTP API's by realtime/http-api/handler.ts.
 */
export const RATE_LIMITS = {
  // Generous per address: a class of students behind one address signs in and registers together.
  login: { key: 'ip', max: 30, windowSeconds: 60, env: 'RATE_LIMIT_LOGIN', counts: 'sign-in requests, before the body is read' },
  register: { key: 'ip', max: 60, windowSeconds: 600, env: 'RATE_LIMIT_REGISTER', counts: 'registrations' },
  account: { key: 'account', max: 10, windowSeconds: 600, env: 'RATE_LIMIT_ACCOUNT', counts: 'change password, delete account, data export' },
  upload: { key: 'account', max: 60, windowSeconds: 600, env: 'RATE_LIMIT_UPLOAD', counts: 'avatar uploads' },
  message: { key: 'account', max: 30, windowSeconds: 60, env: 'RATE_LIMIT_MESSAGE', counts: 'messages sent' },
  write: { key: 'account', max: 300, windowSeconds: 60, env: 'RATE_LIMIT_WRITE', counts: 'every other write, and the certificate PDF' },
  lookup: { key: 'ip', max: 30, windowSeconds: 60, env: 'RATE_LIMIT_LOOKUP', counts: 'public certificate checks and mailed links' },
  report: { key: 'ip', max: 30, windowSeconds: 60, env: 'RATE_LIMIT_REPORT', counts: 'rollout beacons' },
  search: { key: 'ip', max: 600, windowSeconds: 60, env: 'RATE_LIMIT_SEARCH', counts: 'institute search, comparison, vacancies' },
  staff: { key: 'account', max: 600, windowSeconds: 60, env: 'RATE_LIMIT_STAFF', counts: 'LPK staff reading applicants (each read audited)' },
  mail: { key: 'account', max: 20, windowSeconds: 900, env: 'RATE_LIMIT_MAIL', counts: 'requests that send a mail (forgot password, verification again)' },
  assistant: { key: 'account', max: 20, windowSeconds: 60, env: 'RATE_LIMIT_ASSISTANT', counts: 'questions to the assistant, refused ones included' },
  lpk_report: { key: 'account', max: 10, windowSeconds: 3600, env: 'RATE_LIMIT_LPK_REPORT', counts: 'reports of a problem with an LPK, refused ones included' },
  login_failures: {
    key: 'email+ip',
    max: 5,
    windowSeconds: 60,
    env: 'LOGIN_MAX_FAILURES / LOGIN_WINDOW_SECONDS',
    counts:
      'password checks (login, linking Google), counted before the password is hashed, given back on success and when the check fails (only a wrong password counts)',
  },
  pusher_http_api: { key: 'ip', max: 100, windowSeconds: 1, env: 'PUSHER_HTTP_API_RATE', counts: 'requests to the Pusher HTTP API on the real-time port' },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;
export const RATE_LIMIT_NAMES = Object.keys(RATE_LIMITS) as RateLimitName[];

/** Each limit's max and window as the table has them. */
export const DEFAULT_RATE_LIMITS = Object.fromEntries(
  RATE_LIMIT_NAMES.map((name) => [name, { max: RATE_LIMITS[name].max, windowSeconds: RATE_LIMITS[name].windowSeconds }]),
) as Record<RateLimitName, RateLimit>;

/** The limits set as `max/seconds` in a variable of their own (RATE_LIMIT_<NAME>). */
type RateVariableName = Exclude<RateLimitName, 'login_failures' | 'pusher_http_api'>;
const RATE_VARIABLE_NAMES = RATE_LIMIT_NAMES.filter((name): name is RateVariableName => RATE_LIMITS[name].env.startsWith('RATE_LIMIT_'));
const variableOf = (name: RateVariableName) => `RATE_LIMIT_${name.toUpperCase() as Uppercase<RateVariableName>}` as const;

/** RATE_LIMIT_ENABLED and each limit's variables (their names as the table says: api/test/unit/rate-limits.test.ts). */
export const rateLimitVariables = {
  RATE_LIMIT_ENABLED: flag(true),
  ...(Object.fromEntries(RATE_VARIABLE_NAMES.map((name) => [variableOf(name), rate(DEFAULT_RATE_LIMITS[name])])) as {
    [K in RateVariableName as `RATE_LIMIT_${Uppercase<K>}`]: ReturnType<typeof rate>;
  }),
  LOGIN_MAX_FAILURES: integer(RATE_LIMITS.login_failures.max, 0),
  LOGIN_WINDOW_SECONDS: integer(RATE_LIMITS.login_failures.windowSeconds, 1),
  // Requests per second.
  PUSHER_HTTP_API_RATE: integer(RATE_LIMITS.pusher_http_api.max, 0),
};

export function rateLimitSection(env: Env): Pick<AppConfig, 'rateLimit'> {
  const limits = Object.fromEntries(RATE_VARIABLE_NAMES.map((name) => [name, env[variableOf(name)]])) as Record<RateVariableName, RateLimit>;
  return {
    rateLimit: {
      enabled: env.RATE_LIMIT_ENABLED,
      limits: {
        ...limits,
        login_failures: { max: env.LOGIN_MAX_FAILURES, windowSeconds: env.LOGIN_WINDOW_SECONDS },
        pusher_http_api: { max: env.PUSHER_HTTP_API_RATE, windowSeconds: 1 },
      },
    },
  };
}
