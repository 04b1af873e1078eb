import path from 'node:path';
import { z } from 'zod';
import {
  chatEndpoint,
  DEFAULT_FIRST_TOKEN_MS,
  DEFAULT_RATE_LIMIT as DEFAULT_ASSISTANT_RATE_LIMIT,
  DEFAULT_TOTAL_MS,
  type AssistantConfig,
} from './modules/assistant/config';
import { GOOGLE_ISSUER, type DevOidcMode, type GoogleClientConfig } from './modules/auth/oidc/settings';
import { DEFAULT_CACHE_SETTINGS, type CacheSettings } from './modules/catalogue/cache';
import { DEFAULT_JPY_IDR_RATE, DEFAULT_JPY_IDR_RATE_DATE, type ExchangeRate } from './modules/catalogue/facts';
import { resolveLimits, type RealtimeLimits } from './realtime/limits';
import { DEFAULT_ARCHIVE_LIMITS, DEFAULT_CANARY_STOP, type ArchiveLimits, type CanaryStopSettings, type S3Settings } from './modules/release/settings';
import { mailSettings, type MailSettings } from './modules/mail/settings';
import { resolveAppKey, resolvePusherSecret } from './secrets';
import { ConfigError } from './lib/config-error';

export { ConfigError };

/*
 * Every environment variable the API reads is in ENV_SCHEMA below, and nowhere else: no other module
 * under api/src touches `process.env`; each gets its part of the AppConfig loadConfig makes. README
 * "Configuration" lists the same variables (api/test/unit/config.test.ts compares the two).
 */

/** Request classes of the shared rate limiter; plugins/rate-limit.ts says which route is in which. */
export const RATE_LIMIT_CLASSES = ['login', 'register', 'account', 'upload', 'message', 'write', 'lookup', 'report', 'search', 'staff', 'mail'] as const;
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
  // Requests that send a mail (forgot password, verification again): per account, else per IP (a class behind one address).
  mail: { max: 20, windowSeconds: 900 },
};

/** Run-time configuration, made once from the environment (ENV_SCHEMA). Every variable is listed in README.md. */
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
  /** NODE_ENV=production: no development stand-ins (dev OIDC, plain-http issuers); secrets required. */
  production: boolean;
  /** The AI assistant's model and rate limit (modules/assistant). */
  assistant: AssistantConfig;
  /** JPY->IDR rate of the salary simulation, and its date. */
  exchangeRate: ExchangeRate;
  /** The per-node search result cache (modules/catalogue/cache.ts). */
  catalogueCache: CacheSettings;
  /** The real-time server's limits (realtime/limits.ts) and whether client events are relayed. */
  realtime: { limits: RealtimeLimits; clientEvents: boolean };
  /** Apply pending migrations when the API starts (MIGRATE_ON_START); off: `npm run migrate` does it once per deployment. */
  migrateOnStart: boolean;
  /** On SIGTERM, how long requests in flight may take to finish before the process exits anyway (api/src/shutdown.ts). */
  shutdownDrainMs: number;
  /**
   * Where remote versions and rollout.json live (modules/release): `database` (shared by every node;
   * the default with DATABASE_URL) or `folder` (this node's STATIC_DIR; the default with SQLite).
   */
  releaseStore: 'folder' | 'database';
  /** Releases (modules/release): upload limits, the node's cache of version files, the automatic canary stop, S3. */
  release: { archive: ArchiveLimits; cacheBytes: number; canaryStop: CanaryStopSettings; s3: S3Settings | undefined };
  /** Mail (modules/mail): the SMTP server, the sender, the key that signs mailed links, the worker's timing. */
  mail: MailSettings;
}

const apiRoot = path.resolve(__dirname, '..');

// ---------------------------------------------------------------------------------------------
// How one variable's text becomes a value. Unset and empty are the same. Knobs are forgiving:
// a value that makes no sense keeps the default (the tests pin this); what cannot work stops
// start-up with the variable's name and the reason (Google half configured, a missing secret
// in production: secrets.ts).

