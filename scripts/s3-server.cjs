/**
 * An S3-protocol server for tests and local runs: the npm package `@20minutes/s3rver` (a
 * maintained fork of s3rver), run as a child process so that a test which stops it stops a real
 * server (connections refused) and `restart` brings the same bucket back on the same port.
 * Objects live in a temp folder of its own (deleted by `close`). Point `@aws-sdk/client-s3` at
 * `endpoint` with path-style URLs and the credentials S3RVER / S3RVER; `env` holds the API's
 * S3_* variables for it.
 *
 * Also a command: `node scripts/s3-server.cjs --port 9000 --bucket lpk --dir /tmp/s3` runs the
 * server in this process until Ctrl-C (what `npm run cluster` may start).
 *
 * CommonJS so that the start scripts (ES modules) and the TypeScript tests (jest, CommonJS) load
 * the same file; its types are in s3-server.d.cts.
 */
const { mkdtempSync, mkdirSync, rmSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { freePort, superviseChild } = require('./child-service.cjs');

/** s3rver accepts any well-formed signature made with this key pair. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';
const REGION = 'us-east-1';
const DEFAULT_BUCKET = 'lpk-test';

/** Whether anything answers HTTP there (s3rver answers an unsigned request with an S3 error: it is up). */
async function answers(endpoint) {
  try {
    await fetch(`${endpoint}/`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/** Runs s3rver in this process (the child's side, and the command). */
async function serve({ port, host, bucket, directory, withParent = false }) {
  const S3rver = require('@20minutes/s3rver');
  mkdirSync(directory, { recursive: true });
  // allowMismatchedSignatures: the SDK (v3) signs a bucket-level request (a listing) with the path
  // `/<bucket>/`, s3rver checks it against `/<bucket>` and would refuse every listing. The access key
  // must still be S3RVER (an unknown key is refused), and s3rver lets unsigned requests through anyway.
  const server = new S3rver({
    port,
    address: host,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
    allowMismatchedSignatures: true,
  });
  const address = await server.run();
  const stop = () => {
    // Open keep-alive connections would hold close() for seconds: at most one second.
    setTimeout(() => process.exit(0), 1000).unref();
    server.close().finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  // Started by startS3Server: its stdin is a pipe from the parent, which closes when the parent ends
  // however it ends (a test run killed), so no server outlives it.
  if (withParent) {
    process.stdin.on('end', stop);
    process.stdin.on('error', stop);
    process.stdin.resume();
  }
  return address;
}

/**
 * Starts the S3 server as a child process. Options: `port` (0 or unset: a free one), `host`
 * (127.0.0.1), `bucket` (created at start; default `lpk-test`), `directory` (where objects are
 * kept; default a new temp folder, deleted by `close`), `log` (a function, or 'inherit').
 */
async function startS3Server(options = {}) {
  const host = options.host || '127.0.0.1';
  const port = options.port || (await freePort());
  const bucket = options.bucket || DEFAULT_BUCKET;
  const ownDir = !options.directory;
  const directory = options.directory || mkdtempSync(path.join(os.tmpdir(), 'lpk-s3-'));
  mkdirSync(directory, { recursive: true }); // a directory given may not exist yet (it is the child's cwd)
  const endpoint = `http://${host}:${port}`;
  const controls = await superviseChild({
    name: `The S3 server on ${endpoint}`,
    args: [__filename, '--port', String(port), '--host', host, '--bucket', bucket, '--dir', directory, '--with-parent'],
    cwd: directory,
    stdin: 'pipe', // the child stops when this pipe closes, however its parent ends
    log: options.log,
    ready: async (output) => output.includes('S3 server listening') && (await answers(endpoint)),
    pollMs: 50,
    cleanup: () => {
      if (ownDir) rmSync(directory, { recursive: true, force: true }); // a directory given in the options is kept
    },
  });
  const server = {
    endpoint,
    port,
    host,
    bucket,
    region: REGION,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    directory,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: REGION,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: '1',
    },
  };
  // The controls' `pid` is a getter (it changes on restart): copied as one, not as its value.
  return Object.defineProperties(server, Object.getOwnPropertyDescriptors(controls));
}

module.exports = { startS3Server, freePort, ACCESS_KEY_ID, SECRET_ACCESS_KEY, REGION };

if (require.main === module) {
  const { parseArgs } = require('node:util');
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '9000' },
      host: { type: 'string', default: '127.0.0.1' },
      bucket: { type: 'string', default: DEFAULT_BUCKET },
      dir: { type: 'string' },
      'with-parent': { type: 'boolean', default: false },
    },
  });
  const directory = values.dir || mkdtempSync(path.join(os.tmpdir(), 'lpk-s3-'));
  serve({ port: Number(values.port), host: values.host, bucket: values.bucket, directory, withParent: values['with-parent'] }).then(
    (address) => console.log(`S3 server listening on http://${address.address}:${address.port} (bucket ${values.bucket}, objects in ${directory})`),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
