import { DEFAULT_ARCHIVE_LIMITS, DEFAULT_CANARY_STOP } from '../modules/release/settings';
import type { AppConfig } from './app-config';
import type { Env } from './env';
import { s3Checks, s3Connection } from './s3';
import { count, flag, oneOf, positive, text } from './variable-types';

/** Releases of the remotes (modules/release): where versions live, upload limits, the canary stop, S3. */
export const releaseVariables = {
  RELEASE_STORE: oneOf(['folder', 'database'], undefined),
  RELEASE_MAX_UPLOAD_MB: positive(),
  RELEASE_MAX_FILES: count(),
  RELEASE_CACHE_MB: count(),
  CANARY_AUTO_STOP: flag(true),
  CANARY_STOP_PERCENT: positive(),
  CANARY_STOP_MIN_LOADS: count(),
  CANARY_STOP_WINDOW_MINUTES: positive(),
  /** Key prefix of release files in the bucket (config/s3.ts: the bucket and its keys). */
  S3_PREFIX: text('remotes/'),
};

/** The bucket's variables (config/s3.ts), and the shared store needs the shared database: problems that stop start-up, whatever NODE_ENV. */
export function releaseChecks(env: Env): [string, string][] {
  const problems = s3Checks(env);
  if (env.RELEASE_STORE === 'database' && !env.DATABASE_URL) problems.push(['RELEASE_STORE', 'RELEASE_STORE=database needs DATABASE_URL.']);
  // S3 for version files needs the shared database for the manifest and the file list.
  if (env.S3_BUCKET && !env.DATABASE_URL) {
    problems.push(['S3_BUCKET', 'S3_BUCKET needs DATABASE_URL (the rollout state and the file list live in PostgreSQL).']);
  }
  return problems;
}

const MB = 1024 * 1024;

export function releaseSettings(env: Env): AppConfig['release'] {
  const s3 = s3Connection(env);
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
    s3: s3 ? { ...s3, prefix: env.S3_PREFIX } : undefined,
  };
}

export function releaseSection(env: Env): Pick<AppConfig, 'releaseStore' | 'release'> {
  return { releaseStore: env.RELEASE_STORE ?? (env.DATABASE_URL ? 'database' : 'folder'), release: releaseSettings(env) };
}
