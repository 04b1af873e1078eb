import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/database';
import { StorageUnavailable } from '../src/lib/storage-unavailable';
import { packArchive, readFolder } from '../src/modules/release/archive';
import { readLog } from '../src/modules/release/log';
import { shellReader } from '../src/modules/release/plugin';
import { ReleaseService } from '../src/modules/release/service';
import { DEFAULT_ARCHIVE_LIMITS } from '../src/modules/release/settings';
import { DatabaseStore, type ReleaseStoreTables } from '../src/modules/release/store/database';
import { s3Blobs } from '../src/modules/release/store/s3';
import { ReleaseSync } from '../src/modules/release/sync';
import { createToken } from '../src/modules/release/tokens';
import { call, createTestApp, type TestApp } from './helpers';
import { fakeBuild, writeShell } from './release-fixtures';
import { startBucket, type TestBucket } from './s3';

/**
 * The shared release store with its version files in an S3 bucket (issue 35), against a real
 * S3-protocol server (scripts/s3-server.cjs): publish, canary, percent, promote, rollback and the
 * history, each node with its own S3 client; a node that never saw a version reads it from the
 * bucket; the bucket stopped mid-run refuses a publish before anything is recorded and a read is
 * StorageUnavailable (503), and both work again once it is back. On SQLite and PostgreSQL (the store
 * over the test's database); with DATABASE_URL also two API nodes over HTTP (S3_BUCKET needs the
 * shared database, so only there does a node use this store).
 */
let bucket: TestBucket;
let t: TestApp;
let work: string;
let deployDir: string;
let builds: string;

const silent = { warn: () => undefined, info: () => undefined, error: () => undefined } as unknown as FastifyInstance['log'];

beforeAll(async () => {
  bucket = await startBucket();
  t = await createTestApp({ seedDemo: false });
  work = mkdtempSync(path.join(tmpdir(), 'lpk-release-s3-'));
  deployDir = path.join(work, 'deploy');
  builds = path.join(work, 'builds');
  writeShell(deployDir);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await bucket?.close();
  rmSync(work, { recursive: true, force: true });
});

/** One node's view: its own S3 client, the same database. */
function nodeOf(db: Db, prefix: string) {
  const store = new DatabaseStore(db, s3Blobs(bucket.releaseS3(prefix)), prefix);
  const service = new ReleaseService({ store, db, shellShared: shellReader(deployDir), appUrl: 'https://lpk.example' });
  const sync = new ReleaseSync(store, { redis: null, channel: 'test:release', logger: silent, pollMs: 60_000, cacheBytes: 1024 * 1024 });
  return { store, service, sync };
}

const actor = { name: 'public team CI' };
const filesOf = (version: string) => readFolder(fakeBuild(builds, 'mf-public', version));

