/**
 * The release commands (docs/architecture.md section 4), each a change of one remote's entry in
 * rollout.json. Every version a command would put in front of browsers is verified first
 * (verify.ts): missing files or shared singleton ranges the shell does not meet are refused.
 */
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { RemoteRollout, RolloutManifest } from '../../shell/src/rollout/manifest';
import { ReleaseError } from './state';
import { verifyVersion, versionDir } from './verify';

export interface Context {
  deployDir: string;
}

/** How many published versions rollout.json remembers per remote. */
const PUBLISHED_KEPT = 20;

function requireValid(ctx: Context, remote: string, version: string): void {
  const problems = verifyVersion(ctx.deployDir, remote, version);
  if (problems.length) throw new ReleaseError(`refused: ${remote}@${version} cannot be served:\n  - ${problems.join('\n  - ')}`);
}

function entryOf(manifest: RolloutManifest, remote: string): RemoteRollout {
  const entry = manifest.remotes[remote];
  if (!entry) throw new ReleaseError(`${remote} has no stable version yet: publish one first (release ${remote} publish <version>)`);
  return entry;
}

function withPublished(entry: RemoteRollout, version: string): string[] {
  return [...(entry.published ?? []).filter((v) => v !== version), version].slice(-PUBLISHED_KEPT);
}

function percentOf(text: string): number {
  const value = Number(text.replace(/%$/, ''));
  if (text.trim() === '' || !Number.isFinite(value) || value < 0 || value > 100) throw new ReleaseError(`"${text}" is not a percentage from 0 to 100`);
  return Math.round(value * 100) / 100;
}

function update(manifest: RolloutManifest, remote: string, entry: RemoteRollout): RolloutManifest {
  return { ...manifest, remotes: { ...manifest.remotes, [remote]: entry }, updatedAt: new Date().toISOString() };
}

/**
 * `publish <version> [--from <dir>]`: makes a built version available (copying a build folder
 * into the deploy folder when --from is given) after checking it. A remote's first version
 * becomes its stable version; later ones wait for `canary` or `promote`.
 */
export function publish(ctx: Context, manifest: RolloutManifest, remote: string, version: string, from?: string): RolloutManifest {
  const target = versionDir(ctx.deployDir, remote, version);
  if (from) {
    const source = path.resolve(from);
    if (path.basename(source) !== version || path.basename(path.dirname(source)) !== remote) {
      throw new ReleaseError(`refused: --from must be a build folder <...>/${remote}/${version} (node scripts/build.mjs with DEPLOY_DIR and REMOTE_VERSION)`);
    }
    if (!existsSync(path.join(source, 'remoteEntry.js'))) throw new ReleaseError(`refused: ${source} holds no remoteEntry.js`);
    if (existsSync(target)) throw new ReleaseError(`refused: ${remote}@${version} is already in ${target}; versions are immutable, publish a new version`);
    // Copy beside the target, then rename: a half-copied version is never served.
    const staging = `${target}.publishing-${process.pid}`;
    mkdirSync(path.dirname(target), { recursive: true });
    rmSync(staging, { recursive: true, force: true });
    cpSync(source, staging, { recursive: true });
    renameSync(staging, target);
  }
  try {
    requireValid(ctx, remote, version);
  } catch (error) {
    if (from) rmSync(target, { recursive: true, force: true });
    throw error;
  }
  const entry = manifest.remotes[remote];
  if (!entry) return update(manifest, remote, { stable: version, canary: null, published: [version] });
  return update(manifest, remote, { ...entry, published: withPublished(entry, version) });
}

/** `canary <version> <percent>`: sends a share of browsers to a version (replaces any canary). */
export function startCanary(ctx: Context, manifest: RolloutManifest, remote: string, version: string, percentText: string): RolloutManifest {
  const entry = entryOf(manifest, remote);
  const percent = percentOf(percentText);
  if (version === entry.stable) throw new ReleaseError(`refused: ${remote}@${version} is already stable`);
  requireValid(ctx, remote, version);
  return update(manifest, remote, { ...entry, canary: { version, percent }, published: withPublished(entry, version) });
}

/** `percent <N>`: changes the running canary's share. */
export function setPercent(ctx: Context, manifest: RolloutManifest, remote: string, percentText: string): RolloutManifest {
  const entry = entryOf(manifest, remote);
  if (!entry.canary) throw new ReleaseError(`refused: ${remote} has no canary (start one: release ${remote} canary <version> <percent>)`);
  const percent = percentOf(percentText);
  requireValid(ctx, remote, entry.canary.version);
  return update(manifest, remote, { ...entry, canary: { ...entry.canary, percent } });
}

/** `promote [version]`: the canary (or the version named) becomes stable; the canary ends. */
export function promote(ctx: Context, manifest: RolloutManifest, remote: string, version?: string): RolloutManifest {
  const entry = entryOf(manifest, remote);
  const target = version ?? entry.canary?.version;
  if (!target) throw new ReleaseError(`refused: ${remote} has no canary to promote (name a version: release ${remote} promote <version>)`);
  if (target === entry.stable) throw new ReleaseError(`refused: ${remote}@${target} is already stable`);
  requireValid(ctx, remote, target);
  return update(manifest, remote, { ...entry, stable: target, previous: entry.stable, canary: null, published: withPublished(entry, target) });
}

/**
 * `rollback`: ends a running canary (everyone back on stable); without a canary, returns stable to
 * the version before the last promotion.
 */
export function rollback(ctx: Context, manifest: RolloutManifest, remote: string): { manifest: RolloutManifest; what: string } {
  const entry = entryOf(manifest, remote);
  if (entry.canary) {
    return {
      manifest: update(manifest, remote, { ...entry, canary: null }),
      what: `canary ${entry.canary.version} stopped; everyone on stable ${entry.stable}`,
    };
  }
  if (!entry.previous) throw new ReleaseError(`refused: ${remote} has no canary and no previous stable version to roll back to`);
  requireValid(ctx, remote, entry.previous);
  return {
    manifest: update(manifest, remote, { ...entry, stable: entry.previous, previous: null }),
    what: `stable rolled back from ${entry.stable} to ${entry.previous}`,
  };
}

/** The state as people read it, one remote per block, with each served version checked. */
export function describe(ctx: Context, manifest: RolloutManifest): string {
  const lines = [`rollout.json (${manifest.updatedAt ?? 'never updated'})`];
  const names = Object.keys(manifest.remotes).sort();
  if (names.length === 0) lines.push('  no remote published yet');
  for (const remote of names) {
    const entry = manifest.remotes[remote]!;
    const check = (version: string) => {
      const problems = verifyVersion(ctx.deployDir, remote, version);
      return problems.length ? `PROBLEM: ${problems.join('; ')}` : 'files and shared versions ok';
    };
    lines.push(`  ${remote}`);
    lines.push(`    stable    ${entry.stable}  [${check(entry.stable)}]`);
    lines.push(entry.canary ? `    canary    ${entry.canary.version} at ${entry.canary.percent} %  [${check(entry.canary.version)}]` : '    canary    none');
    if (entry.previous) lines.push(`    previous  ${entry.previous} (rollback target)`);
    if (entry.published?.length) lines.push(`    published ${entry.published.join(', ')}`);
  }
  return lines.join('\n');
}
