import type { Readable } from 'node:stream';
import type { S3Connection } from '../../../lib/s3';
import { StorageUnavailable } from '../../../lib/storage-unavailable';

/**
 * The folders of user files, each with the only file names it may hold (chosen by the server) and
 * whether GET /storage serves it. `reports` (attachments of reports) is private: only the reports
 * module's authorised route reads it.
 */
export const UPLOAD_FOLDERS = {
  avatars: { names: /^[0-9a-f]{32}\.webp$/, public: true },
  /** Photos of an LPK's listing (modules/institution). */
  institutes: { names: /^[0-9a-f]{32}\.webp$/, public: true },
  /** Attachments of reports (modules/reports): images or a PDF; never served by /storage. */
  reports: { names: /^[0-9a-f]{32}\.(?:webp|png|jpg|pdf)$/, public: false },
} as const;

export type UploadFolder = keyof typeof UPLOAD_FOLDERS;

export const UPLOAD_FOLDER_NAMES = Object.keys(UPLOAD_FOLDERS) as UploadFolder[];

/** Whether `name` is one the server would store in `folder` (anything else is never read, written or deleted). */
export function isUploadName(folder: UploadFolder, name: string): boolean {
  return UPLOAD_FOLDERS[folder].names.test(name);
}

/** The type a stored file is served with, by its (server-chosen) extension. */
export function contentTypeOf(name: string): string {
  if (name.endsWith('.webp')) return 'image/webp';
  if (name.endsWith('.png')) return 'image/png';
  if (name.endsWith('.jpg')) return 'image/jpeg';
  if (name.endsWith('.pdf')) return 'application/pdf';
  return 'application/octet-stream';
}

/** One stored file as read: its bytes as a stream, and what an answer's caching headers need. */
export interface UploadObject {
  body: Readable;
  contentType: string;
  length: number;
  /** A strong validator, quoted (`"..."`): the same on every node for the same object. */
  etag: string;
  lastModified: Date;
}

/**
 * Where user files live (config: UPLOAD_STORE, UPLOAD_DIR, S3_*):
 * - `folder`: UPLOAD_DIR on this node's disk (one node, or a shared volume);
 * - `s3`: objects `<S3_UPLOAD_PREFIX><folder>/<name>` of the bucket every node reads.
 * A name outside its folder's pattern is refused (put) or not found (get, exists) and never deleted.
 * When the store cannot be reached every method throws UploadStoreUnavailable (503), never half a file.
 */
export interface UploadStore {
  readonly kind: 'folder' | 's3';
  /** Stores the file whole (a reader sees all of it or nothing) under `folder/name`. */
  put(folder: UploadFolder, name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(folder: UploadFolder, name: string): Promise<UploadObject | null>;
  /** Removes the file; nothing when there is none. */
  delete(folder: UploadFolder, name: string): Promise<void>;
  exists(folder: UploadFolder, name: string): Promise<boolean>;
  /** The names stored in `folder` (the migration, tests, orphan checks). */
  list(folder: UploadFolder): Promise<string[]>;
}

/** The upload store's settings (config/storage.ts). */
export interface UploadSettings {
  store: 'folder' | 's3';
  /** The bucket and the key prefix of uploads in it (S3_UPLOAD_PREFIX), when S3_BUCKET is set. */
  s3: (S3Connection & { prefix: string }) | undefined;
}

/** The upload store could not be reached (S3 down, refused, timed out; a disk error): 503 saying nothing was saved, try again. */
export class UploadStoreUnavailable extends StorageUnavailable {
  constructor(kind: UploadStore['kind'], cause: unknown) {
    super(`uploads (${kind})`, cause, 'uploads.storage_unavailable');
  }
}
