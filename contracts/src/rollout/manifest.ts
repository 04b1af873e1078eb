/**
 * The rollout manifest (`/rollout.json`, never cached): per remote a stable version and an optional
 * canary with a percentage (docs/architecture.md section 4). A contract between the release tool
 * (scripts/release), the API host (api/src/modules/release, which stores and serves it) and the
 * shell (shell/src/rollout, whose page's early script reads it). Dependency-free on purpose: the
 * early script is inlined into index.html, and zod there would cost ~7 KB gzip of every first visit.
 */
export interface CanaryRollout {
  version: string;
  /** Share of browsers on the canary, 0–100. */
  percent: number;
  /**
   * When this canary started (ISO 8601): the automatic stop counts load failures from then on
   * only. Written by the release tool since contract 1.2; absent in older manifests.
   */
  since?: string;
}

export interface RemoteRollout {
  stable: string;
  canary?: CanaryRollout | null;
  /** The stable version before the last promotion (what `release rollback` returns to). */
  previous?: string | null;
  /** Versions checked and published by the release tool, newest last (bookkeeping only). */
  published?: string[];
}

export interface RolloutManifest {
  schema: 1;
  /** Where versions live: `${baseUrl}/${remote}/${version}/remoteEntry.js`. Default `/remotes`. */
  baseUrl?: string;
  remotes: Record<string, RemoteRollout>;
  updatedAt?: string;
}

/** Remote names are package names (`mf-public`); versions are semver-like folder names. */
export const REMOTE_NAME = /^mf-[a-z][a-z0-9-]*$/;
export const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Problems of a manifest, one line each; empty when it is valid. */
export function validateManifest(value: unknown): string[] {
  const problems: string[] = [];
  if (!isObject(value)) return ['the manifest is not a JSON object'];
  if (value.schema !== 1) problems.push('schema must be 1');
  if (value.baseUrl !== undefined && (typeof value.baseUrl !== 'string' || !/^(\/|https?:\/\/)/.test(value.baseUrl))) {
    problems.push('baseUrl must be a path or an http(s) URL');
  }
  if (!isObject(value.remotes)) return [...problems, 'remotes must be an object'];
  for (const [name, rollout] of Object.entries(value.remotes)) {
    if (!REMOTE_NAME.test(name)) problems.push(`${name}: not a remote name`);
    if (!isObject(rollout)) {
      problems.push(`${name}: must be an object`);
      continue;
    }
    if (typeof rollout.stable !== 'string' || !VERSION.test(rollout.stable)) problems.push(`${name}: stable must be a version`);
    if (rollout.previous !== undefined && rollout.previous !== null && (typeof rollout.previous !== 'string' || !VERSION.test(rollout.previous))) {
      problems.push(`${name}: previous must be a version`);
    }
    if (rollout.published !== undefined && (!Array.isArray(rollout.published) || !rollout.published.every((v) => typeof v === 'string' && VERSION.test(v)))) {
      problems.push(`${name}: published must be a list of versions`);
    }
    const canary = rollout.canary;
    if (canary === undefined || canary === null) continue;
    if (!isObject(canary)) {
      problems.push(`${name}: canary must be an object`);
      continue;
    }
    if (typeof canary.version !== 'string' || !VERSION.test(canary.version)) problems.push(`${name}: canary.version must be a version`);
    else if (canary.version === rollout.stable) problems.push(`${name}: canary.version equals stable`);
    if (typeof canary.percent !== 'number' || !Number.isFinite(canary.percent) || canary.percent < 0 || canary.percent > 100) {
      problems.push(`${name}: canary.percent must be a number from 0 to 100`);
    }
    if (canary.since !== undefined && (typeof canary.since !== 'string' || Number.isNaN(Date.parse(canary.since)))) {
      problems.push(`${name}: canary.since must be an ISO 8601 time`);
    }
  }
  return problems;
}

export function entryUrl(manifest: Pick<RolloutManifest, 'baseUrl'>, remote: string, version: string): string {
  const base = (manifest.baseUrl ?? '/remotes').replace(/\/+$/, '');
  return `${base}/${remote}/${encodeURIComponent(version)}/remoteEntry.js`;
}
