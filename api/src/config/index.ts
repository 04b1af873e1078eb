/**
 * The API's configuration, made once from the environment (docs/configuration.md lists every
 * variable). Its parts: the variable types (variable-types.ts: how a text becomes a value, and why
 * one is not used), the sections (server, storage, accounts, realtime, rate-limits, assistant,
 * catalogue, site, release, mail: which variables make which part of AppConfig), the schema that
 * gathers them (env.ts) and loadConfig (load.ts).
 */
export { ConfigError } from '../lib/config-error';
export type { AppConfig } from './app-config';
export { ENV_SCHEMA, ENV_VARIABLES, readEnv, parseEnv, type Env, type IgnoredVariable } from './env';
export { databaseSettings, loadConfig } from './load';
export { isLoopbackHost } from './accounts';
export { DEFAULT_RATE_LIMITS, RATE_LIMIT_NAMES, RATE_LIMITS, type RateLimit, type RateLimitName } from './rate-limits';
export { releaseSettings } from './release';
