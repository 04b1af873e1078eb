import { gunzipSync } from 'node:zlib';
import { loadConfig } from '../src/config';
import { catalogueCache, DEFAULT_CACHE_SETTINGS, invalidateCatalogue, LruTtlCache } from '../src/modules/catalogue/cache';
import { instituteSearchText, programFlags, provinceKey } from '../src/modules/catalogue/columns';
import { feeLevel, instituteSearchRoute } from 'contracts';
import { acceptsGzip } from '../src/modules/catalogue/http-cache';
import { nowIso } from '../src/lib/time';
import { call, createTestApp, type TestApp } from './helpers';

/** The search result cache: hits, invalidation by writers, gzip, and its LRU/TTL rules. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/lpk/institutes';

async function addInstitute(name: string, fee = 3_000_000): Promise<number> {
  const row = await t.app.db
    .insertInto('institutes')
    .values({
      name,
      province: 'Jawa Barat',
      city: 'Bogor',
      address: 'Jl. Pajajaran No. 1, Bogor, Jawa Barat 16143',
      programs: JSON.stringify(['language']),
      ...programFlags(['language']),
      registration_fee: fee,
      fee_level: feeLevel(fee),
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
      search_text: instituteSearchText(name, 'Bogor', 'Jawa Barat'),
      province_key: provinceKey('Jawa Barat'),
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

test('a repeated search is served from the cache until a writer invalidates it', async () => {
  const first = await call(t.app, 'GET', `${URL}?q=zzunik`);
  expect(first.status).toBe(200);
  expect(first.res.headers['x-cache']).toBe('MISS');
  expect(first.body.data.meta.total).toBe(0);
  const second = await call(t.app, 'GET', `${URL}?q=zzunik`);
  expect(second.res.headers['x-cache']).toBe('HIT');
  expect(second.body).toEqual(first.body);

  // Same normalised query (case, accents, spaces, parameter order, explicit defaults): same entry.
  const same = await call(t.app, 'GET', `${URL}?per_page=20&q=${encodeURIComponent('  ZZÚNIK ')}&page=1`);
  expect(same.res.headers['x-cache']).toBe('HIT');
  // Another language is another entry.
  expect((await call(t.app, 'GET', `${URL}?q=zzunik`, { lang: 'en' })).res.headers['x-cache']).toBe('MISS');

  const id = await addInstitute('LPK Zzunik Uji Bogor');
  // Written without invalidation: the cache still answers the old result (within its short TTL).
  expect((await call(t.app, 'GET', `${URL}?q=zzunik`)).body.data.meta.total).toBe(0);

  invalidateCatalogue(t.app.db);
  const after = await call(t.app, 'GET', `${URL}?q=zzunik`);
  expect(after.res.headers['x-cache']).toBe('MISS');
  expect(after.body.data.meta.total).toBe(1);
  expect(after.body.data.items[0].id).toBe(id);

  await t.app.db.deleteFrom('institutes').where('id', '=', id).execute();
  invalidateCatalogue(t.app.db);
  expect((await call(t.app, 'GET', `${URL}?q=zzunik`)).body.data.meta.total).toBe(0);
});

test('the total is cached per filter set: paging does not recount, invalidation does', async () => {
  const p1 = await call(t.app, 'GET', `${URL}?fee=low&per_page=5&page=1`);
  const total = p1.body.data.meta.total as number;
  const id = await addInstitute('LPK Hemat Uji Bogor', 2_000_000);
  const p2 = await call(t.app, 'GET', `${URL}?fee=low&per_page=5&page=2`);
  expect(p2.res.headers['x-cache']).toBe('MISS');
  expect(p2.body.data.meta.total).toBe(total);
  invalidateCatalogue(t.app.db);
  expect((await call(t.app, 'GET', `${URL}?fee=low&per_page=5&page=2`)).body.data.meta.total).toBe(total + 1);
  await t.app.db.deleteFrom('institutes').where('id', '=', id).execute();
  invalidateCatalogue(t.app.db);
});

test('LIKE wildcards in q match literally, even when a name contains them', async () => {
  const id = await addInstitute('LPK 100% Siap_Kerja Bogor');
  invalidateCatalogue(t.app.db);
  try {
    for (const q of ['%', '_', '100%', 'siap_kerja', '100% siap']) {
      const res = await call(t.app, 'GET', `${URL}?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(res.body.data.items.map((i: { id: number }) => i.id)).toEqual([id]);
    }
    // "_" must not act as "any character": "siapxkerja" does not match "siap_kerja".
    expect((await call(t.app, 'GET', `${URL}?q=siapxkerja`)).body.data.meta.total).toBe(0);
    // "%" must not act as "anything": "10%" and "1%0" are not substrings of "100%".
    expect((await call(t.app, 'GET', `${URL}?q=${encodeURIComponent('10%')}`)).body.data.meta.total).toBe(0);
    expect((await call(t.app, 'GET', `${URL}?q=${encodeURIComponent('1%0')}`)).body.data.meta.total).toBe(0);
    expect((await call(t.app, 'GET', `${URL}?q=${encodeURIComponent('00%')}`)).body.data.meta.total).toBe(1);
  } finally {
    await t.app.db.deleteFrom('institutes').where('id', '=', id).execute();
    invalidateCatalogue(t.app.db);
  }
});

test('concurrent misses of one search share a single computation', async () => {
  const counts = catalogueCache(t.app.db).counts;
  const before = counts.stats().misses;
  const answers = await Promise.all(Array.from({ length: 8 }, () => call(t.app, 'GET', `${URL}?q=sakura&fee=medium&sort=price_desc`)));
  expect(answers.every((a) => a.status === 200)).toBe(true);
  expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
  // One computation looked the total up once; the other seven waited for it.
  expect(counts.stats().misses - before).toBe(1);
});

test('an expired search is answered stale at once while it is recomputed', async () => {
  // The cache's clock is the test's: time passes when the test says so, not by sleeping.
  let now = 1_000_000;
  const short = await createTestApp({ catalogueCache: { ...DEFAULT_CACHE_SETTINGS, ttlMs: 400, graceMs: 60_000, now: () => now } });
  try {
    const url = `${URL}?fee=high&sort=price_asc`;
    expect((await call(short.app, 'GET', url)).res.headers['x-cache']).toBe('MISS');
    now += 300;
    const fresh = await call(short.app, 'GET', url);
    expect(fresh.res.headers['x-cache']).toBe('HIT');
    now += 250; // past the TTL even with +20% jitter
    const stale = await call(short.app, 'GET', url);
    expect(stale.res.headers['x-cache']).toBe('STALE');
    expect(stale.body).toEqual(fresh.body);
    // The background refresh stores a fresh entry shortly (one query; on a loaded machine with
    // PostgreSQL it can take longer than a few ms): the answer becomes a HIT without a MISS.
    const seen: string[] = [];
    for (let i = 0; i < 100 && seen.at(-1) !== 'HIT'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen.push(String((await call(short.app, 'GET', url)).res.headers['x-cache']));
    }
    expect(seen.at(-1)).toBe('HIT');
    expect(seen).not.toContain('MISS');
    // Past TTL and grace the entry is gone: the next answer is computed.
    now += 61_000;
    expect((await call(short.app, 'GET', url)).res.headers['x-cache']).toBe('MISS');
    // Invalidation drops stale entries too.
    now += 500;
    invalidateCatalogue(short.app.db);
    expect((await call(short.app, 'GET', url)).res.headers['x-cache']).toBe('MISS');
  } finally {
    await short.close();
  }
});

test('gzip when the client accepts it, identical JSON either way', async () => {
  const plain = await t.app.inject({ url: `${URL}?per_page=20`, headers: { accept: 'application/json' } });
  const gz = await t.app.inject({ url: `${URL}?per_page=20`, headers: { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' } });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(String(gz.headers.vary)).toMatch(/Accept-Encoding/);
  expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());
  expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  const refused = await t.app.inject({ url: `${URL}?per_page=20`, headers: { 'accept-encoding': 'gzip;q=0, identity' } });
  expect(refused.headers['content-encoding']).toBeUndefined();
});

/**
 * The search answer is sent pre-serialised (the cached JSON string, or its gzip encoding), so the
 * test app's check of every answer against its route schema never sees it: checked here, in
 * both languages, served from the database and from the cache, plain and gzip-encoded.
 */
