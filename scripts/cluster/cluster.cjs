/**
 * The production topology on one machine (docs/deploying.md, "Topology"; `npm run cluster`):
 * N API nodes in production mode (NODE_ENV=production, each its own process, ports, upload folder
 * and temp folder: no shared volume) behind the reverse proxy of proxy.cjs, on the machine's
 * PostgreSQL (a database of the cluster's own) and Redis (a key prefix of its own), with the S3
 * server of scripts/s3-server.cjs (uploads and release files in one bucket) and MailDev
 * (scripts/maildev.cjs) as the SMTP server.
 *
 *   const cluster = await startCluster({ fromSource: true, basePort: 0, database: 'lpk_cluster_x', fresh: true });
 *   cluster.urls.site; cluster.nodes[1].stop(); ...; await cluster.stop();
 *
 * The nodes get what a production node needs and nothing published: APP_KEY and
 * PUSHER_APP_SECRET generated once per state folder, TRUST_PROXY naming exactly the proxy's
 * address, MIGRATE_ON_START=0 after one `migrate` run, no demo data (the first operator comes
 * from `npm run operator:create`, with the variables of `cluster.env` in the state folder).
 *
 * CommonJS so that the cluster command (ES module) and the TypeScript tests (jest, CommonJS) load
 * the same file; its types are in cluster.d.cts.
 */
const { spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { startMailDev, freePort } = require('../maildev.cjs');
const { startS3Server } = require('../s3-server.cjs');
const { canBind, startProxy } = require('./proxy.cjs');

const ROOT = path.resolve(__dirname, '..', '..');
const API = path.join(ROOT, 'api');
const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 15_000;
/** The API's exit code for a configuration that cannot work (api/src/server.ts). */
const EXIT_CONFIG = 78;
/** Variables of the caller's environment that would change the topology: the cluster sets its own or none. */
const NOT_INHERITED = [
  'DATABASE_URL',
  'PG_SCHEMA',
  'SQLITE_PATH',
  'SEED_DEMO',
  'SECRETS_FILE',
  'RELEASE_STORE',
  'PUBLIC_API_URL',
  'PUBLIC_WS_HOST',
  'PUBLIC_WS_PORT',
  'CORS_ORIGINS',
  'UPLOAD_DIR',
  'UPLOAD_STORE',
  'S3_PREFIX',
  'S3_UPLOAD_PREFIX',
  'STATIC_DIR',
  'SMTP_URL',
  'TRUST_PROXY',
  'REDIS_PREFIX',
];

/** The machine's PostgreSQL, as a client of the `pg` package (a dependency of the API). */
function pgClient(url) {
  const pg = require(require.resolve('pg', { paths: [API] }));
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  return client;
}

/** `url` with another database name. */
function withDatabase(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * Makes sure the cluster's database exists on the server `serverUrl` names (dropped first when
 * `fresh`); returns whether it was created now.
 */
async function ensureDatabase(serverUrl, name, { fresh = false } = {}) {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`database name ${name}: lower-case letters, digits and _ only`);
  const client = pgClient(serverUrl);
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL at ${redact(serverUrl)} cannot be reached (${error.message}): start it, or set DATABASE_URL to a server this user may create databases on`,
    );
  }
  try {
    if (fresh) await client.query(`drop database if exists ${name} with (force)`);
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return false;
    await client.query(`create database ${name}`);
    return true;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function dropDatabase(serverUrl, name) {
  const client = pgClient(serverUrl);
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A URL without its password, for messages. */
function redact(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unreadable URL)';
  }
}

/** APP_KEY and PUSHER_APP_SECRET of this state folder: made once (random, file mode 0600), the same on every node. */
function secretsOf(stateDir) {
  const file = path.join(stateDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const secrets = { APP_KEY: randomBytes(32).toString('base64url'), PUSHER_APP_SECRET: randomBytes(32).toString('base64url') };
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}

/** Lines of a child's output, each passed to `log` with a prefix. */
function prefixLines(stream, prefix, log, keep) {
  let rest = '';
  stream.on('data', (chunk) => {
    const text = rest + chunk.toString();
    const lines = text.split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      keep.push(line);
      if (keep.length > 200) keep.shift();
      if (line.trim()) log(`${prefix} ${line}`);
    }
  });
}

/** Runs a script of the API to its end (migrations); resolves with its exit code and output. */
function runApiScript(command, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command[0], command.slice(1), { cwd: API, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

function alive(pid) {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * One API node: its process (restarted by `supervise` when given, as systemd would), its folders,
 * its output (prefixed `[name]`).
 */
function launchNode({ name, command, env, log, supervise }) {
  const lines = [];
  let child = null;
  let gaveUp = null;
  const options = { cwd: API, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true };
  const attach = (proc) => {
    child = proc;
    prefixLines(proc.stdout, `[${name}]`, log, lines);
    prefixLines(proc.stderr, `[${name}]`, log, lines);
  };
  let supervisor = null;
  if (supervise) {
    supervisor = supervise(command[0], command.slice(1), options, {
      log: (line) => log(`[${name}] ${line}`),
      onSpawn: attach,
      onGiveUp: (code) => {
        gaveUp = code;
      },
    });
  } else {
    const proc = spawn(command[0], command.slice(1), options);
    attach(proc);
    proc.on('exit', (code) => {
      if (code === EXIT_CONFIG) gaveUp = code;
    });
  }
  const exited = (proc) =>
    new Promise((resolve) => (!proc || proc.exitCode !== null || proc.signalCode !== null ? resolve() : proc.once('exit', () => resolve())));
  return {
    name,
    get pid() {
      return child ? child.pid : undefined;
    },
    output: () => lines.join('\n'),
    gaveUp: () => gaveUp,
    running: () => Boolean(child && child.exitCode === null && child.signalCode === null),
    /** SIGTERM (the node drains: docs/deploying.md "Rolling restarts"), SIGKILL after 15 s; never restarted. */
    async stop() {
      const proc = child;
      const timer = setTimeout(() => proc && alive(proc.pid) && proc.kill('SIGKILL'), STOP_TIMEOUT_MS);
      if (supervisor) await supervisor.stop('SIGTERM');
      else if (proc && proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM');
      await exited(proc);
      clearTimeout(timer);
    },
    /** A signal to the node's process as it is now (with a supervisor, a crash it restarts from). */
    signal(signal) {
      if (child && alive(child.pid)) child.kill(signal);
    },
  };
}

async function waitReady(node, url) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (node.gaveUp() !== null) throw new Error(`${node.name} stopped: its configuration cannot work (exit ${node.gaveUp()}):\n${node.output()}`);
    try {
      const res = await fetch(`${url}/health/ready`, { signal: AbortSignal.timeout(1000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${node.name} was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${node.output()}`);
}

/** Whether nothing listens on this port of 127.0.0.1 now. */
function portFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** The ports: from `base` in order (proxy, nodes, their real-time ports, S3, MailDev web and SMTP), or free ones for base 0. */
async function portsFor(base, count) {
  const taken = new Set();
  const next = async (offset) => {
    if (base) return base + offset;
    let port = await freePort();
    while (taken.has(port)) port = await freePort();
    taken.add(port);
    return port;
  };
  const ports = { site: await next(0), nodes: [], s3: await next(20), mailWeb: await next(30), mailSmtp: await next(31) };
  for (let i = 1; i <= count; i += 1) ports.nodes.push({ http: await next(i), ws: await next(10 + i) });
  if (base) {
    const all = [ports.site, ...ports.nodes.flatMap((node) => [node.http, node.ws]), ports.s3, ports.mailWeb, ports.mailSmtp];
    const taken = [];
    for (const port of all) if (!(await portFree(port))) taken.push(port);
    if (taken.length) {
      throw new Error(
        `port ${taken.join(', ')} ${taken.length > 1 ? 'are' : 'is'} in use (another npm run cluster?): stop it, or choose other ports with --port <base> (or --port 0)`,
      );
    }
  }
  return ports;
}

