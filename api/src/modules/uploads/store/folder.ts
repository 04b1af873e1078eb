import { randomBytes } from 'node:crypto';
import { constants, promises as fs } from 'node:fs';
import path from 'node:path';
import { contentTypeOf, isUploadName, UploadStoreUnavailable, type UploadFolder, type UploadObject, type UploadStore } from './types';

const isMissing = (error: unknown) => ['ENOENT', 'ENOTDIR', 'ELOOP'].includes((error as NodeJS.ErrnoException).code ?? '');

/**
 * User files under UPLOAD_DIR on this node's disk: `<dir>/<folder>/<name>`. A file is written to a
 * hidden temporary file beside it and renamed into place (a reader never sees half of it). Only
 * regular files are read: a symlink, a directory or a name outside the folder's pattern is not found.
 */
export class FolderUploadStore implements UploadStore {
  readonly kind = 'folder' as const;
  readonly dir: string;
  constructor(dir: string) {
    this.dir = path.resolve(dir);
  }

  private file(folder: UploadFolder, name: string): string {
    return path.join(this.dir, folder, name);
  }

  async put(folder: UploadFolder, name: string, bytes: Buffer): Promise<void> {
    if (!isUploadName(folder, name)) throw new Error(`file name ${name} does not fit folder ${folder}`);
    const dir = path.join(this.dir, folder);
    const temp = path.join(dir, `.${name}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
    try {
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(temp, bytes, { flag: 'wx', mode: 0o644 });
      await fs.rename(temp, path.join(dir, name));
    } catch (error) {
      await fs.rm(temp, { force: true }).catch(() => undefined);
      throw new UploadStoreUnavailable('folder', error);
    }
  }

  async get(folder: UploadFolder, name: string): Promise<UploadObject | null> {
    if (!isUploadName(folder, name)) return null;
    let handle: fs.FileHandle;
    try {
      // O_NOFOLLOW: a symlink is not followed (ELOOP), so nothing outside the folder is ever read.
      handle = await fs.open(this.file(folder, name), constants.O_RDONLY | constants.O_NOFOLLOW);
    } catch (error) {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw new UploadStoreUnavailable('folder', error);
    }
    try {
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      return {
        body: handle.createReadStream({ autoClose: true }),
        contentType: contentTypeOf(name),
        length: stat.size,
        etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
        lastModified: stat.mtime,
      };
    } catch (error) {
      await handle.close().catch(() => undefined);
      throw new UploadStoreUnavailable('folder', error);
    }
  }

  async delete(folder: UploadFolder, name: string): Promise<void> {
    if (!isUploadName(folder, name)) return;
    try {
      await fs.unlink(this.file(folder, name));
    } catch (error) {
      if (!isMissing(error)) throw new UploadStoreUnavailable('folder', error);
    }
  }

  async exists(folder: UploadFolder, name: string): Promise<boolean> {
    if (!isUploadName(folder, name)) return false;
    const stat = await fs.lstat(this.file(folder, name)).catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw new UploadStoreUnavailable('folder', error);
    });
    return Boolean(stat?.isFile());
  }

  async list(folder: UploadFolder): Promise<string[]> {
    const entries = await fs.readdir(path.join(this.dir, folder), { withFileTypes: true }).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw new UploadStoreUnavailable('folder', error);
    });
    return entries
      .filter((entry) => entry.isFile() && isUploadName(folder, entry.name))
      .map((entry) => entry.name)
      .sort();
  }

  /** The file's bytes (the migration reads them whole: uploads are at most a few MB). */
  async read(folder: UploadFolder, name: string): Promise<Buffer | null> {
    if (!isUploadName(folder, name)) return null;
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(this.file(folder, name), constants.O_RDONLY | constants.O_NOFOLLOW);
    } catch (error) {
      if (isMissing(error)) return null;
      throw new UploadStoreUnavailable('folder', error);
    }
    try {
      return (await handle.stat()).isFile() ? await handle.readFile() : null;
    } finally {
      await handle.close();
    }
  }
}