/** A variable whose text `parse` turns into its value (`undefined` when unset). */
function variable<T>(parse: (raw: string | undefined) => T) {
  return z.string().optional().transform(parse);
}

const OFF_WORDS = ['0', 'false', 'no', 'off'];

/** Text as given; unset or empty = `fallback`. */
const text = <F extends string | undefined>(fallback: F) => variable((raw) => raw || fallback);
/** Text without surrounding blanks; unset or blank = undefined. */
const trimmed = () => variable((raw) => raw?.trim() || undefined);
/** On unless 0/false/no/off; unset or empty = `fallback`. */
const flag = (fallback: boolean) => variable((raw) => (raw === undefined || raw === '' ? fallback : !OFF_WORDS.includes(raw.toLowerCase())));
/** Off unless 1/true/yes/on. */
const optIn = () => variable((raw) => ['1', 'true', 'yes', 'on'].includes((raw ?? '').trim().toLowerCase()));
/** Leading whole number (parseInt); anything else = `fallback`. */
const integer = (fallback: number) =>
  variable((raw) => {
    const n = Number.parseInt(raw ?? '', 10);
    return Number.isFinite(n) ? n : fallback;
  });
/** A number above 0; anything else = undefined (the caller's default). */
const positive = () =>
  variable((raw) => {
    const n = raw === undefined || raw === '' ? NaN : Number(raw);
    return Number.isFinite(n) && n > 0 ? n : undefined;
  });
/** A whole number from 0; anything else = undefined (the caller's default). */
const count = () =>
  variable((raw) => {
    const n = Number(raw);
    return raw !== undefined && raw !== '' && Number.isInteger(n) && n >= 0 ? n : undefined;
  });
/** `max/seconds` (or just `max`, keeping the default window); anything else keeps `fallback`. */
const rate = (fallback: RateLimit) =>
  variable((raw): RateLimit => {
    const match = /^\s*(\d{1,9})\s*(?:\/\s*(\d{1,9})\s*)?$/.exec(raw ?? '');
    if (!match) return fallback;
    const windowSeconds = match[2] === undefined ? fallback.windowSeconds : Number(match[2]);
    return { max: Number(match[1]), windowSeconds: windowSeconds > 0 ? windowSeconds : fallback.windowSeconds };
  });

/** RATE_LIMIT_<CLASS> of every class. */
const rateLimitVariables = Object.fromEntries(RATE_LIMIT_CLASSES.map((name) => [`RATE_LIMIT_${name.toUpperCase()}`, rate(DEFAULT_RATE_LIMITS[name])])) as {
  [K in RateLimitClass as `RATE_LIMIT_${Uppercase<K>}`]: ReturnType<typeof rate>;
};

/** The real-time limits' variables (defaults in realtime/limits.ts). */
const REALTIME_LIMIT_VARIABLES = {
  PUSHER_ACTIVITY_TIMEOUT: 'activityTimeoutSeconds',
  PUSHER_PONG_TIMEOUT_MS: 'pongTimeoutMs',
  PUSHER_MAX_MESSAGE_BYTES: 'maxMessageBytes',
  PUSHER_HARD_MAX_FRAME_BYTES: 'hardMaxFrameBytes',
  PUSHER_MAX_CHANNELS_PER_SOCKET: 'maxChannelsPerSocket',
  PUSHER_CLIENT_EVENTS_PER_SECOND: 'clientEventsPerSecond',
  PUSHER_FRAMES_PER_SECOND: 'framesPerSecond',
  PUSHER_MAX_CONNECTIONS: 'maxConnections',
  PUSHER_MAX_CONNECTIONS_PER_IP: 'maxConnectionsPerAddress',
  PUSHER_MAX_PRESENCE_MEMBERS: 'maxPresenceMembers',
  PUSHER_MAX_PRESENCE_MEMBER_BYTES: 'maxPresenceMemberBytes',
  PUSHER_MAX_BUFFERED_BYTES: 'maxBufferedBytes',
  PUSHER_HTTP_API_RATE: 'httpApiRequestsPerSecond',
} as const satisfies Record<string, keyof RealtimeLimits>;
type RealtimeLimitVariable = keyof typeof REALTIME_LIMIT_VARIABLES;
const realtimeLimitVariables = Object.fromEntries(Object.keys(REALTIME_LIMIT_VARIABLES).map((name) => [name, positive()])) as Record<
  RealtimeLimitVariable,
  ReturnType<typeof positive>