/**
 * Starts the whole topology; see cluster.d.cts for the options. On any failure what was started is
 * stopped again before the error is thrown.
 */
async function startCluster(options = {}) {
  const log = options.log || ((line) => console.log(line));
  const count = options.nodes || 2;
  const database = options.database || 'lpk_cluster';
  const serverUrl = options.databaseUrl || 'postgres://postgres@127.0.0.1:5432/postgres';
  const redisUrl = options.redisUrl || 'redis://127.0.0.1:6379';
  const stateDir = path.resolve(options.stateDir || path.join(API, 'data', 'cluster'));
  const deployDir = path.resolve(options.deployDir || path.join(ROOT, 'dist'));
  const publicHost = options.publicHost || 'localhost';
  const logLevel = options.logLevel || 'warn';
  const stops = [];
  const pids = {};
  let stopped = false;
  /** What must not outlive this process if it ends without stop() (a crash, process.exit): killed synchronously. */
  const orphans = [];
  const killOrphans = () => {
    for (const kill of orphans) {
      try {
        kill();
      } catch {
        // already gone
      }
    }
  };
  process.once('exit', killOrphans);

  async function stopAll() {
    if (stopped) return;
    stopped = true;
    process.off('exit', killOrphans);
    for (const stop of stops.reverse()) {
      try {
        await stop();
      } catch (error) {
        log(`[cluster] while stopping: ${error instanceof Error ? error.message : error}`);
      }
    }
  }

  try {
    if (!existsSync(path.join(deployDir, 'shell', 'index.html'))) {
      throw new Error(`${deployDir} holds no shell build (shell/index.html): build it first (node scripts/build.mjs all)`);
    }
    if (options.fresh) rmSync(stateDir, { recursive: true, force: true });
    mkdirSync(stateDir, { recursive: true, mode: 0o700 });
    const work = mkdtempSync(path.join(os.tmpdir(), 'lpk-cluster-'));
    stops.push(async () => rmSync(work, { recursive: true, force: true }));

    const ports = await portsFor(options.basePort ?? 8800, count);
    const site = `http://${publicHost}:${ports.site}`;
    // The proxy's connections come from an address of their own where the system has one (Linux: all of
    // 127.0.0.0/8), so TRUST_PROXY names exactly the proxy and a caller on 127.0.0.1 is never trusted.
    const sourceAddress = (await canBind('127.0.0.2')) ? '127.0.0.2' : '127.0.0.1';

    const created = await ensureDatabase(serverUrl, database, { fresh: options.fresh });
    if (options.dropDatabase) stops.push(() => dropDatabase(serverUrl, database));
    const databaseUrl = withDatabase(serverUrl, database);
    log(`[cluster] PostgreSQL: database ${database} ${created ? 'created' : 'kept from the last run (--fresh starts over)'} on ${redact(serverUrl)}`);

    const objects = path.join(stateDir, 's3');
    mkdirSync(objects, { recursive: true });
    const [s3, mail] = await Promise.all([
      startS3Server({ port: ports.s3, bucket: 'lpk-cluster', directory: objects, log: (text) => log(`[s3] ${text.trimEnd()}`) }),
      startMailDev({ smtpPort: ports.mailSmtp, webPort: ports.mailWeb }),
    ]);
    stops.push(() => s3.stop());
    stops.push(() => mail.close());
    pids.s3 = s3.pid;
    pids.maildev = mail.pid;
    orphans.push(
      () => s3.kill(),
      () => mail.kill(),
    );

    const secrets = secretsOf(stateDir);
    const inherited = { ...process.env };
    for (const name of NOT_INHERITED) delete inherited[name];
    /** What every node gets (docs/deploying.md, "Environment of a node"), also for the operator and release commands. */
    const shared = {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `${database}:`,
      MIGRATE_ON_START: '0',
      STATIC_DIR: deployDir,
      TRUST_PROXY: sourceAddress,
      APP_URL: site,
      CORS_ORIGINS: site,
      PUBLIC_WS_PORT: String(ports.site),
      APP_KEY: secrets.APP_KEY,
      PUSHER_APP_SECRET: secrets.PUSHER_APP_SECRET,
      SMTP_URL: mail.smtpUrl,
      ...s3.env,
      UPLOAD_STORE: 's3',
      SEED_DEMO: '0',
      LOG_LEVEL: logLevel,
    };
    const envFile = path.join(stateDir, 'cluster.env');
    writeFileSync(
      envFile,
      `${Object.entries(shared)
        .map(([name, value]) => `${name}=${value}`)
        .join('\n')}\n`,
      { mode: 0o600 },
    );

    const tsx = ['--import', 'tsx'];
    const script = (name) => (options.fromSource ? [process.execPath, ...tsx, `src/${name}.ts`] : [process.execPath, `dist/${name}.js`]);
    if (!options.fromSource && !existsSync(path.join(API, 'dist', 'server.js')))
      throw new Error('api/dist/server.js is missing: compile the API first (npm start or npm run cluster do)');

    // Migrations once per release, from one place, before the nodes start (docs/deploying.md).
    const migrated = await runApiScript(script('migrate'), { ...inherited, ...shared });
    if (migrated.code !== 0) throw new Error(`migrations failed (exit ${migrated.code}):\n${migrated.output}`);

    const nodes = [];
    for (let i = 1; i <= count; i += 1) {
      const name = `node-${i}`;
      const folder = path.join(work, name);
      mkdirSync(path.join(folder, 'uploads'), { recursive: true });
      mkdirSync(path.join(folder, 'tmp'), { recursive: true });
      const { http, ws } = ports.nodes[i - 1];
      const env = {
        ...inherited,
        ...shared,
        HOST: '127.0.0.1',
        PORT: String(http),
        PUSHER_PORT: String(ws),
        // Its own disk: nothing a user uploads stays here (UPLOAD_STORE=s3); temp files of its own.
        UPLOAD_DIR: path.join(folder, 'uploads'),
        TMPDIR: path.join(folder, 'tmp'),
      };
      const node = launchNode({ name, command: script('server'), env, log, supervise: options.supervise });
      stops.push(() => node.stop());
      orphans.push(() => node.signal('SIGKILL'));
      nodes.push(Object.assign(node, { url: `http://127.0.0.1:${http}`, httpPort: http, wsPort: ws, uploadDir: env.UPLOAD_DIR, tmpDir: env.TMPDIR }));
    }
    await Promise.all(nodes.map((node) => waitReady(node, node.url)));

    const proxy = await startProxy({
      host: '127.0.0.1',
      port: ports.site,
      sourceAddress,
      healthIntervalMs: options.healthIntervalMs,
      nodes: nodes.map((node) => ({ name: node.name, host: '127.0.0.1', httpPort: node.httpPort, wsPort: node.wsPort })),
      log,
    });
    stops.push(() => proxy.close());

    return {
      urls: {
        site,
        proxy: proxy.url,
        nodes: nodes.map((node) => node.url),
        maildev: `${mail.webUrl}/index.html`,
        s3: `${s3.endpoint}/${s3.bucket}`,
      },
      nodes,
      proxy,
      s3,
      mail,
      database: { name: database, url: databaseUrl },
      env: shared,
      envFile,
      stateDir,
      sourceAddress,
      pids: () => ({ cluster: process.pid, ...pids, nodes: nodes.map((node) => node.pid) }),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

module.exports = { startCluster, ensureDatabase, dropDatabase };
