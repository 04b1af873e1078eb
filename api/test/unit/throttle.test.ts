import { DEFAULT_RATE_LIMITS } from '../../src/config';
import { LoginThrottle } from '../../src/modules/auth/throttle';
import { createRateLimiter } from '../../src/plugins/rate-limiter';

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
