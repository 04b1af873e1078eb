/**
 * The reverse proxy of `npm run cluster` (docs/deploying.md, "Topology"): one port for browsers in
 * front of N API nodes, doing what the production proxy must do:
 *
 * - **appends** the address it was reached from to `X-Forwarded-For` (what the client wrote stays to
 *   the left, where the nodes' TRUST_PROXY walk never reaches it: api/src/lib/client-address.ts);
 * - passes WebSocket upgrades (any request with `Upgrade`) to the nodes' real-time port, and every
 *   other request to their HTTP port;
 * - sends each request or socket to the node with the fewest open ones (ties in turn);
 * - checks `/health/ready` of every node each second: out of rotation after 2 failures (a 503 while
 *   a node drains, a time-out, a refusal), back after 2 successes; a node whose port refuses a
 *   connection is out at once, and the request goes to the next node (nothing of it was sent yet);
 * - connects to the nodes from `sourceAddress` (127.0.0.2 where the system has it), so the nodes
 *   can trust exactly this proxy and nobody else on the machine.
 *
 * Written on node:http rather than a proxy library: the request body is handed over only once the
 * node accepted the connection, which is what makes a refused connection safe to retry on another
 * node (a library pipes the body at once). Answers carry `X-Cluster-Node: <name>` (which node
 * served), for people trying faults; production proxies do not need it.
 *
 * CommonJS so that the cluster command (ES module) and the TypeScript tests (jest, CommonJS) load
 * the same file; its types are in proxy.d.cts.
 */
const http = require('node:http');
const net = require('node:net');

/** Headers of one hop only (RFC 9110 7.6.1), never forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'proxy-authorization',
  'proxy-authenticate',
]);
/** Errors that mean the node did not take the connection: nothing was sent, another node may take it. */
const NOT_TAKEN = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL']);
/** Methods that change nothing: sent again to another node when the first was cut before it answered. */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);
const DOWN_AFTER = 2;
const UP_AFTER = 2;

/** The peer's address as the nodes expect it in X-Forwarded-For (an IPv4-mapped IPv6 address as IPv4). */
function peerOf(socket) {
  const address = socket.remoteAddress || '';
  return address.startsWith('::ffff:') && net.isIPv4(address.slice(7)) ? address.slice(7) : address;
}

/** The request's headers for the next hop: without hop-by-hop ones, with this hop appended to X-Forwarded-For. */
function forwardedHeaders(req) {
  const named = new Set(
    String(req.headers.connection || '')
      .toLowerCase()
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
  const headers = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || named.has(name)) continue;
    headers[name] = value;
  }
  const before = req.headers['x-forwarded-for'];
  const peer = peerOf(req.socket);
  headers['x-forwarded-for'] = before ? `${Array.isArray(before) ? before.join(', ') : before}, ${peer}` : peer;
  headers['x-forwarded-proto'] = 'http';
  return headers;
}

function responseHeaders(headers, node) {
  const out = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
  out['x-cluster-node'] = node.name;
  return out;
}

function plainAnswer(res, status, text) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '1' });
  res.end(`${text}\n`);
}

/**
 * Starts the proxy. Options: `host` (127.0.0.1), `port` (0: a free one), `nodes` (`{ name, host,
 * httpPort, wsPort }` each), `sourceAddress` (the local address of its connections to the nodes;
 * default the system's choice), `healthIntervalMs` (1000), `log(line)` (node state changes).
 */
