import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TrustProxy } from '../src/lib/client-address';
import { packArchive, readFolder } from '../src/modules/release/archive';
import { DEFAULT_ARCHIVE_LIMITS } from '../src/modules/release/settings';
import { createToken } from '../src/modules/release/tokens';
import { call, createTestApp, DEMO, rateLimits, type TestApp } from './helpers';
import { fakeBuild, writeShell } from './release-fixtures';
import { RawClient, type Stack, startStack, until } from './realtime-helpers';

/**
 * The client's real address behind reverse proxies (TRUST_PROXY), through the whole API: a client
 * that writes X-Forwarded-For entries of its own (a proxy appends the address it was reached from
 * to whatever the client sent) gains no new budget from the login throttle, the mail limit, the
 * real-time per-address cap, and counts as one network for the canary guard. One proxy (hop count
 * 1) and two (a list of the proxies' networks, and a hop count of 2).
 */

interface Deployment {
  name: string;
  trustProxy: TrustProxy;
  /** The socket's peer and the X-Forwarded-For the node receives when `client` sends `forged` (its own entries). */
  via(client: string, forged: string): { remoteAddress: string; headers: Record<string, string> };
}

const DEPLOYMENTS: Deployment[] = [
  {
    name: 'one proxy (TRUST_PROXY=1)',
    trustProxy: 1,
    via: (client, forged) => ({ remoteAddress: '10.0.0.1', headers: { 'x-forwarded-for': `${forged}, ${client}` } }),
  },
  {
    name: 'two proxies by their networks (TRUST_PROXY=10.0.0.0/8,::1), the inner one on a dual-stack socket',
    trustProxy: ['10.0.0.0/8', '::1'],
    via: (client, forged) => ({ remoteAddress: '::ffff:10.0.0.2', headers: { 'x-forwarded-for': `${forged}, ${client}, 10.0.0.7` } }),
  },
  {
    name: 'two proxies by hop count (TRUST_PROXY=2)',
    trustProxy: 2,
    via: (client, forged) => ({ remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': `${forged}, ${client}, 10.0.0.7` } }),
  },
];

describe.each(DEPLOYMENTS)('$name', ({ trustProxy, via }) => {
  let t: TestApp;
  beforeAll(async () => {
    // The table's limits (login failures 5 a minute per email and address, mails 20 per 15 minutes).
    t = await createTestApp({ trustProxy, rateLimit: rateLimits() });
  });
  afterAll(() => t?.close());

  const send = (url: string, body: unknown, client: string, forged: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: body as Record<string, unknown>,
      ...via(client, forged),
      headers: { ...via(client, forged).headers, 'accept-language': 'en' },
    });

  test('wrong passwords under ever-new forged entries reach the login throttle: 429 after 5', async () => {
    const client = '203.0.113.9';
    const statuses: number[] = [];
    for (let i = 1; i <= 20; i += 1) {
      statuses.push((await send('/api/lpk/login', { email: DEMO.caregiver.email, password: `wrong-${i}` }, client, `198.51.100.${i}`)).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(statuses.slice(5)).toEqual(Array(15).fill(429));
    // Even the right password waits: it is the same client.
    expect((await send('/api/lpk/login', DEMO.caregiver, client, '198.51.100.99')).statusCode).toBe(429);
    // Another client behind the same proxies has its own budget, and signs in.
    expect((await send('/api/lpk/login', { email: DEMO.caregiver.email, password: 'wrong' }, '203.0.113.10', '203.0.113.9')).statusCode).toBe(422);
    expect((await send('/api/lpk/login', DEMO.caregiver, '203.0.113.10', '203.0.113.9')).statusCode).toBe(200);
  });

  test('forgot-password holds its limit of 20 under forged entries', async () => {
    const client = '203.0.113.20';
    const statuses: number[] = [];
    for (let i = 1; i <= 30; i += 1) {
      statuses.push((await send('/api/lpk/forgot-password', { email: `nobody${i}@example.id` }, client, `198.51.${i}.1, 192.0.2.${i}`)).statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual(Array(10).fill(429));
    expect((await send('/api/lpk/forgot-password', { email: 'nobody@example.id' }, '203.0.113.21', '203.0.113.20')).statusCode).toBe(200);
  });
});

test('behind a list of proxies, a client that reaches the node directly is its socket address, whatever it writes', async () => {
  const t = await createTestApp({ trustProxy: ['10.0.0.0/8'], rateLimit: rateLimits() });
  try {
    const statuses: number[] = [];
    for (let i = 1; i <= 8; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/lpk/login',
        remoteAddress: '203.0.113.50',
        headers: { 'x-forwarded-for': `198.51.100.${i}, 10.0.0.${i}` },
        payload: { email: DEMO.caregiver.email, password: `wrong-${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429, 429, 429]);
  } finally {
    await t.close();
  }
});

describe('the canary guard counts networks by the real address', () => {
  let t: TestApp;
  let deploy: string;
  let builds: string;
  let token: string;
  beforeAll(async () => {
    deploy = mkdtempSync(path.join(tmpdir(), 'lpk-client-address-'));
    builds = mkdtempSync(path.join(tmpdir(), 'lpk-client-address-builds-'));
    writeShell(deploy);
    t = await createTestApp({
      trustProxy: 1,
      appUrl: 'https://lpk.example',
      site: { staticDir: deploy, apiBaseUrl: '', wsHost: '', chatUrl: '', gtmId: '' },
      release: {
        archive: { ...DEFAULT_ARCHIVE_LIMITS, maxBytes: 256 * 1024, maxFiles: 20, maxFileBytes: 64 * 1024 },
        cacheBytes: 1024 * 1024,
        canaryStop: { enabled: true, percent: 5, minLoads: 20, windowMs: 600_000 },
        s3: undefined,
      },
    });
    token = (await createToken(t.app.db, 'mf-public', 'client address test')).token;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(deploy, { recursive: true, force: true });
    rmSync(builds, { recursive: true, force: true });
  });

  const upload = async (version: string) => {
    const archive = await packArchive(await readFolder(fakeBuild(builds, 'mf-public', version)));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/lpk/release/mf-public/versions/${version}`,
      headers: { 'content-type': 'application/gzip', authorization: `Bearer ${token}` },
      payload: archive,
    });
    expect(res.statusCode).toBe(201);
  };

  test('one client failing through the proxy under 25 forged networks is one failing network, and cannot stop the canary', async () => {
    await upload('1.0.0');
    await upload('1.1.0');
    expect((await call(t.app, 'POST', '/api/lpk/release/mf-public/canary', { token, body: { version: '1.1.0', percent: 50 } })).status).toBe(200);
    const beacon = (kind: 'loads' | 'failures', client: string, forged: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/lpk/rollout/${kind}`,
        remoteAddress: '10.0.0.1',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': `${forged}, ${client}` },
        payload: JSON.stringify({ remote: 'mf-public', version: '1.1.0' }),
      });
    // Before issue 32 each forged leftmost entry was a network of its own: 25 failures past minLoads 20 stopped the canary.
    for (let i = 1; i <= 25; i += 1) expect((await beacon('failures', '203.0.113.9', `198.51.${i}.1`)).statusCode).toBe(202);
    // Two real networks load it.
    await beacon('loads', '192.0.2.10', '198.51.100.1');
    await beacon('loads', '2001:db8:77::1', '198.51.100.2');
    const status = (await call(t.app, 'GET', '/api/lpk/release/status', { token })).body.data.remotes[0];
    expect(status.canary_reports).toMatchObject({ loads: 3, failures: 1 });
    expect(status.canary?.version).toBe('1.1.0');
  });
});

describe('the real-time per-address cap', () => {
  const CAP = 3;

  /** Opens sockets until one is refused; answers how many got in and the refusal's close code. */
  async function fill(stack: Stack, headersOf: (i: number) => Record<string, string>, tries = CAP + 2) {
    const open: RawClient[] = [];
    let refused: number | undefined;
    for (let i = 1; i <= tries && refused === undefined; i += 1) {
      const client = await RawClient.open(stack.wsPort, undefined, headersOf(i));
      const frame = await client.next((f) => f.event === 'pusher:connection_established' || f.event === 'pusher:error');
      if (frame.event === 'pusher:error') {
        await until(() => client.closeCode !== undefined, 2_000, 'closed');
        refused = client.closeCode;
        client.ws.terminate();
      } else open.push(client);
    }
    return { admitted: open.length, refused, close: () => open.forEach((c) => c.ws.terminate()) };
  }

  test.each([
    { name: 'one proxy (TRUST_PROXY=1)', trustProxy: 1 as TrustProxy, xff: (forged: string, client: string) => `${forged}, ${client}` },
    {
      name: 'two proxies (TRUST_PROXY=loopback,10.0.0.0/8)',
      trustProxy: ['loopback', '10.0.0.0/8'],
      xff: (forged: string, client: string) => `${forged}, ${client}, 10.0.0.7`,
    },
  ])('$name: forged entries do not buy more sockets; another client gets its own', async ({ trustProxy, xff }) => {
    const stack = await startStack({ config: { trustProxy }, limits: { maxConnectionsPerAddress: CAP, maxConnections: 50 } });
    try {
      const attacker = await fill(stack, (i) => ({ 'x-forwarded-for': xff(`198.51.100.${i}`, '203.0.113.9') }));
      expect(attacker).toMatchObject({ admitted: CAP, refused: 4100 });
      // Garbage where the proxy's entry should be is the proxy's own address, not a fresh one each time.
      const garbage = await fill(stack, (i) => ({ 'x-forwarded-for': `garbage-${i}` }));
      expect(garbage).toMatchObject({ admitted: CAP, refused: 4100 });
      const other = await fill(stack, () => ({ 'x-forwarded-for': xff('203.0.113.9', '203.0.113.10') }), 1);
      expect(other).toMatchObject({ admitted: 1, refused: undefined });
      [attacker, garbage, other].forEach((c) => c.close());
    } finally {
      await stack.close();
    }
  });

  test('a peer that is not a listed proxy is counted by its own address, whatever it writes', async () => {
    const stack = await startStack({ config: { trustProxy: ['10.0.0.0/8'] }, limits: { maxConnectionsPerAddress: CAP, maxConnections: 50 } });
    try {
      const direct = await fill(stack, (i) => ({ 'x-forwarded-for': `198.51.100.${i}` }));
      expect(direct).toMatchObject({ admitted: CAP, refused: 4100 });
      direct.close();
    } finally {
      await stack.close();
    }
  });
});
