import { bucketOf } from './bucket';
import { VERSION, type RemoteRollout } from 'contracts';

export type Reason = 'override' | 'canary' | 'stable';

export interface Choice {
  version: string;
  reason: Reason;
}

/** `?mf-public=1.2.0` forces a version of mf-public for this page view. */
export function overrideFrom(search: string, remote: string): string | null {
  const value = new URLSearchParams(search).get(remote);
  return value && VERSION.test(value) ? value : null;
}

/**
 * Which version of a remote this browser loads: a valid override, else the canary when the
 * browser's bucket falls under its percentage and it has not failed in this session, else stable.
 */
export function chooseVersion(remote: string, rollout: RemoteRollout, options: { seed: string; search?: string; failed?: ReadonlySet<string> }): Choice {
  const forced = overrideFrom(options.search ?? '', remote);
  if (forced && !options.failed?.has(`${remote}@${forced}`)) return { version: forced, reason: 'override' };
  const canary = rollout.canary;
  if (canary && canary.percent > 0 && !options.failed?.has(`${remote}@${canary.version}`)) {
    if (bucketOf(options.seed, remote) < canary.percent) return { version: canary.version, reason: 'canary' };
  }
  return { version: rollout.stable, reason: 'stable' };
}
