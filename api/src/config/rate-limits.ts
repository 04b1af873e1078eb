import type { AppConfig } from './app-config';
import type { Env } from './env';
import { flag, rate, type RateLimit } from './variable-types';

export type { RateLimit };

/** Request classes of the shared rate limiter; plugins/rate-limit.ts says which route is in which. */
export const RATE_LIMIT_CLASSES = ['login', 'register', 'account', 'upload', 'message', 'write', 'lookup', 'report', 'search', 'staff', 'mail'] as const;
export type RateLimitClass = (typeof RATE_LIMIT_CLASSES)[number];

/**
 * Defaults per class, each overridable as RATE_LIMIT_<CLASS>=max/seconds (e.g. RATE_LIMIT_LOGIN=30/60):
 * login and register per IP (generous: a class of students behind one address registers together);
 * account (change-password, account deletion, data export), upload (avatar), message (sending a
 * message) and write (every other write route) per account, or per IP without one; lookup (public
 * certificate check), report (rollout failure beacon) and search (institute search, compare,
 * vacancies) per IP; staff (LPK staff reading applicants, each read audited) per account.
 */
export const DEFAULT_RATE_LIMITS: Record<RateLimitClass, RateLimit> = {
  login: { max: 30, windowSeconds: 60 },
  register: { max: 60, windowSeconds: 600 },
  account: { max: 10, windowSeconds: 600 },
  upload: { max: 60, windowSeconds: 600 },
  message: { max: 30, windowSeconds: 60 },
  write: { max: 300, windowSeconds: 60 },
  lookup: { max: 30, windowSeconds: 60 },
  report: { max: 30, windowSeconds: 60 },
  search: { max: 600, windowSeconds: 60 },
  staff: { max: 600, windowSeconds: 60 },
  // Requests that send a mail (forgot password, verification again): per account, else per IP (a class behind one address).
  mail: { max: 20, windowSeconds: 900 },
};

const variableOf = (name: RateLimitClass) => `RATE_LIMIT_${name.toUpperCase() as Uppercase<RateLimitClass>}` as const;

/** RATE_LIMIT_ENABLED and RATE_LIMIT_<CLASS> of every class. */
export const rateLimitVariables = {
  RATE_LIMIT_ENABLED: flag(true),
  ...(Object.fromEntries(RATE_LIMIT_CLASSES.map((name) => [variableOf(name), rate(DEFAULT_RATE_LIMITS[name])])) as {
    [K in RateLimitClass as `RATE_LIMIT_${Uppercase<K>}`]: ReturnType<typeof rate>;
  }),
};

export function rateLimitSection(env: Env): Pick<AppConfig, 'rateLimit'> {
  return {
    rateLimit: {
      enabled: env.RATE_LIMIT_ENABLED,
      limits: Object.fromEntries(RATE_LIMIT_CLASSES.map((name) => [name, env[variableOf(name)]])) as Record<RateLimitClass, RateLimit>,
    },
  };
}
