import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { CONTRACT_VERSION as API_CONTRACT_VERSION } from 'contracts';
import { createDb, migrateToLatest } from '../../api/src/db/database';
import { contractProblems } from '../../api/src/modules/release/verify';
import { fakeBuild as build, writeShell, type FakeBuildOptions } from '../../api/test/release-fixtures';
import { run } from './cli';

/**
 * The release tool on the server's machine, against a deploy folder laid out as scripts/build.mjs
 * writes it (small stand-in builds) and the API's database (a migrated SQLite file) for the log and
 * the deploy tokens: what it refuses, what it writes to rollout.json, what it prints. The same
 * commands over HTTP: api/test/release-api.test.ts and api/test/release-cluster.test.ts.
 */
let deploy: string;
let work: string;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'release-db-'));
  env = { SQLITE_PATH: path.join(work, 'app.sqlite') };
  const db = createDb({ databaseUrl: undefined, sqlitePath: env.SQLITE_PATH!, pgSchema: undefined });
  await migrateToLatest(db);
  await db.destroy();
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A stand-in build in this test's deploy folder (or `into` another one). */
const fakeBuild = (remote: string, version: string, options: FakeBuildOptions & { into?: string } = {}) =>
  build(options.into ?? deploy, remote, version, options);

async function release(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await run([...argv, '--deploy-dir', deploy], env, { out: (t) => (out += `${t}\n`), err: (t) => (err += `${t}\n`) });
  return { code, out, err };
}

const rollout = () =>
  JSON.parse(readFileSync(path.join(deploy, 'rollout.json'), 'utf8')) as {
    remotes: Record<string, { stable: string; canary?: { version: string; percent: number; since?: string } | null; previous?: string | null }>;
  };

beforeEach(() => {
  deploy = mkdtempSync(path.join(tmpdir(), 'release-test-'));
  writeShell(deploy);
  fakeBuild('mf-public', '1.0.0');
  writeFileSync(
    path.join(deploy, 'rollout.json'),
    JSON.stringify({ schema: 1, baseUrl: '/remotes', remotes: { 'mf-public': { stable: '1.0.0' }, 'mf-account': { stable: '1.0.0' } } }),
  );
});

afterEach(() => rmSync(deploy, { recursive: true, force: true }));

