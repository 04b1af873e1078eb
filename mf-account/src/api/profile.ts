import type { ProfileData } from 'mf-shared';
import type { Completeness } from './types';

/** The completeness percentages per section and overall of GET /api/lpk/profile. */
export function completenessOf(data: ProfileData): Completeness {
  const value = data.completeness;
  if (value === null || typeof value !== 'object') return {};
  const result: Completeness = {};
  for (const [key, percent] of Object.entries(value as Record<string, unknown>)) {
    if (typeof percent === 'number') result[key] = percent;
  }
  return result;
}
