import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startCluster, type Cluster } from '../../scripts/cluster/cluster.cjs';
import { describeCluster } from './helpers/cluster';
import { multipart, pngOf, type Part } from './helpers/uploads';
import { applicationForm } from './lpk-join-fixtures';
import { inboxOf, linkIn, tokenOf, type Inbox } from './maildev';
import { fakeBuild, writeShell } from './release-fixtures';

/**
 * Issue 35, "Two nodes with separate disks": the production topology of docs/deploying.md as
 * scripts/cluster/cluster.cjs starts it for `npm run cluster` — two API node processes in
 * production mode (each its own upload and temp folder, no shared volume) behind the reverse
 * proxy (scripts/cluster/proxy.cjs), one PostgreSQL database of the test's own, Redis, the S3
 * server and MailDev — checked from outside, over HTTP, as a browser and a team's CI reach it:
 *
 * - sign-in through the proxy; the address the nodes record (the operator's audit log) is the
 *   caller's, appended by the proxy, never what the caller wrote into X-Forwarded-For, and a
 *   caller that reaches a node directly is its own socket address whatever it writes;
 * - an avatar uploaded through node A is served by node B (S3), and neither node keeps it on disk;
 * - a listing photo deleted through the proxy is gone from both nodes and from the bucket;
 * - a release published through node A is served by node B (release files in S3);
 * - real-time sockets through the proxy; a node killed is routed around.
 *
 * The test calls from addresses of its own (127.0.0.3, 127.0.0.4: Linux answers on all of
 * 127.0.0.0/8); the proxy connects from 127.0.0.2, which is what TRUST_PROXY names. Needs
 * DATABASE_URL and REDIS_URL (CI's PostgreSQL pass); skipped without them.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const API = path.resolve(__dirname, '..');
const TSX = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const RELEASE_CLI = path.join(ROOT, 'scripts', 'release', 'cli.ts');
/** The caller, through the proxy. */
const CALLER = '127.0.0.3';
/** Someone on the machine calling a node directly, past the proxy. */
const DIRECT = '127.0.0.4';
const FORGED = '203.0.113.66';
const OPERATOR = 'ops@cluster.example.id';
const PASSWORD = 'Operasi#Kluster2026';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads each route's envelope as it answers
  json(): any;
}

