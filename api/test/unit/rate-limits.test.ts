import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_RATE_LIMITS, ENV_VARIABLES, loadConfig, RATE_LIMIT_NAMES, RATE_LIMITS } from '../../src/config';
import { MemoryWindowCounter } from '../../src/plugins/counters';
import { RateLimiter, subjectOf } from '../../src/plugins/rate-limiter';

/** The rows of docs/security.md's table of rate limits: name, key, "max / window", variables. */
function documentedRows(): string[][] {
  const section = readFileSync(path.resolve(__dirname, '..', '..', '..', 'docs', 'security.md'), 'utf8');
  return section
    .split('\n')
    .filter((line) => /^\s*\| `[a-z_]+` \|/.test(line))
    .map((line) =>
      line
        .trim()
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

describe('the table of rate limits (config/rate-limits.ts)', () => {
  test('every limit is in docs/security.md with its key, default and variables, and its variables are in the environment schema', () => {
    const rows = documentedRows();
    expect(rows.map((row) => row[0])).toEqual(RATE_LIMIT_NAMES.map((name) => `\`${name}\``));
    for (const [i, name] of RATE_LIMIT_NAMES.entries()) {
      const rule = RATE_LIMITS[name];
      const variables = rule.env.split(' / ');
      expect(rows[i]?.slice(1, 4)).toEqual([rule.key, `${rule.max} / ${rule.windowSeconds} s`, variables.map((v) => `\`${v}\``).join(' / ')]);
      for (const variable of variables) expect(ENV_VARIABLES).toContain(variable);
    }
  });

  test('the variables set the table: RATE_LIMIT_<NAME>=max/seconds, the login throttle and the Pusher HTTP API in their own forms', () => {
    expect(loadConfig({}).rateLimit.limits).toEqual(DEFAULT_RATE_LIMITS);
    const { limits } = loadConfig({
      RATE_LIMIT_ASSISTANT: '9/90',
      RATE_LIMIT_MAIL: '0',
      LOGIN_MAX_FAILURES: '3',
      LOGIN_WINDOW_SECONDS: '30',
      PUSHER_HTTP_API_RATE: '7',
    }).rateLimit;
    expect(limits).toMatchObject({
      assistant: { max: 9, windowSeconds: 90 },
      mail: { max: 0, windowSeconds: 900 },
      login_failures: { max: 3, windowSeconds: 30 },
      pusher_http_api: { max: 7, windowSeconds: 1 },
    });
    const odd = loadConfig({ LOGIN_WINDOW_SECONDS: '0', PUSHER_HTTP_API_RATE: '2.5' });
    expect(odd.rateLimit.limits.login_failures).toEqual(DEFAULT_RATE_LIMITS.login_failures);
    expect(odd.rateLimit.limits.pusher_http_api).toEqual(DEFAULT_RATE_LIMITS.pusher_http_api);
    expect(odd.ignoredVariables.map((i) => i.variable)).toEqual(['LOGIN_WINDOW_SECONDS', 'PUSHER_HTTP_API_RATE']);
  });

  test('keys: the address (IPv6 by /64), the account else the address, a hashed email at an address', () => {
    expect(subjectOf('ip', { ip: '2001:db8:1:2::7', userId: 5 })).toBe(subjectOf('ip', { ip: '2001:db8:1:2::ffff' }));
    expect(subjectOf('account', { ip: '10.0.0.1', userId: 5 })).toBe('u:5');
    expect(subjectOf('account', { ip: '10.0.0.1', userId: null })).toBe('ip:10.0.0.1');
    const email = subjectOf('email+ip', { ip: '10.0.0.1', email: 'Rina@Example.id' });
    expect(email).toBe(subjectOf('email+ip', { ip: '10.0.0.1', email: 'rina@example.id' }));
    expect(email).not.toMatch(/rina|example/i);
    expect(email).toMatch(/\|ip:10\.0\.0\.1$/);
  });

  test('one mechanism: a fixed window from the first hit, Retry-After until it ends, limits counted apart', async () => {
    let now = 0;
    const counter = new MemoryWindowCounter(1000, () => now);
    const limiter = new RateLimiter({ ...DEFAULT_RATE_LIMITS, report: { max: 2, windowSeconds: 10 } }, () => counter);
    const who = { ip: '10.1.1.1' };
    expect((await limiter.hit('report', who)).allowed).toBe(true);
    now = 4_000;
    expect((await limiter.hit('report', who)).allowed).toBe(true);
    expect(await limiter.hit('report', who)).toEqual({ allowed: false, count: 3, retryAfterSeconds: 6 });
    // Another limit of the same address counts on its own.
    expect((await limiter.hit('lookup', who)).allowed).toBe(true);
    now = 10_000;
    expect(await limiter.hit('report', who)).toEqual({ allowed: true, count: 1, retryAfterSeconds: 0 });
  });
});
