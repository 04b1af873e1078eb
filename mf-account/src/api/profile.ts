import type { Completeness, ProfileAnswer } from 'contracts';

/** The completeness percentages per section and overall of GET /api/lpk/profile. */
export function completenessOf(data: ProfileAnswer): Completeness {
  return data.completeness;
}
