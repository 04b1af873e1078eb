/** The release module's settings and their defaults (config/release.ts reads the environment into them). */

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

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible service's URL (MinIO, Ceph, R2...); empty: AWS. */
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Key prefix of this deployment's objects (e.g. `remotes/`). */
  prefix: string;
  /** Path-style URLs (`endpoint/bucket/key`), which most S3-compatible servers need. */
  forcePathStyle: boolean;
}
