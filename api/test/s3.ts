/**
 * A real S3-protocol server for the tests: `@20minutes/s3rver` in its own process on a free port
 * (scripts/s3-server.cjs), never a mocked SDK. A test may stop it (connections refused) and
 * restart it with the same objects.
 *
 *   const bucket = await startBucket();
 *   const t = await createTestApp(bucket.uploadConfig());
 *   expect(await bucket.keys('uploads/avatars/')).toHaveLength(1);
 */
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import type { AppConfig } from '../src/config';
import { s3Client, type S3Connection } from '../src/lib/s3';
import type { S3Settings } from '../src/modules/release/settings';
import { startS3Server, type S3ServerProcess } from '../../scripts/s3-server.cjs';

export interface TestBucket {
  server: S3ServerProcess;
  connection: S3Connection;
  /** A client of its own (as another node would have). */
  client: S3Client;
  /** Config for createTestApp: uploads in this bucket under `prefix`. */
  uploadConfig(prefix?: string): Pick<AppConfig, 'uploads'>;
  /** The release store's S3 settings (version files under `prefix`). */
  releaseS3(prefix?: string): S3Settings;
  /** Every key under `prefix`, sorted. */
  keys(prefix: string): Promise<string[]>;
  close(): Promise<void>;
}

export async function startBucket(bucket = 'lpk-test'): Promise<TestBucket> {
  const server = await startS3Server({ bucket });
  const connection: S3Connection = {
    bucket: server.bucket,
    region: server.region,
    endpoint: server.endpoint,
    accessKeyId: server.accessKeyId,
    secretAccessKey: server.secretAccessKey,
    forcePathStyle: true,
  };
  const client = s3Client(connection);
  return {
    server,
    connection,
    client,
    uploadConfig: (prefix = 'uploads/') => ({ uploads: { store: 's3', s3: { ...connection, prefix } } }),
    releaseS3: (prefix = 'remotes/') => ({ ...connection, prefix }),
    async keys(prefix) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: connection.bucket, Prefix: prefix, ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    async close() {
      client.destroy();
      await server.close();
    },
  };
}
