import type { FastifyInstance } from 'fastify';
import { feeLevel, feeRange } from 'contracts';
import { call, createTestApp, type Json, type TestApp } from './helpers';

/** GET /api/lpk/institutes, /institutes/compare and /institutes/{id} on the demo catalogue. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Item {
  id: number;
  name: string;
  province: string;
  city: string;
  programs: string[];
  registration_fee: number;
  fee_level: string;
  has_dormitory: boolean;
  training_months: number;
  licence: { number: string; sending_org_status: string; accreditation: string; sending_org_status_label: string; accreditation_label: string };
  pass_rate: number;
  rating: number;
  description: string;
}

const URL = '/api/lpk/institutes';

/** Every item of a search, walking all pages of 50; checks the pages add up to meta.total. */
async function all(app: FastifyInstance, query: string, lang?: string): Promise<{ items: Item[]; total: number }> {
  const items: Item[] = [];
  let total = -1;
  for (let page = 1; page < 100; page += 1) {
    const res = await call(app, 'GET', `${URL}?${query}${query ? '&' : ''}per_page=50&page=${page}`, { lang });
    expect(res.status).toBe(200);
    total = res.body.data.meta.total as number;
    items.push(...(res.body.data.items as Item[]));
    if (page >= res.body.data.meta.last_page) break;
  }
  expect(items).toHaveLength(total);
  expect(new Set(items.map((i) => i.id)).size).toBe(total);
  return { items, total };
}

