import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run } from './cli';
import { satisfies } from './semver';
import { API_CONTRACT_VERSION, contractProblems } from './verify';

/**
 * The release tool against a deploy folder laid out as scripts/build.mjs writes it, with small
 * stand-in builds: what it refuses, what it writes to rollout.json, what it prints.
 */
const SHELL_SHARED = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
  { name: 'react-dom', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
  { name: 'i18next', version: '26.7.2', requiredVersion: '~26.7.2', singleton: true },
  { name: 'mf-shared', version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
];

let deploy: string;

function fakeBuild(
  remote: string,
  version: string,
  options: { react?: string; buildVersion?: string; skipChunk?: boolean; contract?: string | null } = {},
): string {
  const dir = path.join(deploy, remote, version);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'remoteEntry.js'), `var ${remote.replace(/-/g, '_')}; /* ${version} */`);
  writeFileSync(path.join(dir, '__federation_expose_app.1234abcd.js'), '/* app */');
  if (!options.skipChunk) writeFileSync(path.join(dir, '707.deadbeef.js'), '/* chunk */');
  const manifest = {
    name: remote.replace(/-/g, '_'),
    metaData: { name: remote.replace(/-/g, '_'), buildInfo: { buildVersion: options.buildVersion ?? version, buildName: remote } },
    exposes: [
      {
        name: 'app',
        path: './app',
        assets: { js: { sync: ['__federation_expose_app.1234abcd.js'], async: ['707.deadbeef.js'] }, css: { sync: [], async: [] } },
      },
    ],
    shared: [
      {
        name: 'react',
        version: '19.3.1',
        requiredVersion: options.react ?? '^19.3.1',
        singleton: true,
        assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
      },
      { name: 'react-router', version: '7.18.5', requiredVersion: '^7.18.5', singleton: true },
      { name: 'mf-shared', version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
    ],
  };
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  if (options.contract !== null) writeFileSync(path.join(dir, 'contract.json'), JSON.stringify({ contract: options.contract ?? API_CONTRACT_VERSION }));
  return dir;
}

function release(...argv: string[]): { code: number; out: string; err: string } {
  let out = '';
  let err = '';
  const code = run([...argv, '--deploy-dir', deploy], {}, { out: (t) => (out += `${t}\n`), err: (t) => (err += `${t}\n`) });
  return { code, out, err };
}

const rollout = () =>
  JSON.parse(readFileSync(path.join(deploy, 'rollout.json'), 'utf8')) as {
    remotes: Record<string, { stable: string; canary?: { version: string; percent: number } | null; previous?: string | null }>;
  };

beforeEach(() => {
  deploy = mkdtempSync(path.join(tmpdir(), 'release-test-'));
  mkdirSync(path.join(deploy, 'shell'), { recursive: true });
  writeFileSync(path.join(deploy, 'shell', 'mf-manifest.json'), JSON.stringify({ name: 'shell', shared: SHELL_SHARED }));
  fakeBuild('mf-public', '1.0.0');
  writeFileSync(
    path.join(deploy, 'rollout.json'),
    JSON.stringify({ schema: 1, baseUrl: '/remotes', remotes: { 'mf-public': { stable: '1.0.0' }, 'mf-account': { stable: '1.0.0' } } }),
  );
});

afterEach(() => rmSync(deploy, { recursive: true, force: true }));