>;

/** Every environment variable of the API (README "Configuration" documents each one). */
export const ENV_SCHEMA = z
  .object({
    NODE_ENV: text(undefined),
    PORT: integer(8080),
    HOST: text('0.0.0.0'),
    DATABASE_URL: text(undefined),
    PG_SCHEMA: text(undefined),
    SQLITE_PATH: text(undefined),
    SEED_DEMO: flag(true),
    UPLOAD_DIR: text(path.join(apiRoot, 'data', 'uploads')),
    CORS_ORIGINS: text(undefined),
    APP_URL: text(undefined),
    LOG_LEVEL: text('info'),
    TRUST_PROXY: flag(false),
    LOGIN_MAX_FAILURES: integer(5),
    LOGIN_WINDOW_SECONDS: integer(60),
    SESSION_IDLE_MINUTES: integer(14 * 24 * 60),
    SESSION_ABSOLUTE_MINUTES: integer(30 * 24 * 60),
    PASSWORD_HASH_CONCURRENCY: integer(2),
    GOOGLE_CLIENT_ID: trimmed(),
    GOOGLE_CLIENT_SECRET: trimmed(),
    GOOGLE_ISSUER: trimmed(),
    DEV_OIDC: variable((raw): DevOidcMode => {
      const value = raw?.trim().toLowerCase() ?? '';
      if (value === '') return 'local';
      return OFF_WORDS.includes(value) ? 'off' : 'on';
    }),
    PUSHER_APP_ID: text('lpk-local'),
    PUSHER_APP_KEY: text('lpk-local-key'),
    PUSHER_APP_SECRET: text(undefined),
    PUSHER_APP_CLUSTER: text('ap1'),
    PUSHER_PORT: integer(6001),
    SECRETS_FILE: text(undefined),
    // Off by default, as on Pusher: no feature uses client events (whisper), and a relayed one is data no server code has checked.
    PUSHER_CLIENT_EVENTS: optIn(),
    ...realtimeLimitVariables,
    REDIS_URL: text(undefined),
    REDIS_PREFIX: text(''),
    RATE_LIMIT_ENABLED: flag(true),
    ...rateLimitVariables,
    RATE_LIMIT_ASSISTANT: rate(DEFAULT_ASSISTANT_RATE_LIMIT),
    ASSISTANT_LLM_URL: trimmed(),
    ASSISTANT_LLM_MODEL: trimmed(),
    ASSISTANT_LLM_KEY: trimmed(),
    ASSISTANT_LLM_FIRST_TOKEN_MS: positive(),
    ASSISTANT_LLM_TIMEOUT_MS: positive(),
    JPY_IDR_RATE: variable((raw) => {
      const n = Number(raw);
      return Number.isFinite(n) && n > 0 && n < 10_000 ? n : DEFAULT_JPY_IDR_RATE;
    }),
    JPY_IDR_RATE_DATE: variable((raw) => (raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) && !Number.isNaN(Date.parse(raw)) ? raw : DEFAULT_JPY_IDR_RATE_DATE)),
    CATALOGUE_CACHE_TTL_MS: count(),
    CATALOGUE_CACHE_GRACE_MS: count(),
    CATALOGUE_CACHE_MAX_ENTRIES: count(),
    STATIC_DIR: text(undefined),
    PUBLIC_API_URL: text(''),
    PUBLIC_WS_HOST: text(''),
    CHAT_URL: text('https://wa.me/6281100002026'),
    GTM_ID: text(''),
    MIGRATE_ON_START: flag(true),
    RELEASE_STORE: variable((raw) => {
      const value = raw?.trim().toLowerCase();
      return value === 'folder' || value === 'database' ? value : undefined;
    }),
    SHUTDOWN_DRAIN_MS: count(),
    RELEASE_MAX_UPLOAD_MB: positive(),
    RELEASE_MAX_FILES: count(),
    RELEASE_CACHE_MB: count(),
    CANARY_AUTO_STOP: flag(true),
    CANARY_STOP_PERCENT: positive(),
    CANARY_STOP_MIN_LOADS: count(),
    CANARY_STOP_WINDOW_MINUTES: positive(),
    S3_BUCKET: trimmed(),
    S3_REGION: text('us-east-1'),
    S3_ENDPOINT: trimmed(),
    S3_ACCESS_KEY_ID: trimmed(),
    S3_SECRET_ACCESS_KEY: trimmed(),
    S3_PREFIX: text('remotes/'),
    S3_FORCE_PATH_STYLE: trimmed(),
    SMTP_URL: trimmed(),
    MAIL_FROM: trimmed(),
    APP_KEY: text(undefined),
  })
  .superRefine((env, context) => {
    // S3 for version files needs the shared database for the manifest and the file list.
    if (env.RELEASE_STORE === 'database' && !env.DATABASE_URL) {
      context.addIssue({ code: 'custom', path: ['RELEASE_STORE'], message: 'RELEASE_STORE=database needs DATABASE_URL.' });
    }
    if (env.S3_BUCKET && !env.DATABASE_URL) {
      context.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'S3_BUCKET needs DATABASE_URL (the rollout state and the file list live in PostgreSQL).',
      });
    }
    // Google sign-in: both or neither.
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      context.addIssue({
        code: 'custom',
        path: [env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'],
        message: 'Google sign-in needs both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (or neither).',
      });
    }
  });