async function dbCount(where?: (qb: ReturnType<typeof baseQuery>) => ReturnType<typeof baseQuery>): Promise<number> {
  const q = where ? where(baseQuery()) : baseQuery();
  const row = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
const baseQuery = () => t.app.db.selectFrom('institutes');

describe('search answer', () => {
  test('default: envelope, the documented field names, 20 per page, meta', async () => {
    const res = await call(t.app, 'GET', URL);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    const { items, meta } = res.body.data;
    expect(items).toHaveLength(20);
    expect(meta).toEqual({ page: 1, per_page: 20, total: await dbCount(), last_page: Math.ceil((await dbCount()) / 20) });
    const item = items[0] as Item;
    for (const key of [
      'id',
      'name',
      'province',
      'city',
      'programs',
      'registration_fee',
      'fee_level',
      'has_dormitory',
      'training_months',
      'licence',
      'pass_rate',
      'rating',
      'description',
    ]) {
      expect(item).toHaveProperty(key);
    }
    expect(typeof item.has_dormitory).toBe('boolean');
    expect(Number.isInteger(item.registration_fee)).toBe(true);
    expect(item.licence.number).toMatch(/^KEP\.\d+\/\d{2}\.\d{2}\/LP\.01\.01\/[IVX]+\/\d{4}$/);
    expect(['A', 'B', 'C', 'none']).toContain(item.licence.accreditation);
    expect(item.fee_level).toBe(feeLevel(item.registration_fee));
    expect(res.res.headers['content-type']).toMatch(/^application\/json/);
  });

  test('description and labels follow Accept-Language (id default, en)', async () => {
    const id = await call(t.app, 'GET', `${URL}?per_page=5`);
    const en = await call(t.app, 'GET', `${URL}?per_page=5`, { lang: 'en' });
    const row = await t.app.db.selectFrom('institutes').selectAll().where('id', '=', id.body.data.items[0].id).executeTakeFirstOrThrow();
    expect(id.body.data.items[0].description).toBe(row.description_id);
    expect(en.body.data.items[0].description).toBe(row.description_en);
    expect(id.body.data.items[0].description).not.toBe(en.body.data.items[0].description);
    expect(en.body.data.items[0].description).toMatch(/Japan/);
    expect(id.body.data.items[0].description).toMatch(/Jepang/);
    expect(en.res.headers['content-language']).toBe('en');
    expect(String(en.res.headers.vary)).toMatch(/Accept-Language/);
    const enLabel = en.body.data.items.map((i: Item) => i.licence.accreditation_label).join(' ');
    const idLabel = id.body.data.items.map((i: Item) => i.licence.accreditation_label).join(' ');
    expect(enLabel).toMatch(/Accredited|Not yet accredited/);
    expect(idLabel).toMatch(/Terakreditasi|Belum terakreditasi/);
  });
});

describe('view=card: what a result card shows', () => {
  test('the same institutes, order and meta as the full answer, each without address, licence and description, in a cache entry of its own', async () => {
    const query = 'program=ssw&sort=price_asc&per_page=10&page=2';
    const full = await call(t.app, 'GET', `${URL}?${query}`);
    const card = await call(t.app, 'GET', `${URL}?${query}&view=card`);
    const cardAgain = await call(t.app, 'GET', `${URL}?${query}&view=card`);
    expect(card.status).toBe(200);
    expect(card.body.data.meta).toEqual(full.body.data.meta);
    const { address: _a, licence: _l, description: _d, ...expected } = full.body.data.items[0] as Item & { address: string };
    expect(card.body.data.items[0]).toEqual(expected);
    expect(card.body.data.items.map((i: Item) => i.id)).toEqual(full.body.data.items.map((i: Item) => i.id));
    for (const item of card.body.data.items as Record<string, unknown>[]) {
      expect(Object.keys(item).sort()).toEqual([
        'city',
        'fee_check',
        'fee_level',
        'has_dormitory',
        'id',
        'licence_verified_at',
        'name',
        'pass_rate',
        'programs',
        'province',
        'rating',
        'rating_source',
        'registration_fee',
        'training_months',
        'verified_review_count',
      ]);
    }
    expect(cardAgain.body).toEqual(card.body);
    expect(cardAgain.res.headers['x-cache']).toBe('HIT');
    // The full answer is not served from the card's entry, nor the other way round.
    expect((await call(t.app, 'GET', `${URL}?${query}&view=full`)).body).toEqual(full.body);
    expect(card.res.rawPayload.length).toBeLessThan(full.res.rawPayload.length / 2);
  });
});

describe('filters: every result satisfies the filter, and totals match the database', () => {
  test.each(['titp', 'ssw', 'kaigo_fukushishi', 'language'] as const)('program=%s', async (program) => {
    const { items, total } = await all(t.app, `program=${program}`);
    expect(total).toBeGreaterThan(0);
    expect(items.every((i) => i.programs.includes(program))).toBe(true);
    const column = { titp: 'prog_titp', ssw: 'prog_ssw', kaigo_fukushishi: 'prog_kaigo_fukushishi', language: 'prog_language' } as const;
    expect(total).toBe(await dbCount((q) => q.where(column[program], '=', 1)));
  });

  test.each(['low', 'medium', 'high'] as const)('fee=%s', async (fee) => {
    const { items, total } = await all(t.app, `fee=${fee}`);
    expect(total).toBeGreaterThan(0);
    const range = feeRange(fee);
    for (const item of items) {
      expect(item.fee_level).toBe(fee);
      if (range.min !== undefined) expect(item.registration_fee).toBeGreaterThanOrEqual(range.min);
      if (range.max !== undefined) expect(item.registration_fee).toBeLessThanOrEqual(range.max);
    }
  });

  test('fee bands partition the catalogue at 5,000,000 and 15,000,000', async () => {
    const totals = await Promise.all(
      ['low', 'medium', 'high'].map(async (fee) => (await call(t.app, 'GET', `${URL}?fee=${fee}`)).body.data.meta.total as number),
    );
    expect(totals.reduce((a, b) => a + b, 0)).toBe(await dbCount());
    expect(totals[0]).toBe(await dbCount((q) => q.where('registration_fee', '<', 5_000_000)));
    expect(totals[2]).toBe(await dbCount((q) => q.where('registration_fee', '>', 15_000_000)));
  });

  test.each([
    ['1', true],
    ['0', false],
    ['true', true],
    ['false', false],
  ] as const)('dormitory=%s', async (value, expected) => {
    const { items, total } = await all(t.app, `dormitory=${value}`);
    expect(total).toBeGreaterThan(0);
    expect(items.every((i) => i.has_dormitory === expected)).toBe(true);
    expect(total).toBe(await dbCount((q) => q.where('has_dormitory', '=', expected ? 1 : 0)));
  });

  test('province is case- and accent-insensitive', async () => {
    const plain = await all(t.app, 'province=Jawa%20Barat');
    expect(plain.total).toBeGreaterThan(1);
    expect(plain.items.every((i) => i.province === 'Jawa Barat')).toBe(true);
    for (const variant of ['JAWA%20BARAT', 'jawa%20barat', encodeURIComponent('Jáwa  Barát'), encodeURIComponent(' jawa barat ')]) {
      const res = await call(t.app, 'GET', `${URL}?province=${variant}&per_page=50`);
      expect(res.body.data.meta.total).toBe(plain.total);
    }
    const none = await call(t.app, 'GET', `${URL}?province=Atlantis`);
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual({ items: [], meta: { page: 1, per_page: 20, total: 0, last_page: 1 } });
  });

  test('filters combine (AND) with a sort', async () => {
    const { items, total } = await all(t.app, 'dormitory=1&program=titp&fee=medium&sort=price_asc');
    expect(total).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.has_dormitory).toBe(true);
      expect(item.programs).toContain('titp');
      expect(item.fee_level).toBe('medium');
    }
    const fees = items.map((i) => i.registration_fee);
    expect(fees).toEqual([...fees].sort((a, b) => a - b));
    expect(total).toBe(
      await dbCount((q) =>
        q.where('has_dormitory', '=', 1).where('prog_titp', '=', 1).where('registration_fee', '>=', 5_000_000).where('registration_fee', '<=', 15_000_000),
      ),
    );
  });

  test('empty parameters count as absent; unknown parameters are ignored', async () => {
    const res = await call(t.app, 'GET', `${URL}?q=&fee=&program=&dormitory=&province=&sort=&page=&per_page=&utm_source=x`);
    expect(res.status).toBe(200);
    expect(res.body.data.meta).toEqual({ page: 1, per_page: 20, total: await dbCount(), last_page: Math.ceil((await dbCount()) / 20) });
  });
});

