#!/usr/bin/env node
/**
 * `npm run cluster`: the production topology of docs/deploying.md on this machine, to try a release
 * or a fault before it reaches production (docs/deploying.md, "Try a release or a fault on one
 * machine"). Builds what is not built (as `npm start` does), then starts, in production mode:
 * two API nodes (each with its own upload and temp folder, restarted after a crash as systemd would)
 * behind a reverse proxy that appends X-Forwarded-For and passes WebSocket upgrades, on the
 * machine's PostgreSQL (database `lpk_cluster`) and Redis (keys under `lpk_cluster:`), with an S3
 * server (uploads and release files) and MailDev. Prints the URLs; Ctrl-C (SIGINT) or SIGTERM
 * stops everything it started.
 *
 *   npm run cluster [-- --fresh] [--port 8800] [--nodes 2] [--database lpk_cluster] [--state api/data/cluster] [--from-source]
 *
 * DATABASE_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres;
 * the cluster creates its own database there), REDIS_URL the Redis (redis://127.0.0.1:6379),
 * LOG_LEVEL what the nodes print (warn). The database and the state folder (S3 objects, the
 * secrets, cluster.env) are kept between runs; --fresh starts over.
 */
import '../check-node.mjs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildPackages, deployDir, writeApiFirstScreens } from '../build.mjs';
import { compileApi } from '../compile-api.cjs';
import { supervise } from '../start/supervise.mjs';

const require = createRequire(import.meta.url);
const { startCluster } = require('./cluster.cjs');
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');

const { values: args } = parseArgs({
  options: {
    fresh: { type: 'boolean', default: false },
    port: { type: 'string', default: '8800' },
    nodes: { type: 'string', default: '2' },
    database: { type: 'string', default: 'lpk_cluster' },
    state: { type: 'string', default: path.join(root, 'api', 'data', 'cluster') },
    // The nodes from api/src through tsx, nothing compiled (the test of this command uses it).
    'from-source': { type: 'boolean', default: false },
  },
});
const basePort = Number(args.port);
const nodeCount = Number(args.nodes);
if (!Number.isInteger(basePort) || basePort < 0 || basePort > 65_500) {
  console.error(`--port ${args.port}: a port number (the proxy's; the others follow it), or 0 for free ports`);
  process.exit(2);
}
if (!Number.isInteger(nodeCount) || nodeCount < 1 || nodeCount > 9) {
  console.error(`--nodes ${args.nodes}: 1 to 9`);
  process.exit(2);
}

let cluster = null;
let stopping = false;

async function stop(signal) {
  if (stopping) {
    // A second Ctrl-C: no more waiting for the nodes to drain.
    console.log('[cluster] stopping at once');
    for (const pid of cluster ? [...cluster.pids().nodes, cluster.pids().s3, cluster.pids().maildev] : []) {
      try {
        if (pid) process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    process.exit(1);
  }
  stopping = true;
  if (!cluster) {
    console.log(`[cluster] ${signal}: stopping once what has started is up`);
    return;
  }
  console.log(`[cluster] ${signal}: stopping the proxy, then the nodes (they drain), S3 and MailDev`);
  await cluster.stop();
  console.log('[cluster] stopped; nothing of it is running');
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

buildPackages(['shell', 'mf-public', 'mf-account'], { ifMissing: true });
if (!args['from-source']) {
  const compiled = compileApi();
  if (compiled !== 0) process.exit(compiled);
  await writeApiFirstScreens();
}

try {
  cluster = await startCluster({
    basePort,
    nodes: nodeCount,
    database: args.database,
    fresh: args.fresh,
    stateDir: path.resolve(args.state),
    deployDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
    redisUrl: process.env.REDIS_URL || undefined,
    logLevel: process.env.LOG_LEVEL || undefined,
    fromSource: args['from-source'],
    supervise,
  });
} catch (error) {
  console.error(`[cluster] could not start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
if (stopping) {
  stopping = false;
  await stop('SIGINT');
}

/** A path as short as it reads well: relative to here when inside it. */
const shown = (file) => {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') ? relative : file;
};
const pids = cluster.pids();
const envFile = shown(cluster.envFile);
const rows = [
  ['site (the proxy)', cluster.urls.site, `pid ${pids.cluster}`],
  ...cluster.nodes.map((node, i) => [node.name, node.url, `pid ${pids.nodes[i]}, real-time port ${node.wsPort}`]),
  ['MailDev', cluster.urls.maildev, `pid ${pids.maildev}`],
  ['S3', cluster.urls.s3, `pid ${pids.s3}, objects in ${shown(cluster.s3.directory)}`],
  ['PostgreSQL', `database ${cluster.database.name}`, ''],
  ['Redis', cluster.env.REDIS_URL, `keys under ${cluster.env.REDIS_PREFIX}`],
];
const width = Math.max(...rows.map((row) => row[0].length));
console.log(
  [
    '',
    `The cluster is up: ${cluster.nodes.length} API nodes in production mode behind the proxy (TRUST_PROXY=${cluster.sourceAddress}).`,
    ...rows.map(([what, where, note]) => `  ${what.padEnd(width)}  ${where}${note ? `  (${note})` : ''}`),
    '',
    'No account exists yet (production holds no demo data). The first operator, mailed to MailDev:',
    `  (set -a; . ${envFile}; npm run operator:create -- you@example.id)`,
    'Try a release or a fault: docs/deploying.md, "Try a release or a fault on one machine". Ctrl-C stops everything.',
    '',
  ].join('\n'),
);
