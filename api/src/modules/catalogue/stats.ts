import type { Db } from '../../db/database';
import { listedOnly } from './visibility';

/**
 * Figures computed from the catalogue, never written by hand: how many institutes it has and the
 * range and median of their training length (months) and registration fee (IDR). The FAQ on
 * /about shows them (GET /facts `catalogue`) and the assistant quotes them. Read at most once per
 * `ttlMs`, so a question or a page view costs no query most of the time.
 */
export interface Spread {
  min: number;
  median: number;
  max: number;
}

export interface CatalogueStats {
  institutes: number;
  training_months: Spread;
  registration_fee: Spread;
}

/** The median of sorted numbers (the mean of the two middle ones for an even count, rounded). */
export function median(sorted: readonly number[]): number {
  if (!sorted.length) return 0;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

function spread(values: number[]): Spread {
  const sorted = values.sort((x, y) => x - y);
  return { min: sorted[0] ?? 0, median: median(sorted), max: sorted.at(-1) ?? 0 };
}

export async function catalogueStats(db: Db): Promise<CatalogueStats> {
  // Public institutes only: a draft's zeros are not the catalogue's minimum (visibility.ts).
  const rows = await db.selectFrom('institutes').select(['training_months', 'registration_fee']).where(listedOnly).execute();
  return {
    institutes: rows.length,
    training_months: spread(rows.map((r) => Number(r.training_months))),
    registration_fee: spread(rows.map((r) => Number(r.registration_fee))),
  };
}

/** catalogueStats, re-read at most once per `ttlMs` (a failed read is tried again next time). */
export function cachedCatalogueStats(db: Db, ttlMs = 60_000): () => Promise<CatalogueStats> {
  let cached: { at: number; stats: Promise<CatalogueStats> } | undefined;
  return () => {
    const now = Date.now();
    if (!cached || now - cached.at > ttlMs) {
      const stats = catalogueStats(db);
      cached = { at: now, stats };
      stats.catch(() => {
        cached = undefined;
      });
    }
    return cached.stats;
  };
}
