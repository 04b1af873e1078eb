import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../settings';
import type { BlobStore } from './database';

/** Version files as objects of an S3-compatible bucket (@aws-sdk/client-s3): written once, read by every node. */
export function s3Blobs(settings: S3Settings): BlobStore & { client: S3Client } {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
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
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
  };
}
