/**
 * A local service run as a child process for tests and `npm start` (MailDev, the S3 server): a free
 * port, a start that waits until the service answers, and stop / restart / close / kill. A test that
 * stops one stops a real server (connections refused); `restart` brings it back on the same ports.
 *
 * CommonJS, like the services that use it (maildev.cjs, s3-server.cjs); types in child-service.d.cts.
 */
const { spawn } = require('node:child_process');
const net = require('node:net');

const READY_TIMEOUT_MS = 20_000;

/** A TCP port nobody listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** SIGTERM, then SIGKILL after 5 s; resolves once the child has exited. */
function stopChild(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts `node <args>` in `cwd` and waits until `ready(output)` is true, polling every `pollMs`.
 * `name` is for errors, `log` (a function, or 'inherit') gets its output, `stdin` is 'pipe' when
 * the child watches its parent through it. `cleanup` runs on close and kill (deletes its files).
 * Returns the controls; throws (with the child's last output) when it exits or does not answer.
 */
async function superviseChild({ name, args, cwd, stdin = 'ignore', log, ready, pollMs = 100, cleanup = () => undefined }) {
  let child = null;
  const output = [];

  async function launch() {
    const proc = spawn(process.execPath, args, { cwd, stdio: [stdin, 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
    child = proc;
    const collect = (chunk) => {
      const text = chunk.toString();
      if (typeof log === 'function') log(text);
      else if (log === 'inherit') process.stdout.write(text);
      output.push(text);
      if (output.length > 50) output.shift();
    };
    proc.stdout.on('data', collect);
    proc.stderr.on('data', collect);
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (proc.exitCode !== null || proc.signalCode !== null) {
        throw new Error(`${name} exited (${proc.exitCode ?? proc.signalCode}) before it answered:\n${output.join('')}`);
      }
      if (await ready(output.join(''))) return;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
    await stopChild(proc);
    throw new Error(`${name} did not answer within ${READY_TIMEOUT_MS} ms:\n${output.join('')}`);
  }

  await launch();
  return {
    get pid() {
      return child ? child.pid : undefined;
    },
    /** Stops the service (connections are refused); its data stays for `restart`. */
    async stop() {
      await stopChild(child);
    },
    /** Starts it again with the same ports and data. */
    async restart() {
      await stopChild(child);
      await launch();
    },
    /** Stops it for good and deletes its data. */
    async close() {
      await stopChild(child);
      cleanup();
    },
    /** The same, synchronously (from a process 'exit' handler). */
    kill() {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      cleanup();
    },
  };
}

module.exports = { freePort, stopChild, superviseChild };