describe('free text q', () => {
  test.each(['bandung', 'BANDUNG', 'bándung', '  Bandung  '])('"%s" matches name/city, ignoring case and accents', async (q) => {
    const { items, total } = await all(t.app, `q=${encodeURIComponent(q)}`);
    expect(total).toBeGreaterThan(0);
    expect(items.every((i) => `${i.name} ${i.city} ${i.province}`.toLowerCase().includes('bandung'))).toBe(true);
    expect(items.some((i) => i.city === 'Bandung')).toBe(true);
  });

  test('matches province names, and every term must match', async () => {
    const province = await all(t.app, 'q=jawa%20timur');
    expect(province.total).toBeGreaterThan(1);
    expect(province.items.every((i) => i.province === 'Jawa Timur')).toBe(true);
    const first = province.items[0]!;
    const both = await all(t.app, `q=${encodeURIComponent(`${first.city} jawa`)}`);
    expect(both.items.every((i) => i.city === first.city || i.name.includes(first.city))).toBe(true);
    const mismatch = await call(t.app, 'GET', `${URL}?q=${encodeURIComponent('bandung papua')}`);
    expect(mismatch.body.data.meta.total).toBe(0);
  });

  test.each(["' OR 1=1 --", '%', '_', '\\', '%%', "'; DROP TABLE institutes; --", '"', '🏯', 'ジャカルタ'])(
    'injection-looking or odd text %j is matched literally',
    async (q) => {
      const res = await call(t.app, 'GET', `${URL}?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      // No demo institute contains these characters: a wildcard or SQL leak would return rows.
      expect(res.body.data.meta.total).toBe(0);
      expect(res.body.data.items).toEqual([]);
      expect(await dbCount()).toBeGreaterThanOrEqual(40);
    },
  );

  test('q combines with filters', async () => {
    const { items } = await all(t.app, 'q=lpk&fee=low&dormitory=0');
    expect(items.every((i) => i.fee_level === 'low' && !i.has_dormitory)).toBe(true);
  });
});

describe('sort orders, across pages', () => {
  test('default: rating best first, ties by id ascending', async () => {
    const { items } = await all(t.app, '');
    for (let k = 1; k < items.length; k += 1) {
      const a = items[k - 1]!;
      const b = items[k]!;
      expect(a.rating > b.rating || (a.rating === b.rating && a.id < b.id)).toBe(true);
    }
  });

  test('price_asc: fee ascending, ties by id ascending', async () => {
    const { items } = await all(t.app, 'sort=price_asc');
    for (let k = 1; k < items.length; k += 1) {
      const a = items[k - 1]!;
      const b = items[k]!;
      expect(a.registration_fee < b.registration_fee || (a.registration_fee === b.registration_fee && a.id < b.id)).toBe(true);
    }
  });

  test('price_desc: the exact reverse of price_asc', async () => {
    const asc = await all(t.app, 'sort=price_asc');
    const desc = await all(t.app, 'sort=price_desc');
    expect(desc.items.map((i) => i.id)).toEqual(asc.items.map((i) => i.id).reverse());
    const fees = desc.items.map((i) => i.registration_fee);
    expect(fees).toEqual([...fees].sort((a, b) => b - a));
  });
});

describe('paging', () => {
  test('per_page and last_page; a page beyond the last is empty with the right total', async () => {
    const total = await dbCount();
    const lastPage = Math.ceil(total / 7);
    const last = await call(t.app, 'GET', `${URL}?per_page=7&page=${lastPage}`);
    expect(last.body.data.meta).toEqual({ page: lastPage, per_page: 7, total, last_page: lastPage });
    expect(last.body.data.items).toHaveLength(total - 7 * (lastPage - 1));
    const beyond = await call(t.app, 'GET', `${URL}?per_page=7&page=${lastPage + 1}`);
    expect(beyond.status).toBe(200);
    expect(beyond.body.data).toEqual({ items: [], meta: { page: lastPage + 1, per_page: 7, total, last_page: lastPage } });
    const far = await call(t.app, 'GET', `${URL}?page=100000`);
    expect(far.body.data.items).toEqual([]);
    expect(far.body.data.meta.total).toBe(total);
  });

  test('pages do not overlap and cover the result set', async () => {
    const p1 = await call(t.app, 'GET', `${URL}?fee=medium&per_page=10&page=1`);
    const p2 = await call(t.app, 'GET', `${URL}?fee=medium&per_page=10&page=2`);
    const ids1 = p1.body.data.items.map((i: Item) => i.id);
    const ids2 = p2.body.data.items.map((i: Item) => i.id);
    expect(ids1.filter((id: number) => ids2.includes(id))).toEqual([]);
    const fifty = await call(t.app, 'GET', `${URL}?fee=medium&per_page=50`);
    expect(fifty.body.data.items.slice(0, 20).map((i: Item) => i.id)).toEqual([...ids1, ...ids2]);
  });

  test('per_page bounds 1 and 50 are accepted', async () => {
    expect((await call(t.app, 'GET', `${URL}?per_page=1`)).body.data.items).toHaveLength(1);
    expect((await call(t.app, 'GET', `${URL}?per_page=50`)).body.data.items.length).toBeLessThanOrEqual(50);
  });
});

describe('invalid parameters: 422 with localised field errors', () => {
  const cases: [string, string, RegExp, RegExp][] = [
    ['program=foo', 'program', /Program tidak dikenal/, /Unknown program/],
    ['fee=cheap', 'fee', /Tingkat biaya/, /Unknown fee level/],
    ['page=0', 'page', /Minimal 1/, /At least 1/],
    ['page=-3', 'page', /Minimal 1/, /At least 1/],
    ['page=abc', 'page', /bilangan bulat/, /whole number/],
    ['page=1.5', 'page', /bilangan bulat/, /whole number/],
    ['per_page=500', 'per_page', /Maksimal 50/, /At most 50/],
    ['per_page=0', 'per_page', /Minimal 1/, /At least 1/],
    ['dormitory=maybe', 'dormitory', /asrama/, /dormitory filter/],
    ['sort=x', 'sort', /Urutan tidak dikenal/, /Unknown sort/],
    ['view=compact', 'view', /Tampilan tidak dikenal/, /Unknown view/],
    [`q=${'a'.repeat(101)}`, 'q', /Maksimal 100 karakter/, /At most 100 characters/],
    [`province=${'b'.repeat(101)}`, 'province', /Maksimal 100 karakter/, /At most 100 characters/],
    ['program=titp&program=ssw', 'program', /Program tidak dikenal/, /Unknown program/],
  ];
  test.each(cases)('%s', async (query, field, idMessage, enMessage) => {
    const id = await call(t.app, 'GET', `${URL}?${query}`);
    expect(id.status).toBe(422);
    expect(id.body.status).toBe('error');
    expect(id.body.message).toBe('Data yang dikirim tidak valid.');
    expect(Object.keys(id.body.errors ?? {})).toEqual([field]);
    expect(id.body.errors![field]![0]).toMatch(idMessage);
    const en = await call(t.app, 'GET', `${URL}?${query}`, { lang: 'en' });
    expect(en.status).toBe(422);
    expect(en.body.message).toBe('The given data was invalid.');
    expect(en.body.errors![field]![0]).toMatch(enMessage);
  });

  test('several invalid parameters are reported together', async () => {
    const res = await call(t.app, 'GET', `${URL}?program=foo&fee=cheap&page=0&per_page=500&dormitory=maybe&sort=x&q=${'x'.repeat(101)}`);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(['dormitory', 'fee', 'page', 'per_page', 'program', 'q', 'sort']);
    const withView = await call(t.app, 'GET', `${URL}?sort=x&view=x`);
    expect(Object.keys(withView.body.errors ?? {}).sort()).toEqual(['sort', 'view']);
  });

  test('exactly 100 characters of q is accepted', async () => {
    const res = await call(t.app, 'GET', `${URL}?q=${'a'.repeat(100)}`);
    expect(res.status).toBe(200);
    expect(res.body.data.meta.total).toBe(0);
  });
});

describe('compare', () => {
  const COMPARE = '/api/lpk/institutes/compare';

  test('two to four institutes side by side, in the order asked (not captured by /institutes/{id})', async () => {
    const res = await call(t.app, 'GET', `${COMPARE}?ids=3,1,2`);
    expect(res.status).toBe(200);
    const items = res.body.data.items as (Item & {
      fees: { total: number; items: { amount: number }[] };
      jobs_count: number;
      pass_rates: { overall: number };
    })[];
    expect(items.map((i) => i.id)).toEqual([3, 1, 2]);
    for (const item of items) {
      expect(item.fees.total).toBe(item.registration_fee);
      expect(item.fees.items.reduce((sum, f) => sum + f.amount, 0)).toBe(item.registration_fee);
      expect(item.pass_rates.overall).toBe(item.pass_rate);
      expect(item.jobs_count).toBe(await dbJobs(item.id));
    }
    const four = await call(t.app, 'GET', `${COMPARE}?ids=${encodeURIComponent('4, 5 ,6,7')}`);
    expect(four.body.data.items.map((i: Item) => i.id)).toEqual([4, 5, 6, 7]);
    const two = await call(t.app, 'GET', `${COMPARE}?ids=2,1`, { lang: 'en' });
    expect(two.body.data.items[1].description).toBe(
      (await t.app.db.selectFrom('institutes').select('description_en').where('id', '=', 1).executeTakeFirstOrThrow()).description_en,
    );
  });

  async function dbJobs(lpkId: number): Promise<number> {
    const row = await t.app.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('lpk_id', '=', lpkId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  const bad: [string, RegExp, RegExp][] = [
    ['ids=1', /2 sampai 4/, /2 to 4/],
    ['ids=1,2,3,4,5', /2 sampai 4/, /2 to 4/],
    ['ids=1,1', /hanya boleh dipilih sekali/, /only once/],
    ['ids=1,2,2', /hanya boleh dipilih sekali/, /only once/],
    ['ids=1,abc', /id angka/, /numeric ids/],
    ['ids=1,-2', /id angka/, /numeric ids/],
    ['ids=1,,2', /id angka/, /numeric ids/],
    ['ids=1;2', /id angka/, /numeric ids/],
    ["ids=1,2'%20OR%201=1", /id angka/, /numeric ids/],
    ['ids=', /Wajib diisi/, /required/],
    ['', /Wajib diisi/, /required/],
    ['ids=1,99999', /tidak ditemukan: 99999/, /No institute with these ids: 99999/],
  ];
  test.each(bad)('%s -> 422 on ids', async (query, idMessage, enMessage) => {
    const id = await call(t.app, 'GET', `${COMPARE}?${query}`);
    expect(id.status).toBe(422);
    expect(Object.keys(id.body.errors ?? {})).toEqual(['ids']);
    expect(id.body.errors!.ids![0]).toMatch(idMessage);
    const en = await call(t.app, 'GET', `${COMPARE}?${query}`, { lang: 'en' });
    expect(en.body.errors!.ids![0]).toMatch(enMessage);
  });
});

describe('detail', () => {
  test('programs, fee breakdown, pass rates, licences, contact and vacancies', async () => {
    const res = await call(t.app, 'GET', '/api/lpk/institutes/1', { lang: 'en' });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.id).toBe(1);
    expect(d.programs_detail.map((p: { code: string }) => p.code)).toEqual(d.programs);
    expect(d.programs_detail[0].name).toMatch(/\w/);
    expect(d.fees.currency).toBe('IDR');
    expect(d.fees.items.reduce((sum: number, f: { amount: number }) => sum + f.amount, 0)).toBe(d.registration_fee);
    expect(d.fees.items.every((f: { label: string; amount: number }) => f.label.length > 0 && f.amount > 0)).toBe(true);
    expect(d.pass_rates.exams.length).toBeGreaterThan(0);
    expect(d.licences.map((l: { kind: string }) => l.kind)).toEqual(['lpk_permit', 'sending_organisation', 'accreditation']);
    expect(d.licences[0].number).toBe(d.licence.number);
    expect(d.contact.email).toMatch(/@[\w-]+\.test$/);
    expect(d.contact.address).toBe(d.address);
    expect(d.fictional).toBe(true);
    expect(d.jobs.length).toBeGreaterThan(0);
    expect(d.jobs_count).toBe(d.jobs.length);
    expect(d.jobs.every((j: { lpk_id: number }) => j.lpk_id === 1)).toBe(true);
    const deadlines = d.jobs.map((j: { deadline: string }) => j.deadline);
    expect(deadlines).toEqual([...deadlines].sort());
  });

  test('localised', async () => {
    const id = (await call(t.app, 'GET', '/api/lpk/institutes/2')).body as Json;
    const en = (await call(t.app, 'GET', '/api/lpk/institutes/2', { lang: 'en' })).body as Json;
    expect(id.data.fees.items[0].label).not.toBe(en.data.fees.items[0].label);
    expect(id.data.licences[0].label).toBe('Izin LPK');
    expect(en.data.licences[0].label).toBe('LPK permit');
  });

  test.each(['99999', 'abc', '0', '1.5', '-1', '1e3', '%20', '99999999999999999999'])('/institutes/%s -> 404, localised', async (id) => {
    const res = await call(t.app, 'GET', `/api/lpk/institutes/${id}`);
    expect(res.status).toBe(404);
    expect(res.body.status).toBe('error');
    expect(res.body.message).toBe('LPK tidak ditemukan.');
    const en = await call(t.app, 'GET', `/api/lpk/institutes/${id}`, { lang: 'en' });
    expect(en.body.message).toBe('Institute not found.');
  });
});
