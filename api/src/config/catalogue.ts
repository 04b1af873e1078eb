import { DEFAULT_CACHE_SETTINGS, MAX_CACHE_ENTRIES, type CacheSettings } from '../modules/catalogue/cache';
import { DEFAULT_JPY_IDR_RATE, DEFAULT_JPY_IDR_RATE_DATE } from '../modules/catalogue/facts';
import type { AppConfig } from './app-config';
import type { Env } from './env';
import { count, isoDate, numberBetween } from './variable-types';

/** The public catalogue: the salary simulation's exchange rate and the search cache (modules/catalogue). */
export const catalogueVariables = {
  JPY_IDR_RATE: numberBetween(DEFAULT_JPY_IDR_RATE, 0, 10_000),
  JPY_IDR_RATE_DATE: isoDate(DEFAULT_JPY_IDR_RATE_DATE),
  CATALOGUE_CACHE_TTL_MS: count(),
  CATALOGUE_CACHE_GRACE_MS: count(),
  CATALOGUE_CACHE_MAX_ENTRIES: count(MAX_CACHE_ENTRIES),
};

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

export function catalogueSection(env: Env): Pick<AppConfig, 'exchangeRate' | 'catalogueCache'> {
  return { exchangeRate: { jpy_idr: env.JPY_IDR_RATE, date: env.JPY_IDR_RATE_DATE }, catalogueCache: catalogueCacheSettings(env) };
}
