import type { FastifyInstance } from 'fastify';
import { call, DEMO, login } from './helpers';
import { describeCluster, startCluster, type Cluster } from './helpers/cluster';

/**
 * The LPK admin's changes on every node (docs/institution.md): two API nodes of one deployment
 * (one PostgreSQL schema, one Redis, each node with its own catalogue cache). The admin edits
 * the fee and publishes a vacancy through node A; node B's cached search answers the new fee at
 * once, and its detail and jobs show the vacancy.
 */
describeCluster(__filename)('two API nodes: an admin’s change through one shows on the other at once', () => {
  let cluster: Cluster;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    cluster = await startCluster();
    a = await cluster.node();
    b = await cluster.node();
  });
  afterAll(async () => {
    await cluster?.close();
  });

  test('fee and vacancy through node A: node B’s search (cached), detail and jobs show them', async () => {
    const token = await login(a, DEMO.admin1);
    const listing = (await call(a, 'GET', '/api/lpk/institution/listing', { token })).body.data;
    const search = `/api/lpk/institutes?q=${encodeURIComponent(listing.name as string)}`;
    await call(b, 'GET', search);
    const cached = await call(b, 'GET', search);
    expect(cached.res.headers['x-cache']).toBe('HIT');

    const saved = await call(a, 'PUT', '/api/lpk/institution/listing', {
      token,
      body: { ...listing, fees: { items: [{ key: 'training', amount: 2_345_000 }], instalments: false } },
    });
    expect(saved.status).toBe(200);
    const pathway = (listing.programs as string[]).find((p) => p !== 'language');
    const deadline = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const created = await call(a, 'POST', '/api/lpk/institution/vacancies', {
      token,
      body: {
        title_id: 'Perawat lansia klaster',
        title_en: 'Cluster care worker',
        facility_type: 'tokuyo',
        prefecture: 'Osaka',
        city: 'Sakai',
        monthly_salary_jpy: 220_000,
        experience: 'experienced',
        pathway,
        jlpt_required: 'N4',
        deadline,
        openings: 1,
        description_id: 'Lowongan untuk menguji dua node sekaligus.',
        description_en: 'A vacancy to test two nodes at once.',
        requirements_id: [],
        requirements_en: [],
        benefits_id: [],
        benefits_en: [],
        working_hours: { per_week: 40, night_shifts: false },
      },
    });
    expect(created.status).toBe(201);

    // The invalidation travels through Redis: allow it a moment, then B answers fresh.
    const started = Date.now();
    let fee = 0;
    for (let i = 0; i < 50 && fee !== 2_345_000; i += 1) {
      const found = await call(b, 'GET', search);
      fee = found.body.data.items.find((item: { id: number }) => item.id === 1)?.registration_fee ?? 0;
      if (fee !== 2_345_000) await new Promise((r) => setTimeout(r, 50));
    }
    expect(fee).toBe(2_345_000);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect((await call(b, 'GET', '/api/lpk/institutes/1')).body.data.jobs.map((j: { id: number }) => j.id)).toContain(created.body.data.id);
    expect((await call(b, 'GET', `/api/lpk/jobs/${created.body.data.id}?lpk_id=1`, { lang: 'en' })).body.data.title).toBe('Cluster care worker');
  });
});
