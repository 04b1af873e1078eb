import { randomBytes } from 'node:crypto';
import { contentTypeOf, isUploadName, UPLOAD_FOLDERS, type UploadFolder, type UploadStore } from './store/types';

/** URL prefix under which public uploads are served (see serve.ts). */
export const STORAGE_PREFIX = '/storage';

/** The folders GET /storage serves. */
export type PublicFolder = { [F in UploadFolder]: (typeof UPLOAD_FOLDERS)[F]['public'] extends true ? F : never }[UploadFolder];

export function isPublicFolder(folder: string): folder is PublicFolder {
  return Object.hasOwn(UPLOAD_FOLDERS, folder) && UPLOAD_FOLDERS[folder as UploadFolder].public;
}

/** The folder and name of a public upload's relative URL (`/storage/<folder>/<name>`), or null for anything else. */
export function publicFileOf(url: string | null | undefined): { folder: PublicFolder; name: string } | null {
  const match = url ? /^\/storage\/([a-z]+)\/([^/]+)$/.exec(url) : null;
  if (!match || !isPublicFolder(match[1]!) || !isUploadName(match[1], match[2]!)) return null;
  return { folder: match[1], name: match[2]! };
}

/** Path (relative to the upload directory, with a leading slash) of a file that may be served publicly. */
export function isPublicPath(relative: string): boolean {
  return publicFileOf(`${STORAGE_PREFIX}${relative}`) !== null;
}

export interface StoredFile {
  /** File name chosen by the server, e.g. `3f9c...e1.webp`. */
  name: string;
  /** Relative URL the file is served at, e.g. `/storage/avatars/3f9c...e1.webp`. */
  url: string;
}

/**
 * User files as the modules use them (`app.uploads`): stored under names the server chooses, in
 * whichever store the configuration names (store/: UPLOAD_DIR or the S3 bucket). A store that
 * cannot be reached throws UploadStoreUnavailable (503) and nothing is stored.
 */
export class Uploads {
  constructor(readonly store: UploadStore) {}

  /** Stores `bytes` under a new random name `<32 hex><ext>` in `folder`; returns the name. */
  async save(folder: UploadFolder, bytes: Buffer, ext: string): Promise<string> {
    const name = `${randomBytes(16).toString('hex')}${ext}`;
    if (!isUploadName(folder, name)) throw new Error(`file name ${name} does not fit folder ${folder}`);
    await this.store.put(folder, name, bytes, contentTypeOf(name));
    return name;
  }

  /** As save, in a public folder: also the URL it is served at. */
  async savePublic(folder: PublicFolder, bytes: Buffer, ext: string): Promise<StoredFile> {
    const name = await this.save(folder, bytes, ext);
    return { name, url: `${STORAGE_PREFIX}/${folder}/${name}` };
  }

  /** Removes a file of `folder` (a name the server would not choose is left alone). */
  remove(folder: UploadFolder, name: string): Promise<void> {
    return this.store.delete(folder, name);
  }

  /**
   * Removes a file this server stored, given its relative URL. Anything else (an absolute URL, a
   * path outside the public folders, a name the server would not choose) is left alone, so a
   * value in the database can never make us delete an arbitrary file. Returns true if it was one of ours.
   */
  async removeUrl(url: string | null | undefined): Promise<boolean> {
    const file = publicFileOf(url);
    if (!file) return false;
    await this.store.delete(file.folder, file.name);
    return true;
  }
}
