import type { S3Connection } from '../lib/s3';
import type { Env } from './env';
import { flag, oneOf, text, trimmed } from './variable-types';

/**
 * The S3-compatible bucket shared by release files (modules/release, prefix S3_PREFIX) and uploads
 * (modules/uploads, prefix S3_UPLOAD_PREFIX): one bucket, one client set-up (lib/s3.ts).
 */
export const s3Variables = {
  S3_BUCKET: trimmed(),
  S3_REGION: text('us-east-1'),
  S3_ENDPOINT: trimmed(),
  S3_ACCESS_KEY_ID: trimmed(),
  S3_SECRET_ACCESS_KEY: trimmed(),
  S3_FORCE_PATH_STYLE: flag(undefined),
  S3_UPLOAD_PREFIX: text('uploads/'),
  /** Where avatars, listing photos and report attachments live: `folder` (UPLOAD_DIR) or `s3`; default s3 when S3_BUCKET is set. */
  UPLOAD_STORE: oneOf(['folder', 's3'], undefined),
};

/** S3's bucket naming rules (what every S3-compatible service accepts). */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
/** A key prefix: a few path segments of safe characters, ending in `/`. */
const KEY_PREFIX = /^(?:[A-Za-z0-9._-]+\/)+$/;

/** What is wrong with S3_ENDPOINT, or null: an http(s) origin, nothing else. */
function endpointProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `S3_ENDPOINT is not a URL (e.g. https://s3.example.id or http://127.0.0.1:9000).`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `S3_ENDPOINT must be an http:// or https:// URL (it is ${url.protocol}).`;
  if (url.username || url.password) return 'S3_ENDPOINT must not carry credentials: use S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.';
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash)
    return 'S3_ENDPOINT must be the service origin only (scheme, host, port), without a path or query: the bucket goes in S3_BUCKET.';
  return null;
}

/**
 * A bucket configuration that cannot work stops start-up (exit 78), naming the variable: S3
 * variables set without S3_BUCKET, a bucket name S3 refuses, half a key pair, an endpoint that is
 * not an http(s) origin, a prefix that is not `segment/`, uploads and release files under one prefix.
 */
export function s3Checks(env: Env): [string, string][] {
  const problems: [string, string][] = [];
  if (!env.S3_BUCKET) {
    const set = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => env[name]);
    if (set.length)
      problems.push(['S3_BUCKET', `${set.join(', ')} ${set.length > 1 ? 'are' : 'is'} set but S3_BUCKET is not: name the bucket (or unset them).`]);
    if (env.UPLOAD_STORE === 's3') problems.push(['S3_BUCKET', 'UPLOAD_STORE=s3 needs S3_BUCKET (and the other S3_* variables).']);
    return problems;
  }
  if (!BUCKET_NAME.test(env.S3_BUCKET) || env.S3_BUCKET.includes('..'))
    problems.push([
      'S3_BUCKET',
      'S3_BUCKET is not a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens, starting and ending with a letter or digit.',
    ]);
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    problems.push([missing, `${missing} is not set but its pair is: set both keys, or neither (the SDK's own credentials, e.g. an instance role).`]);
  }
  if (env.S3_ENDPOINT) {
    const problem = endpointProblem(env.S3_ENDPOINT);
    if (problem) problems.push(['S3_ENDPOINT', problem]);
  }
  if (!/^[a-z0-9-]+$/.test(env.S3_REGION)) problems.push(['S3_REGION', 'S3_REGION is not a region name (e.g. us-east-1, ap-southeast-3, auto).']);
  for (const name of ['S3_PREFIX', 'S3_UPLOAD_PREFIX'] as const) {
    if (!KEY_PREFIX.test(env[name]) || env[name].split('/').some((segment) => segment === '.' || segment === '..'))
      problems.push([name, `${name} must be one or more path segments ending in "/" (e.g. uploads/).`]);
  }
  if (env.S3_UPLOAD_PREFIX.startsWith(env.S3_PREFIX) || env.S3_PREFIX.startsWith(env.S3_UPLOAD_PREFIX))
    problems.push(['S3_UPLOAD_PREFIX', 'S3_UPLOAD_PREFIX and S3_PREFIX overlap: uploads and release files need prefixes of their own.']);
  return problems;
}

/** The bucket and how to reach it, when S3_BUCKET is set. */
export function s3Connection(env: Env): S3Connection | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    // Path-style by default with an own endpoint (MinIO and most S3-compatible servers need it), virtual-hosted on AWS.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
  };
}
