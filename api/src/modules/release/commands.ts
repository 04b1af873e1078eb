/**
 * The release commands as changes of one remote's entry in the rollout manifest (docs/releasing.md),
 * with no input or output of their own: the service (service.ts) reads the state, checks the
 * version a command would put in front of browsers, and writes the result. Refusals are
 * ReleaseRefusal (nothing is written).
 */
import type { RemoteRollout, RolloutManifest } from 'contracts';
import { ReleaseRefusal } from './errors';

/** How many published versions rollout.json remembers per remote. */
const PUBLISHED_KEPT = 20;

export interface Transition {
  manifest: RolloutManifest;
  /** The version this change puts in front of browsers (checked before it is written); null: none. */
  serves: string | null;
  /** What happened, for the tool's output and the release log (English). */
  message: string;
}

function entryOf(manifest: RolloutManifest, remote: string): RemoteRollout {
  const entry = manifest.remotes[remote];
  if (!entry) throw new ReleaseRefusal(409, 'no_stable', { remote });
  return entry;
}

function withPublished(entry: RemoteRollout, version: string): string[] {
  return [...(entry.published ?? []).filter((v) => v !== version), version].slice(-PUBLISHED_KEPT);
}

/** A percentage from 0 to 100 (`50`, `50%`, `12.5`), kept to two decimals. */
export function percentOf(input: string | number): number {
  const text = String(input).trim();
  const value = Number(text.replace(/%$/, ''));
  if (text === '' || !Number.isFinite(value) || value < 0 || value > 100) throw new ReleaseRefusal(422, 'percent', { value: text.slice(0, 40) });
  return Math.round(value * 100) / 100;
}

function update(manifest: RolloutManifest, remote: string, entry: RemoteRollout, now: string): RolloutManifest {
  return { ...manifest, remotes: { ...manifest.remotes, [remote]: entry }, updatedAt: now };
}

/** `publish <version>`: a checked version becomes available; a remote's first version becomes its stable version. */
export function publish(manifest: RolloutManifest, remote: string, version: string, now: string): Transition {
  const entry = manifest.remotes[remote];
  if (!entry) {
    return {
      manifest: update(manifest, remote, { stable: version, canary: null, published: [version] }, now),
      serves: version,
      message: `published ${remote}@${version} as stable (first version)`,
    };
  }
  return {
    manifest: update(manifest, remote, { ...entry, published: withPublished(entry, version) }, now),
    serves: version,
    message: `published ${remote}@${version}`,
  };
}

/** `canary <version> <percent>`: sends a share of browsers to a version (replaces any canary). */
export function startCanary(manifest: RolloutManifest, remote: string, version: string, percentInput: string | number, now: string): Transition {
  const entry = entryOf(manifest, remote);
  const percent = percentOf(percentInput);
  if (version === entry.stable) throw new ReleaseRefusal(409, 'already_stable', { remote, version });
  return {
    manifest: update(manifest, remote, { ...entry, canary: { version, percent, since: now }, published: withPublished(entry, version) }, now),
    serves: version,
    message: `canary ${remote}@${version} at ${percent} %`,
  };
}

/** `percent <N>`: changes the running canary's share (its start time stays). */
export function setPercent(manifest: RolloutManifest, remote: string, percentInput: string | number, now: string): Transition {
  const entry = entryOf(manifest, remote);
  if (!entry.canary) throw new ReleaseRefusal(409, 'no_canary', { remote });
  const percent = percentOf(percentInput);
  return {
    manifest: update(manifest, remote, { ...entry, canary: { ...entry.canary, percent } }, now),
    serves: entry.canary.version,
    message: `canary ${remote}@${entry.canary.version} now at ${percent} %`,
  };
}

/** `promote [version]`: the canary (or the version named) becomes stable; the canary ends. */
export function promote(manifest: RolloutManifest, remote: string, version: string | undefined, now: string): Transition {
  const entry = entryOf(manifest, remote);
  const target = version ?? entry.canary?.version;
  if (!target) throw new ReleaseRefusal(409, 'nothing_to_promote', { remote });
  if (target === entry.stable) throw new ReleaseRefusal(409, 'already_stable', { remote, version: target });
  return {
    manifest: update(manifest, remote, { ...entry, stable: target, previous: entry.stable, canary: null, published: withPublished(entry, target) }, now),
    serves: target,
    message: `promoted ${remote}@${target} to stable`,
  };
}

/**
 * `rollback`: ends a running canary (everyone back on stable); without a canary, returns stable to
 * the version before the last promotion.
 */
export function rollback(manifest: RolloutManifest, remote: string, now: string): Transition {
  const entry = entryOf(manifest, remote);
  if (entry.canary) {
    return {
      manifest: update(manifest, remote, { ...entry, canary: null }, now),
      serves: null,
      message: `${remote}: canary ${entry.canary.version} stopped; everyone on stable ${entry.stable}`,
    };
  }
  if (!entry.previous) throw new ReleaseRefusal(409, 'no_previous', { remote });
  return {
    manifest: update(manifest, remote, { ...entry, stable: entry.previous, previous: null }, now),
    serves: entry.previous,
    message: `${remote}: stable rolled back from ${entry.stable} to ${entry.previous}`,
  };
}

/** The automatic stop of a failing canary: the canary ends, if it is still that version (else nothing). */
export function stopCanary(manifest: RolloutManifest, remote: string, version: string, reason: string, now: string): Transition | null {
  const entry = manifest.remotes[remote];
  if (!entry?.canary || entry.canary.version !== version) return null;
  return {
    manifest: update(manifest, remote, { ...entry, canary: null }, now),
    serves: null,
    message: `${remote}: canary ${version} stopped automatically (${reason}); everyone on stable ${entry.stable}`,
  };
}
