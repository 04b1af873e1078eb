import { LoginThrottle } from '../../src/modules/auth/throttle';

test('five failures inside the window block, and the block lifts when the window slides', () => {
  let now = 1_000_000;
  const throttle = new LoginThrottle(5, 60_000, () => now);
  for (let i = 0; i < 4; i += 1) {
    throttle.fail('A@x.id', '1.2.3.4');
    now += 1000;
  }
  expect(throttle.retryAfter('a@x.id', '1.2.3.4')).toBe(0);
  throttle.fail('a@x.id', '1.2.3.4');
  expect(throttle.retryAfter('a@x.id', '1.2.3.4')).toBe(56);
  expect(throttle.retryAfter('a@x.id', '5.6.7.8')).toBe(0);
  expect(throttle.retryAfter('b@x.id', '1.2.3.4')).toBe(0);
  now += 56_001;
  expect(throttle.retryAfter('a@x.id', '1.2.3.4')).toBe(0);
});

test('clear forgets the failures', () => {
  const throttle = new LoginThrottle(2, 60_000);
  throttle.fail('a@x.id', 'ip');
  throttle.fail('a@x.id', 'ip');
  expect(throttle.retryAfter('a@x.id', 'ip')).toBeGreaterThan(0);
  throttle.clear('a@x.id', 'ip');
  expect(throttle.retryAfter('a@x.id', 'ip')).toBe(0);
});
