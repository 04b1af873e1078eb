import path from 'node:path';

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
  /** Login throttle: failures allowed per email+IP inside the window. */
  loginMaxFailures: number;
  loginWindowSeconds: number;
  /** Sessions (bearer tokens) expire after this many minutes without use (SESSION_IDLE_MINUTES, default 14 days). */
  sessionIdleMinutes: number;
  /** ... and at the latest this many minutes after sign-in (SESSION_ABSOLUTE_MINUTES, default 30 days). */
  sessionAbsoluteMinutes: number;
  pusher: { appId: string; key: string; secret: string; cluster: string; port: number };
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
    pusher: {
      appId: env.PUSHER_APP_ID || 'lpk-local',
      key: env.PUSHER_APP_KEY || 'lpk-local-key',
      secret: env.PUSHER_APP_SECRET || 'lpk-local-secret',
      cluster: env.PUSHER_APP_CLUSTER || 'ap1',
      port: int(env.PUSHER_PORT, 6001),
    },
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
