import path from 'node:path';
import type { AppConfig } from './app-config';
import type { Env } from './env';
import { flag, text } from './variable-types';

const apiRoot = path.resolve(__dirname, '..', '..');

/** Where data lives: the database, uploads, Redis, the generated secrets. */
export const storageVariables = {
  DATABASE_URL: text(undefined),
  PG_SCHEMA: text(undefined),
  SQLITE_PATH: text(undefined),
  SEED_DEMO: flag(true),
  UPLOAD_DIR: text(path.join(apiRoot, 'data', 'uploads')),
  REDIS_URL: text(undefined),
  REDIS_PREFIX: text(''),
  SECRETS_FILE: text(undefined),
};

/** Only where the database is, as the API opens it (also for tools: `npm run migrate`, the release tool). */
export function databaseSection(env: Env): Pick<AppConfig, 'databaseUrl' | 'sqlitePath' | 'pgSchema'> {
  return { databaseUrl: env.DATABASE_URL, sqlitePath: env.SQLITE_PATH ?? path.join(apiRoot, 'data', 'app.sqlite'), pgSchema: env.PG_SCHEMA };
}

export function storageSection(env: Env): Pick<AppConfig, 'databaseUrl' | 'sqlitePath' | 'pgSchema' | 'seedDemo' | 'uploadDir' | 'redisUrl' | 'redisPrefix'> {
  return { ...databaseSection(env), seedDemo: env.SEED_DEMO, uploadDir: env.UPLOAD_DIR, redisUrl: env.REDIS_URL, redisPrefix: env.REDIS_PREFIX };
}
