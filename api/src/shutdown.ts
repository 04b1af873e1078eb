import type { FastifyInstance } from 'fastify';

/**
 * Graceful shutdown for rolling restarts (docs/deploying.md): on SIGTERM (or SIGINT) the node
 * 1. answers `/health/ready` with 503 (`shutdown: down`), so a load balancer that still asks takes it out;
 * 2. stops accepting connections at once and lets the HTTP requests in flight finish, for at most
 *    `drainMs` (then the connections still open are closed);
 * 3. closes every real-time socket with Pusher code 4200 ("reconnect at once"): pusher-js
 *    reconnects, through the load balancer, to another node; presence members leave first, so the
 *    other nodes see `member_removed`;
 * 4. closes the database and Redis (after the last request) and exits 0 (1 when the drain ran out).
 */
export interface ShutdownParts {
  app: FastifyInstance;
  realtime: { close(): Promise<void> } | null;
  drainMs: number;
  /** process.exit (tests pass their own). */
  exit?: (code: number) => void;
}

export function gracefulShutdown(parts: ShutdownParts): (signal: string) => Promise<void> {
  const { app, realtime, drainMs } = parts;
  const exit = parts.exit ?? ((code: number) => process.exit(code));
  let draining = false;
  app.readiness.add('shutdown', async () => (draining ? { status: 'down', detail: { reason: 'shutting down' } } : { status: 'up' }));

  return async function shutdown(signal: string): Promise<void> {
    if (draining) return;
    draining = true;
    app.log.info({ signal, drain_ms: drainMs }, 'shutting down: no new connections, draining requests in flight');
    let forced = false;
    const timer = setTimeout(() => {
      forced = true;
      app.log.warn({ drain_ms: drainMs }, 'shutting down: requests still in flight after the drain time; closing their connections');
      app.server.closeAllConnections();
    }, drainMs);
    timer.unref();
    // A kept-alive connection whose request finished would hold the server open until its keep-alive
    // time-out: closed as soon as it is idle.
    const sweeper = setInterval(() => app.server.closeIdleConnections(), 50);
    sweeper.unref();
    // Fastify stops accepting first and closes the database and Redis only after the last request.
    const http = app.close();
    try {
      await realtime?.close();
    } catch (error) {
      app.log.warn({ err: error }, 'shutting down: the real-time server did not close cleanly');
    }
    await http;
    clearTimeout(timer);
    clearInterval(sweeper);
    app.log.info({ forced }, 'shut down');
    exit(forced ? 1 : 0);
  };
}