/** The environment as the API reads it: every variable parsed, defaults applied. */
export type Env = z.output<typeof ENV_SCHEMA>;

/** The names of every variable the API reads. */
export const ENV_VARIABLES = Object.keys(ENV_SCHEMA.shape) as (keyof Env)[];

/** Parses the environment; a value that cannot work throws one error naming each such variable and why. */
export function readEnv(env: NodeJS.ProcessEnv): Env {
  const result = ENV_SCHEMA.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
}

/** A listening address that only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || h.startsWith('127.') || h === '::ffff:127.0.0.1';
}

/**
 * The development stand-in for Google signs anyone in as anyone, so: never with NODE_ENV=production
 * or Google configured; by default ('local') only when the server listens on a loopback address
 * (as `npm start` does) and then only for browsers on this machine that come without a proxy;
 * otherwise only with DEV_OIDC=1 said explicitly.
 */
function devOidcMode(asked: DevOidcMode, context: { production: boolean; google: boolean; host: string }): DevOidcMode {
  if (context.production || context.google) return 'off';
  if (asked === 'local' && !isLoopbackHost(context.host)) return 'off';
  return asked;
}

function googleClient(env: Env): GoogleClientConfig | undefined {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return undefined;
  return { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, issuer: env.GOOGLE_ISSUER || GOOGLE_ISSUER };
}

function assistantConfig(env: Env): AssistantConfig {
  const { ASSISTANT_LLM_URL: url, ASSISTANT_LLM_MODEL: model, ASSISTANT_LLM_KEY: key } = env;
  return {
    model:
      url && model && key
        ? {
            endpoint: chatEndpoint(url),
            model,
            key,
            firstTokenMs: env.ASSISTANT_LLM_FIRST_TOKEN_MS ?? DEFAULT_FIRST_TOKEN_MS,
            totalMs: env.ASSISTANT_LLM_TIMEOUT_MS ?? DEFAULT_TOTAL_MS,
          }
        : undefined,
    rateLimit: { ...env.RATE_LIMIT_ASSISTANT },
  };
}