describe('npm run release (on the server machine, deploy folder)', () => {
  it('runs a canary from 0 % to promotion, then rolls back to the previous stable', async () => {
    fakeBuild('mf-public', '1.1.0');
    expect((await release('mf-public', 'publish', '1.1.0')).code).toBe(0);
    expect(rollout().remotes['mf-public']).toMatchObject({ stable: '1.0.0' });

    const started = await release('mf-public', 'canary', '1.1.0', '0');
    expect(started.code).toBe(0);
    expect(started.out).toContain('canary mf-public@1.1.0 at 0 %');
    expect(rollout().remotes['mf-public']!.canary).toMatchObject({ version: '1.1.0', percent: 0 });
    expect(Date.parse(rollout().remotes['mf-public']!.canary!.since!)).toBeGreaterThan(Date.now() - 60_000);

    expect((await release('mf-public', 'percent', '25')).code).toBe(0);
    expect(rollout().remotes['mf-public']!.canary).toMatchObject({ version: '1.1.0', percent: 25 });

    const promoted = await release('mf-public', 'promote');
    expect(promoted.code).toBe(0);
    expect(rollout().remotes['mf-public']).toMatchObject({ stable: '1.1.0', canary: null, previous: '1.0.0' });
    expect(promoted.out).toMatch(/stable\s+1\.1\.0/);
    expect(promoted.out).toMatch(/canary\s+none/);

    const back = await release('mf-public', 'rollback');
    expect(back.code).toBe(0);
    expect(back.out).toContain('stable rolled back from 1.1.0 to 1.0.0');
    expect(rollout().remotes['mf-public']).toMatchObject({ stable: '1.0.0', previous: null });
    expect(rollout().remotes['mf-account']).toEqual({ stable: '1.0.0' }); // the other remote is untouched
  });

  it('rollback during a canary stops the canary and keeps stable', async () => {
    fakeBuild('mf-public', '1.1.0');
    await release('mf-public', 'canary', '1.1.0', '100');
    const back = await release('mf-public', 'rollback');
    expect(back.code).toBe(0);
    expect(rollout().remotes['mf-public']).toMatchObject({ stable: '1.0.0', canary: null });
  });

  it('refuses a version whose folder does not exist, and writes nothing', async () => {
    const before = readFileSync(path.join(deploy, 'rollout.json'), 'utf8');
    const refused = await release('mf-public', 'canary', '2.0.0', '10');
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/Refused: mf-public@2\.0\.0.*does not exist/s);
    expect(readFileSync(path.join(deploy, 'rollout.json'), 'utf8')).toBe(before);
    expect((await release('mf-public', 'promote', '2.0.0')).code).toBe(1);
    expect((await release('mf-public', 'publish', '2.0.0')).code).toBe(1);
  });

  it('refuses a version with a missing chunk or remote entry', async () => {
    fakeBuild('mf-public', '1.2.0', { skipChunk: true });
    const refused = await release('mf-public', 'canary', '1.2.0', '10');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('1 file(s) missing: 707.deadbeef.js');

    fakeBuild('mf-public', '1.3.0');
    rmSync(path.join(deploy, 'mf-public', '1.3.0', 'remoteEntry.js'));
    expect((await release('mf-public', 'promote', '1.3.0')).err).toContain('remoteEntry.js is missing');
  });

  it('refuses a version built against another major version of the contract, or without one', async () => {
    const major = Number(API_CONTRACT_VERSION.split('.')[0]);
    fakeBuild('mf-public', '4.0.0', { contract: `${major + 1}.0.0` });
    const refused = await release('mf-public', 'canary', '4.0.0', '10');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(`built against contract ${major + 1}.0.0, the API speaks ${API_CONTRACT_VERSION}`);
    fakeBuild('mf-public', '4.0.1', { contract: null });
    expect((await release('mf-public', 'canary', '4.0.1', '10')).err).toContain('contract.json is missing');
  });

  it('serves a remote built against a newer or older minor version of the contract (changes within a major are additive)', () => {
    const built = Buffer.from(JSON.stringify({ contract: '1.9.0' }));
    expect(contractProblems(built, '1.0.0')).toEqual([]);
    expect(contractProblems(built, '1.12.3')).toEqual([]);
    expect(contractProblems(built, '2.0.0')).toHaveLength(1);
  });

  it('refuses a version whose shared singleton range the shell does not meet', async () => {
    fakeBuild('mf-public', '2.0.0', { react: '^20.0.0' });
    const refused = await release('mf-public', 'canary', '2.0.0', '5');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('shared singleton react requires ^20.0.0, the shell provides 19.3.1');
    expect(rollout().remotes['mf-public']!.canary).toBeUndefined();
  });

  it('refuses a folder that holds a build of another version (copied or renamed)', async () => {
    fakeBuild('mf-public', '1.4.0', { buildVersion: '1.0.0' });
    expect((await release('mf-public', 'canary', '1.4.0', '5')).err).toContain('holds a build of version 1.0.0');
  });

  it('refuses what makes no sense: a bad percentage, no canary, the stable version, an unknown remote', async () => {
    fakeBuild('mf-public', '1.1.0');
    expect((await release('mf-public', 'canary', '1.1.0', '150')).err).toContain('"150" is not a percentage');
    expect((await release('mf-public', 'canary', '1.1.0', 'lots')).code).toBe(1);
    expect((await release('mf-public', 'percent', '10')).err).toContain('has no canary');
    expect((await release('mf-public', 'promote')).err).toContain('no canary to promote');
    expect((await release('mf-public', 'canary', '1.0.0', '10')).err).toContain('already stable');
    expect((await release('mf-public', 'rollback')).err).toContain('no previous stable');
    expect((await release('mf-other', 'canary', '1.0.0', '10')).err).toContain('has no stable version yet');
    expect((await release('mf-public', 'canary', '../../etc', '10')).err).toContain('is not a version');
    expect((await release('mf-public', 'launch')).code).toBe(2);
    expect((await release('mf-public', 'canary', '1.1.0')).code).toBe(2);
    expect((await release('status', '--colour')).code).toBe(2); // util.parseArgs: unknown options are usage errors
  });

  it('publishes a build folder from elsewhere (--from) and never overwrites a published version', async () => {
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'release-build-'));
    const built = fakeBuild('mf-public', '1.5.0', { into: elsewhere });
    expect((await release('mf-public', 'publish', '1.5.0', '--from', built)).code).toBe(0);
    expect(existsSync(path.join(deploy, 'mf-public', '1.5.0', 'remoteEntry.js'))).toBe(true);
    expect((await release('mf-public', 'publish', '1.5.0', '--from', built)).err).toContain('already published');
    expect((await release('mf-public', 'publish', '1.6.0', '--from', built)).err).toContain('--from must be a build folder');
    rmSync(elsewhere, { recursive: true, force: true });
  });

  it('refuses a build folder holding a link (it could point anywhere on the build machine), and stores nothing', async () => {
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'release-build-'));
    const built = fakeBuild('mf-public', '1.7.0', { into: elsewhere });
    symlinkSync('/etc/passwd', path.join(built, 'passwd.js'));
    const refused = await release('mf-public', 'publish', '1.7.0', '--from', built);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('passwd.js, which is not a plain file');
    expect(existsSync(path.join(deploy, 'mf-public', '1.7.0'))).toBe(false);
    rmSync(elsewhere, { recursive: true, force: true });
  });

  it('publishes a build with its precompressed copies, and refuses one whose copy is other JavaScript or whose publicPath is another origin', async () => {
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'release-build-'));
    const good = fakeBuild('mf-public', '1.9.0', { into: elsewhere, precompress: true, publicPath: 'auto' });
    expect((await release('mf-public', 'publish', '1.9.0', '--from', good)).code).toBe(0);
    expect(existsSync(path.join(deploy, 'mf-public', '1.9.0', 'remoteEntry.js.br'))).toBe(true);

    const swapped = fakeBuild('mf-public', '1.9.1', { into: elsewhere, precompress: true });
    writeFileSync(path.join(swapped, 'remoteEntry.js.br'), brotliCompressSync(Buffer.from('alert(document.cookie)')));
    const refused = await release('mf-public', 'publish', '1.9.1', '--from', swapped);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('remoteEntry.js.br does not decompress to exactly remoteEntry.js');
    expect(existsSync(path.join(deploy, 'mf-public', '1.9.1'))).toBe(false);

    // Already in the deploy folder (built there, or copied in by hand): checked the same before it serves.
    const inPlace = fakeBuild('mf-public', '1.9.2', { precompress: true });
    writeFileSync(path.join(inPlace, '707.deadbeef.js.gz'), gzipSync('/* another chunk */'));
    const canary = await release('mf-public', 'canary', '1.9.2', '10');
    expect(canary.code).toBe(1);
    expect(canary.err).toContain('707.deadbeef.js.gz does not decompress');
    expect(rollout().remotes['mf-public']!.canary ?? null).toBeNull();

    const evil = fakeBuild('mf-public', '1.9.3', { into: elsewhere, publicPath: 'https://evil.example/' });
    const elsewhereOrigin = await release('mf-public', 'publish', '1.9.3', '--from', evil);
    expect(elsewhereOrigin.code).toBe(1);
    expect(elsewhereOrigin.err).toContain('manifest publicPath "https://evil.example/" is refused');
    rmSync(elsewhere, { recursive: true, force: true });
  });

  it('starts rollout.json for a remote published for the first time', async () => {
    rmSync(path.join(deploy, 'rollout.json'));
    fakeBuild('mf-account', '3.0.0');
    expect((await release('mf-account', 'publish', '3.0.0')).code).toBe(0);
    expect(rollout().remotes['mf-account']).toMatchObject({ stable: '3.0.0', canary: null });
  });

  it('writes rollout.json atomically and leaves no temporary, lock or stale compressed file', async () => {
    writeFileSync(path.join(deploy, 'rollout.json.gz'), 'stale');
    fakeBuild('mf-public', '1.1.0');
    await release('mf-public', 'canary', '1.1.0', '50');
    expect(
      readdirSync(deploy)
        .filter((f) => f.startsWith('rollout.json'))
        .sort(),
    ).toEqual(['rollout.json']);
  });

  it('refuses while another release holds the lock', async () => {
    writeFileSync(path.join(deploy, 'rollout.json.lock'), '1');
    fakeBuild('mf-public', '1.1.0');
    expect((await release('mf-public', 'canary', '1.1.0', '50')).err).toMatch(/another release is running/i);
  });

  it('refuses to work on an invalid rollout.json', async () => {
    writeFileSync(path.join(deploy, 'rollout.json'), JSON.stringify({ schema: 1, remotes: { 'mf-public': { stable: 'a/b' } } }));
    expect((await release('status')).code).toBe(1);
  });

  it('prints the state of every remote with its files checked', async () => {
    const { code, out } = await release('status');
    expect(code).toBe(0);
    expect(out).toMatch(/mf-public\n\s+stable\s+1\.0\.0\s+\[files and shared versions ok\]/);
    expect(out).toMatch(/mf-account\n\s+stable\s+1\.0\.0\s+\[PROBLEM: .*does not exist/);
  });

  it('logs every command, refused ones too, with who ran it (history)', async () => {
    fakeBuild('mf-public', '1.8.0');
    await release('mf-public', 'canary', '1.8.0', '30');
    await release('mf-public', 'percent', '300');
    const { code, out } = await release('history', '--remote', 'mf-public', '--limit', '2');
    expect(code).toBe(0);
    const [refused, started] = out.split(/\n(?=\d{4}-)/);
    expect(refused).toMatch(/local:\S+\s+mf-public\s+percent\s+refused/);
    expect(refused).toContain('"300" is not a percentage');
    expect(started).toMatch(/local:\S+\s+mf-public\s+canary\s+ok\s+\(version 1\.8\.0, stable 1\.0\.0, canary 1\.8\.0 at 30 %\)/);
  });

  it('makes, lists and revokes deploy tokens where the database is; a token is shown once, only its hash is kept', async () => {
    const made = await release('token', 'create', 'mf-public', '--name', 'public team CI');
    expect(made.code).toBe(0);
    const token = /lpkd_\d+_[\w-]{43}/.exec(made.out)?.[0];
    expect(token).toBeDefined();
    const id = token!.split('_')[1]!;
    const listed = await release('token', 'list');
    expect(listed.out).toMatch(new RegExp(`^${id}\\s+mf-public\\s+"public team CI"`, 'm'));
    expect(listed.out).not.toContain(token!.slice(-43));
    expect(readFileSync(env.SQLITE_PATH!).includes(Buffer.from(token!))).toBe(false);
    expect((await release('token', 'revoke', id)).code).toBe(0);
    expect((await release('token', 'list')).out).toMatch(new RegExp(`^${id}\\s.*REVOKED`, 'm'));
    expect((await release('token', 'revoke', id)).code).toBe(1);
    expect((await release('token', 'create', 'public', '--name', 'x')).err).toContain('not a remote name');
    expect((await release('token', 'create', 'mf-public')).err).toContain('--name');
  });

  it('says what to do when the database has no release tables yet', async () => {
    let err = '';
    const code = await run(
      ['status', '--deploy-dir', deploy],
      { SQLITE_PATH: path.join(work, 'empty.sqlite') },
      { out: () => undefined, err: (t) => (err += t) },
    );
    expect(code).toBe(1);
    expect(err).toContain('run `npm run migrate`');
  });
});

describe('shared version ranges', () => {
  it('are checked with the federation runtime the shell bundles (same package, same version)', () => {
    const root = path.resolve(__dirname, '..', '..');
    const version = (dir: string) => (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
    // The copy the shell's build bundles: @module-federation/runtime's (nested if it has its own), else the hoisted one.
    const nested = path.join(root, 'node_modules', '@module-federation', 'runtime', 'node_modules', '@module-federation', 'runtime-core');
    const bundled = existsSync(nested) ? nested : path.join(root, 'node_modules', '@module-federation', 'runtime-core');
    const pinned = (JSON.parse(readFileSync(path.join(root, 'api', 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies;
    expect(pinned['@module-federation/runtime-core']).toBe(version(bundled));
  });
});
