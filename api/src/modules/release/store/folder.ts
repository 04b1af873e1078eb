import { createHash, randomBytes } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, openSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { lstat, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { validateManifest, type RolloutManifest } from 'contracts';
import { safeRelativePath } from '../archive';
import { ReleaseRefusal } from '../errors';
import type { VersionFiles } from '../verify';
import { EMPTY_MANIFEST, type ReleaseState, type ReleaseStore } from './types';

/** A lock older than this is taken over (a release tool killed mid-write). */
const STALE_LOCK_MS = 60_000;

const hash = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The deploy folder of one node (dist/ or STATIC_DIR), as scripts/build.mjs writes it and the site
 * plugin serves it: `<remote>/<version>/` folders and `rollout.json`, written atomically (temporary
 * file, fsync, rename: a browser never reads half a manifest) under a lock file.
 */
export class FolderStore implements ReleaseStore {
  readonly kind = 'folder' as const;
  constructor(readonly dir: string) {}

  private get manifestFile(): string {
    return path.join(this.dir, 'rollout.json');
  }

  private versionDir(remote: string, version: string): string {
    return path.join(this.dir, remote, version);
  }

  private async readText(): Promise<string | null> {
    return readFile(this.manifestFile, 'utf8').catch(() => null);
  }

  async readState(): Promise<ReleaseState> {
    const text = await this.readText();
    if (text === null) return { manifest: EMPTY_MANIFEST, revision: 'none' };
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw new ReleaseRefusal(409, 'state_invalid', { detail: `${this.manifestFile} is not JSON (${(error as Error).message})` });
    }
    const problems = validateManifest(parsed);
    if (problems.length) throw new ReleaseRefusal(409, 'state_invalid', { detail: `${this.manifestFile}: ${problems.join('; ')}` });
    return { manifest: parsed as RolloutManifest, revision: hash(text) };
  }

  async readRevision(): Promise<string> {
    const text = await this.readText();
    return text === null ? 'none' : hash(text);
  }

  async writeState(manifest: RolloutManifest, revision: string): Promise<boolean> {
    const problems = validateManifest(manifest);
    if (problems.length) throw new Error(`refusing to write an invalid manifest: ${problems.join('; ')}`);
    return this.withLock(async () => {
      if ((await this.readRevision()) !== revision) return false;
      const file = this.manifestFile;
      const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
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
      return true;
    });
  }

  /** Runs `fn` holding `rollout.json.lock`; a lock older than a minute is taken over. */
  private async withLock<T>(fn: () => Promise<T>): Promise<T> {
    const lock = `${this.manifestFile}.lock`;
    await mkdir(this.dir, { recursive: true });
    let fd: number;
    try {
      fd = openSync(lock, 'wx');
    } catch {
      const age = Date.now() - (existsSync(lock) ? statSync(lock).mtimeMs : 0);
      if (age < STALE_LOCK_MS) throw new ReleaseRefusal(409, 'busy');
      rmSync(lock, { force: true });
      fd = openSync(lock, 'wx');
    }
    try {
      writeSync(fd, String(process.pid));
      return await fn();
    } finally {
      closeSync(fd);
      rmSync(lock, { force: true });
    }
  }

  async versionFiles(remote: string, version: string): Promise<VersionFiles | null> {
    const dir = this.versionDir(remote, version);
    const info = await lstat(dir).catch(() => null);
    if (!info?.isDirectory()) return null;
    const sizes = new Map<string, number>();
    const walk = async (relative: string): Promise<void> => {
      for (const entry of await readdir(path.join(dir, relative), { withFileTypes: true })) {
        const name = relative ? `${relative}/${entry.name}` : entry.name;
        if (entry.isDirectory()) await walk(name);
        else if (entry.isFile()) sizes.set(name, (await lstat(path.join(dir, name))).size);
      }
    };
    await walk('');
    return { sizes, read: (file) => (sizes.has(file) ? readFile(path.join(dir, file)) : Promise.resolve(null)) };
  }

  async putVersion(remote: string, version: string, files: ReadonlyMap<string, Buffer>): Promise<boolean> {
    const target = this.versionDir(remote, version);
    if (existsSync(target)) return false;
    // Written beside the target, then renamed: a half-written version is never served.
    const staging = `${target}.publishing-${process.pid}-${randomBytes(4).toString('hex')}`;
    try {
      for (const [name, content] of files) {
        const file = path.join(staging, name);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, content);
      }
      await rename(staging, target);
      return true;
    } catch (error) {
      if (existsSync(target)) return false;
      throw error;
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }

  async readFile(remote: string, version: string, file: string): Promise<Buffer | null> {
    const relative = safeRelativePath(file);
    if (relative === null) return null;
    return readFile(path.join(this.versionDir(remote, version), relative)).catch(() => null);
  }
}
