import { FEE_CHECK_MIN_PEERS } from 'contracts';
import { catalogueCache, invalidateCatalogue } from '../src/modules/catalogue/cache';
import { cachedFeeStats, computeFeeStats, FEE_STATS_TTL_MS } from '../src/modules/catalogue/fee-stats';
import { call, createTestApp, registerCaregiver, type TestApp } from './helpers';

/**
 * The fee check (docs/trust.md "Fee check"): each program's median and 90th percentile of the
 * total fee among listed LPKs, computed in the database, kept with the catalogue cache and fresh
 * after a listing changes; the verdict on the detail page and the search cards; the search filter
 * "fees within the usual range"; the listing form refusing a deposit, "thank-you money" or a
 * penalty with a localised message. SQLite and, with DATABASE_URL, PostgreSQL.
 */
let t: TestApp;
const M = 1_000_000;
/** Institutes 1-10 teach only Kaigo Fukushishi, with these totals; 11 teaches it too but is a draft. */
const FEES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 12].map((m) => m * M);

async function teachOnly(ids: number[], program: 'kaigo_fukushishi' | 'language', fee?: (id: number) => number) {
  for (const id of ids) {
    const { details } = await t.app.db.selectFrom('institutes').select('details').where('id', '=', id).executeTakeFirstOrThrow();
    const fees = fee ? { currency: 'IDR', items: [{ key: 'training', amount: fee(id) }], instalments: false } : undefined;
    await t.app.db
      .updateTable('institutes')
      .set({
        programs: JSON.stringify([program]),
        prog_titp: 0,
        prog_ssw: 0,
        prog_kaigo_fukushishi: program === 'kaigo_fukushishi' ? 1 : 0,
        prog_language: program === 'language' ? 1 : 0,
        ...(fee ? { registration_fee: fee(id), details: JSON.stringify({ ...(JSON.parse(details) as object), fees }) } : {}),
      })
      .where('id', '=', id)
      .execute();
  }
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  // Nobody else teaches Kaigo Fukushishi or the language course.
  await db.updateTable('institutes').set({ prog_kaigo_fukushishi: 0, prog_language: 0 }).execute();
  await db.updateTable('institutes').set({ listing_status: 'listed' }).where('id', '<=', 14).execute();
  await teachOnly([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 'kaigo_fukushishi', (id) => FEES[id - 1]!);
  await teachOnly([11], 'kaigo_fukushishi', () => 90 * M);
  await db.updateTable('institutes').set({ listing_status: 'draft' }).where('id', '=', 11).execute();
  // Three listed LPKs teach the language course alone: too few to compare.
  await teachOnly([12, 13, 14], 'language', () => 3 * M);
  await invalidateCatalogue(db);
});
afterAll(() => t.close());

async function adminOf(lpkId: number) {
  const account = await registerCaregiver(t.app);
  await t.app.db.updateTable('users').set({ role: 'lpk_admin', lpk_id: lpkId }).where('id', '=', account.user.id).execute();
  return account.token;
}

const LISTING = '/api/lpk/institution/listing';

async function setFee(token: string, items: { key: string; amount: number; label?: string }[], lang = 'en') {
  const listing = (await call(t.app, 'GET', LISTING, { token })).body.data;
  return call(t.app, 'PUT', LISTING, { token, lang, body: { ...listing, fees: { items, instalments: false } } });
}

describe('figures computed in the database', () => {
  test('known totals give the known median and 90th percentile; a draft is not counted; too few peers is said so', async () => {
    const stats = await computeFeeStats(t.app.db);
    // Ten listed: median of ranks 5 and 6 (5 and 6 million), 90th percentile at rank ceil(9) = 9 million.
    expect(stats.kaigo_fukushishi).toEqual({ program: 'kaigo_fukushishi', peers: 10, median: 5_500_000, p90: 9_000_000 });
    expect(stats.language).toMatchObject({ peers: 3 });
    expect(stats.language!.peers).toBeLessThan(FEE_CHECK_MIN_PEERS);
  });
});

