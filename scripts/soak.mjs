#!/usr/bin/env node
/**
 * `npm run soak`: runs the system as `npm start` does (built front end, compiled API, SQLite with
 * demo data in a temporary folder, real-time server) and sends it a mixed load for SOAK_SECONDS
 * (default 60) with autocannon: pages, static files, searches with changing filters (every one a
 * new prepared statement), job details, logins (right and wrong passwords), profile reads with a
 * token. Then it checks the process is still up and healthy, and prints what it measured.
 *
 * It is the check that the native modules (better-sqlite3, argon2, sharp) hold on the running
 * Node.js under sustained load and garbage collection: exit 1 when the server died, answered a
 * 5xx, or /health fails afterwards.
 *
 * Knobs: SOAK_SECONDS (60), SOAK_CONNECTIONS (20).
 */
import './check-node.mjs';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildPackages, deployDir } from './build.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SECONDS = Number(process.env.SOAK_SECONDS) || 60;
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS) || 20;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before it answered`);
    try {
      const res = await fetch(`${base}/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not answer /health in time');
}

async function login(base, email, password) {
  const res = await fetch(`${base}/api/lpk/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = await res.json();
  if (body.status !== 'success') throw new Error(`demo login failed: ${res.status} ${JSON.stringify(body)}`);
  return body.data.token;
}

buildPackages(['shell', 'mf-public', 'mf-account'], { ifMissing: true });

const work = mkdtempSync(path.join(tmpdir(), 'lpk-soak-'));
const [port, pusherPort] = [await freePort(), await freePort()];
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    PUSHER_PORT: String(pusherPort),
    HOST: '127.0.0.1',
    SQLITE_PATH: path.join(work, 'app.sqlite'),
    UPLOAD_DIR: path.join(work, 'uploads'),
    STATIC_DIR: deployDir,
    LOG_LEVEL: 'warn',
    // One client address sends everything: without this most of the load would be 429s.
    RATE_LIMIT_ENABLED: '0',
    DATABASE_URL: '',
    REDIS_URL: '',
  },
});
let died = null;
child.on('exit', (code, signal) => {
  died = { code, signal };
});

let failed = false;
try {
  await waitForHealth(base, child);
  const token = await login(base, 'caregiver@demo.test', 'Caregiver#2026');
  const auth = { authorization: `Bearer ${token}`, accept: 'application/json' };
  const json = { 'content-type': 'application/json', accept: 'application/json' };
  const provinces = ['', 'Jawa Barat', 'Jawa Timur', 'Bali', 'DKI Jakarta'];
  const programs = ['', 'titp', 'ssw', 'kaigo_fukushishi', 'language'];
  let n = 0;
  const requests = [
    { method: 'GET', path: '/' },
    { method: 'GET', path: '/search' },
    { method: 'GET', path: '/rollout.json' },
    {
      method: 'GET',
      setupRequest: (req) => {
        n += 1;
        const params = new URLSearchParams({ q: ['', 'jawa', 'kaigo', 'bandung', `x${n % 97}`][n % 5], page: String((n % 3) + 1) });
        if (provinces[n % 5]) params.set('province', provinces[n % 5]);
        if (programs[(n >> 1) % 5]) params.set('program', programs[(n >> 1) % 5]);
        if (n % 2) params.set('dormitory', String(n % 4 === 1 ? 1 : 0));
        return { ...req, path: `/api/lpk/institutes?${params}` };
      },
    },
    { method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/lpk/institutes/${(n % 40) + 1}` }) },
    { method: 'GET', path: '/api/lpk/jobs?experience=inexperienced' },
    { method: 'GET', path: '/api/lpk/profile', headers: auth },
    { method: 'GET', path: '/api/lpk/registrations', headers: auth },
    { method: 'POST', path: '/api/lpk/login', headers: json, body: JSON.stringify({ email: 'nobody@demo.test', password: 'Wrong#2026x' }) },
  ];
  const rssBefore = await fetch(`${base}/health`).then((r) => r.json());
  const result = await autocannon({ url: base, connections: CONNECTIONS, duration: SECONDS, requests });
  const health = await fetch(`${base}/health`).catch((error) => ({ ok: false, status: String(error) }));
  const server5xx = result['5xx'];
  console.log(`soak: ${SECONDS} s, ${CONNECTIONS} connections, Node ${process.versions.node}`);
  console.log(
    `  requests ${result.requests.total} (${Math.round(result.requests.average)}/s), latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
  );
  console.log(
    `  answers 2xx ${result['2xx']}, 4xx ${result['4xx']} (wrong logins, login throttle), 5xx ${server5xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
  );
  console.log(`  server uptime at start ${rssBefore.data?.uptime_s ?? '?'} s; alive afterwards: ${died === null}; /health afterwards: ${health.status}`);
  failed = died !== null || !health.ok || server5xx > 0 || result.errors > 0;
} catch (error) {
  console.error(`soak: ${error instanceof Error ? error.message : String(error)}`);
  failed = true;
} finally {
  if (died === null) child.kill('SIGTERM');
  else console.error(`soak: the server exited (code ${died.code}, signal ${died.signal})`);
  rmSync(work, { recursive: true, force: true });
}
console.log(failed ? 'soak: FAILED' : 'soak: passed');
process.exit(failed ? 1 : 0);
