import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dropDatabase } from '../../scripts/cluster/cluster.cjs';
import { describeCluster } from './helpers/cluster';
import { multipart, pngOf } from './helpers/uploads';
import { fakeBuild, writeShell } from './release-fixtures';

/**
 * `npm run cluster` as a person runs it (issue 35, Done when: "npm run cluster is exercised by a
 * test that signs in through the proxy and uploads an avatar"): the real command in its own
 * process group, as a terminal starts it; the test waits for the URLs it prints, follows its
 * printed operator:create line, signs up and signs in through the proxy and uploads an avatar
 * there, then presses Ctrl-C (SIGINT to the group) and checks that every process it named is gone
 * and every port it printed is closed.
 *
 * Two differences from a developer's run, both flags of the command: `--from-source` (the nodes run
 * api/src through tsx: in CI the browser pass compiles api/dist at the same time) and a deploy
 * folder of small stand-in builds (DEPLOY_DIR; the real webpack build is what the browser tests
 * cover). A database and a state folder of the test's own (`--database`, `--state`), dropped after.
 * Needs DATABASE_URL and REDIS_URL (CI's PostgreSQL pass); skipped without them.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const READY_TIMEOUT_MS = 120_000;

function versionOf(pkg: string): string {
  return (JSON.parse(readFileSync(path.join(ROOT, pkg, 'package.json'), 'utf8')) as { version: string }).version;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function refuses(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/** Runs a shell line to its end. */
function shell(line: string, env: NodeJS.ProcessEnv): Promise<{ code: number; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', line], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, out }));
  });
}

