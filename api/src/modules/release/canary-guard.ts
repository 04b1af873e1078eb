/**
 * A canary that stops itself (docs/releasing.md, "Automatic stop"). The shell reports each canary
 * load (once per browser session) and each load failure; when, since the canary started and within
 * the window, more than `percent` % of at least `minLoads` reporting networks failed to load it, it
 * is rolled back (everyone on stable), logged as `auto-stop` by `automatic`, and `status` says why.
 *
 * The beacons need no login, so an attacker can send them. What makes a false stop expensive:
 * - reports are counted per network, not per request: an IPv4 /24 or an IPv6 /48 counts once as a
 *   load and once as a failure, whatever it sends (the per-address rate limit only bounds the work);
 *   stopping a canary that N real networks loaded takes failures from more than N*p/(100-p)
 *   networks of one's own (p = the threshold), e.g. 6 networks against 100 real ones at 5 %;
 * - only the running canary's version is counted, and only since it started (`canary.since`): old
 *   or invented versions fill nothing, and restarting a canary starts from zero;
 * - the worst it can do is what the stop does: everyone back on stable, which works. The log names
 *   the stop and its figures, and the team starts the canary again.
 */
import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Generated } from 'kysely';
import type { RolloutManifest } from 'contracts';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/time';
import type { ReleaseService } from './service';
import type { CanaryStopSettings } from './settings';

interface CanaryReportsTable {
  id: Generated<number>;
  remote: string;
  version: string;
  reporter: string;
  loaded_at: string | null;
  failed_at: string | null;
}

/**
 * The network a report comes from, hashed (no address is stored): IPv4 by /24, IPv6 by /48, an
 * IPv4-mapped IPv6 address as its IPv4.
 */
export function reporterOf(ip: string): string {
  let address = ip.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) address = mapped[1]!;
  let network = address;
  if (isIPv4(address)) network = `${address.split('.').slice(0, 3).join('.')}.0/24`;
  else if (isIPv6(address)) {
    const [head = '', tail = ''] = address.toLowerCase().split('::');
    const left = head ? head.split(':') : [];
    const right = tail ? tail.split(':') : [];
    const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
    network = `${groups
      .slice(0, 3)
      .map((g) => g.padStart(4, '0'))
      .join(':')}::/48`;
  }
  return createHash('sha256').update(`canary-network|${network}`).digest('hex').slice(0, 32);
}

export interface CanaryFigures {
  loads: number;
  failures: number;
  since: string;
}

export class CanaryGuard {
  private lastCleanup = 0;

  constructor(
    private readonly db: Db,
    private readonly service: ReleaseService,
    private readonly manifest: () => Promise<RolloutManifest>,
    readonly settings: CanaryStopSettings,
    private readonly logger: FastifyBaseLogger,
  ) {}

  private get t() {
    return this.db.withTables<{ release_canary_reports: CanaryReportsTable }>();
  }

  /** A beacon: counts it when it is about the running canary, and stops the canary past the threshold. */
  async report(kind: 'load' | 'failure', remote: string, version: string, ip: string): Promise<boolean> {
    const canary = (await this.manifest()).remotes[remote]?.canary;
    if (!canary || canary.version !== version) return false;
    const reporter = reporterOf(ip);
    const now = nowIso();
    const column = kind === 'load' ? 'loaded_at' : 'failed_at';
    await this.t
      .insertInto('release_canary_reports')
      .values({ remote, version, reporter, loaded_at: kind === 'load' ? now : null, failed_at: kind === 'failure' ? now : null })
      .onConflict((oc) => oc.columns(['remote', 'version', 'reporter']).doUpdateSet({ [column]: now }))
      .execute();
    await this.cleanup();
    if (kind === 'failure' && this.settings.enabled) await this.evaluate(remote, version, canary.since);
    return true;
  }

  /** Loads and failures of a canary version counted now (distinct networks). */
  async figures(remote: string, version: string, startedAt: string | undefined): Promise<CanaryFigures> {
    const windowStart = new Date(Date.now() - this.settings.windowMs).toISOString();
    const since = startedAt && startedAt > windowStart ? startedAt : windowStart;
    const row = await this.t
      .selectFrom('release_canary_reports')
      .select((eb) => [eb.fn.countAll<number>().as('loads'), eb.fn.sum<number>(eb.case().when('failed_at', '>=', since).then(1).else(0).end()).as('failures')])
      .where('remote', '=', remote)
      .where('version', '=', version)
      .where((eb) => eb.or([eb('loaded_at', '>=', since), eb('failed_at', '>=', since)]))
      .executeTakeFirstOrThrow();
    return { loads: Number(row.loads ?? 0), failures: Number(row.failures ?? 0), since };
  }

  private async evaluate(remote: string, version: string, startedAt: string | undefined): Promise<void> {
    const { loads, failures, since } = await this.figures(remote, version, startedAt);
    const { percent, minLoads } = this.settings;
    if (loads < minLoads || failures * 100 <= percent * loads) return;
    const share = ((failures * 100) / loads).toFixed(1);
    const reason = `${failures} of ${loads} networks (${share} %) failed to load it since ${since}; the limit is ${percent} % of at least ${minLoads}`;
    const outcome = await this.service.run({ command: 'auto-stop', remote, version, reason }, { name: 'automatic' });
    if (outcome.changed) this.logger.warn({ remote, version, loads, failures }, 'canary stopped automatically: too many load failures');
  }

  /** Reports older than the window count for nothing: dropped at most once per window. */
  private async cleanup(): Promise<void> {
    if (Date.now() - this.lastCleanup < this.settings.windowMs) return;
    this.lastCleanup = Date.now();
    const cutoff = new Date(Date.now() - this.settings.windowMs).toISOString();
    await this.t
      .deleteFrom('release_canary_reports')
      .where((eb) =>
        eb.and([eb.or([eb('loaded_at', 'is', null), eb('loaded_at', '<', cutoff)]), eb.or([eb('failed_at', 'is', null), eb('failed_at', '<', cutoff)])]),
      )
      .execute();
  }
}
