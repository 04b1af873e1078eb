import {
  FEE_CHECK_MIN_PEERS,
  FEE_FAR_ABOVE_FACTOR,
  PROGRAMS,
  comparable,
  feeVerdict,
  listingFeeCheck,
  medianRanks,
  p90Rank,
  type FeeCheck,
  type FeeCheckSummary,
  type Program,
  type ProgramFeeStats,
} from 'contracts';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import type { Language, Translate } from '../../i18n';
import type { CatalogueCache } from './cache';
import { PROGRAM_COLUMNS } from './columns';
import { label } from './present';
import { listedOnly } from './visibility';

/**
 * The fee check's figures (contracts/src/rules/fee-check.ts, docs/trust.md "Fee check"): for each
 * program, how many listed LPKs teach it and the median and 90th percentile of their total
 * registration fee. Computed in the database — one statement per program that ranks the totals
 * with window functions and returns only the (at most three) rows at the ranks wanted, the same
 * SQL on SQLite and PostgreSQL — and kept with the catalogue's cache: computed at most once per
 * generation of the cache (every `invalidateCatalogue`, here or on another node, starts a new one),
 * so a listing change is reflected at once, and refreshed after FEE_STATS_TTL_MS (a change made
 * behind the API's back).
 */
export type FeeStats = Partial<Record<Program, ProgramFeeStats>>;

interface RankedRow {
  fee: number | string;
  rn: number | string;
  n: number | string;
}

async function programStats(db: Db, program: Program): Promise<ProgramFeeStats> {
  const flag = sql.ref(`institutes.${PROGRAM_COLUMNS[program]}`);
  // medianRanks and p90Rank in SQL, in integer arithmetic on both databases: (n+1)/2 and (n+2)/2
  // are the middle ranks, (9n+9)/10 is ceil(0.9n).
  const { rows } = await sql<RankedRow>`
    select fee, rn, n from (
      select institutes.registration_fee as fee,
             row_number() over (order by institutes.registration_fee, institutes.id) as rn,
             count(*) over () as n
      from institutes
      where ${listedOnly} and ${flag} = 1
    ) ranked
    where rn = (n + 1) / 2 or rn = (n + 2) / 2 or rn = (9 * n + 9) / 10`.execute(db);
  if (!rows.length) return { program, peers: 0, median: 0, p90: 0 };
  const peers = Number(rows[0]!.n);
  const at = (rank: number) => Number(rows.find((r) => Number(r.rn) === rank)?.fee ?? 0);
  const [low, high] = medianRanks(peers);
  return { program, peers, median: Math.floor((at(low) + at(high)) / 2), p90: at(p90Rank(peers)) };
}

/** Every program's figures, read from the database now. */
export async function computeFeeStats(db: Db): Promise<FeeStats> {
  const list = await Promise.all(PROGRAMS.map((program) => programStats(db, program)));
  return Object.fromEntries(list.map((s) => [s.program, s]));
}

/** How long the figures are kept at most when nothing invalidates the catalogue (a change made behind the API's back). */
export const FEE_STATS_TTL_MS = 60_000;

interface Held {
  generation: number;
  at: number;
  stats: Promise<FeeStats>;
  refreshing?: boolean;
}
const memo = new WeakMap<CatalogueCache, Held>();

/**
 * The figures kept with the catalogue cache: recomputed after an invalidation (the cache's
 * generation; the next answer waits for them, so a listing change is reflected at once) and
 * refreshed in the background once FEE_STATS_TTL_MS has passed (the held figures answer
 * meanwhile). Kept even when the answer cache is off (CATALOGUE_CACHE_TTL_MS=0): no search or page
 * view pays for the ranking queries. A failed read is tried again next time.
 */
export function cachedFeeStats(db: Db, cache: CatalogueCache, now: () => number = Date.now): Promise<FeeStats> {
  const generation = cache.pages.generation;
  const held = memo.get(cache);
  if (held && held.generation === generation) {
    if (now() - held.at > FEE_STATS_TTL_MS && !held.refreshing) {
      held.refreshing = true;
      const next = computeFeeStats(db);
      next.then(
        () => {
          if (memo.get(cache) === held) memo.set(cache, { generation, at: now(), stats: next });
        },
        () => {
          held.refreshing = false;
        },
      );
    }
    return held.stats;
  }
  const stats = computeFeeStats(db);
  const fresh: Held = { generation, at: now(), stats };
  memo.set(cache, fresh);
  stats.catch(() => {
    if (memo.get(cache) === fresh) memo.delete(cache);
  });
  return stats;
}

/**
 * The search filter "fees within the usual range": the total is at most the 90th percentile of a
 * program the institute teaches that has enough peers (the same rule as `listingFeeCheck`, since
 * the basis is the largest such percentile). No program comparable: nothing matches.
 */
export function withinUsualRange(stats: FeeStats): Expression<SqlBool> {
  const parts = PROGRAMS.flatMap((program) => {
    const s = stats[program];
    if (!comparable(s)) return [];
    return [sql<SqlBool>`(${sql.ref(`institutes.${PROGRAM_COLUMNS[program]}`)} = 1 and institutes.registration_fee <= ${sql.lit(s!.p90)})`];
  });
  return parts.length ? sql<SqlBool>`(${sql.join(parts, sql` or `)})` : sql<SqlBool>`1 = 0`;
}

function figures(s: ProgramFeeStats, t: Translate, lang: Language) {
  return { program: s.program, program_label: label(t, lang, `labels.catalogue.program.${s.program}`), peers: s.peers, median: s.median, p90: s.p90 };
}

/** What a list shows of a listing's fee check. */
export function presentFeeCheckSummary(total: number, programs: readonly Program[], stats: FeeStats, t: Translate, lang: Language): FeeCheckSummary {
  const { verdict, basis } = listingFeeCheck(total, programs, stats);
  return { total, verdict, verdict_label: label(t, lang, `labels.catalogue.fee_verdict.${verdict}`), basis: basis ? figures(basis, t, lang) : null };
}

/** The fee check on an institute's page: the summary and every program's figures. */
export function presentFeeCheck(total: number, programs: readonly Program[], stats: FeeStats, t: Translate, lang: Language): FeeCheck {
  return {
    ...presentFeeCheckSummary(total, programs, stats, t, lang),
    programs: programs.map((program) => {
      const s = stats[program] ?? { program, peers: 0, median: 0, p90: 0 };
      return { ...figures(s, t, lang), verdict: feeVerdict(total, s) };
    }),
    min_peers: FEE_CHECK_MIN_PEERS,
    far_above_factor: FEE_FAR_ABOVE_FACTOR,
  };
}