describe('the S3 release store (DatabaseStore + s3Blobs)', () => {
  const prefix = `remotes-${Date.now()}/`;

  test('publish, canary, percent, promote, rollback and history; files in the bucket, the list in the database; a node that never saw a version reads it', async () => {
    const a = nodeOf(t.app.db, prefix);
    expect(a.store.kind).toBe('s3');
    const first = await a.service.run({ command: 'publish', remote: 'mf-public', version: '1.0.0', files: await filesOf('1.0.0') }, actor);
    expect(first.message).toBe('published mf-public@1.0.0 as stable (first version)');
    await a.service.run({ command: 'publish', remote: 'mf-public', version: '1.1.0', files: await filesOf('1.1.0') }, actor);

    // Every file is an object under the prefix (a key of this upload's own); the database keeps sizes and hashes only.
    const keys = await bucket.keys(`${prefix}mf-public/1.1.0/`);
    expect(keys.map((k) => k.replace(/^.*\/1\.1\.0\/[0-9a-f]{12}\//, ''))).toEqual(
      ['707.deadbeef.js', '__federation_expose_app.1234abcd.js', 'contract.json', 'mf-manifest.json', 'remoteEntry.js'].sort(),
    );
    const rows = await t.app.db
      .withTables<ReleaseStoreTables>()
      .selectFrom('release_files')
      .select(['path', 'content'])
      .where('version', '=', '1.1.0')
      .execute();
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.content === null)).toBe(true);

    expect((await a.service.run({ command: 'canary', remote: 'mf-public', version: '1.1.0', percent: 25 }, actor)).message).toContain(
      'canary mf-public@1.1.0 at 25 %',
    );
    await a.service.run({ command: 'percent', remote: 'mf-public', percent: 50 }, actor);

    // Node B: its own client and an empty cache; it never saw 1.1.0 being published.
    const b = nodeOf(t.app.db, prefix);
    const seen = await b.sync.current();
    expect(seen.manifest.remotes['mf-public']).toMatchObject({ stable: '1.0.0', canary: { version: '1.1.0', percent: 50 } });
    expect((await b.sync.file('mf-public', '1.1.0', 'remoteEntry.js'))?.toString()).toBe('var mf_public; /* mf-public 1.1.0 */');
    expect(await b.sync.file('mf-public', '1.1.0', 'no-such-file.js')).toBeNull();
    expect(await b.store.readFile('mf-public', '9.9.9', 'remoteEntry.js')).toBeNull();

    expect((await b.service.run({ command: 'promote', remote: 'mf-public' }, actor)).manifest.remotes['mf-public']).toMatchObject({
      stable: '1.1.0',
      canary: null,
    });
    expect((await a.service.run({ command: 'rollback', remote: 'mf-public' }, actor)).manifest.remotes['mf-public']?.stable).toBe('1.0.0');
    // Versions are immutable: a second upload of 1.1.0 is refused and leaves the first one's files.
    await expect(a.service.run({ command: 'publish', remote: 'mf-public', version: '1.1.0', files: await filesOf('1.1.0') }, actor)).rejects.toMatchObject({
      status: 409,
    });
    expect(await bucket.keys(`${prefix}mf-public/1.1.0/`)).toEqual(keys);

    const history = (await readLog(t.app.db, { remote: 'mf-public' })).map((e) => [e.command, e.version, e.result, e.stable_after, e.canary_after]);
    expect(history).toEqual([
      ['publish', '1.1.0', 'refused', null, null],
      ['rollback', '1.0.0', 'ok', '1.0.0', null],
      ['promote', '1.1.0', 'ok', '1.1.0', null],
      ['percent', '1.1.0', 'ok', '1.0.0', '1.1.0 at 50 %'],
      ['canary', '1.1.0', 'ok', '1.0.0', '1.1.0 at 25 %'],
      ['publish', '1.1.0', 'ok', '1.0.0', null],
      ['publish', '1.0.0', 'ok', '1.0.0', null],
    ]);
  });

  test('an upload that fails halfway (the bucket refuses its third file) leaves no object and no version', async () => {
    const blobs = s3Blobs(bucket.releaseS3(prefix));
    let puts = 0;
    const failing = {
      ...blobs,
      put: async (key: string, content: Buffer) => {
        puts += 1;
        if (puts === 3) throw new StorageUnavailable('release files (s3)', new Error('connection reset'));
        return blobs.put(key, content);
      },
    };
    const store = new DatabaseStore(t.app.db, failing, prefix);
    await expect(store.putVersion('mf-public', '1.5.0', await filesOf('1.5.0'))).rejects.toMatchObject({ statusCode: 503 });
    expect(puts).toBe(3);
    expect(await bucket.keys(`${prefix}mf-public/1.5.0/`)).toEqual([]);
    expect(await store.versionFiles('mf-public', '1.5.0')).toBeNull();
  });

  test('the bucket stopped mid-run: a publish is refused before anything is recorded, a read is StorageUnavailable; both work once it is back', async () => {
    const a = nodeOf(t.app.db, prefix);
    const before = await a.store.readState();
    const files = await filesOf('2.0.0');
    await bucket.server.stop();
    try {
      const publish = a.service.run({ command: 'publish', remote: 'mf-public', version: '2.0.0', files }, actor);
      await expect(publish).rejects.toBeInstanceOf(StorageUnavailable);
      await expect(publish).rejects.toMatchObject({ statusCode: 503, message: expect.stringContaining('release files (s3) could not be reached') });
      expect(await a.store.versionFiles('mf-public', '2.0.0')).toBeNull();
      expect((await a.store.readState()).revision).toBe(before.revision);
      // A node that has not cached the file cannot read it: 503 (not a missing file, not a 500).
      const fresh = nodeOf(t.app.db, prefix);
      await expect(fresh.sync.file('mf-public', '1.0.0', 'remoteEntry.js')).rejects.toMatchObject({ statusCode: 503 });
    } finally {
      await bucket.server.restart();
    }
    const fresh = nodeOf(t.app.db, prefix);
    expect((await fresh.sync.file('mf-public', '1.0.0', 'remoteEntry.js'))?.toString()).toBe('var mf_public; /* mf-public 1.0.0 */');
    const published = await a.service.run({ command: 'publish', remote: 'mf-public', version: '2.0.0', files }, actor);
    expect(published.message).toContain('published mf-public@2.0.0');
  }, 60_000);
});

