import { randomBytes, createHash } from 'node:crypto';
import type { Generated } from 'kysely';
import { validateManifest, type RolloutManifest } from 'contracts';
import type { Db } from '../../../db/database';
import { nowIso } from '../../../lib/time';
import { ReleaseRefusal } from '../errors';
import type { VersionFiles } from '../verify';
import { EMPTY_MANIFEST, type ReleaseState, type ReleaseStore } from './types';

/** The tables of migration 0014 this store uses (typed here: only the release module reads them). */
// A type, not an interface: withTables needs the index signature a type alias has.
export type ReleaseStoreTables = {
  release_state: { id: number; manifest: string; revision: number; updated_at: string };
  release_versions: { id: Generated<number>; remote: string; version: string; files: number; bytes: number; storage_key: string | null; created_at: string };
  release_files: { id: Generated<number>; remote: string; version: string; path: string; size: number; sha256: string; content: Buffer | null };
};

/** Where a version's file contents go when they are not kept in release_files (S3). */
export interface BlobStore {
  put(key: string, content: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** Removes objects no version points at (an upload that failed or lost a race); best effort. */
  remove(keys: string[]): Promise<void>;
}

const ROWS_PER_INSERT = 50;

/**
 * Versions and the rollout manifest in the shared database (DATABASE_URL): every node reads the
 * same. The manifest is one row whose revision each write raises only if it is still the one the
 * command read (compare-and-set: two releases at once never lose each other's change). A version is
 * inserted in one transaction, its row and every file: it exists whole or not at all. With a blob
 * store (S3) the contents go there first, under a key of their own, and the database keeps the list.
 */
export class DatabaseStore implements ReleaseStore {
  readonly kind: 'database' | 's3';
  constructor(
    private readonly db: Db,
    private readonly blobs: BlobStore | null = null,
    private readonly blobPrefix = '',
  ) {
    this.kind = blobs ? 's3' : 'database';
  }

  private get t() {
    return this.db.withTables<ReleaseStoreTables>();
  }

  async readState(): Promise<ReleaseState> {
    const row = await this.t.selectFrom('release_state').select(['manifest', 'revision']).where('id', '=', 1).executeTakeFirst();
    if (!row) return { manifest: EMPTY_MANIFEST, revision: '0' };
    let parsed: unknown;
    try {
      parsed = JSON.parse(row.manifest);
    } catch {
      parsed = null;
    }
    const problems = validateManifest(parsed);
    if (problems.length) throw new ReleaseRefusal(409, 'state_invalid', { detail: problems.join('; ') });
    return { manifest: parsed as RolloutManifest, revision: String(row.revision) };
  }

  async readRevision(): Promise<string> {
    const row = await this.t.selectFrom('release_state').select('revision').where('id', '=', 1).executeTakeFirst();
    return row ? String(row.revision) : '0';
  }

  async writeState(manifest: RolloutManifest, revision: string): Promise<boolean> {
    const problems = validateManifest(manifest);
    if (problems.length) throw new Error(`refusing to write an invalid manifest: ${problems.join('; ')}`);
    const text = JSON.stringify(manifest);
    const now = nowIso();
    if (revision === '0') {
      const result = await this.t
        .insertInto('release_state')
        .values({ id: 1, manifest: text, revision: 1, updated_at: now })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    }
    const result = await this.t
      .updateTable('release_state')
      .set({ manifest: text, revision: Number(revision) + 1, updated_at: now })
      .where('id', '=', 1)
      .where('revision', '=', Number(revision))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async versionFiles(remote: string, version: string): Promise<VersionFiles | null> {
    const found = await this.t.selectFrom('release_versions').select('id').where('remote', '=', remote).where('version', '=', version).executeTakeFirst();
    if (!found) return null;
    const rows = await this.t.selectFrom('release_files').select(['path', 'size']).where('remote', '=', remote).where('version', '=', version).execute();
    const sizes = new Map(rows.map((r) => [r.path, Number(r.size)]));
    return { sizes, read: (file) => (sizes.has(file) ? this.readFile(remote, version, file) : Promise.resolve(null)) };
  }

  async putVersion(remote: string, version: string, files: ReadonlyMap<string, Buffer>): Promise<boolean> {
    const exists = await this.t.selectFrom('release_versions').select('id').where('remote', '=', remote).where('version', '=', version).executeTakeFirst();
    if (exists) return false;
    let storageKey: string | null = null;
    const written: string[] = [];
    // What a failed upload wrote is removed again (best effort: the bucket may be what failed).
    const discard = async () => {
      if (this.blobs && written.length) await this.blobs.remove(written).catch(() => undefined);
    };
    if (this.blobs) {
      // A key of this upload's own: a lost race never mixes two uploads' files, and its objects are removed.
      storageKey = `${this.blobPrefix}${remote}/${version}/${randomBytes(6).toString('hex')}/`;
      try {
        for (const [name, content] of files) {
          written.push(`${storageKey}${name}`);
          await this.blobs.put(`${storageKey}${name}`, content);
        }
      } catch (error) {
        await discard();
        throw error;
      }
    }
    const rows = [...files].map(([name, content]) => ({
      remote,
      version,
      path: name,
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      content: this.blobs ? null : content,
    }));
    try {
      await this.db.transaction().execute(async (trx) => {
        const t = trx.withTables<ReleaseStoreTables>();
        await t
          .insertInto('release_versions')
          .values({ remote, version, files: rows.length, bytes: rows.reduce((n, r) => n + r.size, 0), storage_key: storageKey, created_at: nowIso() })
          .execute();
        for (let i = 0; i < rows.length; i += ROWS_PER_INSERT)
          await t
            .insertInto('release_files')
            .values(rows.slice(i, i + ROWS_PER_INSERT))
            .execute();
      });
      return true;
    } catch (error) {
      await discard();
      // The unique (remote, version): another upload of the same version won.
      const again = await this.t.selectFrom('release_versions').select('id').where('remote', '=', remote).where('version', '=', version).executeTakeFirst();
      if (again) return false;
      throw error;
    }
  }

  async readFile(remote: string, version: string, file: string): Promise<Buffer | null> {
    if (!this.blobs) {
      const row = await this.t
        .selectFrom('release_files')
        .select('content')
        .where('remote', '=', remote)
        .where('version', '=', version)
        .where('path', '=', file)
        .executeTakeFirst();
      return row?.content ? Buffer.from(row.content) : null;
    }
    const row = await this.t
      .selectFrom('release_files')
      .innerJoin('release_versions', (join) =>
        join.onRef('release_versions.remote', '=', 'release_files.remote').onRef('release_versions.version', '=', 'release_files.version'),
      )
      .select('release_versions.storage_key')
      .where('release_files.remote', '=', remote)
      .where('release_files.version', '=', version)
      .where('release_files.path', '=', file)
      .executeTakeFirst();
    if (!row?.storage_key) return null;
    return this.blobs.get(`${row.storage_key}${file}`);
  }
}
