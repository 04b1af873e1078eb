/**
 * A remote version as files in memory (relative path -> content), from a `.tar.gz` upload (the
 * release API) or from a build folder (`release publish --from`), with the same limits and the
 * same refusals either way: only plain files and folders (no links, devices or FIFOs), relative
 * paths without `..`, hidden segments or backslashes, bounded file count, file size and total.
 * Unpacking is streamed with the limits checked as bytes arrive: a gzip bomb stops at the limit.
 */
import { lstat, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, gzipSync } from 'node:zlib';
import { extract, pack } from 'tar-stream';
import { ReleaseRefusal, archiveRefusal } from './errors';
import { DEFAULT_ARCHIVE_LIMITS, type ArchiveLimits } from './settings';

const MB = 1024 * 1024;
const SAFE_SEGMENT = /^[A-Za-z0-9_@+=,~-][A-Za-z0-9._@+=,~-]*$/;

/** A relative path as stored: `/`-separated segments, none empty, hidden, `..` or with odd characters; null otherwise. */
export function safeRelativePath(name: string): string | null {
  const trimmed = name.replace(/^\.\/+/, '').replace(/\/+$/, '');
  if (trimmed === '' || trimmed.length > 500 || trimmed.startsWith('/')) return null;
  const segments = trimmed.split('/');
  return segments.every((segment) => SAFE_SEGMENT.test(segment)) ? segments.join('/') : null;
}

class Collector {
  readonly files = new Map<string, Buffer>();
  private total = 0;
  constructor(private readonly limits: ArchiveLimits) {}

  accept(name: string, size: number): string {
    const relative = safeRelativePath(name);
    if (relative === null) throw archiveRefusal('bad_path', { path: name.slice(0, 200) });
    if (this.files.has(relative)) throw archiveRefusal('duplicate', { path: relative });
    if (this.files.size >= this.limits.maxFiles) throw archiveRefusal('too_many_files', { max: this.limits.maxFiles });
    if (size > this.limits.maxFileBytes) throw archiveRefusal('file_too_large', { path: relative, mb: Math.round(this.limits.maxFileBytes / MB) });
    this.total += size;
    if (this.total > this.limits.maxBytes) throw archiveRefusal('too_large', { mb: Math.round(this.limits.maxBytes / MB) });
    return relative;
  }

  done(): Map<string, Buffer> {
    if (this.files.size === 0) throw archiveRefusal('empty');
    return this.files;
  }
}

/** The files of a `.tar.gz` (whole, or a refusal: nothing half-read is ever used). */
export async function unpackArchive(archive: Buffer, limits: ArchiveLimits = DEFAULT_ARCHIVE_LIMITS): Promise<Map<string, Buffer>> {
  if (archive.length < 2 || archive[0] !== 0x1f || archive[1] !== 0x8b) throw archiveRefusal('not_gzip');
  const collector = new Collector(limits);
  const tar = extract();
  let refusal: Error | null = null;
  tar.on('entry', (header, stream, next) => {
    // Destroying the archive destroys the entry's stream with the same error: handled here, reported below.
    stream.on('error', () => undefined);
    const fail = (error: Error) => {
      refusal ??= error;
      stream.resume();
      tar.destroy(error);
    };
    if (header.type === 'directory') {
      if (safeRelativePath(header.name) === null) return fail(archiveRefusal('bad_path', { path: header.name.slice(0, 200) }));
      stream.resume();
      return stream.on('end', next);
    }
    // pax headers are read by tar-stream itself; anything else that is not a plain file is refused.
    if (header.type !== 'file') return fail(archiveRefusal('bad_entry', { path: header.name.slice(0, 200) }));
    let relative: string;
    try {
      relative = collector.accept(header.name, header.size ?? 0);
    } catch (error) {
      return fail(error as Error);
    }
    const chunks: Buffer[] = [];
    let received = 0;
    stream.on('data', (data: unknown) => {
      const chunk = data as Buffer;
      received += chunk.length;
      // The header's size is what tar-stream reads; a lie would be a damaged archive, caught below.
      if (received > limits.maxFileBytes) fail(archiveRefusal('file_too_large', { path: relative, mb: Math.round(limits.maxFileBytes / MB) }));
      else chunks.push(chunk);
    });
    stream.on('end', () => {
      collector.files.set(relative, Buffer.concat(chunks));
      next();
    });
  });
  // The gzip stream's output is bounded too: past the total limit plus tar's own headers it stops.
  const gunzip = createGunzip();
  let inflated = 0;
  const ceiling = limits.maxBytes + (limits.maxFiles + 16) * 1536 + 1024 * 1024;
  gunzip.on('data', (chunk: Buffer) => {
    inflated += chunk.length;
    if (inflated > ceiling) gunzip.destroy(archiveRefusal('too_large', { mb: Math.round(limits.maxBytes / MB) }));
  });
  try {
    await pipeline(Readable.from([archive]), gunzip, tar);
  } catch (error) {
    if (refusal) throw refusal;
    if (error instanceof ReleaseRefusal) throw error;
    throw archiveRefusal('corrupt');
  }
  if (refusal) throw refusal;
  return collector.done();
}

/** A `.tar.gz` of the files (what `release publish --from` uploads). */
export async function packArchive(files: ReadonlyMap<string, Buffer>): Promise<Buffer> {
  const tar = pack();
  const chunks: Buffer[] = [];
  tar.on('data', (chunk: unknown) => chunks.push(chunk as Buffer));
  const ended = new Promise<void>((resolve, reject) => {
    tar.on('end', resolve);
    tar.on('error', reject);
  });
  for (const [name, content] of [...files.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    await new Promise<void>((resolve, reject) =>
      tar.entry({ name, size: content.length, mode: 0o644, mtime: new Date(0) }, content, (error) => (error ? reject(error) : resolve())),
    );
  }
  tar.finalize();
  await ended;
  return gzipSync(Buffer.concat(chunks));
}

/** The files of a build folder, refused as an upload would be (links, hidden files, limits). */
export async function readFolder(dir: string, limits: ArchiveLimits = DEFAULT_ARCHIVE_LIMITS): Promise<Map<string, Buffer>> {
  const collector = new Collector(limits);
  async function walk(relative: string): Promise<void> {
    const entries = await readdir(path.join(dir, relative), { withFileTypes: true });
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      const info = await lstat(path.join(dir, name));
      if (info.isDirectory()) {
        if (safeRelativePath(name) === null) throw archiveRefusal('bad_path', { path: name });
        await walk(name);
      } else if (info.isFile()) {
        const accepted = collector.accept(name, info.size);
        collector.files.set(accepted, await readFile(path.join(dir, name)));
      } else {
        throw archiveRefusal('bad_entry', { path: name });
      }
    }
  }
  await walk('');
  return collector.done();
}
