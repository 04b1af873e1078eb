import { ConfigError } from '../lib/config-error';
import { accountsSection } from './accounts';
import type { AppConfig } from './app-config';
import { assistantSection } from './assistant';
import { catalogueSection } from './catalogue';
import { ENV_SCHEMA, parseEnv, readEnv, type SectionContext } from './env';
import { mailSection } from './mail';
import { rateLimitSection } from './rate-limits';
import { realtimeSection } from './realtime';
import { releaseSection } from './release';
import { serverSection } from './server';
import { siteSection } from './site';
import { databaseSection, storageSection } from './storage';

/*
 * The only module under api/src that reads `process.env` (api/test/unit/config.test.ts checks it):
 * every other part of the API receives its part of the AppConfig made here.
 */

/**
 * The configuration from an environment (default: this process's), read once at start-up;
 * `overrides` replace whole entries (tests). A variable whose value is not used is in
 * `ignoredVariables` (buildApp warns about each); with NODE_ENV=production it stops start-up instead.
 */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const { env, ignored } = parseEnv(environment);
  const production = env.NODE_ENV === 'production';
  if (production && ignored.length) {
    throw new ConfigError(`Invalid configuration (NODE_ENV=production uses no default in place of a value given): ${ignored.map((i) => i.problem).join('; ')}`);
  }
  // Under tests (NODE_ENV=test in the given environment or this process's, as jest sets it) no secrets file is written by default.
  const testing = env.NODE_ENV === 'test' || ENV_SCHEMA.shape.NODE_ENV.parse(process.env.NODE_ENV).value === 'test';
  const context: SectionContext = { production, testing, overrides };
  return {
    ...serverSection(env),
    ...storageSection(env, context),
    ...accountsSection(env),
    ...realtimeSection(env, context),
    ...rateLimitSection(env),
    assistant: assistantSection(env),
    ...catalogueSection(env),
    site: siteSection(env),
    ...releaseSection(env),
    ...mailSection(env, context),
    ignoredVariables: ignored,
    ...overrides,
  };
}

/** Only where the database is (DATABASE_URL / PG_SCHEMA / SQLITE_PATH), as the API would open it. */
export function databaseSettings(environment: NodeJS.ProcessEnv = process.env): Pick<AppConfig, 'databaseUrl' | 'sqlitePath' | 'pgSchema'> {
  return databaseSection(readEnv(environment));
}
