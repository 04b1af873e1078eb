import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb, type Db } from '../src/db/database';
import { seedIfEmpty } from '../src/db/seed';
import { startNodeProcess, type NodeProcess } from './faults/node-process';
import { createOwnDatabase, type OwnDatabase } from './faults/pg-admin';
import { startOwnRedis, type OwnRedis } from './faults/own-redis';
import { linkIn, startInbox, tokenOf, type Inbox } from './maildev';

/**
 * Done-when of issue 32: a production start on an empty database, with the variables of
 * docs/deploying.md, has no account at all until `operator:create` makes one. As an operator
 * deploys: `npm run migrate` once, a node started with NODE_ENV=production (its own process),
 * then the command, the mailed link, the first sign-in. Also the refusals: SEED_DEMO=1, and a
 * database that holds the demo accounts (exit 78, naming them and `npm run demo:remove`, which
 * then clears the way). PostgreSQL when DATABASE_URL is set (a database of the test's own), else
 * a SQLite file; MailDev as the SMTP server, a Redis of the test's own.
 */
const API = path.resolve(__dirname, '..');
const serverUrl = process.env.DATABASE_URL || undefined;
const APP_URL = 'https://kaigo.example.id';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs an API script (as `npm run <script>` does, through tsx) to its end. */
function runScript(script: string, args: string[], env: Record<string, string>, timeoutMs = 60_000): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: API,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} did not end within ${timeoutMs} ms:\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

