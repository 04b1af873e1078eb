/**
 * Reading and writing `<deploy>/rollout.json`: validated on the way in and out, written
 * atomically (temporary file + fsync + rename, so the server never sends half a manifest) under
 * a lock file (two releases at once cannot lose each other's change).
 */
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';
import { validateManifest, type RolloutManifest } from '../../shell/src/rollout/manifest';

export class ReleaseError extends Error {}

export function manifestFile(deployDir: string): string {
  return path.join(deployDir, 'rollout.json');
}

export function readManifest(deployDir: string): RolloutManifest {
  const file = manifestFile(deployDir);
  if (!existsSync(file)) return { schema: 1, baseUrl: '/remotes', remotes: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ReleaseError(`${file} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const problems = validateManifest(parsed);
  if (problems.length) throw new ReleaseError(`${file} is invalid: ${problems.join('; ')}`);
  return parsed as RolloutManifest;
}

export function writeManifest(deployDir: string, manifest: RolloutManifest): void {
  const problems = validateManifest(manifest);
  if (problems.length) throw new ReleaseError(`refusing to write an invalid manifest: ${problems.join('; ')}`);
  const file = manifestFile(deployDir);
  const temp = `${file}.${process.pid}.tmp`;
  const fd = openSync(temp, 'w', 0o644);
  try {
    writeSync(fd, `${JSON.stringify(manifest, null, 2)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, file);
  // A precompressed copy would be served instead of the new manifest.
  for (const stale of [`${file}.gz`, `${file}.br`]) rmSync(stale, { force: true });
}

const STALE_LOCK_MS = 60_000;

/** Runs `fn` holding `<deploy>/rollout.json.lock`; a lock older than a minute is taken over. */
export function withLock<T>(deployDir: string, fn: () => T): T {
  const lock = `${manifestFile(deployDir)}.lock`;
  let fd: number;
  try {
    fd = openSync(lock, 'wx');
  } catch {
    const age = Date.now() - (existsSync(lock) ? statSync(lock).mtimeMs : 0);
    if (age < STALE_LOCK_MS) throw new ReleaseError(`another release is running (${lock}); try again in a moment`);
    rmSync(lock, { force: true });
    fd = openSync(lock, 'wx');
  }
  try {
    writeSync(fd, String(process.pid));
    return fn();
  } finally {
    closeSync(fd);
    rmSync(lock, { force: true });
  }
}