async function startProxy(options) {
  const host = options.host || '127.0.0.1';
  const log = options.log || ((line) => console.log(line));
  const sourceAddress = options.sourceAddress || undefined;
  const interval = options.healthIntervalMs || 1000;
  const nodes = options.nodes.map((node) => ({
    ...node,
    up: true,
    active: 0,
    failures: 0,
    successes: 0,
    agent: new http.Agent({ keepAlive: true, maxSockets: 256 }),
  }));
  let turn = 0;
  const upgraded = new Set();

  function markDown(node, why) {
    node.successes = 0;
    if (!node.up) return;
    node.up = false;
    const others = nodes.filter((n) => n.up).map((n) => n.name);
    log(`[proxy] ${node.name} out of rotation (${why}); ${others.length ? `routing to ${others.join(', ')}` : 'no node left: trying each in turn'}`);
  }

  function markUp(node) {
    node.failures = 0;
    if (node.up) return;
    node.up = true;
    log(`[proxy] ${node.name} back in rotation`);
  }

  /** The node with the fewest open requests and sockets among those in rotation (all of them when none is), not yet tried. */
  function pick(tried) {
    let candidates = nodes.filter((node) => node.up && !tried.has(node));
    if (candidates.length === 0) candidates = nodes.filter((node) => !tried.has(node));
    if (candidates.length === 0) return undefined;
    turn = (turn + 1) % nodes.length;
    const ordered = candidates.map((node, i) => candidates[(i + turn) % candidates.length]);
    return ordered.reduce((best, node) => (node.active < best.active ? node : best));
  }

  function forward(req, res, tried) {
    const node = pick(tried);
    if (!node) {
      plainAnswer(res, 502, 'No API node accepted the connection (npm run cluster: see the nodes above).');
      return;
    }
    tried.add(node);
    node.active += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      node.active -= 1;
    };
    let bodySent = false;
    let answered = false;
    const upstream = http.request({
      host: node.host,
      port: node.httpPort,
      method: req.method,
      path: req.url,
      headers: forwardedHeaders(req),
      agent: node.agent,
      localAddress: sourceAddress,
    });
    upstream.on('socket', (socket) => {
      const send = () => {
        bodySent = true;
        req.pipe(upstream);
      };
      if (socket.connecting) socket.once('connect', send);
      else send();
    });
    upstream.on('response', (answer) => {
      answered = true;
      res.writeHead(answer.statusCode || 502, answer.statusMessage, responseHeaders(answer.headers, node));
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    });
    upstream.on('error', (error) => {
      release();
      if (answered) {
        res.destroy();
        return;
      }
      // Not taken: nothing of the request was sent. Cut before any answer (a node killed while it
      // took the connection, a kept-alive connection it had closed): a GET or HEAD changes nothing,
      // so it is safe to send again (as nginx's proxy_next_upstream does).
      const retry = (!bodySent && NOT_TAKEN.has(error.code)) || IDEMPOTENT.has(req.method);
      if (NOT_TAKEN.has(error.code)) markDown(node, `connection ${error.code === 'ECONNREFUSED' ? 'refused' : error.code}`);
      if (retry && !res.destroyed) {
        forward(req, res, tried);
        return;
      }
      plainAnswer(res, 502, `${node.name} failed before it answered (${error.code || error.message}).`);
    });
    res.on('close', () => {
      release();
      if (!res.writableFinished) upstream.destroy();
    });
  }

  /** The request line and headers of an upgrade, as the node's real-time port reads them. */
  function upgradeHead(req) {
    const lines = [`${req.method} ${req.url} HTTP/1.1`];
    const headers = forwardedHeaders(req);
    headers.connection = 'Upgrade';
    headers.upgrade = req.headers.upgrade;
    for (const [name, value] of Object.entries(headers)) {
      for (const one of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${one}`);
    }
    return `${lines.join('\r\n')}\r\n\r\n`;
  }

  function upgrade(req, client, head, tried) {
    const node = pick(tried);
    if (!node) {
      client.end('HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    tried.add(node);
    const upstream = net.connect({ host: node.host, port: node.wsPort, localAddress: sourceAddress });
    const refused = (error) => {
      if (NOT_TAKEN.has(error.code)) markDown(node, `real-time connection ${error.code === 'ECONNREFUSED' ? 'refused' : error.code}`);
      if (!client.destroyed) upgrade(req, client, head, tried);
    };
    upstream.once('error', refused);
    upstream.once('connect', () => {
      upstream.off('error', refused);
      node.active += 1;
      upgraded.add(client);
      upgraded.add(upstream);
      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        node.active -= 1;
        upgraded.delete(client);
        upgraded.delete(upstream);
        client.destroy();
        upstream.destroy();
      };
      for (const socket of [client, upstream]) {
        socket.on('error', close);
        socket.on('close', close);
      }
      upstream.write(upgradeHead(req));
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
  }

  /** One health check of every node (`/health/ready`, 1 s at most each). */
  async function checkAll() {
    await Promise.all(
      nodes.map(async (node) => {
        let ok = false;
        let why = '';
        try {
          const status = await new Promise((resolve, reject) => {
            const probe = http.get(
              { host: node.host, port: node.httpPort, path: '/health/ready', localAddress: sourceAddress, agent: false, timeout: 1000 },
              (answer) => {
                answer.resume();
                resolve(answer.statusCode);
              },
            );
            probe.on('timeout', () => probe.destroy(Object.assign(new Error('no answer within 1 s'), { code: 'ETIMEDOUT' })));
            probe.on('error', reject);
          });
          ok = status === 200;
          why = `/health/ready answered ${status}`;
        } catch (error) {
          why = error.code === 'ECONNREFUSED' ? 'connection refused' : `/health/ready: ${error.code || error.message}`;
        }
        if (ok) {
          node.failures = 0;
          node.successes += 1;
          if (!node.up && node.successes >= UP_AFTER) markUp(node);
        } else {
          node.successes = 0;
          node.failures += 1;
          if (node.up && node.failures >= DOWN_AFTER) markDown(node, why);
        }
      }),
    );
  }

  let checking = false;
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    void checkAll().finally(() => {
      checking = false;
    });
  }, interval);
  timer.unref();

  const server = http.createServer((req, res) => forward(req, res, new Set()));
  server.on('upgrade', (req, socket, head) => upgrade(req, socket, head, new Set()));
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port || 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = server.address().port;

  return {
    host,
    port,
    url: `http://${host}:${port}`,
    /** Each node as the proxy sees it now. */
    status() {
      return nodes.map((node) => ({ name: node.name, up: node.up, active: node.active }));
    },
    /** Stops listening and closes every connection it holds. */
    close() {
      clearInterval(timer);
      for (const socket of upgraded) socket.destroy();
      for (const node of nodes) node.agent.destroy();
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/** Whether this system can use `address` as a local address (127.0.0.2 exists on Linux, not on macOS). */
function canBind(address) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(0, address, () => probe.close(() => resolve(true)));
  });
}

module.exports = { startProxy, canBind, forwardedHeaders };