describe('kept with the catalogue', () => {
  test('the same figures until an invalidation; past the TTL the held ones answer while fresh ones are read', async () => {
    const db = t.app.db;
    const cache = catalogueCache(db);
    let clock = 1_000_000_000;
    const now = () => clock;
    await invalidateCatalogue(db);
    const first = cachedFeeStats(db, cache, now);
    expect(cachedFeeStats(db, cache, now)).toBe(first);
    await invalidateCatalogue(db);
    const second = cachedFeeStats(db, cache, now);
    expect(second).not.toBe(first);
    expect(await second).toEqual(await computeFeeStats(db));
    clock += FEE_STATS_TTL_MS + 1;
    // Stale: the held figures answer at once, a refresh runs behind them and then replaces them.
    expect(cachedFeeStats(db, cache, now)).toBe(second);
    let refreshed = second;
    for (let i = 0; i < 100 && refreshed === second; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      refreshed = cachedFeeStats(db, cache, now);
    }
    expect(refreshed).not.toBe(second);
    expect(await refreshed).toEqual(await second);
  });
});

describe('the detail page and the search', () => {
  test('detail: total, programs with median and p90, verdict in the reader language', async () => {
    const within = await call(t.app, 'GET', '/api/lpk/institutes/9', { lang: 'en' });
    expect(within.body.data.fee_check).toMatchObject({
      total: 9 * M,
      verdict: 'within',
      verdict_label: 'Within the usual range',
      basis: { program: 'kaigo_fukushishi', peers: 10, median: 5_500_000, p90: 9 * M },
      programs: [{ program: 'kaigo_fukushishi', verdict: 'within', peers: 10 }],
      min_peers: FEE_CHECK_MIN_PEERS,
      far_above_factor: 1.5,
    });
    // 12 million: above 9 million, within 1.5 × 9 = 13.5 million.
    const above = await call(t.app, 'GET', '/api/lpk/institutes/10', { lang: 'id' });
    expect(above.body.data.fee_check).toMatchObject({ total: 12 * M, verdict: 'above', verdict_label: 'Di atas umum' });
    const few = await call(t.app, 'GET', '/api/lpk/institutes/12', { lang: 'en' });
    expect(few.body.data.fee_check).toMatchObject({ verdict: 'too_few', verdict_label: 'Too few LPKs to compare', basis: null });
    expect(few.body.data.fee_check.programs).toEqual([expect.objectContaining({ program: 'language', peers: 3, verdict: 'too_few' })]);
  });

  test('search cards carry the verdict; fee_check=within keeps only fees within the usual range, counted right', async () => {
    const all = await call(t.app, 'GET', '/api/lpk/institutes?program=kaigo_fukushishi&per_page=50&view=card');
    expect(all.body.data.meta.total).toBe(10);
    const byId = new Map(all.body.data.items.map((i: { id: number; fee_check: { verdict: string } }) => [i.id, i.fee_check.verdict]));
    expect(byId.get(1)).toBe('within');
    expect(byId.get(10)).toBe('above');
    const within = await call(t.app, 'GET', '/api/lpk/institutes?program=kaigo_fukushishi&fee_check=within&per_page=50');
    expect(within.status).toBe(200);
    expect(within.body.data.items.map((i: { id: number }) => i.id).sort((a: number, b: number) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(within.body.data.meta.total).toBe(9);
    // Only the language course: none compares, so none is "within".
    const language = await call(t.app, 'GET', '/api/lpk/institutes?program=language&fee_check=within');
    expect(language.body.data.meta.total).toBe(0);
    // With free text too (the COUNT path).
    const named = (await call(t.app, 'GET', '/api/lpk/institutes/10')).body.data.name as string;
    const text = await call(t.app, 'GET', `/api/lpk/institutes?q=${encodeURIComponent(named)}&fee_check=within`);
    expect(text.body.data.items.map((i: { id: number }) => i.id)).not.toContain(10);
    for (const [lang, message] of [
      ['en', 'Unknown fee-check filter. Choose within (fees within the usual range).'],
      ['id', 'Filter pemeriksaan biaya tidak dikenal. Pilih within (biaya dalam kisaran umum).'],
    ]) {
      const bad = await call(t.app, 'GET', '/api/lpk/institutes?fee_check=cheap', { lang });
      expect(bad.status).toBe(422);
      expect(bad.body.errors?.fee_check).toEqual([message]);
    }
  });

  test('fresh after a listing changes: the figures and verdicts follow at once (cached search included)', async () => {
    const search = () => call(t.app, 'GET', '/api/lpk/institutes?program=kaigo_fukushishi&fee_check=within&per_page=50');
    await search();
    expect((await search()).res.headers['x-cache']).toBe('HIT');
    const admin10 = await adminOf(10);
    expect((await setFee(admin10, [{ key: 'training', amount: 30 * M }])).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/lpk/institutes/10')).body.data.fee_check).toMatchObject({ verdict: 'far_above', basis: { p90: 9 * M } });
    const admin1 = await adminOf(1);
    expect((await setFee(admin1, [{ key: 'training', amount: 9_500_000 }])).status).toBe(200);
    // 2..9, 9.5 and 30 million: median (6 + 7) / 2, 90th percentile at rank 9 = 9.5 million.
    const detail = await call(t.app, 'GET', '/api/lpk/institutes/2');
    expect(detail.body.data.fee_check.basis).toMatchObject({ peers: 10, median: 6_500_000, p90: 9_500_000 });
    const after = await search();
    expect(after.res.headers['x-cache']).toBe('MISS');
    expect(after.body.data.items.map((i: { id: number }) => i.id).sort((a: number, b: number) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('the listing form refuses a forbidden fee item', () => {
  const refusals: [string, string, string, RegExp][] = [
    ['Uang jaminan', 'en', 'fee_forbidden.deposit', /^"Uang jaminan" may not be listed: a deposit or guarantee money is forbidden\. .*Article 47/],
    [
      'Deposit supaya tidak kabur',
      'id',
      'fee_forbidden.deposit',
      /^"Deposit supaya tidak kabur" tidak boleh dicantumkan: uang jaminan atau deposit dilarang\. .*Pasal 47/,
    ],
    ['Uang terima kasih', 'id', 'thank_you', /^"Uang terima kasih" tidak boleh dicantumkan: .*UU 18\/2017 Pasal 30/],
    ['Thank-you money', 'en', 'thank_you', /^"Thank-you money" may not be listed: .*Law 18\/2017 Article 30/],
    ['Penalty for leaving early', 'en', 'penalty', /^"Penalty for leaving early" may not be listed: a penalty or damages for leaving is forbidden/],
    ['Denda mengundurkan diri', 'id', 'penalty', /^"Denda mengundurkan diri" tidak boleh dicantumkan: denda atau ganti rugi/],
  ];
  test.each(refusals)('"%s" (%s) is refused with its rule, and nothing changes', async (label, lang, _kind, message) => {
    const admin = await adminOf(5);
    const res = await setFee(
      admin,
      [
        { key: 'training', amount: 5 * M },
        { key: 'other', amount: 2 * M, label },
      ],
      lang,
    );
    expect(res.status).toBe(422);
    expect(res.body.errors?.['fees.items.1.label']).toEqual([expect.stringMatching(message)]);
    expect((await call(t.app, 'GET', '/api/lpk/institutes/5')).body.data.fees.total).toBe(5 * M);
  });

  test('another named cost is listed with its own name; social security ("jaminan sosial") is not a deposit', async () => {
    const admin = await adminOf(6);
    const saved = await setFee(admin, [
      { key: 'training', amount: 5 * M },
      { key: 'other', amount: 400_000, label: 'Jaminan sosial (BPJS Ketenagakerjaan)' },
    ]);
    expect(saved.status).toBe(200);
    const detail = await call(t.app, 'GET', '/api/lpk/institutes/6', { lang: 'en' });
    expect(detail.body.data.fees.items).toEqual([
      { key: 'training', label: 'Training fee', amount: 5 * M },
      { key: 'other', label: 'Jaminan sosial (BPJS Ketenagakerjaan)', amount: 400_000 },
    ]);
    expect(detail.body.data.fee_check.total).toBe(5_400_000);
    const unnamed = await setFee(admin, [{ key: 'other', amount: 400_000 }]);
    expect(unnamed.body.errors?.['fees.items.0.label']).toEqual(['Name this other fee.']);
  });
});