test('the cached search answer is what the contract says (contracts instituteSearchRoute)', async () => {
  const schema = instituteSearchRoute.response[200];
  for (const lang of ['id', 'en']) {
    for (const query of ['per_page=50', 'program=titp&fee=medium&dormitory=1', 'sort=price_desc&page=2&per_page=5', 'q=zzunik-none']) {
      const headers = { accept: 'application/json', 'accept-language': lang };
      const miss = await t.app.inject({ url: `${URL}?${query}`, headers });
      const hit = await t.app.inject({ url: `${URL}?${query}`, headers });
      const gz = await t.app.inject({ url: `${URL}?${query}`, headers: { ...headers, 'accept-encoding': 'gzip' } });
      expect(hit.headers['x-cache']).toBe('HIT');
      const gzBody = gz.headers['content-encoding'] === 'gzip' ? gunzipSync(gz.rawPayload).toString('utf8') : gz.body;
      for (const body of [miss.body, hit.body, gzBody]) {
        const parsed = schema.safeParse(JSON.parse(body));
        expect(parsed.success ? [] : parsed.error.issues.slice(0, 3)).toEqual([]);
      }
    }
  }
});

describe('unit', () => {
  test('acceptsGzip', () => {
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('br, gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });

  test('LRU: bounded by entries, least recently used leaves first', () => {
    const cache = new LruTtlCache<string>({ ttlMs: 1000, maxEntries: 2, maxChars: 1000, graceMs: 0 }, (v) => v.length);
    cache.set('a', '1');
    cache.set('b', '2');
    expect(cache.get('a')).toBe('1'); // a is now the most recent
    cache.set('c', '3');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('1');
    expect(cache.get('c')).toBe('3');
    expect(cache.stats().entries).toBe(2);
  });

  test('LRU: bounded by total size', () => {
    const cache = new LruTtlCache<string>({ ttlMs: 1000, maxEntries: 100, maxChars: 10, graceMs: 0 }, (v) => v.length);
    cache.set('a', 'xxxx');
    cache.set('b', 'yyyy');
    cache.set('c', 'zzzz');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.stats().chars).toBe(8);
    cache.set('big', 'x'.repeat(11));
    expect(cache.get('big')).toBeUndefined();
  });

  test('TTL: entries expire', () => {
    let now = 1000;
    const cache = new LruTtlCache<string>({ ttlMs: 50, maxEntries: 10, maxChars: 100, graceMs: 0, now: () => now }, (v) => v.length);
    cache.set('a', '1');
    now += 49;
    expect(cache.get('a')).toBe('1');
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.stats().entries).toBe(0);
  });

  test('stale-while-revalidate: past its TTL an entry is stale for the grace period, then gone', () => {
    // lru-cache takes a start time of 0 for "no TTL": the test's clock starts later.
    let now = 1000;
    const cache = new LruTtlCache<string>({ ttlMs: 50, maxEntries: 10, maxChars: 100, graceMs: 30, now: () => now }, (v) => v.length);
    cache.set('a', '1');
    now = 1060;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.getStale('a')).toBe('1');
    now = 1080;
    expect(cache.getStale('a')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, stale: 1 });
    cache.set('b', '2');
    cache.clear();
    expect(cache.getStale('b')).toBeUndefined();
  });

  test('TTL jitter spreads expiry within +/- the given share', () => {
    let now = 10_000;
    const cache = new LruTtlCache<string>({ ttlMs: 1000, maxEntries: 500, maxChars: 10_000, graceMs: 0, jitter: 0.2, now: () => now }, (v) => v.length);
    for (let i = 0; i < 200; i += 1) cache.set(`k${i}`, 'v');
    now = 10_799;
    expect(Array.from({ length: 200 }, (_, i) => cache.get(`k${i}`)).every((v) => v === 'v')).toBe(true);
    now = 11_000;
    const alive = Array.from({ length: 200 }, (_, i) => cache.get(`k${i}`)).filter(Boolean).length;
    expect(alive).toBeGreaterThan(20);
    expect(alive).toBeLessThan(180);
    now = 11_201;
    expect(Array.from({ length: 200 }, (_, i) => cache.get(`k${i}`)).some(Boolean)).toBe(false);
  });

  test('a value computed before an invalidation is not stored after it', () => {
    const cache = new LruTtlCache<string>({ ttlMs: 1000, maxEntries: 10, maxChars: 100, graceMs: 0 }, (v) => v.length);
    const generation = cache.generation;
    cache.clear();
    cache.set('stale', 'old', generation);
    expect(cache.get('stale')).toBeUndefined();
    cache.set('fresh', 'new', cache.generation);
    expect(cache.get('fresh')).toBe('new');
  });

  test('TTL 0 disables; settings from the environment', () => {
    const off = new LruTtlCache<string>({ ttlMs: 0, maxEntries: 10, maxChars: 100, graceMs: 0 }, (v) => v.length);
    off.set('a', '1');
    expect(off.get('a')).toBeUndefined();
    const settings = (env: NodeJS.ProcessEnv) => loadConfig(env).catalogueCache;
    expect(settings({ CATALOGUE_CACHE_TTL_MS: '0', CATALOGUE_CACHE_MAX_ENTRIES: '5' })).toMatchObject({ ttlMs: 0, maxEntries: 5, graceMs: 0 });
    expect(settings({ CATALOGUE_CACHE_TTL_MS: 'abc', CATALOGUE_CACHE_MAX_ENTRIES: '-1' })).toMatchObject({ ttlMs: 60_000, maxEntries: 2_000, graceMs: 60_000 });
    expect(settings({ CATALOGUE_CACHE_TTL_MS: '1000', CATALOGUE_CACHE_GRACE_MS: '0' })).toMatchObject({ ttlMs: 1000, graceMs: 0 });
    // lru-cache sets its index up for every entry it may hold: past a million entries the value is not used.
    const huge = loadConfig({ CATALOGUE_CACHE_MAX_ENTRIES: '1000000000' });
    expect(huge.catalogueCache.maxEntries).toBe(2_000);
    expect(huge.ignoredVariables.map((i) => i.variable)).toEqual(['CATALOGUE_CACHE_MAX_ENTRIES']);
  });

  test('one cache per database handle', () => {
    const a = {};
    const b = {};
    catalogueCache(a).pages.set('k', { json: '1', gzip: null });
    expect(catalogueCache(a).pages.get('k')).toEqual({ json: '1', gzip: null });
    expect(catalogueCache(b).pages.get('k')).toBeUndefined();
    invalidateCatalogue(a);
    expect(catalogueCache(a).pages.get('k')).toBeUndefined();
  });
});

