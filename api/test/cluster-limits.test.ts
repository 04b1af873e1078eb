import { performance } from 'node:perf_hooks';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { DEFAULT_RATE_LIMITS, RATE_LIMIT_NAMES, type RateLimit, type RateLimitName } from '../src/config';
import { catalogueCache, invalidateCatalogue } from '../src/modules/catalogue/cache';
import { instituteSearchText, programFlags, provinceKey } from '../src/modules/catalogue/columns';
import { feeLevel } from 'contracts';
import { nowIso } from '../src/lib/time';
import { startRealtimeForApp } from '../src/realtime/start-for-app';
import { DEMO } from './helpers';
import { describeCluster, startCluster, type Cluster } from './helpers/cluster';
import { sdkFor, answer } from './realtime-http-api-helpers';

/**
 * Two API nodes of one deployment: one PostgreSQL database (a private schema), one Redis, each
 * node with its own connections, caches and memory, as two processes behind a load balancer.
 * Limits count across both nodes, and a catalogue change made through one node shows in the
 * other's search at once.
 */
const MAX = 4;
// Small limits to reach quickly; logins are left to the login throttle, which these tests count.
const limits = {
  ...(Object.fromEntries(RATE_LIMIT_NAMES.map((name) => [name, { max: name === 'login' ? 1000 : MAX, windowSeconds: 60 }])) as Record<
    RateLimitName,
    RateLimit
  >),
  login_failures: DEFAULT_RATE_LIMITS.login_failures,
};

