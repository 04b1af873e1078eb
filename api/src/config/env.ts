import { z } from 'zod';
import { ConfigError } from '../lib/config-error';
import type { AppConfig } from './app-config';
import { accountsChecks, accountsVariables } from './accounts';
import { assistantVariables } from './assistant';
import { catalogueVariables } from './catalogue';
import { mailVariables } from './mail';
import { rateLimitVariables } from './rate-limits';
import { realtimeVariables } from './realtime';
import { releaseChecks, releaseVariables } from './release';
import { s3Variables } from './s3';
import { serverVariables } from './server';
import { siteVariables } from './site';
import { storageVariables } from './storage';
import type { Reading, ValueOf } from './variable-types';

/**
 * Every environment variable the API reads, gathered from the sections that use them (docs/
 * configuration.md lists the same variables; api/test/unit/config.test.ts compares the two).
 */
export const ENV_SCHEMA = z.object({
  ...serverVariables,
  ...storageVariables,
  ...accountsVariables,
  ...realtimeVariables,
  ...rateLimitVariables,
  ...assistantVariables,
  ...catalogueVariables,
  ...siteVariables,
  ...releaseVariables,
  ...s3Variables,
  ...mailVariables,
});

type Shape = typeof ENV_SCHEMA.shape;

/** The environment as the API reads it: every variable parsed, defaults applied. */
export type Env = { [K in keyof Shape]: ValueOf<Shape[K]> };

/** The names of every variable the API reads. */
export const ENV_VARIABLES = Object.keys(ENV_SCHEMA.shape) as (keyof Env)[];

/** A variable whose value was not used, and why (never its value: it may be a secret). */
export interface IgnoredVariable {
  variable: string;
  problem: string;
}

/** What every section may need besides the environment. */
export interface SectionContext {
  production: boolean;
  /** Under tests: no secrets file written by default (secrets.ts). */
  testing: boolean;
  /** What the caller (tests) sets instead of the environment: a section uses them where computing its own would fail. */
  overrides: Partial<AppConfig>;
}

/**
 * Parses the environment: each variable's value, and the variables whose value was not used. What
 * cannot work (Google half configured, the shared release store without the shared database)
 * throws one ConfigError naming each such variable and why.
 */
export function parseEnv(environment: NodeJS.ProcessEnv): { env: Env; ignored: IgnoredVariable[] } {
  const readings = ENV_SCHEMA.parse(environment) as Record<string, Reading<unknown>>;
  const env = Object.fromEntries(Object.entries(readings).map(([name, reading]) => [name, reading.value])) as Env;
  const ignored = Object.entries(readings).flatMap(([variable, reading]) =>
    reading.problem === undefined ? [] : [{ variable, problem: `${variable} ${reading.problem}: its default is used` }],
  );
  const problems = [...accountsChecks(env), ...releaseChecks(env)];
  if (problems.length) throw new ConfigError(`Invalid configuration: ${problems.map(([variable, why]) => `${variable}: ${why}`).join('; ')}`);
  return { env, ignored };
}

/** The environment's values (tools that need a few: `npm run migrate`, the release tool). */
export function readEnv(environment: NodeJS.ProcessEnv): Env {
  return parseEnv(environment).env;
}
