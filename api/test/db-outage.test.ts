import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import type { FastifyInstance } from 'fastify';
import { DatabaseUnavailable, isDatabaseUnavailable } from '../src/db/availability';
import { createOwnDatabase, type OwnDatabase } from './faults/pg-admin';
import { call, DEMO, login, registerCaregiver } from './helpers';

/**
 * A database that goes away (pg_terminate_backend, connections refused) never ends the process:
 * requests that need it get a localised 503 with Retry-After, the front end and /health/live keep
 * answering, /health/ready says the database is down, and the node serves again by itself once
 * the database is back. Needs PostgreSQL (DATABASE_URL, as CI's PostgreSQL pass sets it).
 */

describe('which errors mean "database unavailable"', () => {
  test.each([
    ['ECONNREFUSED', { code: 'ECONNREFUSED' }],
    ['administrator shutdown (pg_terminate_backend)', { code: '57P01', message: 'terminating connection due to administrator command' }],
    ['the database system is starting up', { code: '57P03' }],
    ['connection exception class 08', { code: '08006' }],
    ['too many connections', { code: '53300' }],
    ['pg: Connection terminated unexpectedly', new Error('Connection terminated unexpectedly')],
    ['pg: connect time-out', new Error('timeout exceeded when trying to connect')],
    ['database not accepting connections', { code: '55000', message: 'database "x" is not currently accepting connections' }],
    ['SQLite file locked past busy_timeout', { code: 'SQLITE_BUSY' }],
    ['wrapped', new DatabaseUnavailable(2)],
    ['as a cause', new Error('query failed', { cause: { code: 'ECONNRESET' } })],
  ])('%s', (_name, error) => expect(isDatabaseUnavailable(error)).toBe(true));

  test.each([
    ['unique violation', { code: '23505' }],
    ['syntax error', { code: '42601' }],
    ['SQLite constraint', { code: 'SQLITE_CONSTRAINT_UNIQUE' }],
    ['a plain bug', new TypeError('x is undefined')],
    ['not an error', 'ECONNREFUSED'],
  ])('not: %s', (_name, error) => expect(isDatabaseUnavailable(error)).toBe(false));
});

const serverUrl = process.env.DATABASE_URL;
const describePg = serverUrl ? describe : describe.skip;

describePg('PostgreSQL goes away and comes back (own database)', () => {
  let database: OwnDatabase;
  let app: FastifyInstance;
  let staticDir: string;
  let token: string;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await createOwnDatabase(serverUrl!, 'outage');
    staticDir = mkdtempSync(path.join(os.tmpdir(), 'lpk-outage-site-'));
    mkdirSync(path.join(staticDir, 'shell'), { recursive: true });
    writeFileSync(
      path.join(staticDir, 'shell', 'index.html'),
      '<!doctype html><html><head><!--LPK_CONFIG--></head><body><main id="main"></main></body></html>',
    );
    writeFileSync(path.join(staticDir, 'rollout.json'), JSON.stringify({ schema: 1, remotes: {} }));
    const logStream = new (await import('node:stream')).Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    app = await buildApp({
      logStream,
      config: {
        databaseUrl: database.url,
        pgSchema: undefined,
        seedDemo: true,
        logLevel: 'info',
        uploadDir: path.join(staticDir, 'uploads'),
        site: { staticDir, apiBaseUrl: '', wsHost: '', chatUrl: 'https://wa.me/6281100002026', gtmId: '' },
      },
    });
    token = await login(app, DEMO.caregiver);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    rmSync(staticDir, { recursive: true, force: true });
  });

  test('backends terminated while idle in the pool: the process lives, the next requests succeed or get 503, then all succeed', async () => {
    // Fill the pool with idle connections, then kill them all (the crash of issue 21: an unhandled `error`).
    await Promise.all(Array.from({ length: 8 }, () => call(app, 'GET', '/api/lpk/institutes?per_page=5')));
    expect(await database.terminateBackends()).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200)); // the idle clients' `error` events arrive
    const statuses = new Set<number>();
    for (let i = 0; i < 10; i += 1) statuses.add((await call(app, 'GET', '/api/lpk/profile', { token })).status);
    expect([...statuses].every((s) => s === 200 || s === 503)).toBe(true);
    expect((await call(app, 'GET', '/api/lpk/profile', { token })).status).toBe(200);
  });

  test('while connections are refused: 503 with Retry-After in the asked language; page and liveness still answer', async () => {
    await database.cutOff();
    try {
      const id = await call(app, 'POST', '/api/lpk/login', { body: DEMO.caregiver });
      expect(id.status).toBe(503);
      expect(Number(id.res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(id.body).toEqual({ status: 'error', message: 'Layanan sedang tidak tersedia sementara. Silakan coba lagi dalam beberapa detik.' });
      const en = await call(app, 'POST', '/api/lpk/login', { body: DEMO.caregiver, lang: 'en' });
      expect(en.status).toBe(503);
      expect(en.body.message).toBe('The service is briefly unavailable. Please try again in a few seconds.');
      // A signed-in request: the token cannot be checked, so 503 (never a 401 that would sign the user out).
      expect((await call(app, 'GET', '/api/lpk/profile', { token })).status).toBe(503);
      // A search answered before is served from the node's cache: visitors still find institutes.
      expect((await call(app, 'GET', '/api/lpk/institutes?per_page=5')).status).toBe(200);

      const page = await app.inject({ method: 'GET', url: '/lpk/1' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<main id="main">');
      expect((await app.inject({ method: 'GET', url: '/rollout.json' })).statusCode).toBe(200);
      expect((await call(app, 'GET', '/health/live')).status).toBe(200);
      const ready = await call(app, 'GET', '/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.data.checks.database).toMatchObject({ status: 'down', detail: { down_since: expect.any(String) } });

      // Fast answers while down: no request waits on a connection attempt.
      const started = Date.now();
      const answers = await Promise.all(Array.from({ length: 50 }, () => call(app, 'GET', '/api/lpk/profile', { token })));
      expect(answers.every((a) => a.status === 503)).toBe(true);
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await database.restore();
    }
  });

  test('once the database is back the node serves again by itself within seconds', async () => {
    const started = Date.now();
    let status = 0;
    while (Date.now() - started < 10_000) {
      status = (await call(app, 'GET', '/api/lpk/profile', { token })).status;
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await call(app, 'GET', '/health/ready')).status).toBe(200);
    const log = lines.join('');
    expect(log).toContain('database unreachable');
    expect(log).toContain('database reachable again');
  });

  test('login right after an outage: the 503s were not failed passwords, the right password signs in', async () => {
    const { email, password } = await registerCaregiver(app);
    const attempt = (pw: string) => app.inject({ method: 'POST', url: '/api/lpk/login', payload: { email, password: pw }, remoteAddress: '10.32.0.1' });
    await database.cutOff();
    try {
      // More attempts than the throttle allows failures (5 a minute).
      for (let i = 0; i < 8; i += 1) expect((await attempt(password)).statusCode).toBe(503);
    } finally {
      await database.restore();
    }
    let status = 503;
    for (const started = Date.now(); status === 503 && Date.now() - started < 10_000;) {
      status = (await attempt(password)).statusCode;
      if (status === 503) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
  });
});
