import type { AddressInfo } from 'node:net';
import { startRealtimeServer } from '../src/realtime/server';
import { gracefulShutdown } from '../src/shutdown';
import { createTestApp } from './helpers';
import { RawClient, connected, echoFor, pusherOf, until } from './realtime-helpers';

/**
 * A rolling restart's SIGTERM (docs/deploying.md): the node stops accepting, lets the request in
 * flight finish, closes real-time sockets with Pusher's 4200 (pusher-js reconnects, to another node
 * behind the proxy), and exits 0.
 */
test('on SIGTERM: no new connections, the request in flight finishes, sockets close with 4200 and pusher-js reconnects, exit 0', async () => {
  const t = await createTestApp();
  let inFlight = false;
  let release: () => void = () => undefined;
  t.app.get('/test/slow', async () => {
    inFlight = true;
    await new Promise<void>((resolve) => (release = resolve));
    return { status: 'success', data: 'finished' };
  });
  let exitCode: number | undefined;
  const realtime = await startRealtimeServer({ config: { ...t.app.config, host: '127.0.0.1' }, db: t.app.db, logger: t.app.log, port: 0 });
  t.app.broadcaster.attach(realtime);
  const shutdown = gracefulShutdown({ app: t.app, realtime, drainMs: 5_000, exit: (code) => (exitCode = code) });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  expect((await t.app.inject({ method: 'GET', url: '/health/ready' })).json().data.checks.shutdown.status).toBe('up');

  const { client } = await RawClient.connect(realtime.port);
  const echo = echoFor({ ...t, realtime, wsPort: realtime.port, httpUrl: base }, null);
  await connected(echo);
  const states: string[] = [];
  pusherOf(echo).connection.bind('state_change', (change: { current: string }) => states.push(change.current));

  const slow = fetch(`${base}/test/slow`);
  await until(() => inFlight, 3_000, 'the slow request to arrive');
  const stopping = shutdown('SIGTERM');

  await until(() => client.closeCode !== undefined, 3_000, 'the socket to close');
  expect(client.closeCode).toBe(4200);
  await until(() => states.includes('connecting'), 3_000, 'pusher-js to reconnect');
  // No new connection is accepted while the request in flight drains.
  await expect(fetch(`${base}/health/live`)).rejects.toThrow();
  expect(exitCode).toBeUndefined();
  release();
  const answer = await slow;
  expect(answer.status).toBe(200);
  expect(((await answer.json()) as { data: string }).data).toBe('finished');
  await stopping;
  expect(exitCode).toBe(0);
  echo.disconnect();
  await t.close().catch(() => undefined);
});
