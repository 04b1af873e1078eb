import { S3Client } from '@aws-sdk/client-s3';

/** Where an S3-compatible bucket is and how to sign for it (config/s3.ts reads the S3_* variables). */
export interface S3Connection {
  bucket: string;
  region: string;
  /** An S3-compatible service's URL (MinIO, Ceph, R2...); empty: AWS. */
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Path-style URLs (`endpoint/bucket/key`), which most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** How long a request may send or receive nothing before it fails (default IDLE_TIMEOUT_MS; tests shorten it). */
  requestTimeoutMs?: number;
}

/** A connection that cannot be made within this is a failure (the SDK then retries, then the caller answers 503). */
const CONNECT_TIMEOUT_MS = 3_000;
/**
 * A request that sends or receives nothing for this long is a failure too (a bucket that hangs:
 * accepts the connection, then answers nothing). Socket idle time, not the whole transfer.
 */
const IDLE_TIMEOUT_MS = 8_000;
/** Tries of one request (the SDK retries a failure once more): a hung bucket costs at most 2 x 8 s. */
const MAX_ATTEMPTS = 2;

/**
 * The one S3 client set-up of the API (release files and uploads share it): the bucket's region,
 * endpoint, path style and keys (none: the SDK's own chain, e.g. an instance role), and timeouts,
 * so that a bucket that is down or hangs fails a request in seconds instead of holding it.
 */
export function s3Client(settings: S3Connection): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // throwOnRequestTimeout: without it the SDK only logs the idle time-out and the request waits for the bucket (seen: 10 minutes).
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: settings.requestTimeoutMs ?? IDLE_TIMEOUT_MS, throwOnRequestTimeout: true },
    maxAttempts: MAX_ATTEMPTS,
  });
}

/** Whether an SDK error says the object (or key) does not exist, rather than that the bucket could not be asked. */
export function isS3NotFound(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || (name !== 'NoSuchBucket' && $metadata?.httpStatusCode === 404);
}
