import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { isS3NotFound, s3Client } from '../../../lib/s3';
import { StorageUnavailable } from '../../../lib/storage-unavailable';
import type { S3Settings } from '../settings';
import type { BlobStore } from './database';

/**
 * Version files as objects of an S3-compatible bucket (lib/s3.ts's client): written once, read by
 * every node. A bucket that cannot be reached is StorageUnavailable: a publish is refused before its
 * version is recorded, a read answers 503 (not 500), and the node stays up.
 */
export function s3Blobs(settings: S3Settings, client: S3Client = s3Client(settings)): BlobStore & { client: S3Client } {
  return {
    client,
    async put(key, content) {
      try {
        await client.send(new PutObjectCommand({ Bucket: settings.bucket, Key: key, Body: content, ContentLength: content.length }));
      } catch (error) {
        throw new StorageUnavailable('release files (s3)', error);
      }
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (isS3NotFound(error)) return null;
        throw new StorageUnavailable('release files (s3)', error);
      }
    },
    async remove(keys) {
      for (const key of keys) await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key }));
    },
  };
}
