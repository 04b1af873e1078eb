import { parseTrustProxy, type TrustProxy } from '../lib/client-address';
import type { AppConfig } from './app-config';
import type { Env } from './env';
import { count, flag, integer, oneOf, text, Unusable, variable } from './variable-types';

/** TRUST_PROXY: a hop count (`1`, `2`, ...; `true` = 1, `0`/unset = no proxy) or a list of proxy addresses and CIDRs (lib/client-address.ts). */
const trustProxy = () =>
  variable<TrustProxy>(0, (raw) => {
    try {
      return parseTrustProxy(raw);
    } catch (error) {
      return new Unusable(error instanceof Error ? error.message : 'is not a hop count nor a list of proxies');
    }
  });

/** Where the API listens, who may call it, what it logs, how it starts and stops. */
export const serverVariables = {
  NODE_ENV: text(undefined),
  PORT: integer(8080, 0, 65_535),
  HOST: text('0.0.0.0'),
  CORS_ORIGINS: text(undefined),
  APP_URL: text(undefined),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
  TRUST_PROXY: trustProxy(),
  MIGRATE_ON_START: flag(true),
  SHUTDOWN_DRAIN_MS: count(),
};

/** APP_URL, or this machine on PORT. */
export const appUrlOf = (env: Env): string => env.APP_URL ?? `http://localhost:${env.PORT}`;

export function serverSection(
  env: Env,
): Pick<AppConfig, 'host' | 'port' | 'corsOrigins' | 'appUrl' | 'logLevel' | 'trustProxy' | 'production' | 'migrateOnStart' | 'shutdownDrainMs'> {
  const port = env.PORT;
  return {
    host: env.HOST,
    port,
    corsOrigins: (env.CORS_ORIGINS ?? `http://localhost:${port},http://127.0.0.1:${port}`)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    appUrl: appUrlOf(env),
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    production: env.NODE_ENV === 'production',
    migrateOnStart: env.MIGRATE_ON_START,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS ?? 10_000,
  };
}
