import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { DEFAULT_RATE_LIMITS, RATE_LIMIT_NAMES, loadConfig, type RateLimit, type RateLimitName } from '../src/config';
import type { RedisClientType } from 'redis';
import { MemoryWindowCounter, RedisWindowCounter } from '../src/plugins/counters';
import { ROUTE_CLASSES } from '../src/plugins/rate-limit';
import { createTestApp, DEMO, type TestApp } from './helpers';
import { educationPayload } from './profile-fixtures';

/**
 * The shared rate limiter: every write route and every expensive read answers 429 past its
 * class's limit, with Retry-After and the localised envelope message; counted per account when
 * authenticated, else per IP (lib/client-address.ts: X-Forwarded-For only behind TRUST_PROXY).
 */
const MAX = 3;
const small = (max = MAX): Record<RateLimitName, RateLimit> =>
  Object.fromEntries(RATE_LIMIT_NAMES.map((name) => [name, { max, windowSeconds: 60 }])) as Record<RateLimitName, RateLimit>;

let t: TestApp;
let ipCounter = 0;
const freshIp = () => {
  ipCounter += 1;
  return `10.77.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

beforeAll(async () => {
  t = await createTestApp({ rateLimit: { enabled: true, limits: small() } });
});
afterAll(() => t.close());

/** A new caregiver registered from an address of its own (the register limit is per IP). */
async function newCaregiver(): Promise<{ token: string; id: number }> {
  const n = ++ipCounter;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/lpk/register',
    remoteAddress: freshIp(),
    payload: {
      full_name: 'Rina Kartika',
      email: `rl${n}.${Date.now()}@example.id`,
      phone: '0812-3456-7890',
      password: 'Kaigo#Jepang2026',
      password_confirmation: 'Kaigo#Jepang2026',
      agree: true,
    },
  });
  if (res.statusCode !== 201) throw new Error(`register: ${res.statusCode} ${res.body}`);
  const body = res.json() as { data: { token: string; user: { id: number } } };
  return { token: body.data.token, id: body.data.user.id };
}

async function staffToken(): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/lpk/login', remoteAddress: freshIp(), payload: DEMO.staff1 });
  return (res.json() as { data: { token: string } }).data.token;
}

type Request = Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> };

/** Sends the request until it is refused; answers the refusal and how many got through before it. */
async function untilRefused(request: Request, limit = MAX + 2): Promise<{ passed: number; refused: LightMyRequestResponse | undefined }> {
  for (let i = 0; i < limit; i += 1) {
    const res = await t.app.inject(request as InjectOptions);
    if (res.statusCode === 429) return { passed: i, refused: res };
  }
  return { passed: limit, refused: undefined };
}

function expectRefusal(res: LightMyRequestResponse | undefined, what: string) {
  expect({ what, status: res?.statusCode }).toEqual({ what, status: 429 });
  const seconds = Number(res!.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(60);
  expect(res!.json()).toEqual({ status: 'error', message: `Terlalu banyak percobaan. Silakan coba lagi dalam ${seconds} detik.` });
}

describe('each route named in the review is limited', () => {
  const byIp: [string, RateLimitName, Request][] = [
    ['login', 'login', { method: 'POST', url: '/api/lpk/login', payload: { email: 'nobody@demo.test', password: 'x' } }],
    ['register', 'register', { method: 'POST', url: '/api/lpk/register', payload: { email: 'not-an-email' } }],
    ['public certificate check', 'lookup', { method: 'GET', url: '/api/lpk/certificates/ABCD-EFGH-JKLM' }],
    ['rollout failure report', 'report', { method: 'POST', url: '/api/lpk/rollout/failures', payload: { remote: 'mf-public', version: '1.0.0' } }],
    ['institute search', 'search', { method: 'GET', url: '/api/lpk/institutes?q=tokyo' }],
    ['institute comparison', 'search', { method: 'GET', url: '/api/lpk/institutes/compare?ids=1,2' }],
    ['vacancy search', 'search', { method: 'GET', url: '/api/lpk/jobs' }],
  ];

  test.each(byIp)('%s: per IP, 429 past the limit, another IP unaffected', async (_what, name, request) => {
    expect(Object.values(ROUTE_CLASSES)).toContain(name);
    const ip = freshIp();
    const { passed, refused } = await untilRefused({ ...request, remoteAddress: ip });
    expect(passed).toBe(MAX);
    expectRefusal(refused, String(request.url));
    const other = await t.app.inject({ ...request, remoteAddress: freshIp() } as InjectOptions);
    expect(other.statusCode).not.toBe(429);
  });

  const byAccount: [string, (registrationId: number) => Request][] = [
    [
      'change-password',
      () => ({
        method: 'POST',
        url: '/api/lpk/change-password',
        payload: { current_password: 'Wrong#2026x', password: 'Baru#Jepang2027', password_confirmation: 'Baru#Jepang2027' },
      }),
    ],
    ['DELETE /me', () => ({ method: 'DELETE', url: '/api/lpk/me', payload: { password: 'Wrong#2026x' } })],
    ['GET /me/export', () => ({ method: 'GET', url: '/api/lpk/me/export' })],
    ['messages POST', (id) => ({ method: 'POST', url: '/api/lpk/messages', payload: { registration_id: id, body: 'Halo' } })],
    ['avatar upload', () => ({ method: 'POST', url: '/api/lpk/profile/avatar', payload: {} })],
    ['profile POST', () => ({ method: 'POST', url: '/api/lpk/profile', payload: { full_name: 'Rina Kartika' } })],
    // A valid section: the route's body schema refuses an invalid one before the per-account count (after authentication).
    ['profile section POST', () => ({ method: 'POST', url: '/api/lpk/profile/education', payload: educationPayload() })],
    ['registrations POST', () => ({ method: 'POST', url: '/api/lpk/registrations', payload: { lpk_id: 999_999, consent: true } })],
    ['registrations DELETE', () => ({ method: 'DELETE', url: '/api/lpk/registrations/999999' })],
    ['/broadcasting/auth', () => ({ method: 'POST', url: '/broadcasting/auth', payload: { socket_id: '1.1', channel_name: 'private-nope' } })],
  ];

  test.each(byAccount)('%s: per account, 429 past the limit, another account (same IP) unaffected', async (what, build) => {
    const a = await newCaregiver();
    const b = await newCaregiver();
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/lpk/registrations',
      headers: { authorization: `Bearer ${a.token}` },
      payload: { lpk_id: 1, consent: true },
    });
    const registrationId = reg.statusCode === 201 ? (reg.json() as { data: { id: number } }).data.id : 1;
    // Setting up used one write of account a; a fresh account for routes of the write class.
    const subject = ['registrations POST', 'registrations DELETE', 'profile POST', 'profile section POST', '/broadcasting/auth'].includes(what)
      ? await newCaregiver()
      : a;
    const request = build(registrationId);
    const ip = freshIp();
    const { passed, refused } = await untilRefused({ ...request, remoteAddress: ip, headers: { authorization: `Bearer ${subject.token}` } });
    expect(passed).toBe(MAX);
    expectRefusal(refused, what);
    // The same address, another account: its own budget.
    const other = await t.app.inject({ ...request, remoteAddress: ip, headers: { authorization: `Bearer ${b.token}` } } as InjectOptions);
    expect(other.statusCode).not.toBe(429);
  });

  test('institution status moves: per staff account', async () => {
    const token = await staffToken();
    const { passed, refused } = await untilRefused({
      method: 'POST',
      url: '/api/lpk/institution/registrations/999999/status',
      remoteAddress: freshIp(),
      headers: { authorization: `Bearer ${token}` },
      payload: { status: 'registered' },
    });
    expect(passed).toBe(MAX);
    expectRefusal(refused, 'status move');
  });
});

test('the refusal is in English when the client asks for it', async () => {
  const ip = freshIp();
  await untilRefused({ method: 'GET', url: '/api/lpk/jobs', remoteAddress: ip });
  const res = await t.app.inject({ method: 'GET', url: '/api/lpk/jobs', remoteAddress: ip, headers: { 'accept-language': 'en-US,en;q=0.9' } });
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ status: 'error', message: `Too many attempts. Please try again in ${res.headers['retry-after']} seconds.` });
});

test('routes of one class share a budget; another class keeps its own', async () => {
  const ip = freshIp();
  for (const url of ['/api/lpk/institutes', '/api/lpk/jobs', '/api/lpk/institutes/compare?ids=1,2']) {
    expect((await t.app.inject({ method: 'GET', url, remoteAddress: ip })).statusCode).not.toBe(429);
  }
  expect((await t.app.inject({ method: 'GET', url: '/api/lpk/jobs', remoteAddress: ip })).statusCode).toBe(429);
  expect((await t.app.inject({ method: 'GET', url: '/api/lpk/certificates/ABCD-EFGH-JKLM', remoteAddress: ip })).statusCode).toBe(404);
  // Cheap public reads are not limited at all.
  for (let i = 0; i < MAX * 3; i += 1) expect((await t.app.inject({ method: 'GET', url: '/api/lpk/institutes/1', remoteAddress: ip })).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'GET', url: '/health', remoteAddress: ip })).statusCode).toBe(200);
});

test('X-Forwarded-For does not buy a new budget unless TRUST_PROXY is set', async () => {
  const ip = freshIp();
  await untilRefused({ method: 'GET', url: '/api/lpk/jobs', remoteAddress: ip });
  const spoofed = await t.app.inject({ method: 'GET', url: '/api/lpk/jobs', remoteAddress: ip, headers: { 'x-forwarded-for': '203.0.113.9' } });
  expect(spoofed.statusCode).toBe(429);

  const proxied = await createTestApp({ trustProxy: 1, rateLimit: { enabled: true, limits: small() } });
  try {
    const proxy = '10.0.0.1';
    const viaProxy = (client: string) =>
      proxied.app.inject({ method: 'GET', url: '/api/lpk/jobs', remoteAddress: proxy, headers: { 'x-forwarded-for': client } });
    for (let i = 0; i < MAX; i += 1) expect((await viaProxy('203.0.113.1')).statusCode).toBe(200);
    expect((await viaProxy('203.0.113.1')).statusCode).toBe(429);
    // Behind the proxy every client has its own budget.
    expect((await viaProxy('203.0.113.2')).statusCode).toBe(200);
  } finally {
    await proxied.close();
  }
});

test('IPv6 clients are counted by /64 network', async () => {
  const base = '2001:db8:1:2';
  for (let i = 0; i < MAX; i += 1)
    expect((await t.app.inject({ method: 'GET', url: '/api/lpk/jobs', remoteAddress: `${base}::${i + 1}` })).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'GET', url: '/api/lpk/jobs', remoteAddress: `${base}::ffff` })).statusCode).toBe(429);
  expect((await t.app.inject({ method: 'GET', url: '/api/lpk/jobs', remoteAddress: '2001:db8:1:3::1' })).statusCode).toBe(200);
});

test('limits come from the environment: RATE_LIMIT_<CLASS>=max/seconds, RATE_LIMIT_ENABLED=0', () => {
  const config = loadConfig({ RATE_LIMIT_LOGIN: '5/30', RATE_LIMIT_SEARCH: '1000', RATE_LIMIT_WRITE: 'lots', RATE_LIMIT_UPLOAD: '0' });
  expect(config.rateLimit.enabled).toBe(true);
  expect(config.rateLimit.limits.login).toEqual({ max: 5, windowSeconds: 30 });
  expect(config.rateLimit.limits.search).toEqual({ max: 1000, windowSeconds: DEFAULT_RATE_LIMITS.search.windowSeconds });
  expect(config.rateLimit.limits.write).toEqual(DEFAULT_RATE_LIMITS.write);
  expect(config.rateLimit.limits.upload.max).toBe(0);
  expect(loadConfig({ RATE_LIMIT_ENABLED: '0' }).rateLimit.enabled).toBe(false);
});

test('RATE_LIMIT_ENABLED=0 and a class max of 0 turn limits off', async () => {
  const off = await createTestApp({ rateLimit: { enabled: false, limits: small(1) } });
  const zero = await createTestApp({ rateLimit: { enabled: true, limits: { ...small(1), search: { max: 0, windowSeconds: 60 } } } });
  try {
    for (let i = 0; i < 5; i += 1) {
      expect((await off.app.inject({ method: 'GET', url: '/api/lpk/jobs' })).statusCode).toBe(200);
      expect((await zero.app.inject({ method: 'GET', url: '/api/lpk/jobs' })).statusCode).toBe(200);
    }
  } finally {
    await off.close();
    await zero.close();
  }
});

test('the default limits are the documented ones', () => {
  expect(loadConfig({}).rateLimit).toEqual({ enabled: true, limits: DEFAULT_RATE_LIMITS });
  expect(DEFAULT_RATE_LIMITS.login).toEqual({ max: 30, windowSeconds: 60 });
});

describe('counters', () => {
  test('the memory counter opens a window at the first hit and stays bounded', async () => {
    let now = 0;
    const counter = new MemoryWindowCounter(100, () => now);
    expect(await counter.incr('a', 1000)).toEqual({ count: 1, ttlMs: 1000 });
    now = 400;
    expect(await counter.incr('a', 1000)).toEqual({ count: 2, ttlMs: 600 });
    now = 1000;
    expect(await counter.incr('a', 1000)).toEqual({ count: 1, ttlMs: 1000 });
    for (let i = 0; i < 1_000; i += 1) await counter.incr(`k${i}`, 60_000);
    expect(counter.size).toBeLessThanOrEqual(100);
  });

  test('when Redis does not answer, hits are counted in memory instead of failing', async () => {
    const down = {
      evalSha: () => Promise.reject(new Error('The client is closed')),
      eval: () => Promise.reject(new Error('The client is closed')),
      del: () => Promise.reject(new Error('The client is closed')),
    } as unknown as RedisClientType; // a stand-in with only the commands the counter sends
    const warnings: unknown[] = [];
    const logger = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as ConstructorParameters<typeof RedisWindowCounter>[2];
    const counter = new RedisWindowCounter(down, 'p:', logger);
    expect((await counter.incr('k', 60_000)).count).toBe(1);
    expect((await counter.incr('k', 60_000)).count).toBe(2);
    await counter.reset('k');
    expect((await counter.incr('k', 60_000)).count).toBe(1);
    // Logged once, not per request.
    expect(warnings).toHaveLength(1);
  });
});