describe('a request seen before', () => {
  test('is answered from the cache without its query being parsed again, the same answer in its language and encoding', async () => {
    const url = `${URL}?program=ssw&sort=price_desc&per_page=7&view=card`;
    const parse = jest.spyOn(instituteSearchRoute.querystring, 'safeParse');
    try {
      const first = await call(t.app, 'GET', url, { lang: 'en' });
      expect(first.res.headers['x-cache']).toBe('MISS');
      const parsedOnce = parse.mock.calls.length;
      expect(parsedOnce).toBeGreaterThan(0);
      const again = await call(t.app, 'GET', url, { lang: 'en' });
      expect(again.res.headers['x-cache']).toBe('HIT');
      expect(again.body).toEqual(first.body);
      expect(parse.mock.calls.length).toBe(parsedOnce);
      // gzip or not, per request.
      const zipped = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en', 'accept-encoding': 'gzip' } });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(first.body);
      expect(String(zipped.headers.vary)).toMatch(/Accept-Language, Accept-Encoding/);
      // Another language is another answer.
      const id = await call(t.app, 'GET', url, { lang: 'id' });
      expect(id.res.headers['x-cache']).toBe('MISS');
      expect(id.res.headers['content-language']).toBe('id');
      expect(parse.mock.calls.length).toBeGreaterThan(parsedOnce);
    } finally {
      parse.mockRestore();
    }
  });

  test('after a writer invalidated the catalogue, is searched again (and the change shows)', async () => {
    const url = `${URL}?q=zzbaru`;
    expect((await call(t.app, 'GET', url)).body.data.meta.total).toBe(0);
    expect((await call(t.app, 'GET', url)).res.headers['x-cache']).toBe('HIT');
    await addInstitute('LPK Zzbaru Sejahtera');
    await invalidateCatalogue(t.app.db);
    const after = await call(t.app, 'GET', url);
    expect(after.res.headers['x-cache']).toBe('MISS');
    expect(after.body.data.meta.total).toBe(1);
  });

  test('an invalid request is refused every time, never cached', async () => {
    for (let n = 0; n < 3; n += 1) {
      const res = await call(t.app, 'GET', `${URL}?view=compact&page=0`);
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(['page', 'view']);
    }
  });
});
