import { startOwnRedis, type OwnRedis } from './faults/own-redis';
import { call, createTestApp, registerCaregiver, type TestApp } from './helpers';

/**
 * Health for supervisors and load balancers: /health/live says the process answers and nothing
 * more; /health/ready (alias /health) says whether every dependency this node needs is usable.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('/health/live answers 200 with the uptime and checks no dependency', async () => {
  const { status, body, res } = await call(t.app, 'GET', '/health/live');
  expect(status).toBe(200);
  expect(body.data).toEqual({ uptime_s: expect.any(Number), pid: process.pid });
  expect(res.headers['cache-control']).toMatch(/no-store/);
});

test('/health/ready lists the database and Redis, Redis off without REDIS_URL', async () => {
  const { status, body, res } = await call(t.app, 'GET', '/health/ready');
  expect(status).toBe(200);
  expect(body.status).toBe('success');
  expect(body.data.database).toBe('up');
  expect(body.data.checks.database).toEqual({ status: 'up' });
  expect(body.data.checks.redis).toEqual({ status: t.app.redis ? 'up' : 'off' });
  expect(body.data.degraded).toEqual([]);
  expect(res.headers['cache-control']).toMatch(/no-store/);
  // The first health route stays as an alias for load balancers configured against it.
  expect((await call(t.app, 'GET', '/health')).body.data.checks).toEqual(body.data.checks);
});

describe('a module adds its own check', () => {
  let state: 'up' | 'down' | 'hang' = 'up';
  beforeAll(() => {
    t.app.readiness.add('probe', async () => {
      if (state === 'hang') await new Promise(() => undefined);
      if (state === 'down') throw new Error('probe broken');
      return { status: 'up', detail: { backlog: 3 } };
    });
  });

  test('it shows with its detail while up', async () => {
    state = 'up';
    const { status, body } = await call(t.app, 'GET', '/health/ready');
    expect(status).toBe(200);
    expect(body.data.checks.probe).toEqual({ status: 'up', detail: { backlog: 3 } });
  });

  test('a failing check makes the node not ready (503), live stays 200', async () => {
    state = 'down';
    const ready = await call(t.app, 'GET', '/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.status).toBe('error');
    expect(ready.body.data.checks.probe.status).toBe('down');
    expect(ready.body.data.database).toBe('up');
    expect((await call(t.app, 'GET', '/health/live')).status).toBe(200);
  });

  test('a hung check counts as down within the check time-out', async () => {
    state = 'hang';
    const started = Date.now();
    const ready = await call(t.app, 'GET', '/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.data.checks.probe).toEqual({ status: 'down', detail: { reason: 'timeout' } });
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  test('the same name twice is a programming error', () => {
    expect(() => t.app.readiness.add('probe', async () => ({ status: 'up' }))).toThrow(/twice/);
  });
});

/**
 * Readiness means "can serve" (issue 32): the node cannot serve without its database (503: take it
 * out of rotation), but it can without Redis (writes go on, limits count in memory): 200 with
 * Redis `degraded`, named in `degraded` (keep it in rotation, alert). A Redis of the test's own,
 * killed and started again.
 */
describe('readiness with a dependency gone', () => {
  let redis: OwnRedis;
  let own: TestApp;
  beforeAll(async () => {
    redis = await startOwnRedis();
    own = await createTestApp({ redisUrl: redis.url });
  });
  afterAll(async () => {
    await own?.close();
    await redis?.stop();
  });

  test('Redis down: still ready (200) and serving writes, Redis reported degraded; back: up again', async () => {
    expect((await call(own.app, 'GET', '/health/ready')).body.data.checks.redis).toEqual({ status: 'up' });
    await redis.kill();
    const started = Date.now();
    const ready = await call(own.app, 'GET', '/health/ready');
    expect(Date.now() - started).toBeLessThan(1_500); // no wait for the check's time-out
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('success');
    expect(ready.body.data.checks.redis).toEqual({ status: 'degraded', detail: { reason: 'unreachable' } });
    expect(ready.body.data.checks.database).toEqual({ status: 'up' });
    expect(ready.body.data.degraded).toEqual(['redis']);
    expect((await call(own.app, 'GET', '/health')).status).toBe(200);
    // It can serve: a sign-up (a write, under rate limits that now count in memory) succeeds.
    await registerCaregiver(own.app);

    await redis.start();
    const deadline = Date.now() + 10_000;
    let back = ready;
    while (Date.now() < deadline) {
      back = await call(own.app, 'GET', '/health/ready');
      if (back.body.data.checks.redis.status === 'up') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(back.status).toBe(200);
    expect(back.body.data.checks.redis).toEqual({ status: 'up' });
    expect(back.body.data.degraded).toEqual([]);
  });

  test('the database unusable: not ready (503), whatever else is up; liveness stays 200', async () => {
    await own.app.db.destroy();
    const ready = await call(own.app, 'GET', '/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.status).toBe('error');
    expect(ready.body.data.database).toBe('down');
    expect(ready.body.data.checks.database.status).toBe('down');
    expect(ready.body.data.checks.redis).toEqual({ status: 'up' });
    expect((await call(own.app, 'GET', '/health/live')).status).toBe(200);
  });
});