// S3_BUCKET needs DATABASE_URL (config/release.ts): only on PostgreSQL does an API node use this store.
(process.env.DATABASE_URL ? describe : describe.skip)('two API nodes, version files in the bucket (PostgreSQL)', () => {
  test('a version published through node A over HTTP is served by node B from the bucket; with the bucket down B answers 503, not 500', async () => {
    const prefix = `nodes-${Date.now()}/`;
    const release = {
      archive: DEFAULT_ARCHIVE_LIMITS,
      cacheBytes: 1024 * 1024,
      canaryStop: { enabled: true, percent: 5, minLoads: 20, windowMs: 600_000 },
      s3: bucket.releaseS3(prefix),
    };
    const site = { staticDir: deployDir, apiBaseUrl: '', wsHost: '', chatUrl: '', gtmId: '' };
    const nodeA = await createTestApp({ seedDemo: false, releaseStore: 'database', release, site });
    let nodeB: FastifyInstance | undefined;
    try {
      nodeB = await buildApp({
        logger: false,
        config: { ...nodeA.app.config, uploadDir: path.join(work, 'b-uploads'), release, site },
      });
      const token = (await createToken(nodeA.app.db, 'mf-public', 'public team CI')).token;
      const archive = await packArchive(await readFolder(fakeBuild(builds, 'mf-public', '3.0.0')));
      const published = await nodeA.app.inject({
        method: 'POST',
        url: '/api/lpk/release/mf-public/versions/3.0.0',
        headers: { 'content-type': 'application/gzip', authorization: `Bearer ${token}` },
        payload: archive,
      });
      expect(published.statusCode).toBe(201);
      expect((await bucket.keys(`${prefix}mf-public/3.0.0/`)).length).toBe(5);

      const served = await nodeB.inject({ method: 'GET', url: '/remotes/mf-public/3.0.0/remoteEntry.js' });
      expect(served.statusCode).toBe(200);
      expect(served.body).toBe('var mf_public; /* mf-public 3.0.0 */');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const status = await call(nodeB, 'GET', '/api/lpk/release/status', { token });
      expect(status.body.data.remotes[0].published).toContain('3.0.0');

      await bucket.server.stop();
      try {
        const unseen = await nodeB.inject({ method: 'GET', url: '/remotes/mf-public/3.0.0/__federation_expose_app.1234abcd.js' });
        expect(unseen.statusCode).toBe(503);
        // What B read before is in its memory: still served.
        expect((await nodeB.inject({ method: 'GET', url: '/remotes/mf-public/3.0.0/remoteEntry.js' })).statusCode).toBe(200);
        const refused = await nodeA.app.inject({
          method: 'POST',
          url: '/api/lpk/release/mf-public/versions/3.0.1',
          headers: { 'content-type': 'application/gzip', authorization: `Bearer ${token}`, 'accept-language': 'en' },
          payload: await packArchive(await readFolder(fakeBuild(builds, 'mf-public', '3.0.1'))),
        });
        expect(refused.statusCode).toBe(503);
        expect(refused.json().message).toBe('The service is briefly unavailable. Please try again in a few seconds.');
      } finally {
        await bucket.server.restart();
      }
      expect((await nodeB.inject({ method: 'GET', url: '/remotes/mf-public/3.0.0/__federation_expose_app.1234abcd.js' })).statusCode).toBe(200);
    } finally {
      await nodeB?.close();
      await nodeA.close();
    }
  }, 60_000);
});
