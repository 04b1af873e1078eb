/**
 * Registration-fee bands of docs/architecture.md section 2: low below Rp5,000,000; medium up to
 * Rp15,000,000 (inclusive); high above. The single definition used when institutes are
 * written (the `fee_level` column), when they are presented, when the search filters and when
 * the search form offers the bands. Labels: `labels.catalogue.fee_level.<level>`.
 */
export const FEE_LEVELS = ['low', 'medium', 'high'] as const;
export type FeeLevel = (typeof FEE_LEVELS)[number];

/** Upper bound (exclusive) of `low`, and upper bound (inclusive) of `medium`, in IDR. */
export const LOW_FEE_BELOW = 5_000_000;
export const MEDIUM_FEE_UP_TO = 15_000_000;

export function feeLevel(registrationFeeIdr: number): FeeLevel {
  if (registrationFeeIdr < LOW_FEE_BELOW) return 'low';
  if (registrationFeeIdr <= MEDIUM_FEE_UP_TO) return 'medium';
  return 'high';
}

/** The inclusive IDR range of a band, for a `registration_fee` range condition. */
export function feeRange(level: FeeLevel): { min?: number; max?: number } {
  switch (level) {
    case 'low':
      return { max: LOW_FEE_BELOW - 1 };
    case 'medium':
      return { min: LOW_FEE_BELOW, max: MEDIUM_FEE_UP_TO };
    case 'high':
      return { min: MEDIUM_FEE_UP_TO + 1 };
  }
}