describeCluster(__filename)('npm run cluster', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'lpk-cluster-command-'));
  const database = `lpk_cluster_cmd_${randomBytes(4).toString('hex')}`;
  const { DATABASE_URL: serverUrl } = process.env;
  let command: ChildProcess | undefined;
  let output = '';
  const named: number[] = [];

  beforeAll(() => {
    const deploy = path.join(work, 'deploy');
    writeShell(deploy);
    const remotes = Object.fromEntries(
      ['mf-public', 'mf-account'].map((remote) => {
        fakeBuild(deploy, remote, versionOf(remote));
        return [remote, { stable: versionOf(remote) }];
      }),
    );
    writeFileSync(path.join(deploy, 'rollout.json'), JSON.stringify({ schema: 1, baseUrl: '/remotes', remotes }));
  });

  afterAll(async () => {
    // A failure half-way: nothing of it may outlive the test.
    if (command?.pid && alive(command.pid)) process.kill(-command.pid, 'SIGKILL');
    for (const pid of named) if (alive(pid)) process.kill(pid, 'SIGKILL');
    if (serverUrl) await dropDatabase(serverUrl, database);
    rmSync(work, { recursive: true, force: true });
  }, 30_000);

  test('prints the URLs; the printed operator line works; sign-up, sign-in and an avatar through the proxy; Ctrl-C stops every process it started', async () => {
    const started = Date.now();
    const { DATABASE_URL: _pg, PG_SCHEMA: _schema, ...inherited } = process.env;
    command = spawn('npm', ['run', 'cluster', '--', '--from-source', '--port', '0', '--fresh', '--database', database, '--state', path.join(work, 'state')], {
      cwd: ROOT,
      env: { ...inherited, DATABASE_URL: serverUrl, DEPLOY_DIR: path.join(work, 'deploy'), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, as a terminal runs a command: Ctrl-C signals the whole group.
      detached: true,
    });
    // npm passes Ctrl-C on, waits for the command, then ends by the same signal (as a shell shows it: 130).
    const exited = new Promise<string>((resolve) => command!.once('exit', (code, signal) => resolve(signal ?? `exit ${code}`)));
    command.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    command.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    while (!output.includes('Ctrl-C stops everything')) {
      if (command.exitCode !== null) throw new Error(`npm run cluster exited (${command.exitCode}):\n${output}`);
      if (Date.now() - started > READY_TIMEOUT_MS) throw new Error(`npm run cluster printed no URLs within ${READY_TIMEOUT_MS / 1000} s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    console.log(`npm run cluster was up ${((Date.now() - started) / 1000).toFixed(1)} s after it was started`);

    const row = (label: string) => {
      const line = output.split('\n').find((text) => text.trimStart().startsWith(label));
      const match = line && /(http:\/\/\S+)\s+\(pid (\d+)/.exec(line);
      if (!match) throw new Error(`no "${label}" line with a URL and a pid in:\n${output}`);
      named.push(Number(match[2]));
      return { url: match[1]!, pid: Number(match[2]) };
    };
    const site = row('site (the proxy)');
    const nodes = [row('node-1'), row('node-2')];
    const maildev = row('MailDev');
    const s3 = row('S3');
    expect(site.url).toMatch(/^http:\/\/localhost:\d+$/);
    const proxyUrl = site.url.replace('localhost', '127.0.0.1');

    // The first operator, as the command says to make it; its mail arrives in the MailDev it printed.
    const operatorLine = /^\s*(\(set -a; .*npm run operator:create -- )you@example\.id\)$/m.exec(output);
    expect(operatorLine).not.toBeNull();
    const made = await shell(`${operatorLine![1]}first.ops@example.id)`, inherited);
    expect(made.out).toContain('operator account created: first.ops@example.id');
    expect(made.code).toBe(0);
    const inbox = new URL('/api/email', maildev.url).toString();
    let mails: { to: { address: string }[] }[] = [];
    for (let i = 0; i < 100 && !mails.some((mail) => mail.to[0]?.address === 'first.ops@example.id'); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      mails = (await (await fetch(inbox)).json()) as typeof mails;
    }
    expect(mails.map((mail) => mail.to[0]?.address)).toContain('first.ops@example.id');

    // A caregiver signs up and in through the proxy, and uploads an avatar there.
    const email = `rina.${randomBytes(3).toString('hex')}@example.id`;
    const password = 'Kaigo#Jepang2026';
    const json = { accept: 'application/json', 'content-type': 'application/json' };
    const signedUp = await fetch(`${proxyUrl}/api/lpk/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ full_name: 'Rina Perintah', email, phone: '0812-3456-7890', password, password_confirmation: password, agree: true }),
    });
    expect(signedUp.status).toBe(201);
    const signedIn = await fetch(`${proxyUrl}/api/lpk/login`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) });
    expect(signedIn.status).toBe(200);
    const token = ((await signedIn.json()) as { data: { token: string } }).data.token;
    const { payload, contentType } = multipart([{ name: 'avatar', filename: 'me.png', type: 'image/png', data: await pngOf(300, 300) }]);
    const uploaded = await fetch(`${proxyUrl}/api/lpk/profile/avatar`, {
      method: 'POST',
      headers: { accept: 'application/json', authorization: `Bearer ${token}`, 'content-type': contentType },
      body: new Uint8Array(payload),
    });
    expect(uploaded.status).toBe(200);
    const avatar = ((await uploaded.json()) as { data: { avatar_url: string } }).data.avatar_url;
    const served = await fetch(new URL(new URL(avatar, proxyUrl).pathname, proxyUrl));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');

    // Ctrl-C.
    const stopping = Date.now();
    process.kill(-command.pid!, 'SIGINT');
    let timer: NodeJS.Timeout | undefined;
    const ended = await Promise.race([exited, new Promise<string>((resolve) => (timer = setTimeout(() => resolve('still running after 30 s'), 30_000)))]);
    clearTimeout(timer);
    expect(['SIGINT', 'exit 0', 'exit 130']).toContain(ended);
    for (let i = 0; i < 100 && alive(site.pid); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    console.log(`npm run cluster stopped ${((Date.now() - stopping) / 1000).toFixed(1)} s after Ctrl-C`);
    expect(output).toContain('[cluster] stopped; nothing of it is running');
    for (const { pid } of [site, ...nodes, maildev, s3]) expect([pid, alive(pid)]).toEqual([pid, false]);
    for (const { url } of [site, ...nodes, maildev, s3]) expect([url, await refuses(Number(new URL(url).port))]).toEqual([url, true]);
  }, 180_000);
});
