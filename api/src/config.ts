import path from 'node:path';
import { resolvePusherSecret } from './secrets';
import { devOidcMode, googleClient, type DevOidcMode, type GoogleClientConfig } from './modules/auth/oidc/settings';

/** Request classes of the shared rate limiter; plugins/rate-limit.ts says which route is in which. */
export const RATE_LIMIT_CLASSES = ['login', 'register', 'account', 'upload', 'message', 'write', 'lookup', 'report', 'search', 'staff'] as const;
export type RateLimitClass = (typeof RATE_LIMIT_CLASSES)[number];

/** At most `max` requests per key (account, else IP) inside a window of `windowSeconds`; max 0 = no limit. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

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
};

/** Run-time configuration, read once from the environment. Every knob is listed in README.md. */
export interface AppConfig {
  /** PostgreSQL connection string; when empty the embedded SQLite file is used. */
  databaseUrl: string | undefined;
  /** SQLite file path (or ':memory:'), used when databaseUrl is empty. */
  sqlitePath: string;
  /** PostgreSQL schema to work in (tests use one schema per run); default `public`. */
  pgSchema: string | undefined;
  /** Fill an empty database with demo institutes, vacancies and accounts. */
  seedDemo: boolean;
  /** Where uploaded (re-encoded) images are stored. */
  uploadDir: string;
  /** Front-end origins allowed by CORS (comma separated in CORS_ORIGINS). */
  corsOrigins: string[];
  /** Public base URL of the product, used in certificate verification links. */
  appUrl: string;
  host: string;
  port: number;
  logLevel: string;
  /** Login throttle: failures allowed per email+IP inside the window (counted in Redis when REDIS_URL is set). */
  loginMaxFailures: number;
  loginWindowSeconds: number;
  /** Sessions (bearer tokens) expire after this many minutes without use (SESSION_IDLE_MINUTES, default 14 days). */
  sessionIdleMinutes: number;
  /** ... and at the latest this many minutes after sign-in (SESSION_ABSOLUTE_MINUTES, default 30 days). */
  sessionAbsoluteMinutes: number;
  /** The shared rate limiter (plugins/rate-limit.ts); counts live in Redis when REDIS_URL is set. */
  rateLimit: { enabled: boolean; limits: Record<RateLimitClass, RateLimit> };
  /** Password hashes and verifications (argon2, on libuv's thread pool) running at once on this node. */
  passwordHashConcurrency: number;
  /** Behind a reverse proxy (TRUST_PROXY=1): client IP from X-Forwarded-For, X-Request-Id taken over. */
  trustProxy: boolean;
  /** Prefix of this deployment's Redis keys and channels; empty = derived from the database the nodes share. */
  redisPrefix: string;
  pusher: { appId: string; key: string; secret: string; cluster: string; port: number };
  /** Google sign-in (modules/auth/oidc): the OAuth client, when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set. */
  google: GoogleClientConfig | undefined;
  /** The local OpenID provider standing in for Google at /dev-oidc (modules/dev-oidc): 'local' = browsers on this machine only. */
  devOidc: DevOidcMode;
  redisUrl: string | undefined;
  /** The front end served on the API's origin (modules/site); staticDir empty = API only. */
  site: {
    /** Deploy folder of scripts/build.mjs (dist/): shell/, <remote>/<version>/, rollout.json. */
    staticDir: string | undefined;
    /** What the browser uses as API origin ('' = same origin). */
    apiBaseUrl: string;
    /** Host name of the real-time server as the browser reaches it ('' = the page's host). */
    wsHost: string;
    /** Link of the floating contact-chat button (a messaging-app link). */
    chatUrl: string;
    /** Tag-manager container id; '' = no tag manager. */
    gtmId: string;
  };
}

const apiRoot = path.resolve(__dirname, '..');

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

function int(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
}

/** `max/seconds` (or just `max`, keeping the default window); anything else keeps the default. */
function rateLimit(value: string | undefined, fallback: RateLimit): RateLimit {
  const match = /^\s*(\d{1,9})\s*(?:\/\s*(\d{1,9})\s*)?$/.exec(value ?? '');
  if (!match) return fallback;
  const windowSeconds = match[2] === undefined ? fallback.windowSeconds : Number(match[2]);
  return { max: Number(match[1]), windowSeconds: windowSeconds > 0 ? windowSeconds : fallback.windowSeconds };
}

function rateLimits(env: NodeJS.ProcessEnv): Record<RateLimitClass, RateLimit> {
  const out = {} as Record<RateLimitClass, RateLimit>;
  for (const name of RATE_LIMIT_CLASSES) out[name] = rateLimit(env[`RATE_LIMIT_${name.toUpperCase()}`], DEFAULT_RATE_LIMITS[name]);
  return out;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const port = int(env.PORT, 8080);
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    sqlitePath: env.SQLITE_PATH || path.join(apiRoot, 'data', 'app.sqlite'),
    pgSchema: env.PG_SCHEMA || undefined,
    seedDemo: bool(env.SEED_DEMO, true),
    uploadDir: env.UPLOAD_DIR || path.join(apiRoot, 'data', 'uploads'),
    corsOrigins: (env.CORS_ORIGINS || `http://localhost:${port},http://127.0.0.1:${port}`)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    appUrl: env.APP_URL || `http://localhost:${port}`,
    host: env.HOST || '0.0.0.0',
    port,
    logLevel: env.LOG_LEVEL || 'info',
    loginMaxFailures: int(env.LOGIN_MAX_FAILURES, 5),
    loginWindowSeconds: int(env.LOGIN_WINDOW_SECONDS, 60),
    sessionIdleMinutes: Math.max(1, int(env.SESSION_IDLE_MINUTES, 14 * 24 * 60)),
    sessionAbsoluteMinutes: Math.max(1, int(env.SESSION_ABSOLUTE_MINUTES, 30 * 24 * 60)),
    rateLimit: { enabled: bool(env.RATE_LIMIT_ENABLED, true), limits: rateLimits(env) },
    passwordHashConcurrency: Math.max(1, int(env.PASSWORD_HASH_CONCURRENCY, 2)),
    trustProxy: bool(env.TRUST_PROXY, false),
    redisPrefix: env.REDIS_PREFIX || '',
    pusher: {
      appId: env.PUSHER_APP_ID || 'lpk-local',
      key: env.PUSHER_APP_KEY || 'lpk-local-key',
      // No default: from the environment, else generated once and kept in the data folder (secrets.ts).
      secret: resolvePusherSecret(env, overrides.pusher?.secret),
      cluster: env.PUSHER_APP_CLUSTER || 'ap1',
      port: int(env.PUSHER_PORT, 6001),
    },
    google: googleClient(env),
    devOidc: devOidcMode(env),
    redisUrl: env.REDIS_URL || undefined,
    site: {
      staticDir: env.STATIC_DIR || undefined,
      apiBaseUrl: env.PUBLIC_API_URL || '',
      wsHost: env.PUBLIC_WS_HOST || '',
      chatUrl: env.CHAT_URL || 'https://wa.me/6281100002026',
      gtmId: env.GTM_ID || '',
    },
    ...overrides,
  };
}
