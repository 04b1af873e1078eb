/** The release module's settings and their defaults (config/release.ts reads the environment into them). */
import type { S3Connection } from '../../lib/s3';

export interface ArchiveLimits {
  /** Bytes of all files of a version together, unpacked (the upload itself is bounded by the same). */
  maxBytes: number;
  maxFiles: number;
  /** Bytes of one file. */
  maxFileBytes: number;
}

export const DEFAULT_ARCHIVE_LIMITS: ArchiveLimits = { maxBytes: 100 * 1024 * 1024, maxFiles: 2000, maxFileBytes: 20 * 1024 * 1024 };

export interface CanaryStopSettings {
  enabled: boolean;
  /** Failure share that stops a canary (more than this), in percent. */
  percent: number;
  /** Fewer reporting networks than this never stop a canary. */
  minLoads: number;
  windowMs: number;
}

export const DEFAULT_CANARY_STOP: CanaryStopSettings = { enabled: true, percent: 5, minLoads: 20, windowMs: 10 * 60_000 };

/** The bucket (lib/s3.ts) and the key prefix of release files in it. */
export interface S3Settings extends S3Connection {
  /** Key prefix of this deployment's release objects (e.g. `remotes/`). */
  prefix: string;
}