function catalogueCacheSettings(env: Env): CacheSettings {
  const ttlMs = env.CATALOGUE_CACHE_TTL_MS ?? DEFAULT_CACHE_SETTINGS.ttlMs;
  return {
    ...DEFAULT_CACHE_SETTINGS,
    ttlMs,
    maxEntries: env.CATALOGUE_CACHE_MAX_ENTRIES ?? DEFAULT_CACHE_SETTINGS.maxEntries,
    // The grace defaults to the TTL.
    graceMs: env.CATALOGUE_CACHE_GRACE_MS ?? ttlMs,
  };
}

const MB = 1024 * 1024;

export function releaseSettings(env: Env): AppConfig['release'] {
  const uploadBytes = env.RELEASE_MAX_UPLOAD_MB === undefined ? DEFAULT_ARCHIVE_LIMITS.maxBytes : Math.round(env.RELEASE_MAX_UPLOAD_MB * MB);
  return {
    archive: {
      maxBytes: uploadBytes,
      maxFiles: env.RELEASE_MAX_FILES || DEFAULT_ARCHIVE_LIMITS.maxFiles,
      maxFileBytes: Math.min(DEFAULT_ARCHIVE_LIMITS.maxFileBytes, uploadBytes),
    },
    cacheBytes: (env.RELEASE_CACHE_MB ?? 64) * MB,
    canaryStop: {
      enabled: env.CANARY_AUTO_STOP,
      percent: env.CANARY_STOP_PERCENT !== undefined && env.CANARY_STOP_PERCENT < 100 ? env.CANARY_STOP_PERCENT : DEFAULT_CANARY_STOP.percent,
      minLoads: env.CANARY_STOP_MIN_LOADS || DEFAULT_CANARY_STOP.minLoads,
      windowMs: env.CANARY_STOP_WINDOW_MINUTES !== undefined ? env.CANARY_STOP_WINDOW_MINUTES * 60_000 : DEFAULT_CANARY_STOP.windowMs,
    },
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          prefix: env.S3_PREFIX,
          // Path-style by default with an own endpoint (MinIO and most S3-compatible servers need it), virtual-hosted on AWS.
          forcePathStyle: env.S3_FORCE_PATH_STYLE === undefined ? Boolean(env.S3_ENDPOINT) : !OFF_WORDS.includes(env.S3_FORCE_PATH_STYLE.toLowerCase()),
        }
      : undefined,
  };
}

function realtimeLimits(env: Env): RealtimeLimits {
  const fromEnv: Partial<RealtimeLimits> = {};
  for (const [name, key] of Object.entries(REALTIME_LIMIT_VARIABLES) as [RealtimeLimitVariable, keyof RealtimeLimits][]) {
    const value = env[name];
    if (value !== undefined) fromEnv[key] = value;
  }
  return resolveLimits(fromEnv);
}

