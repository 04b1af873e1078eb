import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

/** URL prefix under which public uploads are served (see serve.ts). */
export const STORAGE_PREFIX = '/storage';

/** Folders of the upload directory whose files are public, each with the only file names it may hold. */
export const PUBLIC_FOLDERS = {
  avatars: /^[0-9a-f]{32}\.webp$/,
  /** Photos of an LPK's listing (modules/lpk-admin). */
  institutes: /^[0-9a-f]{32}\.webp$/,
} as const;

export type PublicFolder = keyof typeof PUBLIC_FOLDERS;

/** Path (relative to the upload directory, with a leading slash) of a file that may be served publicly. */
export function isPublicPath(relative: string): boolean {
  const match = /^\/([a-z]+)\/([^/]+)$/.exec(relative);
  if (!match || !Object.hasOwn(PUBLIC_FOLDERS, match[1]!)) return false;
  return PUBLIC_FOLDERS[match[1] as PublicFolder].test(match[2]!);
}

export interface StoredFile {
  /** File name chosen by the server, e.g. `3f9c...e1.webp`. */
  name: string;
  /** Relative URL the file is served at, e.g. `/storage/avatars/3f9c...e1.webp`. */
  url: string;
}

/**
 * Writes bytes under `uploadDir/<folder>/<random hex><ext>`. The bytes go to a hidden temporary
 * file first and are renamed into place, so a half-written file is never served.
 */
export async function storePublicFile(uploadDir: string, folder: PublicFolder, bytes: Buffer, ext: string): Promise<StoredFile> {
  const dir = path.join(uploadDir, folder);
  await fs.mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}${ext}`;
  if (!PUBLIC_FOLDERS[folder].test(name)) throw new Error(`file name ${name} does not fit folder ${folder}`);
  const temp = path.join(dir, `.${name}.${process.pid}.tmp`);
  try {
    await fs.writeFile(temp, bytes, { flag: 'wx', mode: 0o644 });
    await fs.rename(temp, path.join(dir, name));
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
  return { name, url: `${STORAGE_PREFIX}/${folder}/${name}` };
}

/**
 * Deletes a file this server stored, given its relative URL. Anything else (an absolute URL, a
 * path outside the public folders, a name the server would not choose) is left alone, so a
 * value in the database can never make us delete an arbitrary file. Returns true if deleted.
 */
export async function removePublicFile(uploadDir: string, url: string | null | undefined): Promise<boolean> {
  if (!url || !url.startsWith(`${STORAGE_PREFIX}/`)) return false;
  const relative = url.slice(STORAGE_PREFIX.length);
  if (!isPublicPath(relative)) return false;
  try {
    await fs.unlink(path.join(uploadDir, relative));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