async function json(node: NodeProcess, method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(`${node.url}${url}`, {
    method,
    headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(10_000),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads the envelope's data as each route answers it
  return { status: res.status, body: (await res.json()) as { message?: string; data?: any } };
}

describe('a production start on an empty database', () => {
  let database: OwnDatabase | undefined;
  let redis: OwnRedis;
  let inbox: Inbox;
  let dir: string;
  let env: Record<string, string>;
  let db: Db;
  const nodes: NodeProcess[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'lpk-production-'));
    if (serverUrl) database = await createOwnDatabase(serverUrl, 'production');
    [redis, inbox] = await Promise.all([startOwnRedis(), startInbox()]);
    // docs/deploying.md, "Environment of a node" (HOST/PORT/PUSHER_PORT: startNodeProcess).
    env = {
      NODE_ENV: 'production',
      ...(database ? { DATABASE_URL: database.url } : { DATABASE_URL: '', SQLITE_PATH: path.join(dir, 'app.sqlite') }),
      PG_SCHEMA: '',
      SEED_DEMO: '',
      REDIS_URL: redis.url,
      MIGRATE_ON_START: '0',
      APP_URL,
      PUSHER_APP_SECRET: randomBytes(24).toString('hex'),
      APP_KEY: randomBytes(24).toString('hex'),
      SMTP_URL: inbox.smtpUrl,
      UPLOAD_DIR: path.join(dir, 'uploads'),
      SECRETS_FILE: path.join(dir, 'secrets.json'),
      LOG_LEVEL: 'warn',
    };
    db = createDb({ databaseUrl: database?.url, sqlitePath: env.SQLITE_PATH ?? '', pgSchema: undefined });
  }, 60_000);

  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.stop()));
    await db?.destroy();
    await Promise.all([redis?.stop(), inbox?.close()]);
    await database?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  const count = async (table: 'users' | 'institutes') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  test('has no account until operator:create makes one; its mailed link sets the password once, then the operator signs in', async () => {
    const migrated = await runScript('src/migrate.ts', [], env);
    expect(migrated).toMatchObject({ code: 0 });

    const node = await startNodeProcess('P', env);
    nodes.push(node);
    expect(await count('users')).toBe(0);
    expect(await count('institutes')).toBe(0); // no demo catalogue either
    expect((await json(node, 'POST', '/api/lpk/login', { email: 'operator@demo.test', password: 'Operator#2026' })).status).toBe(422);

    const email = 'ops@kaigo.example.id';
    const created = await runScript('src/modules/operator/cli.ts', [email, '--name', 'Ayu Operator'], env);
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/^operator account created: ops@kaigo\.example\.id \(id \d+\), no password yet/);
    expect(created.stdout).toMatch(/is in the mail outbox/);
    expect(created.stdout).not.toMatch(/token=/); // SMTP_URL is set: the link goes by mail only
    expect(await count('users')).toBe(1);

    // The node's mail worker sends it (within its poll).
    const mail = await inbox.waitFor((m) => m.to === email, 20_000);
    const link = linkIn(mail, `${APP_URL}/reset-password?token=`);
    const token = tokenOf(link);
    const set = await json(node, 'POST', '/api/lpk/reset-password', { token, password: 'Operasi#Aman2026', password_confirmation: 'Operasi#Aman2026' });
    expect(set.status).toBe(200);
    expect(set.body.data.user).toMatchObject({ email, role: 'operator' });
    expect(
      (await json(node, 'POST', '/api/lpk/reset-password', { token, password: 'Lagi#Operasi2027', password_confirmation: 'Lagi#Operasi2027' })).status,
    ).toBe(410);
    const signedIn = await json(node, 'POST', '/api/lpk/login', { email, password: 'Operasi#Aman2026' });
    expect(signedIn.status).toBe(200);
    expect((await json(node, 'GET', '/api/lpk/operator/applications', undefined, signedIn.body.data.token)).status).toBe(200);

    // The same address again: refused, nothing changed.
    const twice = await runScript('src/modules/operator/cli.ts', [email], env);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toMatch(/An account with ops@kaigo\.example\.id already exists \(role: operator\); nothing was changed/);
    expect(await count('users')).toBe(1);

    // Without SMTP_URL (outside production, where it is required) the command prints the link instead.
    const printed = await runScript('src/modules/operator/cli.ts', ['second.ops@kaigo.example.id'], { ...env, NODE_ENV: 'development', SMTP_URL: '' });
    expect(printed.code).toBe(0);
    const printedLink = /https:\/\/kaigo\.example\.id\/reset-password\?token=[A-Za-z0-9_-]+/.exec(printed.stdout)?.[0];
    expect(printedLink).toBeDefined();
    const second = await json(node, 'POST', '/api/lpk/reset-password', {
      token: tokenOf(printedLink!),
      password: 'Kedua#Operasi2026',
      password_confirmation: 'Kedua#Operasi2026',
    });
    expect(second.status).toBe(200);
    expect((await json(node, 'POST', '/api/lpk/login', { email: 'second.ops@kaigo.example.id', password: 'Kedua#Operasi2026' })).status).toBe(200);
  }, 180_000);

  test('SEED_DEMO=1, or a database with the demo accounts, stops a production start (exit 78, named); demo:remove clears the way', async () => {
    const seeded = await runScript('src/server.ts', [], { ...env, SEED_DEMO: '1', PORT: '0', PUSHER_PORT: '0' });
    expect(seeded.code).toBe(78);
    expect(seeded.stderr).toMatch(/SEED_DEMO=1 with NODE_ENV=production/);

    await seedIfEmpty(db); // as a database once started with the demo data (SEED_DEMO on) holds it
    const refused = await runScript('src/server.ts', [], { ...env, PORT: '0', PUSHER_PORT: '0' });
    expect(refused.code).toBe(78);
    expect(refused.stderr).toMatch(
      /demo accounts whose passwords are published: caregiver@demo\.test, staff1@demo\.test, staff2@demo\.test, admin1@demo\.test, operator@demo\.test; and invented demo alumni whose reviews are not real: alumni\.ayu@demo\.test, alumni\.dimas@demo\.test, alumni\.lestari@demo\.test, alumni\.putri@demo\.test\. .*`npm run demo:remove`/,
    );

    const removed = await runScript('src/db/seed/remove-cli.ts', [], env);
    expect(removed.code).toBe(0);
    expect(removed.stdout).toContain('removed operator@demo.test (operator)');
    expect(removed.stdout).toContain('npm run operator:create');
    const node = await startNodeProcess('Q', env);
    nodes.push(node);
    expect((await json(node, 'POST', '/api/lpk/login', { email: 'operator@demo.test', password: 'Operator#2026' })).status).toBe(422);
  }, 180_000);
});