describe('npm run release', () => {
  it('runs a canary from 0 % to promotion, then rolls back to the previous stable', () => {
    fakeBuild('mf-public', '1.1.0');
    expect(release('mf-public', 'publish', '1.1.0').code).toBe(0);
    expect(rollout().remotes['mf-public']).toMatchObject({ stable: '1.0.0' });

    const started = release('mf-public', 'canary', '1.1.0', '0');
    expect(started.code).toBe(0);
    expect(started.out).toContain('canary mf-public@1.1.0 at 0 %');
    expect(rollout().remotes['mf-public']!.canary).toEqual({ version: '1.1.0', percent: 0 });

    expect(release('mf-public', 'percent', '25').code).toBe(0);
    expect(rollout().remotes['mf-public']!.canary).toEqual({ version: '1.1.0', percent: 25 });

    const promoted = release('mf-public', 'promote');
    expect(promoted.code).toBe(0);
    expect(rollout().remotes['mf-public']).toMatchObject({ stable: '1.1.0', canary: null, previous: '1.0.0' });
    expect(promoted.out).toMatch(/stable\s+1\.1\.0/);
    expect(promoted.out).toMatch(/canary\s+none/);

    const back = release('mf-public', 'rollback');
    expect(back.code).toBe(0);
    expect(back.out).toContain('stable rolled back from 1.1.0 to 1.0.0');
    expect(rollout().remotes['mf-public']).toMatchObject({ stable: '1.0.0', previous: null });
    expect(rollout().remotes['mf-account']).toEqual({ stable: '1.0.0' }); // the other remote is untouched
  });

  it('rollback during a canary stops the canary and keeps stable', () => {
    fakeBuild('mf-public', '1.1.0');
    release('mf-public', 'canary', '1.1.0', '100');
    const back = release('mf-public', 'rollback');
    expect(back.code).toBe(0);
    expect(rollout().remotes['mf-public']).toMatchObject({ stable: '1.0.0', canary: null });
  });

  it('refuses a version whose folder does not exist, and writes nothing', () => {
    const before = readFileSync(path.join(deploy, 'rollout.json'), 'utf8');
    const refused = release('mf-public', 'canary', '2.0.0', '10');
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/refused: mf-public@2\.0\.0.*does not exist/s);
    expect(readFileSync(path.join(deploy, 'rollout.json'), 'utf8')).toBe(before);
    expect(release('mf-public', 'promote', '2.0.0').code).toBe(1);
    expect(release('mf-public', 'publish', '2.0.0').code).toBe(1);
  });

  it('refuses a version with a missing chunk or remote entry', () => {
    fakeBuild('mf-public', '1.2.0', { skipChunk: true });
    const refused = release('mf-public', 'canary', '1.2.0', '10');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('1 file(s) missing: 707.deadbeef.js');

    fakeBuild('mf-public', '1.3.0');
    rmSync(path.join(deploy, 'mf-public', '1.3.0', 'remoteEntry.js'));
    expect(release('mf-public', 'promote', '1.3.0').err).toContain('remoteEntry.js is missing');
  });

  it('refuses a version built against another major version of the contract, or without one', () => {
    const major = Number(API_CONTRACT_VERSION.split('.')[0]);
    fakeBuild('mf-public', '4.0.0', { contract: `${major + 1}.0.0` });
    const refused = release('mf-public', 'canary', '4.0.0', '10');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(`built against contract ${major + 1}.0.0, the API speaks ${API_CONTRACT_VERSION}`);
    fakeBuild('mf-public', '4.0.1', { contract: null });
    expect(release('mf-public', 'canary', '4.0.1', '10').err).toContain('contract.json is missing');
  });

  it('serves a remote built against a newer or older minor version of the contract (changes within a major are additive)', () => {
    const dir = fakeBuild('mf-public', '4.1.0', { contract: '1.9.0' });
    expect(contractProblems(dir, 'x', '1.0.0')).toEqual([]);
    expect(contractProblems(dir, 'x', '1.12.3')).toEqual([]);
    expect(contractProblems(dir, 'x', '2.0.0')).toHaveLength(1);
  });

  it('refuses a version whose shared singleton range the shell does not meet', () => {
    fakeBuild('mf-public', '2.0.0', { react: '^20.0.0' });
    const refused = release('mf-public', 'canary', '2.0.0', '5');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('shared singleton react requires ^20.0.0, the shell provides 19.3.1');
    expect(rollout().remotes['mf-public']!.canary).toBeUndefined();
  });

  it('refuses a folder that holds a build of another version (copied or renamed)', () => {
    fakeBuild('mf-public', '1.4.0', { buildVersion: '1.0.0' });
    expect(release('mf-public', 'canary', '1.4.0', '5').err).toContain('holds a build of version 1.0.0');
  });

  it('refuses what makes no sense: a bad percentage, no canary, the stable version, an unknown remote', () => {
    fakeBuild('mf-public', '1.1.0');
    expect(release('mf-public', 'canary', '1.1.0', '150').err).toContain('"150" is not a percentage');
    expect(release('mf-public', 'canary', '1.1.0', 'lots').code).toBe(1);
    expect(release('mf-public', 'percent', '10').err).toContain('has no canary');
    expect(release('mf-public', 'promote').err).toContain('no canary to promote');
    expect(release('mf-public', 'canary', '1.0.0', '10').err).toContain('already stable');
    expect(release('mf-public', 'rollback').err).toContain('no previous stable');
    expect(release('mf-other', 'canary', '1.0.0', '10').err).toContain('has no stable version yet');
    expect(release('mf-public', 'canary', '../../etc', '10').err).toContain('is not a version');
    expect(release('mf-public', 'launch').code).toBe(2);
    expect(release('mf-public', 'canary', '1.1.0').code).toBe(2);
  });

  it('publishes a build folder from elsewhere (--from) and never overwrites a published version', () => {
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'release-build-'));
    const saved = deploy;
    deploy = elsewhere;
    const built = fakeBuild('mf-public', '1.5.0');
    deploy = saved;
    expect(release('mf-public', 'publish', '1.5.0', '--from', built).code).toBe(0);
    expect(existsSync(path.join(deploy, 'mf-public', '1.5.0', 'remoteEntry.js'))).toBe(true);
    expect(release('mf-public', 'publish', '1.5.0', '--from', built).err).toContain('already in');
    expect(release('mf-public', 'publish', '1.6.0', '--from', built).err).toContain('--from must be a build folder');
    rmSync(elsewhere, { recursive: true, force: true });
  });

  it('starts rollout.json for a remote published for the first time', () => {
    rmSync(path.join(deploy, 'rollout.json'));
    fakeBuild('mf-account', '3.0.0');
    expect(release('mf-account', 'publish', '3.0.0').code).toBe(0);
    expect(rollout().remotes['mf-account']).toMatchObject({ stable: '3.0.0', canary: null });
  });

  it('writes rollout.json atomically and leaves no temporary, lock or stale compressed file', () => {
    writeFileSync(path.join(deploy, 'rollout.json.gz'), 'stale');
    fakeBuild('mf-public', '1.1.0');
    release('mf-public', 'canary', '1.1.0', '50');
    expect(
      readdirSync(deploy)
        .filter((f) => f.startsWith('rollout.json'))
        .sort(),
    ).toEqual(['rollout.json']);
  });

  it('refuses while another release holds the lock', () => {
    writeFileSync(path.join(deploy, 'rollout.json.lock'), '1');
    fakeBuild('mf-public', '1.1.0');
    expect(release('mf-public', 'canary', '1.1.0', '50').err).toContain('another release is running');
  });

  it('refuses to work on an invalid rollout.json', () => {
    writeFileSync(path.join(deploy, 'rollout.json'), JSON.stringify({ schema: 1, remotes: { 'mf-public': { stable: 'a/b' } } }));
    expect(release('status').code).toBe(1);
  });

  it('prints the state of every remote with its files checked', () => {
    const { code, out } = release('status');
    expect(code).toBe(0);
    expect(out).toMatch(/mf-public\n\s+stable\s+1\.0\.0\s+\[files and shared versions ok\]/);
    expect(out).toMatch(/mf-account\n\s+stable\s+1\.0\.0\s+\[PROBLEM: .*does not exist/);
  });
});

describe('shared version ranges', () => {
  it.each([
    ['19.3.1', '^19.3.1', true],
    ['19.4.0', '^19.3.1', true],
    ['20.0.0', '^19.3.1', false],
    ['19.3.0', '^19.3.1', false],
    ['0.1.5', '^0.1.0', true],
    ['0.2.0', '^0.1.0', false],
    ['26.7.9', '~26.7.2', true],
    ['26.8.0', '~26.7.2', false],
    ['7.18.5', '>=7.0.0 <8', true],
    ['8.0.0', '>=7.0.0 <8', false],
    ['18.2.0', '^17 || ^18', true],
    ['1.2.3', '1.2.3', true],
    ['1.2.4', '1.2.x', true],
    ['1.2.4', '*', true],
    ['not-a-version', '^1.0.0', false],
  ])('%s satisfies %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });
});
