import pino from 'pino';
import type { RedisClientType } from 'redis';
import { DEFAULT_RATE_LIMITS } from '../../src/config';
import { DatabaseUnavailable } from '../../src/db/availability';
import { HttpError } from '../../src/lib/http-error';
import { checkPasswordThrottled } from '../../src/modules/auth/service';
import { LoginThrottle } from '../../src/modules/auth/throttle';
import { createRateLimiter } from '../../src/plugins/rate-limiter';
import { closeRedis, connectRedis } from '../../src/plugins/redis';
import { startOwnRedis, type OwnRedis } from '../faults/own-redis';

/** The login throttle counts on the shared limiter (here in memory, on a clock of the test's own). */
const throttleOn = (clock: () => number, max = 5) =>
  new LoginThrottle(createRateLimiter({ ...DEFAULT_RATE_LIMITS, login_failures: { max, windowSeconds: 60 } }, null, clock));

test('five failures inside the window block the next attempt until the window (from the first failure) ends', async () => {
  let now = 1_000_000;
  const throttle = throttleOn(() => now);
  for (let i = 0; i < 5; i += 1) {
    expect(await throttle.begin(i === 0 ? 'A@x.id' : 'a@x.id', '1.2.3.4')).toBe(0);
    now += 1000;
  }
  // The email is compared without case; other addresses and other emails are not affected.
  expect(await throttle.begin('a@x.id', '1.2.3.4')).toBe(55);
  expect(await throttle.begin('a@x.id', '5.6.7.8')).toBe(0);
  expect(await throttle.begin('b@x.id', '1.2.3.4')).toBe(0);
  now = 1_000_000 + 60_000;
  expect(await throttle.begin('a@x.id', '1.2.3.4')).toBe(0);
});

test('a success forgets the failures', async () => {
  const throttle = throttleOn(Date.now, 2);
  await throttle.begin('a@x.id', 'ip');
  await throttle.begin('a@x.id', 'ip');
  expect(await throttle.begin('a@x.id', 'ip')).toBeGreaterThan(0);
  await throttle.succeeded('a@x.id', 'ip');
  expect(await throttle.begin('a@x.id', 'ip')).toBe(0);
});

test('a max of 0 is no throttle', async () => {
  const throttle = throttleOn(Date.now, 0);
  for (let i = 0; i < 20; i += 1) expect(await throttle.begin('a@x.id', 'ip')).toBe(0);
});

describe('only a password found wrong counts (issue 32: outages are not failed passwords)', () => {
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const databaseDown = () => Promise.reject(new DatabaseUnavailable(1));

  /** What checkPasswordThrottled made of one attempt: the right/wrong answer, 429, or the error it let through. */
  const tryOnce = (throttle: LoginThrottle, verify: () => Promise<boolean>) =>
    checkPasswordThrottled({ throttle, log: quiet }, 'a@x.id', '1.2.3.4', verify).then(
      (ok) => (ok ? 'right' : 'wrong'),
      (error: unknown) => (error instanceof HttpError && error.statusCode === 429 ? '429' : 'error'),
    );

  test('any number of checks that failed (the database down) leave the throttle as it was', async () => {
    const throttle = throttleOn(Date.now, 5);
    expect(await tryOnce(throttle, () => Promise.resolve(false))).toBe('wrong');
    for (let i = 0; i < 20; i += 1) expect(await tryOnce(throttle, databaseDown)).toBe('error');
    expect(await tryOnce(throttle, () => Promise.reject(new TypeError('a bug')))).toBe('error');
    // The one wrong password is still counted: four more and the fifth is refused.
    for (let i = 0; i < 4; i += 1) expect(await tryOnce(throttle, () => Promise.resolve(false))).toBe('wrong');
    expect(await tryOnce(throttle, () => Promise.resolve(true))).toBe('429');
  });

  test('right after an outage the right password is checked and signs in', async () => {
    const throttle = throttleOn(Date.now, 5);
    for (let i = 0; i < 30; i += 1) expect(await tryOnce(throttle, databaseDown)).toBe('error');
    expect(await tryOnce(throttle, () => Promise.resolve(true))).toBe('right');
  });

  test('a give-back never goes below nothing and keeps the window of the failures left', async () => {
    let now = 1_000_000;
    const throttle = throttleOn(() => now, 2);
    await throttle.unchecked('a@x.id', 'ip'); // nothing counted: nothing to give back
    await throttle.begin('a@x.id', 'ip');
    now += 10_000;
    await throttle.begin('a@x.id', 'ip');
    await throttle.begin('a@x.id', 'ip');
    await throttle.unchecked('a@x.id', 'ip');
    // Two failures left, in the window opened by the first: the third attempt waits for its end.
    expect(await throttle.begin('a@x.id', 'ip')).toBe(50);
  });

  describe('in Redis (a Redis of the test’s own), and while it is down', () => {
    let redis: OwnRedis;
    let client: RedisClientType;
    beforeAll(async () => {
      redis = await startOwnRedis();
      client = await connectRedis(redis.url, pino({ level: 'silent' }), 'test');
    });
    afterAll(async () => {
      await closeRedis(client);
      await redis.stop();
    });
    const shared = (max = 5) =>
      new LoginThrottle(
        createRateLimiter({ ...DEFAULT_RATE_LIMITS, login_failures: { max, windowSeconds: 60 } }, { client, prefix: 't:', logger: pino({ level: 'silent' }) }),
      );

    test('failed checks are given back in Redis, wrong passwords stay counted for every node', async () => {
      const nodeA = shared();
      const nodeB = shared();
      for (let i = 0; i < 10; i += 1) expect(await tryOnce(i % 2 ? nodeA : nodeB, databaseDown)).toBe('error');
      const [key] = await client.keys('t:rl:login_failures:*');
      expect(key).toBeUndefined(); // nothing left over
      for (let i = 0; i < 5; i += 1) expect(await tryOnce(i % 2 ? nodeA : nodeB, () => Promise.resolve(false))).toBe('wrong');
      expect(await tryOnce(nodeA, () => Promise.resolve(true))).toBe('429');
      await client.flushAll();
    });

    test('with Redis down too, the attempts counted in memory are given back in memory', async () => {
      const node = shared();
      await redis.kill();
      try {
        for (let i = 0; i < 10; i += 1) expect(await tryOnce(node, databaseDown)).toBe('error');
        expect(await tryOnce(node, () => Promise.resolve(true))).toBe('right');
        // The throttle still holds while Redis is down (this node's memory).
        for (let i = 0; i < 5; i += 1) expect(await tryOnce(node, () => Promise.resolve(false))).toBe('wrong');
        expect(await tryOnce(node, () => Promise.resolve(true))).toBe('429');
      } finally {
        await redis.start();
      }
    });
  });
});
