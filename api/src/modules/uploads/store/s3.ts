import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { isS3NotFound, s3Client, type S3Connection } from '../../../lib/s3';
import { isUploadName, UPLOAD_FOLDERS, UploadStoreUnavailable, type UploadFolder, type UploadObject, type UploadStore } from './types';

/** How a CDN or browser in front of the bucket may keep each object (the API's own answer says the same). */
const CACHE_OF_PUBLIC = 'public, max-age=31536000, immutable';
const CACHE_OF_PRIVATE = 'private, no-store';

/**
 * User files as objects `<prefix><folder>/<name>` of an S3-compatible bucket, every node reading
 * the same. A PUT is whole or absent (S3 never shows half an object); each failure to reach the
 * bucket (refused, timed out, 5xx, access denied) is UploadStoreUnavailable: the caller answers
 * 503 and writes nothing that points at the object.
 */
export class S3UploadStore implements UploadStore {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  constructor(
    private readonly settings: S3Connection & { prefix: string },
    client?: S3Client,
  ) {
    this.client = client ?? s3Client(settings);
  }

  /** The object key of a file. */
  key(folder: UploadFolder, name: string): string {
    return `${this.settings.prefix}${folder}/${name}`;
  }

  private get bucket(): string {
    return this.settings.bucket;
  }

  async put(folder: UploadFolder, name: string, bytes: Buffer, contentType: string): Promise<void> {
    if (!isUploadName(folder, name)) throw new Error(`file name ${name} does not fit folder ${folder}`);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: this.key(folder, name),
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: contentType,
          CacheControl: UPLOAD_FOLDERS[folder].public ? CACHE_OF_PUBLIC : CACHE_OF_PRIVATE,
        }),
      );
    } catch (error) {
      throw new UploadStoreUnavailable('s3', error);
    }
  }

  async get(folder: UploadFolder, name: string): Promise<UploadObject | null> {
    if (!isUploadName(folder, name)) return null;
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(folder, name) }));
      if (!answer.Body) return null;
      return {
        // In Node the SDK's body is an http.IncomingMessage (a Readable).
        body: answer.Body as Readable,
        contentType: answer.ContentType ?? 'application/octet-stream',
        length: answer.ContentLength ?? 0,
        etag: answer.ETag ?? `"${name}"`,
        lastModified: answer.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isS3NotFound(error)) return null;
      throw new UploadStoreUnavailable('s3', error);
    }
  }

  async delete(folder: UploadFolder, name: string): Promise<void> {
    if (!isUploadName(folder, name)) return;
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(folder, name) }));
    } catch (error) {
      if (!isS3NotFound(error)) throw new UploadStoreUnavailable('s3', error);
    }
  }

  async exists(folder: UploadFolder, name: string): Promise<boolean> {
    return (await this.head(folder, name)) !== null;
  }

  /** The object's size and ETag without its bytes, or null when there is none. */
  async head(folder: UploadFolder, name: string): Promise<{ length: number; etag: string } | null> {
    if (!isUploadName(folder, name)) return null;
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(folder, name) }));
      return { length: answer.ContentLength ?? 0, etag: answer.ETag ?? '' };
    } catch (error) {
      if (isS3NotFound(error)) return null;
      throw new UploadStoreUnavailable('s3', error);
    }
  }

  async list(folder: UploadFolder): Promise<string[]> {
    const prefix = this.key(folder, '');
    const names: string[] = [];
    let token: string | undefined;
    try {
      do {
        const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }));
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(prefix.length) ?? '';
          if (isUploadName(folder, name)) names.push(name);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    } catch (error) {
      throw new UploadStoreUnavailable('s3', error);
    }
    return names.sort();
  }
}