/** One HTTP request from a local address of the test's choosing (fetch cannot choose it). */
function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | string; from?: string; token?: string } = {},
): Promise<Answer> {
  const target = new URL(url);
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-length'] = String(Buffer.byteLength(options.body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: options.method ?? 'GET',
        headers,
        localAddress: options.from,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, json: () => JSON.parse(body.toString('utf8')) });
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(20_000, () => req.destroy(new Error(`${options.method ?? 'GET'} ${url}: no answer within 20 s`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

const jsonBody = (body: unknown) => ({ body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

function form(parts: Part[]) {
  const { payload, contentType } = multipart(parts);
  return { body: payload, headers: { 'content-type': contentType } };
}

/** Every file under a folder (relative paths). */
function filesUnder(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** A command of the repository run to its end with the cluster's variables (where the database is). */
function run(args: string[], env: Record<string, string>, cwd = API): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const { DATABASE_URL: _pg, REDIS_URL: _redis, PG_SCHEMA: _schema, ...inherited } = process.env;
    const child = spawn(process.execPath, args, { cwd, env: { ...inherited, LANG: 'en_US.UTF-8', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? -1, out, err });
    });
  });
}

describeCluster(__filename)('the production topology on one machine: two nodes with separate disks behind the proxy', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'lpk-cluster-test-'));
  const deployDir = path.join(work, 'deploy');
  const ci = path.join(work, 'ci');
  const lines: string[] = [];
  let cluster: Cluster;
  let inbox: Inbox;
  let operatorToken = '';
  let adminToken = '';
  const proxy = () => cluster.urls.proxy;
  const [nodeA, nodeB] = [() => cluster.nodes[0]!, () => cluster.nodes[1]!];
  const bucketFiles = () => filesUnder(cluster.s3.directory);

  beforeAll(async () => {
    writeShell(deployDir);
    fakeBuild(deployDir, 'mf-public', '1.0.0');
    fakeBuild(deployDir, 'mf-account', '1.0.0');
    writeFileSync(
      path.join(deployDir, 'rollout.json'),
      JSON.stringify({ schema: 1, baseUrl: '/remotes', remotes: { 'mf-public': { stable: '1.0.0' }, 'mf-account': { stable: '1.0.0' } } }),
    );
    fakeBuild(ci, 'mf-public', '1.1.0');
    const started = Date.now();
    cluster = await startCluster({
      basePort: 0,
      databaseUrl: process.env.DATABASE_URL,
      redisUrl: process.env.REDIS_URL,
      database: `lpk_cluster_${randomBytes(4).toString('hex')}`,
      fresh: true,
      dropDatabase: true,
      stateDir: path.join(work, 'state'),
      deployDir,
      fromSource: true,
      healthIntervalMs: 250,
      log: (line) => lines.push(line),
    });
    console.log(`cluster up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    inbox = inboxOf(cluster.mail);
  }, 120_000);

  afterAll(async () => {
    await cluster?.stop();
    rmSync(work, { recursive: true, force: true });
  }, 60_000);

  afterEach(() => {
    const state = expect.getState();
    if (state.assertionCalls !== state.numPassingAsserts) console.log(`cluster output:\n${lines.slice(-80).join('\n')}`);
  });

  test('production mode with nothing published: no account until operator:create; TRUST_PROXY names exactly the proxy', async () => {
    expect(cluster.env).toMatchObject({ NODE_ENV: 'production', MIGRATE_ON_START: '0', TRUST_PROXY: '127.0.0.2', UPLOAD_STORE: 's3', SEED_DEMO: '0' });
    expect(cluster.sourceAddress).toBe('127.0.0.2');
    expect(cluster.env.APP_KEY!.length).toBeGreaterThanOrEqual(32);
    expect(cluster.env.PUSHER_APP_SECRET).not.toBe(cluster.env.APP_KEY);
    expect(new Set(cluster.nodes.map((node) => node.uploadDir)).size).toBe(2);
    const demo = await send(`${proxy()}/api/lpk/login`, { method: 'POST', ...jsonBody({ email: 'operator@demo.test', password: 'Operator#2026' }) });
    expect(demo.status).toBe(422);

    const created = await run(['--import', 'tsx', 'src/modules/operator/cli.ts', OPERATOR, '--name', 'Ayu Kluster'], cluster.env);
    expect(created.err).toBe('');
    expect(created.code).toBe(0);
  }, 60_000);

  test("sign-in through the proxy works, and the nodes record the caller's address, never the one it wrote", async () => {
    // The operator's mailed link, sent by one of the nodes, followed through the proxy.
    const mail = await inbox.waitFor((m) => m.to === OPERATOR, 20_000);
    const token = tokenOf(linkIn(mail, `${cluster.urls.site}/reset-password?token=`));
    const forged = { 'x-forwarded-for': FORGED };
    const set = await send(`${proxy()}/api/lpk/reset-password`, {
      method: 'POST',
      from: CALLER,
      ...jsonBody({ token, password: PASSWORD, password_confirmation: PASSWORD }),
    });
    expect(set.status).toBe(200);
    const login = await send(`${proxy()}/api/lpk/login`, { method: 'POST', from: CALLER, ...jsonBody({ email: OPERATOR, password: PASSWORD }) });
    expect(login.status).toBe(200);
    expect(login.headers['x-cluster-node']).toMatch(/^node-[12]$/);
    operatorToken = login.json().data.token;

    // An LPK applies through the proxy; the operator reads its licence and approves it, writing a
    // made-up X-Forwarded-For entry each time.
    const applied = await send(`${proxy()}/api/lpk/lpk-applications`, {
      method: 'POST',
      from: CALLER,
      ...form(applicationForm({ name: 'LPK Kluster Dua Simpul' })),
    });
    expect(applied.status).toBe(201);
    adminToken = applied.json().data.token;
    const applicationId: number = applied.json().data.application.id;
    const documentPath = `/api/lpk/operator/applications/${applicationId}/document`;
    expect((await send(`${proxy()}${documentPath}`, { from: CALLER, token: operatorToken, headers: forged })).status).toBe(200);
    const approved = await send(`${proxy()}/api/lpk/operator/applications/${applicationId}/approve`, {
      method: 'POST',
      from: CALLER,
      token: operatorToken,
      ...jsonBody({}),
      headers: { 'content-type': 'application/json', ...forged },
    });
    expect(approved.status).toBe(200);
    // Past the proxy, straight to a node, claiming to be the proxy's client: the node trusts only the proxy.
    const direct = await send(`${nodeA().url}${documentPath}`, { from: DIRECT, token: operatorToken, headers: { 'x-forwarded-for': `${FORGED}, ${CALLER}` } });
    expect(direct.status).toBe(200);

    const audit = await send(`${proxy()}/api/lpk/operator/audit`, { token: operatorToken });
    expect(audit.status).toBe(200);
    const entries = (audit.json().data.items as { action: string; client_address: string | null }[]).map((entry) => [entry.action, entry.client_address]);
    expect(entries).toEqual([
      ['application.document_viewed', DIRECT],
      ['application.approved', CALLER],
      ['application.document_viewed', CALLER],
    ]);
  }, 60_000);

  test('an avatar uploaded through node A is served by node B; neither node keeps it on its disk', async () => {
    const email = `rina.${randomBytes(3).toString('hex')}@example.id`;
    const registered = await send(`${proxy()}/api/lpk/register`, {
      method: 'POST',
      ...jsonBody({
        full_name: 'Rina Kluster',
        email,
        phone: '0812-3456-7890',
        password: 'Kaigo#Jepang2026',
        password_confirmation: 'Kaigo#Jepang2026',
        agree: true,
      }),
    });
    expect(registered.status).toBe(201);
    const token: string = registered.json().data.token;
    const uploaded = await send(`${nodeA().url}/api/lpk/profile/avatar`, {
      method: 'POST',
      token,
      ...form([{ name: 'avatar', filename: 'me.png', type: 'image/png', data: await pngOf(400, 400) }]),
    });
    expect(uploaded.status).toBe(200);
    const url: string = uploaded.json().data.avatar_url;
    const [fromA, fromB] = await Promise.all([
      send(`${nodeA().url}${new URL(url, 'http://x').pathname}`),
      send(`${nodeB().url}${new URL(url, 'http://x').pathname}`),
    ]);
    expect(fromB.status).toBe(200);
    expect(fromB.headers['content-type']).toBe('image/webp');
    expect(fromB.body.equals(fromA.body)).toBe(true);
    expect(fromB.headers['cache-control']).toBe(fromA.headers['cache-control']);
    expect(bucketFiles().some((file) => file.includes(path.basename(url)))).toBe(true);
    for (const node of cluster.nodes) expect(filesUnder(node.uploadDir)).toEqual([]);
  }, 60_000);

  test('a listing photo deleted through the proxy is gone from both nodes and from the bucket', async () => {
    const added = await send(`${proxy()}/api/lpk/institution/listing/photos`, {
      method: 'POST',
      token: adminToken,
      ...form([{ name: 'photo', filename: 'kelas.png', type: 'image/png', data: await pngOf(900, 600) }]),
    });
    expect(added.status).toBe(201);
    const photo: { id: number; url: string } = added.json().data.photos[0];
    const pathOf = new URL(photo.url, 'http://x').pathname;
    for (const node of [nodeA(), nodeB()]) expect((await send(`${node.url}${pathOf}`)).status).toBe(200);
    expect(bucketFiles().some((file) => file.includes(path.basename(pathOf)))).toBe(true);

    const removed = await send(`${proxy()}/api/lpk/institution/listing/photos/${photo.id}`, { method: 'DELETE', token: adminToken });
    expect(removed.status).toBe(200);
    for (const node of [nodeA(), nodeB()]) expect((await send(`${node.url}${pathOf}`)).status).toBe(404);
    expect(bucketFiles().some((file) => file.includes(path.basename(pathOf)))).toBe(false);
    for (const node of cluster.nodes) expect(filesUnder(node.uploadDir)).toEqual([]);
  }, 60_000);

  test('a release published through node A is served by node B, its files in the bucket', async () => {
    const made = await run([TSX, RELEASE_CLI, 'token', 'create', 'mf-public', '--name', 'cluster CI'], cluster.env, ci);
    expect(made.code).toBe(0);
    const deployToken = /lpkd_\d+_[\w-]{43}/.exec(made.out)![0];
    const throughA = (args: string[]) => run([TSX, RELEASE_CLI, ...args], { RELEASE_SERVER: nodeA().url, RELEASE_TOKEN: deployToken }, ci);
    const published = await throughA(['mf-public', 'publish', '1.1.0', '--from', path.join(ci, 'mf-public', '1.1.0')]);
    expect(published.err).toBe('');
    expect(published.code).toBe(0);
    expect((await throughA(['mf-public', 'canary', '1.1.0', '50'])).code).toBe(0);

    const start = Date.now();
    let manifest: { remotes: Record<string, { canary?: { version: string } | null }> } = { remotes: {} };
    while (Date.now() - start < 6_000) {
      manifest = (await send(`${nodeB().url}/rollout.json`)).json();
      if (manifest.remotes['mf-public']?.canary?.version === '1.1.0') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(manifest.remotes['mf-public']?.canary?.version).toBe('1.1.0');
    console.log(`the canary started through node A was in node B's rollout.json ${Date.now() - start} ms later`);
    const entry = await send(`${nodeB().url}/remotes/mf-public/1.1.0/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(entry.body.toString()).toBe(readFileSync(path.join(ci, 'mf-public', '1.1.0', 'remoteEntry.js'), 'utf8'));
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(bucketFiles().some((file) => file.includes(path.join('mf-public', '1.1.0')))).toBe(true);
  }, 90_000);

  test("real-time sockets go through the proxy on the site's own port; a node that dies is routed around", async () => {
    const page = await send(`${proxy()}/`, { headers: { accept: 'text/html' } });
    expect(page.body.toString()).toContain(`"wsPort":${cluster.proxy.port}`);
    const connected = () =>
      new Promise<string>((resolve, reject) => {
        const socket = new WebSocket(`ws://127.0.0.1:${cluster.proxy.port}/app/lpk-local-key?protocol=7`);
        const timer = setTimeout(() => reject(new Error('no pusher:connection_established within 10 s')), 10_000);
        socket.onmessage = (event) => {
          clearTimeout(timer);
          resolve(JSON.parse(String(event.data)).event);
          socket.close();
        };
        socket.onerror = () => reject(new Error('the socket failed'));
      });
    expect(await connected()).toBe('pusher:connection_established');

    nodeB().signal('SIGKILL');
    const served: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const answer = await send(`${proxy()}/rollout.json`);
      expect([answer.status, answer.status === 200 ? '' : answer.body.toString()]).toEqual([200, '']);
      served.push(String(answer.headers['x-cluster-node']));
    }
    expect(new Set(served)).toEqual(new Set(['node-1']));
    expect(cluster.proxy.status().find((node) => node.name === 'node-2')?.up).toBe(false);
    expect(lines.join('\n')).toContain('[proxy] node-2 out of rotation');
    expect(await connected()).toBe('pusher:connection_established');
  }, 60_000);
});
