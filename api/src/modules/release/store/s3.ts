import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { isS3NotFound, s3Client } from '../../../lib/s3';
import type { S3Settings } from '../settings';
import type { BlobStore } from './database';

/** Version files as objects of an S3-compatible bucket (lib/s3.ts's client): written once, read by every node. */
export function s3Blobs(settings: S3Settings, client: S3Client = s3Client(settings)): BlobStore & { client: S3Client } {
  return {
    client,
    async put(key, content) {
      await client.send(new PutObjectCommand({ Bucket: settings.bucket, Key: key, Body: content, ContentLength: content.length }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (isS3NotFound(error)) return null;
        throw error;
      }
    },
  };
}
