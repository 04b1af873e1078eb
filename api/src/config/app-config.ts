import type { TrustProxy } from '../lib/client-address';
import type { AssistantConfig } from '../modules/assistant/config';
import type { DevOidcMode, GoogleClientConfig } from '../modules/auth/oidc/settings';
import type { CacheSettings } from '../modules/catalogue/cache';
import type { ExchangeRate } from '../modules/catalogue/facts';
import type { MailSettings } from '../modules/mail/settings';
import type { ArchiveLimits, CanaryStopSettings, S3Settings } from '../modules/release/settings';
import type { UploadSettings } from '../modules/uploads/store/types';
import type { RealtimeLimits } from '../realtime/limits';
import type { RateLimit, RateLimitName } from './rate-limits';
import type { IgnoredVariable } from './env';

/** Run-time configuration, made once from the environment (ENV_SCHEMA). Every variable is listed in docs/configuration.md. */
export interface AppConfig {
  /** PostgreSQL connection string; when empty the embedded SQLite file is used. */
  databaseUrl: string | undefined;
  /** SQLite file path (or ':memory:'), used when databaseUrl is empty. */
  sqlitePath: string;
  /** PostgreSQL schema to work in (tests use one schema per run); default `public`. */
  pgSchema: string | undefined;
  /** Fill an empty database with demo institutes, vacancies and accounts. */
  seedDemo: boolean;
  /** Where uploaded (re-encoded) images are stored with the folder store (UPLOAD_DIR). */
  uploadDir: string;
  /** Which store holds user files (UPLOAD_STORE: `folder` = uploadDir, `s3` = the bucket under S3_UPLOAD_PREFIX). */
  uploads: UploadSettings;
  /** Front-end origins allowed by CORS (comma separated in CORS_ORIGINS). */
  corsOrigins: string[];
  /** Public base URL of the product, used in certificate verification links. */
  appUrl: string;
  host: string;
  port: number;
  logLevel: string;
  /** Sessions (bearer tokens) expire after this many minutes without use (SESSION_IDLE_MINUTES, default 14 days). */
  sessionIdleMinutes: number;
  /** ... and at the latest this many minutes after sign-in (SESSION_ABSOLUTE_MINUTES, default 30 days). */
  sessionAbsoluteMinutes: number;
  /**
   * Every rate limit (config/rate-limits.ts RATE_LIMITS), counted by the shared counter (in Redis when
   * REDIS_URL is set). `enabled` false (RATE_LIMIT_ENABLED=0) turns off the HTTP routes' limits; the
   * login throttle (`login_failures`) and the Pusher HTTP API's limit stay.
   */
  rateLimit: { enabled: boolean; limits: Record<RateLimitName, RateLimit> };
  /** Password hashes and verifications (argon2, on libuv's thread pool) running at once on this node. */
  passwordHashConcurrency: number;
  /**
   * Behind reverse proxies (TRUST_PROXY): how many hops, or which addresses and networks, are trusted
   * proxies (0 = none). The client's address is then the rightmost X-Forwarded-For entry that is not
   * a trusted proxy (lib/client-address.ts), and an X-Request-Id a trusted proxy sends is taken over.
   */
  trustProxy: TrustProxy;
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
    /** Port of the real-time server as the browser reaches it (a proxy's port); unset = the node's own `pusher.port`. */
    wsPort?: number | undefined;
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
  /** Variables whose value was not used (their default was): buildApp logs one warning for each. */
  ignoredVariables: IgnoredVariable[];
}
