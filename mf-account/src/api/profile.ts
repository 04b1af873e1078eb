import { getProfile } from 'mf-shared';
import type { Completeness } from './types';

/** GET /api/lpk/profile: the completeness percentages per section and overall. */
export async function getCompleteness(): Promise<Completeness> {
  const data = await getProfile();
  const value = data.completeness;
  if (value === null || typeof value !== 'object') return {};
  const result: Completeness = {};
  for (const [key, percent] of Object.entries(value as Record<string, unknown>)) {
    if (typeof percent === 'number') result[key] = percent;
  }
  return result;
}
