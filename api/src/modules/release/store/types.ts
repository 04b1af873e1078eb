import type { RolloutManifest } from 'contracts';
import type { VersionFiles } from '../verify';

/** The rollout manifest with the revision it was read at (compare-and-set: a write names it). */
export interface ReleaseState {
  manifest: RolloutManifest;
  /** Opaque: changes with every write. */
  revision: string;
}

/**
 * Where remote versions and the rollout manifest live:
 * - `folder`: the deploy folder (dist/, STATIC_DIR) of one node, as `npm start` serves it (SQLite);
 * - `database`: the shared database (DATABASE_URL), every node serving the same;
 * - `s3`: version files in an S3-compatible bucket, the manifest and the file list in the database.
 */
export interface ReleaseStore {
  readonly kind: 'folder' | 'database' | 's3';
  readState(): Promise<ReleaseState>;
  /** The current revision only (cheap: what nodes poll). */
  readRevision(): Promise<string>;
  /** Writes the manifest if the state is still at `revision`; false when another release wrote first. */
  writeState(manifest: RolloutManifest, revision: string): Promise<boolean>;
  /** A published version's files, or null when the store has no such version. */
  versionFiles(remote: string, version: string): Promise<VersionFiles | null>;
  /** Stores a new version whole (never half); false when it exists already (versions are immutable). */
  putVersion(remote: string, version: string, files: ReadonlyMap<string, Buffer>): Promise<boolean>;
  /** One file of a version, for serving; null when absent. */
  readFile(remote: string, version: string, file: string): Promise<Buffer | null>;
}

/** The manifest of a deployment nothing was published to yet. */
export const EMPTY_MANIFEST: RolloutManifest = { schema: 1, baseUrl: '/remotes', remotes: {} };