/**
 * The configuration from an environment (default: this process's), read once at start-up;
 * `overrides` replace whole entries (tests).
 */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const env = readEnv(environment);
  const port = env.PORT;
  const production = env.NODE_ENV === 'production';
  const google = googleClient(env);
  // Under tests (NODE_ENV=test in the given environment or this process's, as jest sets it) no secrets file is written by default.
  const testing = env.NODE_ENV === 'test' || ENV_SCHEMA.shape.NODE_ENV.parse(process.env.NODE_ENV) === 'test';
  return {
    databaseUrl: env.DATABASE_URL,
    sqlitePath: env.SQLITE_PATH ?? path.join(apiRoot, 'data', 'app.sqlite'),
    pgSchema: env.PG_SCHEMA,
    seedDemo: env.SEED_DEMO,
    uploadDir: env.UPLOAD_DIR,
    corsOrigins: (env.CORS_ORIGINS ?? `http://localhost:${port},http://127.0.0.1:${port}`)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    appUrl: env.APP_URL ?? `http://localhost:${port}`,
    host: env.HOST,
    port,
    logLevel: env.LOG_LEVEL,
    loginMaxFailures: env.LOGIN_MAX_FAILURES,
    loginWindowSeconds: env.LOGIN_WINDOW_SECONDS,
    sessionIdleMinutes: Math.max(1, env.SESSION_IDLE_MINUTES),
    sessionAbsoluteMinutes: Math.max(1, env.SESSION_ABSOLUTE_MINUTES),
    rateLimit: {
      enabled: env.RATE_LIMIT_ENABLED,
      limits: Object.fromEntries(RATE_LIMIT_CLASSES.map((name) => [name, env[`RATE_LIMIT_${name.toUpperCase() as Uppercase<RateLimitClass>}`]])) as Record<
        RateLimitClass,
        RateLimit
      >,
    },
    passwordHashConcurrency: Math.max(1, env.PASSWORD_HASH_CONCURRENCY),
    trustProxy: env.TRUST_PROXY,
    redisPrefix: env.REDIS_PREFIX,
    pusher: {
      appId: env.PUSHER_APP_ID,
      key: env.PUSHER_APP_KEY,
      // No default: from the environment, else generated once and kept in the data folder (secrets.ts).
      secret: resolvePusherSecret(
        { secret: env.PUSHER_APP_SECRET, production, testing, secretsFile: env.SECRETS_FILE, sqlitePath: env.SQLITE_PATH },
        overrides.pusher?.secret,
      ),
      cluster: env.PUSHER_APP_CLUSTER,
      port: env.PUSHER_PORT,
    },
    google,
    // The development stand-in never runs in production nor beside Google.
    devOidc: devOidcMode(env.DEV_OIDC, { production, google: google !== undefined, host: env.HOST }),
    redisUrl: env.REDIS_URL,
    site: {
      staticDir: env.STATIC_DIR,
      apiBaseUrl: env.PUBLIC_API_URL,
      wsHost: env.PUBLIC_WS_HOST,
      chatUrl: env.CHAT_URL,
      gtmId: env.GTM_ID,
    },
    production,
    assistant: assistantConfig(env),
    exchangeRate: { jpy_idr: env.JPY_IDR_RATE, date: env.JPY_IDR_RATE_DATE },
    catalogueCache: catalogueCacheSettings(env),
    realtime: { limits: realtimeLimits(env), clientEvents: env.PUSHER_CLIENT_EVENTS },
    migrateOnStart: env.MIGRATE_ON_START,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS ?? 10_000,
    releaseStore: env.RELEASE_STORE ?? (env.DATABASE_URL ? 'database' : 'folder'),
    release: releaseSettings(env),
    mail:
      overrides.mail ??
      mailSettings(
        { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, appUrl: env.APP_URL ?? `http://localhost:${port}`, production },
        // No default: from APP_KEY, else generated once into the secrets file (secrets.ts), as the real-time secret.
        () => resolveAppKey({ secret: env.APP_KEY, production, testing, secretsFile: env.SECRETS_FILE, sqlitePath: env.SQLITE_PATH }),
      ),
    ...overrides,
  };
}

/**
 * Only where the database is (DATABASE_URL / PG_SCHEMA / SQLITE_PATH), as the API would open it: for
 * tools that need nothing else (`npm run migrate`, the release tool's deploy tokens and log).
 */
export function databaseSettings(environment: NodeJS.ProcessEnv = process.env): Pick<AppConfig, 'databaseUrl' | 'sqlitePath' | 'pgSchema'> {
  const env = readEnv(environment);
  return { databaseUrl: env.DATABASE_URL, sqlitePath: env.SQLITE_PATH ?? path.join(apiRoot, 'data', 'app.sqlite'), pgSchema: env.PG_SCHEMA };
}
