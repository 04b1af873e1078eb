import type { Program } from '../reference/programs';

/**
 * The fee check of a listing (docs/trust.md, "Fee check"): where its total registration fee sits
 * among the listed LPKs that teach the same program. The API computes each program's figures in
 * the database (api/src/modules/catalogue/fee-stats.ts) and answers them with every institute;
 * the API and the pages both call `feeVerdict` / `listingFeeCheck` here, so a verdict is worded
 * from the same numbers everywhere. No zod: the search and detail screens import this module.
 *
 * - `median`: the middle total (the mean of the two middle ones for an even count, rounded down);
 * - `p90`: the 90th percentile by nearest rank, the total at rank ceil(0.9 × peers) in ascending
 *   order: nine in ten of those LPKs ask this much or less;
 * - verdict: `within` the usual range when total <= p90; `above` when p90 < total <= 1.5 × p90;
 *   `far_above` beyond 1.5 × p90; `too_few` when fewer than FEE_CHECK_MIN_PEERS listed LPKs teach
 *   the program (no comparison is made).
 */

/** Fewest listed LPKs teaching a program for its figures to be compared against. */
export const FEE_CHECK_MIN_PEERS = 5;
/** Above this many times the 90th percentile, a total is far above the usual range. */
export const FEE_FAR_ABOVE_FACTOR = 1.5;

export const FEE_VERDICTS = ['within', 'above', 'far_above', 'too_few'] as const;
export type FeeVerdict = (typeof FEE_VERDICTS)[number];

/** The values of the search's fee-check filter (`fee_check=within`: fees within the usual range). */
export const FEE_CHECK_FILTERS = ['within'] as const;
export type FeeCheckFilter = (typeof FEE_CHECK_FILTERS)[number];

/** One program's figures among listed LPKs (IDR). */
export interface ProgramFeeStats {
  program: Program;
  /** How many listed LPKs teach it. */
  peers: number;
  median: number;
  p90: number;
}

/** 1-based ranks, in ascending order of total, of the two middle values (equal for an odd count). */
export function medianRanks(peers: number): [number, number] {
  return [Math.floor((peers + 1) / 2), Math.floor((peers + 2) / 2)];
}

/** 1-based rank of the 90th percentile by nearest rank: ceil(0.9 × peers), in integers. */
export function p90Rank(peers: number): number {
  return Math.floor((9 * peers + 9) / 10);
}

/** Whether a program has enough listed LPKs to compare against. */
export function comparable(stats: Pick<ProgramFeeStats, 'peers'> | undefined): boolean {
  return !!stats && stats.peers >= FEE_CHECK_MIN_PEERS;
}

/** The verdict of a total against one program's figures. */
export function feeVerdict(total: number, stats: Pick<ProgramFeeStats, 'peers' | 'p90'> | undefined): FeeVerdict {
  if (!stats || !comparable(stats)) return 'too_few';
  if (total <= stats.p90) return 'within';
  if (total <= stats.p90 * FEE_FAR_ABOVE_FACTOR) return 'above';
  return 'far_above';
}

/**
 * A listing's verdict: its total against each program it teaches that has enough peers, and the
 * program it is judged by (`basis`): the one with the highest 90th percentile, so a listing is
 * never called expensive for a program whose usual range is narrower than another it teaches
 * (the total is one fee, whatever the program). `too_few` with a null basis when none compares.
 */
export function listingFeeCheck(
  total: number,
  programs: readonly Program[],
  byProgram: Partial<Record<Program, ProgramFeeStats>>,
): { verdict: FeeVerdict; basis: ProgramFeeStats | null } {
  let basis: ProgramFeeStats | null = null;
  for (const program of programs) {
    const stats = byProgram[program];
    if (stats && comparable(stats) && (!basis || stats.p90 > basis.p90)) basis = stats;
  }
  return { verdict: feeVerdict(total, basis ?? undefined), basis };
}