describeCluster(__filename)('two API nodes sharing PostgreSQL and Redis', () => {
  let cluster: Cluster;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    cluster = await startCluster();
    // Built one after the other, as nodes start: the first migrates and seeds, the second finds it done.
    a = await cluster.node({ rateLimit: { enabled: true, limits } });
    b = await cluster.node({ rateLimit: { enabled: true, limits } });
    expect(a.db).not.toBe(b.db);
    expect(a.redisPrefix).toBe(b.redisPrefix);
  });

  afterAll(async () => {
    await cluster?.close();
  });

  const nodes = () => [a, b];

  test('a rate limit counts requests split over both nodes (per IP)', async () => {
    const request: InjectOptions = { method: 'GET', url: '/api/lpk/jobs', remoteAddress: '10.50.0.1' };
    for (let i = 0; i < MAX; i += 1) expect((await nodes()[i % 2]!.inject(request)).statusCode).toBe(200);
    // Each node saw only two requests, yet both refuse the fifth.
    for (const node of nodes()) {
      const res = await node.inject(request);
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await b.inject({ ...request, remoteAddress: '10.50.0.2' })).statusCode).toBe(200);
  });

  test('a rate limit counts per account across both nodes', async () => {
    const login = await a.inject({ method: 'POST', url: '/api/lpk/login', remoteAddress: '10.51.0.1', payload: DEMO.caregiver });
    const token = (login.json() as { data: { token: string } }).data.token;
    const request = (i: number): InjectOptions => ({
      method: 'GET',
      url: '/api/lpk/me/export',
      remoteAddress: `10.51.1.${i + 1}`, // the account, not the address, is counted
      headers: { authorization: `Bearer ${token}` },
    });
    for (let i = 0; i < MAX; i += 1) expect((await nodes()[i % 2]!.inject(request(i))).statusCode).toBe(200);
    expect((await a.inject(request(10))).statusCode).toBe(429);
    expect((await b.inject(request(11))).statusCode).toBe(429);
  });

  test('the Pusher HTTP API limit counts requests split over both nodes (the same mechanism, per client address)', async () => {
    const realtime = [await startRealtimeForApp(a, { port: 0, host: '127.0.0.1' }), await startRealtimeForApp(b, { port: 0, host: '127.0.0.1' })];
    try {
      const sdks = realtime.map((node) => sdkFor({ app: a, wsPort: node.port }));
      const max = a.config.rateLimit.limits.pusher_http_api.max;
      for (let i = 0; i < max; i += 1) expect((await answer(sdks[i % 2]!.get({ path: '/channels' }))).status).toBe(200);
      for (const sdk of sdks) expect((await answer(sdk.get({ path: '/channels' }))).status).toBe(429);
    } finally {
      await Promise.all(realtime.map((node) => node.close()));
    }
  });

  test('the login throttle counts failures across both nodes', async () => {
    const max = a.config.rateLimit.limits.login_failures.max;
    const ip = '10.52.0.1';
    const attempt = (node: FastifyInstance, password: string, from = ip) =>
      node.inject({ method: 'POST', url: '/api/lpk/login', remoteAddress: from, payload: { email: DEMO.staff1.email, password } });
    for (let i = 0; i < max; i += 1) expect((await attempt(nodes()[i % 2]!, 'Wrong#2026x')).statusCode).toBe(422);
    // Neither node saw five failures, yet both refuse even the right password now.
    for (const node of nodes()) {
      const blocked = await attempt(node, DEMO.staff1.password);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect((blocked.json() as { message: string }).message).toMatch(/Terlalu banyak percobaan/);
    }
    expect((await attempt(b, DEMO.staff1.password, '10.52.0.2')).statusCode).toBe(200);
  });

  test('a success on one node forgets the failures on both', async () => {
    const max = a.config.rateLimit.limits.login_failures.max;
    const attempt = (node: FastifyInstance, password: string) =>
      node.inject({ method: 'POST', url: '/api/lpk/login', remoteAddress: '10.53.0.1', payload: { email: DEMO.staff2.email, password } });
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < max - 1; i += 1) expect((await attempt(nodes()[i % 2]!, 'Wrong#2026x')).statusCode).toBe(422);
      expect((await attempt(nodes()[(round + 1) % 2]!, DEMO.staff2.password)).statusCode).toBe(200);
    }
  });

  test("a catalogue change through node A shows in node B's search at once", async () => {
    const url = '/api/lpk/institutes?q=zzkluster';
    const search = async (node: FastifyInstance) => {
      const res = await node.inject({ method: 'GET', url, remoteAddress: `10.54.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}` });
      return { total: (res.json() as { data: { meta: { total: number } } }).data.meta.total, cache: res.headers['x-cache'] };
    };
    expect(await search(b)).toEqual({ total: 0, cache: 'MISS' });
    expect(await search(b)).toEqual({ total: 0, cache: 'HIT' });
    expect(await search(a)).toEqual({ total: 0, cache: 'MISS' });

    // What writers of the catalogue do (the seed, an admin path): write, then invalidate.
    const invalidationsBefore = catalogueCache(b.db).pages.stats().invalidations;
    const row = await a.db
      .insertInto('institutes')
      .values({
        name: 'LPK Zzkluster Uji',
        province: 'Jawa Barat',
        city: 'Bogor',
        address: 'Jl. Pajajaran No. 1, Bogor, Jawa Barat 16143',
        programs: JSON.stringify(['language']),
        ...programFlags(['language']),
        registration_fee: 3_000_000,
        fee_level: feeLevel(3_000_000),
        has_dormitory: 0,
        training_months: 3,
        licence_number: 'KEP.1/32.71/LP.01.01/I/2024',
        sending_org_status: 'not_registered',
        accreditation: 'none',
        pass_rate: 50,
        rating: 3.5,
        description_id: 'Uji.',
        description_en: 'Test.',
        details: '{}',
        search_text: instituteSearchText('LPK Zzkluster Uji', 'Bogor', 'Jawa Barat'),
        province_key: provinceKey('Jawa Barat'),
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const start = performance.now();
    await invalidateCatalogue(a.db);
    // Node A dropped its cache before answering; node B drops its own when the message arrives.
    expect(await search(a)).toEqual({ total: 1, cache: 'MISS' });
    while (catalogueCache(b.db).pages.stats().invalidations === invalidationsBefore && performance.now() - start < 2000) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    const propagation = performance.now() - start;

    console.log(`catalogue invalidation reached node B ${propagation.toFixed(2)} ms after node A sent it`);
    expect(propagation).toBeLessThan(100);
    expect(await search(b)).toEqual({ total: 1, cache: 'MISS' });
    expect(await search(b)).toEqual({ total: 1, cache: 'HIT' });

    await a.db.deleteFrom('institutes').where('id', '=', row.id).execute();
    await invalidateCatalogue(b.db);
    // And the other way round, without waiting at all beyond the message's own round trip.
    for (let i = 0; i < 200 && (await search(a)).total !== 0; i += 1) await new Promise((resolve) => setImmediate(resolve));
    expect((await search(a)).total).toBe(0);
  });
});
