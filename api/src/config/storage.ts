import path from 'node:path';
import { ConfigError } from '../lib/config-error';
import type { AppConfig } from './app-config';
import type { Env, SectionContext } from './env';
import { s3Connection } from './s3';
import { flag, text } from './variable-types';

const apiRoot = path.resolve(__dirname, '..', '..');

/** Where data lives: the database, uploads, Redis, the generated secrets. */
export const storageVariables = {
  DATABASE_URL: text(undefined),
  PG_SCHEMA: text(undefined),
  SQLITE_PATH: text(undefined),
  // Unset: on outside production, off with NODE_ENV=production (where on is refused: storageSection).
  SEED_DEMO: flag(undefined),
  UPLOAD_DIR: text(path.join(apiRoot, 'data', 'uploads')),
  REDIS_URL: text(undefined),
  REDIS_PREFIX: text(''),
  SECRETS_FILE: text(undefined),
};

/** Only where the database is, as the API opens it (also for tools: `npm run migrate`, the release tool). */
export function databaseSection(env: Env): Pick<AppConfig, 'databaseUrl' | 'sqlitePath' | 'pgSchema'> {
  return { databaseUrl: env.DATABASE_URL, sqlitePath: env.SQLITE_PATH ?? path.join(apiRoot, 'data', 'app.sqlite'), pgSchema: env.PG_SCHEMA };
}

/**
 * Demo data (accounts with published passwords, among them an operator) never in production:
 * SEED_DEMO is off there by default, and SEED_DEMO=1 stops start-up (exit 78).
 */
export function seedDemoOf(env: Env, production: boolean): boolean {
  if (production && env.SEED_DEMO === true) {
    throw new ConfigError(
      'SEED_DEMO=1 with NODE_ENV=production: the demo data holds accounts whose passwords are published (an operator among them). Unset SEED_DEMO (or set it to 0); make the first operator with `npm run operator:create -- <email>` (docs/deploying.md).',
    );
  }
  return env.SEED_DEMO ?? !production;
}

export function storageSection(
  env: Env,
  context: Pick<SectionContext, 'production'>,
): Pick<AppConfig, 'databaseUrl' | 'sqlitePath' | 'pgSchema' | 'seedDemo' | 'uploadDir' | 'uploads' | 'redisUrl' | 'redisPrefix'> {
  const s3 = s3Connection(env);
  return {
    ...databaseSection(env),
    seedDemo: seedDemoOf(env, context.production),
    uploadDir: env.UPLOAD_DIR,
    // The bucket when S3_BUCKET is set (config/s3.ts checks UPLOAD_STORE=s3 has one), unless UPLOAD_STORE=folder.
    uploads: {
      store: s3 && env.UPLOAD_STORE !== 'folder' ? 's3' : 'folder',
      s3: s3 ? { ...s3, prefix: env.S3_UPLOAD_PREFIX } : undefined,
    },
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
  };
}
