import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_ARCHIVE_LIMITS } from '../src/modules/release/settings';
import { describeCluster, listenOnLoopback, startCluster, type Cluster } from './helpers/cluster';
import { fakeBuild, writeShell } from './release-fixtures';

/**
 * A team ships from its own CI to two nodes (issue "Teams ship from their own CI to any number of
 * nodes"): two API nodes, each with its own deploy folder holding only the shell (no shared
 * filesystem), one PostgreSQL schema and one Redis. The release tool runs as a team's CI runs it:
 * a process started in a folder that holds only the built version, talking HTTP to the nodes.
 *
 * Runs in CI's PostgreSQL pass (DATABASE_URL and REDIS_URL set); skipped without them. Configured
 * but unreachable, it fails (creating the schema or connecting Redis throws).
 */
const ROOT = path.resolve(__dirname, '..', '..');
const TSX = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const CLI = path.join(ROOT, 'scripts', 'release', 'cli.ts');

interface Node {
  app: FastifyInstance;
  url: string;
  deployDir: string;
}

describeCluster(__filename)('releases shipped from a CI to two nodes on PostgreSQL + Redis', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'lpk-release-cluster-'));
  /** The CI's folder: the built versions only (no checkout of the deploy, no database, no node's folder). */
  const ci = path.join(work, 'ci');
  let cluster: Cluster;
  let a: Node;
  let b: Node;
  let token = '';

  /** `npm run release -- <args>` as a process in the CI folder; the database variables only where the database is. */
  function release(args: string[], env: Record<string, string>): Promise<{ code: number; out: string; err: string }> {
    return new Promise((resolve, reject) => {
      const { DATABASE_URL: _pg, REDIS_URL: _redis, PG_SCHEMA: _schema, ...inherited } = process.env;
      const child = spawn(process.execPath, [TSX, CLI, ...args], { cwd: ci, env: { ...inherited, LANG: 'en_US.UTF-8', ...env } });
      let out = '';
      let err = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code: code ?? -1, out, err }));
    });
  }
  const overHttp = (node: Node, args: string[], withToken = token) => release(args, { RELEASE_SERVER: node.url, RELEASE_TOKEN: withToken });
  const whereTheDatabaseIs = (args: string[]) => release(args, { DATABASE_URL: cluster.databaseUrl, PG_SCHEMA: cluster.schema });

  async function startNode(): Promise<Node> {
    const deployDir = mkdtempSync(path.join(work, 'node-'));
    writeShell(deployDir);
    const app = await cluster.node({
      seedDemo: false,
      uploadDir: path.join(deployDir, 'uploads'),
      site: { staticDir: deployDir, apiBaseUrl: '', wsHost: '', chatUrl: 'https://wa.me/1', gtmId: '' },
      release: {
        archive: DEFAULT_ARCHIVE_LIMITS,
        cacheBytes: 8 * 1024 * 1024,
        canaryStop: { enabled: true, percent: 5, minLoads: 20, windowMs: 10 * 60_000 },
        s3: undefined,
      },
    });
    return { app, url: await listenOnLoopback(app), deployDir };
  }

  beforeAll(async () => {
    cluster = await startCluster();
    // One after the other, as nodes start: the first migrates, the second finds it done.
    a = await startNode();
    b = await startNode();
    fakeBuild(ci, 'mf-public', '1.0.0');
    fakeBuild(ci, 'mf-public', '1.1.0');
  }, 60_000);

  afterAll(async () => {
    await cluster?.close();
    rmSync(work, { recursive: true, force: true });
  });

  const get = async (node: Node, url: string) => {
    const response = await fetch(`${node.url}${url}`);
    return { status: response.status, text: await response.text(), cacheControl: response.headers.get('cache-control') };
  };

  /** Polls both nodes until their rollout.json satisfy `done`; returns how long it took. */
  async function bothServe(done: (manifest: { remotes: Record<string, { stable: string; canary?: { version: string; percent: number } | null }> }) => boolean) {
    const start = performance.now();
    for (;;) {
      const [ra, rb] = await Promise.all([get(a, '/rollout.json'), get(b, '/rollout.json')]);
      if (ra.text === rb.text && done(JSON.parse(ra.text))) return { ms: performance.now() - start, text: ra.text };
      if (performance.now() - start > 5_000) throw new Error(`the nodes disagree or are not there yet:\nA ${ra.text}\nB ${rb.text}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  test('a token is made where the database is, shown once; the CI publishes through node A and starts a canary through node B; both nodes serve it within a second', async () => {
    const made = await whereTheDatabaseIs(['token', 'create', 'mf-public', '--name', 'public team CI']);
    expect(made.err).toBe('');
    expect(made.code).toBe(0);
    token = /lpkd_\d+_[\w-]{43}/.exec(made.out)![0];

    const first = await overHttp(a, ['mf-public', 'publish', '1.0.0', '--from', path.join(ci, 'mf-public', '1.0.0')]);
    expect(first.err).toBe('');
    expect(first.out).toContain('published mf-public@1.0.0 as stable (first version)');
    const second = await overHttp(a, ['mf-public', 'publish', '1.1.0', '--from', 'mf-public/1.1.0']); // relative to the CI's folder
    expect(second.code).toBe(0);

    const canary = await overHttp(b, ['mf-public', 'canary', '1.1.0', '50']);
    expect(canary.err).toBe('');
    expect(canary.out).toContain('canary mf-public@1.1.0 at 50 %');
    const { ms, text } = await bothServe((m) => m.remotes['mf-public']?.canary?.version === '1.1.0' && m.remotes['mf-public']?.canary?.percent === 50);
    console.log(`canary started through node B: both nodes served the same rollout.json ${ms.toFixed(0)} ms after the tool returned`);
    expect(ms).toBeLessThan(1_000);
    expect(JSON.parse(text).remotes['mf-public'].stable).toBe('1.0.0');

    const built = readFileSync(path.join(ci, 'mf-public', '1.1.0', 'remoteEntry.js'), 'utf8');
    for (const node of [a, b]) {
      const entry = await get(node, '/remotes/mf-public/1.1.0/remoteEntry.js');
      expect(entry).toEqual({ status: 200, text: built, cacheControl: 'public, max-age=31536000, immutable' });
      expect((await get(node, '/rollout.json')).cacheControl).toBe('no-cache');
    }
  }, 60_000);

  test('a wrong token is refused (401), and the public team token on mf-account too (403)', async () => {
    const wrong = await overHttp(a, ['mf-public', 'percent', '60'], `lpkd_1_${'x'.repeat(43)}`);
    expect(wrong.code).toBe(1);
    expect(wrong.err).toContain('The deploy token is invalid or revoked. (HTTP 401)');
    const other = await overHttp(b, ['mf-account', 'rollback']);
    expect(other.code).toBe(1);
    expect(other.err).toContain('This deploy token is for mf-public, not mf-account. (HTTP 403)');
    const direct = await fetch(`${a.url}/api/lpk/release/mf-account/percent`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ percent: 10 }),
    });
    expect(direct.status).toBe(403);
    expect(JSON.parse((await get(a, '/rollout.json')).text).remotes['mf-public'].canary.percent).toBe(50);
  }, 30_000);

  test('failure beacons past the threshold stop the canary by itself, on both nodes; status says why; history lists it all', async () => {
    const beacon = (node: Node, kind: 'loads' | 'failures', network: number) =>
      node.app.inject({
        method: 'POST',
        url: `/api/lpk/rollout/${kind}`,
        remoteAddress: `10.77.${network}.9`,
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        payload: JSON.stringify({ remote: 'mf-public', version: '1.1.0', reason: kind === 'failures' ? 'ChunkLoadError' : undefined }),
      });
    for (let network = 0; network < 20; network += 1) expect((await beacon(network % 2 ? a : b, 'loads', network)).statusCode).toBe(202);
    // One network failing, however often, is one network: 1 of 20 (5 %) is not past the threshold.
    for (let i = 0; i < 5; i += 1) await beacon(a, 'failures', 3);
    expect(JSON.parse((await get(b, '/rollout.json')).text).remotes['mf-public'].canary?.version).toBe('1.1.0');
    // A second network: 2 of 20 (10 %).
    await beacon(b, 'failures', 4);
    const { ms } = await bothServe((m) => m.remotes['mf-public']?.canary == null && m.remotes['mf-public']?.stable === '1.0.0');
    expect(ms).toBeLessThan(1_000);

    const status = await overHttp(a, ['status']);
    expect(status.out).toMatch(/canary\s+none/);
    expect(status.out).toMatch(/stopped .*canary 1\.1\.0 stopped automatically \(2 of 20 networks \(10\.0 %\) failed to load it/);

    const history = await overHttp(b, ['history']);
    expect(history.code).toBe(0);
    const lines = history.out.split('\n').filter((line) => /^\d{4}-/.test(line));
    expect(lines.map((line) => line.split(/\s{2,}/).slice(1, 5))).toEqual([
      ['automatic', 'mf-public', 'auto-stop', 'ok'],
      ['public team CI', 'mf-public', 'canary', 'ok'],
      ['public team CI', 'mf-public', 'publish', 'ok'],
      ['public team CI', 'mf-public', 'publish', 'ok'],
    ]);
    expect(history.out).toContain('canary 1.1.0 at 50 %');
  }, 30_000);
});
