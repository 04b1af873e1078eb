import type { FastifyInstance } from 'fastify';
import { REVIEW_RATING_THRESHOLD } from 'contracts';
import { call, createTestApp, DEMO, login, rateLimits, registerCaregiver, type TestApp } from './helpers';
import { withMail } from './mail-helpers';

/**
 * Verified alumni reviews (issue 34; modules/reviews; docs/trust.md "Reviews"): who may write, the
 * checks on a review, editing, the LPK's reply, the operator's moderation (audited, mailed), the
 * public list and the rating shown (reviews' average from 3, else self-declared). Every refusal is
 * checked with its localised message in Indonesian and English. Runs on SQLite, and on PostgreSQL
 * with DATABASE_URL.
 */

let t: TestApp;
let app: FastifyInstance;
let admin1: string;
let staff1: string;
let operator: string;

beforeAll(async () => {
  t = await createTestApp(withMail());
  app = t.app;
  [admin1, staff1, operator] = await Promise.all([login(app, DEMO.admin1), login(app, DEMO.staff1), login(app, DEMO.operator)]);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/** A registration of `userId` at `lpkId` with its history written straight in the database (backdated as given). */
async function registration(userId: number, lpkId: number, history: [status: string, daysAgo: number][]): Promise<number> {
  const [first] = history;
  const last = history[history.length - 1]!;
  const row = await app.db
    .insertInto('registrations')
    .values({
      user_id: userId,
      lpk_id: lpkId,
      job_id: null,
      status: last[0],
      consent_at: daysAgo(first![1]),
      consent_scope: JSON.stringify({ version: 'test', account_fields: [], profile_sections: [], lpk_id: lpkId }),
      created_at: daysAgo(first![1]),
      updated_at: daysAgo(last[1]),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [status, ago] of history) {
    await app.db
      .insertInto('registration_events')
      .values({ registration_id: row.id, status, note: null, actor_user_id: null, created_at: daysAgo(ago) })
      .execute();
  }
  return row.id;
}

const APPROVED: [string, number][] = [
  ['pending', 200],
  ['registered', 190],
  ['learning', 150],
  ['documents_submitted', 60],
  ['approved', 30],
];

/** A new caregiver who is alumni of `lpkId` (an approved registration); returns their token and id. */
async function alumnus(lpkId: number, fullName = 'Sri Wahyuni Lestari', history = APPROVED) {
  const { token, user } = await registerCaregiver(app, { full_name: fullName });
  await registration(user.id as number, lpkId, history);
  return { token, id: user.id as number };
}

/** A listed institute with (or without) a dormitory that has no review yet, other than 1 and 2. */
async function freshLpk(dormitory: boolean, skip: number[] = []): Promise<number> {
  const row = await app.db
    .selectFrom('institutes')
    .select('id')
    .where('listing_status', '=', 'listed')
    .where('has_dormitory', '=', dormitory ? 1 : 0)
    .where('review_count', '=', 0)
    .where('id', 'not in', [1, 2, ...skip])
    .where((eb) => eb.not(eb.exists(eb.selectFrom('reviews').select('reviews.id').whereRef('reviews.lpk_id', '=', 'institutes.id'))))
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const used: number[] = [];
async function takeLpk(dormitory: boolean): Promise<number> {
  const id = await freshLpk(dormitory, used);
  used.push(id);
  return id;
}

const TEXT = 'Pengajarannya jelas, biaya sesuai daftar, dan staf membantu semua dokumen sampai selesai.';
const body = (lpkId: number, overrides: Record<string, unknown> = {}) => ({
  lpk_id: lpkId,
  ratings: { teaching: 5, fee_honesty: 4, documents: 4 },
  body: TEXT,
  ...overrides,
});

const write = (token: string, payload: unknown, lang = 'id') => call(app, 'POST', '/api/lpk/reviews', { token, body: payload, lang });

async function both(send: (lang: string) => ReturnType<typeof call>) {
  const [id, en] = [await send('id'), await send('en')];
  return { id, en };
}

describe('who may write a review', () => {
  test('an alumna (approved registration) writes one; it is on the public page with the mark, first name and initial, and the month of her registration', async () => {
    const lpkId = await takeLpk(true);
    const { token } = await alumnus(lpkId, 'Sri Wahyuni Lestari');
    const res = await write(token, body(lpkId, { ratings: { teaching: 5, fee_honesty: 4, documents: 4, dormitory: 3 } }));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Ulasan Anda sudah tampil di halaman LPK. Terima kasih telah berbagi pengalaman.');
    expect(res.body.data).toMatchObject({ state: 'visible', author: 'Sri L.', overall: 4, can_edit: true, registered_month: daysAgo(200).slice(0, 7) });
    const list = await call(app, 'GET', `/api/lpk/institutes/${lpkId}/reviews`);
    expect(list.status).toBe(200);
    expect(list.body.data.items).toHaveLength(1);
    const [shown] = list.body.data.items;
    expect(shown).toMatchObject({
      author: 'Sri L.',
      verified_alumni: true,
      ratings: { teaching: 5, fee_honesty: 4, documents: 4, dormitory: 3 },
      body: TEXT,
      reply: null,
    });
    // Nothing that identifies the account beyond the first name and initial.
    expect(JSON.stringify(list.body.data)).not.toMatch(/Wahyuni|Lestari|@|user_id|registration_id/);
  });

  test('registered there for 90 days (still learning) is alumni; 89 days is not', async () => {
    const lpkId = await takeLpk(false);
    const ok = await alumnus(lpkId, 'Ani Rahayu', [
      ['pending', 100],
      ['registered', 91],
      ['learning', 40],
    ]);
    expect((await write(ok.token, body(lpkId))).status).toBe(201);
    const short = await alumnus(lpkId, 'Ina Rahayu', [
      ['pending', 100],
      ['registered', 89],
    ]);
    const refused = await both((lang) => write(short.token, body(lpkId), lang));
    expect(refused.id.status).toBe(403);
    expect(refused.id.body.message).toMatch(/^Hanya alumni yang dapat mengulas LPK ini/);
    expect(refused.en.body.message).toMatch(/^Only alumni can review this LPK/);
  });

  test('registered for 90 days before withdrawing still counts; withdrawn after 30 days does not', async () => {
    const lpkId = await takeLpk(false);
    const left = await alumnus(lpkId, 'Rudi Hartono', [
      ['pending', 300],
      ['registered', 290],
      ['withdrawn', 150],
    ]);
    expect((await write(left.token, body(lpkId))).status).toBe(201);
    const brief = await alumnus(lpkId, 'Tono Hartono', [
      ['pending', 300],
      ['registered', 290],
      ['withdrawn', 260],
    ]);
    expect((await write(brief.token, body(lpkId))).status).toBe(403);
  });

  test('a caregiver without a registration there cannot review, nor can staff, an admin or the operator; anonymous is 401', async () => {
    const lpkId = await takeLpk(false);
    const { token } = await registerCaregiver(app);
    const none = await both((lang) => write(token, body(lpkId), lang));
    expect(none.id.status).toBe(403);
    expect(none.en.body.message).toMatch(/^Only alumni/);
    for (const other of [staff1, admin1, operator]) {
      const res = await both((lang) => write(other, body(lpkId), lang));
      expect(res.id.status).toBe(403);
      expect(res.id.body.message).toBe('Hanya calon caregiver yang dapat menulis ulasan LPK.');
      expect(res.en.body.message).toBe('Only caregivers can review an LPK.');
    }
    expect((await call(app, 'POST', '/api/lpk/reviews', { body: body(lpkId) })).status).toBe(401);
    expect(await app.db.selectFrom('reviews').select('id').where('lpk_id', '=', lpkId).execute()).toEqual([]);
  });

  test('one review per LPK (409), and an unknown LPK is 404', async () => {
    const lpkId = await takeLpk(false);
    const { token } = await alumnus(lpkId);
    expect((await write(token, body(lpkId))).status).toBe(201);
    const again = await both((lang) => write(token, body(lpkId), lang));
    expect(again.id.status).toBe(409);
    expect(again.id.body.message).toMatch(/^Anda sudah menulis ulasan untuk LPK ini/);
    expect(again.en.body.message).toMatch(/^You have already reviewed this LPK/);
    const unknown = await both((lang) => write(token, body(999_999), lang));
    expect(unknown.id.status).toBe(404);
    expect(unknown.id.body.message).toBe('LPK tidak ditemukan.');
    expect(unknown.en.body.message).toBe('LPK not found.');
  });

  test('GET /reviews/own says whether I may review and shows my review', async () => {
    const lpkId = await takeLpk(true);
    const { token } = await alumnus(lpkId);
    const before = await call(app, 'GET', `/api/lpk/reviews/own?lpk_id=${lpkId}`, { token });
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({ lpk_id: lpkId, eligible: true, has_dormitory: true, review: null });
    expect(before.res.headers['cache-control']).toBe('no-store');
    await write(token, body(lpkId));
    const after = await call(app, 'GET', `/api/lpk/reviews/own?lpk_id=${lpkId}`, { token });
    expect(after.body.data.review).toMatchObject({ state: 'visible', body: TEXT });
    const stranger = await registerCaregiver(app);
    const no = await call(app, 'GET', `/api/lpk/reviews/own?lpk_id=${lpkId}`, { token: stranger.token });
    expect(no.body.data).toMatchObject({ eligible: false, registered_month: null, review: null });
  });
});

describe('what a review may hold (422, nothing stored)', () => {
  let lpkId: number;
  let token: string;
  beforeAll(async () => {
    lpkId = await takeLpk(false);
    ({ token } = await alumnus(lpkId));
  });
  afterAll(async () => {
    expect(await app.db.selectFrom('reviews').select('id').where('lpk_id', '=', lpkId).execute()).toEqual([]);
  });

  const cases: [string, Record<string, unknown>, string, string, string][] = [
    ['too short', { body: 'Bagus sekali.' }, 'body', 'Ulasan harus 30 sampai 2.000 karakter.', 'A review must be 30 to 2,000 characters.'],
    ['too long', { body: 'a'.repeat(2001) }, 'body', 'Ulasan harus 30 sampai 2.000 karakter.', 'A review must be 30 to 2,000 characters.'],
    [
      'a link',
      { body: `${TEXT} Info lengkap di https://contoh.id/promo` },
      'body',
      'Ulasan tidak boleh berisi tautan atau alamat situs.',
      'A review cannot contain links or web addresses.',
    ],
    [
      'a web address without scheme',
      { body: `${TEXT} Lihat www.contoh-lpk.com ya` },
      'body',
      'Ulasan tidak boleh berisi tautan atau alamat situs.',
      'A review cannot contain links or web addresses.',
    ],
    [
      'a phone number',
      { body: `${TEXT} Hubungi Pak Joko 0812-3456-7890` },
      'body',
      'Jangan cantumkan nomor telepon atau alamat email (milik siapa pun).',
      'Do not include phone numbers or e-mail addresses (anyone’s).',
    ],
    [
      'an e-mail address',
      { body: `${TEXT} Tanya ke joko@contoh.id` },
      'body',
      'Jangan cantumkan nomor telepon atau alamat email (milik siapa pun).',
      'Do not include phone numbers or e-mail addresses (anyone’s).',
    ],
    [
      'a control character',
      { body: `${TEXT}\u0007` },
      'body',
      'Teks berisi karakter yang tidak diperbolehkan.',
      'The text contains characters that are not allowed.',
    ],
    [
      'a bidi override',
      { body: `${TEXT}\u202e` },
      'body',
      'Teks berisi karakter yang tidak diperbolehkan.',
      'The text contains characters that are not allowed.',
    ],
    [
      'a rating of 0',
      { ratings: { teaching: 0, fee_honesty: 4, documents: 4 } },
      'ratings.teaching',
      'Pilih nilai 1 sampai 5 bintang.',
      'Choose 1 to 5 stars.',
    ],
    [
      'a rating of 6',
      { ratings: { teaching: 5, fee_honesty: 6, documents: 4 } },
      'ratings.fee_honesty',
      'Pilih nilai 1 sampai 5 bintang.',
      'Choose 1 to 5 stars.',
    ],
    [
      'a rating of 3.5',
      { ratings: { teaching: 5, fee_honesty: 4, documents: 3.5 } },
      'ratings.documents',
      'Pilih nilai 1 sampai 5 bintang.',
      'Choose 1 to 5 stars.',
    ],
    [
      'a dormitory rating where there is none',
      { ratings: { teaching: 5, fee_honesty: 4, documents: 4, dormitory: 4 } },
      'ratings.dormitory',
      'LPK ini tidak memiliki asrama, jadi asrama tidak dapat dinilai.',
      'This LPK has no dormitory, so the dormitory cannot be rated.',
    ],
  ];

  test.each(cases)('%s', async (_name, overrides, field, id, en) => {
    const res = await both((lang) => write(token, body(lpkId, overrides), lang));
    expect(res.id.status).toBe(422);
    expect(res.id.body.errors?.[field]).toEqual([id]);
    expect(res.en.body.errors?.[field]).toEqual([en]);
  });

  test('amounts of money are not phone numbers', async () => {
    const { token: other } = await alumnus(lpkId, 'Maya Sari');
    const res = await write(other, body(lpkId, { body: 'Total biaya Rp 15.000.000 sesuai daftar, tidak ada tambahan Rp 1.000.000.000 seperti kabar.' }));
    expect(res.status).toBe(201);
    await app.db
      .deleteFrom('reviews')
      .where('id', '=', res.body.data.id as number)
      .execute();
  });
});

describe('editing', () => {
  test('the author edits within 30 days; after them it is refused; nobody else can edit it', async () => {
    const lpkId = await takeLpk(false);
    const { token } = await alumnus(lpkId);
    const created = await write(token, body(lpkId));
    const id = created.body.data.id as number;
    const edited = await call(app, 'PUT', `/api/lpk/reviews/${id}`, {
      token,
      body: { ratings: { teaching: 3, fee_honesty: 3, documents: 3 }, body: `${TEXT} Diperbarui.` },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ state: 'visible', overall: 3, body: `${TEXT} Diperbarui.` });
    const stranger = await registerCaregiver(app);
    const other = await both((lang) =>
      call(app, 'PUT', `/api/lpk/reviews/${id}`, { token: stranger.token, body: { ratings: { teaching: 1, fee_honesty: 1, documents: 1 }, body: TEXT }, lang }),
    );
    expect(other.id.status).toBe(404);
    expect(other.id.body.message).toBe('Ulasan tidak ditemukan.');
    expect(other.en.body.message).toBe('Review not found.');
    await app.db
      .updateTable('reviews')
      .set({ editable_until: daysAgo(1) })
      .where('id', '=', id)
      .execute();
    const late = await both((lang) =>
      call(app, 'PUT', `/api/lpk/reviews/${id}`, { token, body: { ratings: { teaching: 1, fee_honesty: 1, documents: 1 }, body: TEXT }, lang }),
    );
    expect(late.id.status).toBe(403);
    expect(late.id.body.message).toBe('Masa ubah ulasan ini (30 hari) sudah berakhir, sehingga ulasan tidak dapat diubah lagi.');
    expect(late.en.body.message).toBe('The editing period of this review (30 days) is over, so it can no longer be changed.');
    expect((await app.db.selectFrom('reviews').select('rating_teaching').where('id', '=', id).executeTakeFirstOrThrow()).rating_teaching).toBe(3);
  });
});

describe('the rating shown: self-declared below 3 reviews, the reviews’ average from 3', () => {
  test('search cards and the detail follow, and the catalogue cache is refreshed on each change', async () => {
    const lpkId = await takeLpk(false);
    const own = (await app.db.selectFrom('institutes').select('rating').where('id', '=', lpkId).executeTakeFirstOrThrow()).rating;
    const detail = async () => (await call(app, 'GET', `/api/lpk/institutes/${lpkId}`)).body.data;
    const card = async () => {
      const name = (await detail()).name as string;
      const res = await call(app, 'GET', `/api/lpk/institutes?q=${encodeURIComponent(name)}&view=card&per_page=50`);
      return (res.body.data.items as { id: number; rating: number; rating_source: string }[]).find((i) => i.id === lpkId)!;
    };
    // Warm the cache: a change must not be hidden behind it.
    expect(await card()).toMatchObject({ rating: own, rating_source: 'self_declared' });
    const ids: number[] = [];
    for (let i = 0; i < REVIEW_RATING_THRESHOLD; i += 1) {
      const { token } = await alumnus(lpkId, `Alumni ${'ABC'[i]}`);
      const res = await write(token, body(lpkId, { ratings: { teaching: 2, fee_honesty: 2, documents: 2 } }));
      ids.push(res.body.data.id as number);
      const expected = i + 1 >= REVIEW_RATING_THRESHOLD ? { rating: 2, rating_source: 'reviews' } : { rating: own, rating_source: 'self_declared' };
      expect(await detail()).toMatchObject({ ...expected, verified_review_count: i + 1 });
      expect(await card()).toMatchObject(expected);
    }
    const summary = (await call(app, 'GET', `/api/lpk/institutes/${lpkId}/reviews`)).body.data.summary;
    expect(summary).toEqual({
      count: 3,
      averages: { teaching: 2, fee_honesty: 2, documents: 2, dormitory: null, overall: 2 },
      rating: 2,
      rating_source: 'reviews',
      threshold: 3,
    });
    // Hiding one brings the LPK's own figure back.
    expect((await call(app, 'POST', `/api/lpk/operator/reviews/${ids[0]}/hide`, { token: operator, body: { reason: 'Uji ambang' } })).status).toBe(200);
    expect(await detail()).toMatchObject({ rating: own, rating_source: 'self_declared', verified_review_count: 2 });
    expect(await card()).toMatchObject({ rating: own, rating_source: 'self_declared' });
  });
});

describe('the LPK’s reply', () => {
  let reviewId: number;
  beforeAll(async () => {
    const { token } = await alumnus(1, 'Wulan Sari');
    const res = await write(token, body(1));
    expect(res.status).toBe(201);
    reviewId = res.body.data.id as number;
  });

  test('staff read the LPK’s reviews but cannot reply; the admin replies once, signed by the LPK', async () => {
    const list = await call(app, 'GET', '/api/lpk/institution/reviews', { token: staff1 });
    expect(list.status).toBe(200);
    expect(list.body.data.items.map((r: { id: number }) => r.id)).toContain(reviewId);
    expect(list.res.headers['cache-control']).toBe('no-store');
    const staff = await both((lang) =>
      call(app, 'POST', `/api/lpk/institution/reviews/${reviewId}/reply`, { token: staff1, body: { body: 'Terima kasih.' }, lang }),
    );
    expect(staff.id.status).toBe(403);
    expect(staff.id.body.message).toBe('Hanya admin LPK yang dapat melakukan ini.');
    expect(staff.en.body.message).toBe('Only the LPK admin can do this.');
    const empty = await both((lang) => call(app, 'POST', `/api/lpk/institution/reviews/${reviewId}/reply`, { token: admin1, body: { body: '   ' }, lang }));
    expect(empty.id.status).toBe(422);
    expect(empty.id.body.errors?.body).toEqual(['Tulis balasan Anda.']);
    expect(empty.en.body.errors?.body).toEqual(['Write your reply.']);
    const link = await call(app, 'POST', `/api/lpk/institution/reviews/${reviewId}/reply`, {
      token: admin1,
      body: { body: 'Lihat https://lpk.example' },
      lang: 'en',
    });
    expect(link.body.errors?.body).toEqual(['A review cannot contain links or web addresses.']);

    const ok = await call(app, 'POST', `/api/lpk/institution/reviews/${reviewId}/reply`, {
      token: admin1,
      body: { body: 'Terima kasih atas ulasannya, Wulan.' },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.data.reply).toMatchObject({ body: 'Terima kasih atas ulasannya, Wulan.' });
    expect(ok.body.data.can_reply).toBe(false);
    const again = await both((lang) =>
      call(app, 'POST', `/api/lpk/institution/reviews/${reviewId}/reply`, { token: admin1, body: { body: 'Sekali lagi.' }, lang }),
    );
    expect(again.id.status).toBe(409);
    expect(again.id.body.message).toBe('LPK Anda sudah membalas ulasan ini. Setiap ulasan hanya dapat dibalas satu kali.');
    expect(again.en.body.message).toBe('Your LPK has already replied to this review. Each review can be replied to once.');
    const page = (await call(app, 'GET', '/api/lpk/institutes/1/reviews?per_page=50')).body.data.items as { id: number; reply: { lpk_name: string } | null }[];
    const shown = page.find((r) => r.id === reviewId)!;
    expect(shown.reply).toMatchObject({ body: 'Terima kasih atas ulasannya, Wulan.' });
    // Signed by the LPK: no admin's name.
    expect(JSON.stringify(shown.reply)).not.toMatch(/Rina|Kusuma/);
  });

  test('another LPK’s review is not found (404); a caregiver or the operator cannot reply (403)', async () => {
    const { token } = await alumnus(2, 'Nita Sari');
    const other = (await write(token, body(2))).body.data.id as number;
    const res = await both((lang) =>
      call(app, 'POST', `/api/lpk/institution/reviews/${other}/reply`, { token: admin1, body: { body: 'Bukan milik kami.' }, lang }),
    );
    expect(res.id.status).toBe(404);
    expect(res.id.body.message).toBe('Ulasan tidak ditemukan.');
    expect(res.en.body.message).toBe('Review not found.');
    expect((await call(app, 'POST', `/api/lpk/institution/reviews/${other}/reply`, { token, body: { body: 'x' } })).status).toBe(403);
    expect((await call(app, 'POST', `/api/lpk/institution/reviews/${other}/reply`, { token: operator, body: { body: 'x' } })).status).toBe(403);
  });

  test('a suspended LPK cannot reply (403 with the operator’s reason); reinstated, it can', async () => {
    const { token } = await alumnus(1, 'Yanti Sari');
    const id = (await write(token, body(1))).body.data.id as number;
    expect((await call(app, 'POST', '/api/lpk/operator/institutes/1/suspend', { token: operator, body: { reason: 'Pemeriksaan biaya' } })).status).toBe(200);
    try {
      const res = await both((lang) => call(app, 'POST', `/api/lpk/institution/reviews/${id}/reply`, { token: admin1, body: { body: 'Terima kasih.' }, lang }));
      expect(res.id.status).toBe(403);
      expect(res.id.body.message).toMatch(/ditangguhkan oleh operator platform \(alasan: Pemeriksaan biaya\)/);
      expect(res.en.body.message).toMatch(/suspended by the platform operator \(reason: Pemeriksaan biaya\)/);
      // The public list of a suspended LPK is gone with its page.
      expect((await call(app, 'GET', '/api/lpk/institutes/1/reviews')).status).toBe(404);
    } finally {
      expect((await call(app, 'POST', '/api/lpk/operator/institutes/1/reinstate', { token: operator, body: { reason: 'Selesai diperiksa' } })).status).toBe(
        200,
      );
    }
    expect((await call(app, 'POST', `/api/lpk/institution/reviews/${id}/reply`, { token: admin1, body: { body: 'Terima kasih.' } })).status).toBe(201);
  });
});

describe('moderation by the operator', () => {
  test('hide with a reason: audited, the author mailed, off the public page; the author edits and asks again; the operator restores it', async () => {
    const lpkId = await takeLpk(false);
    const author = await alumnus(lpkId, 'Fitri Handayani');
    const id = (await write(author.token, body(lpkId))).body.data.id as number;

    const notOperator = await call(app, 'POST', `/api/lpk/operator/reviews/${id}/hide`, { token: admin1, body: { reason: 'x y z' } });
    expect(notOperator.status).toBe(403);
    const noReason = await both((lang) => call(app, 'POST', `/api/lpk/operator/reviews/${id}/hide`, { token: operator, body: { reason: '' }, lang }));
    expect(noReason.id.status).toBe(422);
    expect(noReason.id.body.errors?.reason).toHaveLength(1);
    expect(noReason.en.body.errors?.reason?.[0]).not.toEqual(noReason.id.body.errors?.reason?.[0]);

    const hidden = await call(app, 'POST', `/api/lpk/operator/reviews/${id}/hide`, { token: operator, body: { reason: 'Menyebut nama staf' } });
    expect(hidden.status).toBe(200);
    expect(hidden.body.message).toBe('Ulasan disembunyikan. Penulis diberi tahu lewat email beserta alasannya.');
    expect(hidden.body.data).toMatchObject({ state: 'hidden', hidden_reason: 'Menyebut nama staf', author: 'Fitri H.' });
    const again = await both((lang) => call(app, 'POST', `/api/lpk/operator/reviews/${id}/hide`, { token: operator, body: { reason: 'Lagi' }, lang }));
    expect(again.id.status).toBe(409);
    expect(again.id.body.message).toBe('Ulasan ini sudah disembunyikan.');
    expect(again.en.body.message).toBe('This review is already hidden.');

    // Audited, with the review and the reason.
    const audit = (await call(app, 'GET', '/api/lpk/operator/audit', { token: operator })).body.data.items as {
      action: string;
      review_id?: number;
      reason: string;
    }[];
    expect(audit[0]).toMatchObject({ action: 'review.hidden', review_id: id, reason: 'Menyebut nama staf' });
    // The author is mailed, through the outbox, in her language.
    const mail = await app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('user_id', '=', author.id)
      .where('template', '=', 'review_moderated')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(mail.data)).toMatchObject({ decision: 'hidden', reason: 'Menyebut nama staf', name: 'Fitri Handayani' });
    // Off the public page.
    expect((await call(app, 'GET', `/api/lpk/institutes/${lpkId}/reviews`)).body.data.items).toEqual([]);
    // The author sees why, and may edit: then it is resubmitted, still off the page.
    const own = (await call(app, 'GET', `/api/lpk/reviews/own?lpk_id=${lpkId}`, { token: author.token })).body.data.review;
    expect(own).toMatchObject({ state: 'hidden', hidden_reason: 'Menyebut nama staf', can_edit: true });
    expect(Date.parse(own.editable_until as string)).toBeGreaterThan(Date.now() + 29 * DAY);
    const resubmitted = await call(app, 'PUT', `/api/lpk/reviews/${id}`, {
      token: author.token,
      body: { ratings: { teaching: 4, fee_honesty: 4, documents: 4 }, body: TEXT },
      lang: 'en',
    });
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.body.message).toBe('Your review was saved and sent back to the operator. It shows again once the operator has checked it.');
    expect(resubmitted.body.data.state).toBe('resubmitted');
    expect((await call(app, 'GET', `/api/lpk/institutes/${lpkId}/reviews`)).body.data.items).toEqual([]);
    const queue = (await call(app, 'GET', '/api/lpk/operator/reviews?state=resubmitted', { token: operator })).body.data.items as { id: number }[];
    expect(queue.map((r) => r.id)).toContain(id);

    const restored = await call(app, 'POST', `/api/lpk/operator/reviews/${id}/restore`, { token: operator, body: { reason: 'Nama sudah dihapus' } });
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ state: 'visible', hidden_reason: null });
    expect((await call(app, 'GET', `/api/lpk/institutes/${lpkId}/reviews`)).body.data.items.map((r: { id: number }) => r.id)).toEqual([id]);
    const notHidden = await both((lang) => call(app, 'POST', `/api/lpk/operator/reviews/${id}/restore`, { token: operator, body: { reason: 'Lagi' }, lang }));
    expect(notHidden.id.status).toBe(409);
    expect(notHidden.id.body.message).toBe('Ulasan ini sedang tampil.');
    expect(notHidden.en.body.message).toBe('This review is already visible.');
    const mails = await app.db
      .selectFrom('mail_outbox')
      .select('data')
      .where('user_id', '=', author.id)
      .where('template', '=', 'review_moderated')
      .orderBy('id')
      .execute();
    expect(mails.map((m) => JSON.parse(m.data).decision)).toEqual(['hidden', 'restored']);
    const unknown = await both((lang) => call(app, 'POST', '/api/lpk/operator/reviews/999999/hide', { token: operator, body: { reason: 'Tidak ada' }, lang }));
    expect(unknown.id.status).toBe(404);
    expect(unknown.en.body.message).toBe('Review not found.');
  });

  test('the LPK cannot reply to a hidden review (409)', async () => {
    const { token } = await alumnus(1, 'Gita Sari');
    const id = (await write(token, body(1))).body.data.id as number;
    await call(app, 'POST', `/api/lpk/operator/reviews/${id}/hide`, { token: operator, body: { reason: 'Periksa' } });
    const res = await both((lang) => call(app, 'POST', `/api/lpk/institution/reviews/${id}/reply`, { token: admin1, body: { body: 'Terima kasih.' }, lang }));
    expect(res.id.status).toBe(409);
    expect(res.id.body.message).toBe('Ulasan ini sedang disembunyikan oleh operator dan tidak dapat dibalas.');
    expect(res.en.body.message).toBe('This review is hidden by the operator and cannot be replied to.');
  });
});

describe('the public list', () => {
  test('newest first, paginated, only visible reviews; a draft or unknown LPK is 404', async () => {
    const lpkId = await takeLpk(false);
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const { token } = await alumnus(lpkId, `Penulis ${'ABCDE'[i]}`);
      ids.push((await write(token, body(lpkId))).body.data.id as number);
      // Distinct times (the order is by time, then id).
      await app.db
        .updateTable('reviews')
        .set({ created_at: new Date(Date.now() - (10 - i) * 60_000).toISOString() })
        .where('id', '=', ids[i]!)
        .execute();
    }
    const first = await call(app, 'GET', `/api/lpk/institutes/${lpkId}/reviews?per_page=2`);
    expect(first.body.data.meta).toEqual({ page: 1, per_page: 2, total: 5, last_page: 3 });
    expect(first.body.data.items.map((r: { id: number }) => r.id)).toEqual([ids[4], ids[3]]);
    const last = await call(app, 'GET', `/api/lpk/institutes/${lpkId}/reviews?per_page=2&page=3`);
    expect(last.body.data.items.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
    const bad = await call(app, 'GET', `/api/lpk/institutes/${lpkId}/reviews?per_page=500`, { lang: 'en' });
    expect(bad.status).toBe(422);
    const unknown = await both((lang) => call(app, 'GET', '/api/lpk/institutes/999999/reviews', { lang }));
    expect(unknown.id.status).toBe(404);
    expect(unknown.id.body.message).toBe('LPK tidak ditemukan.');
    expect(unknown.en.body.message).toBe('LPK not found.');
    expect((await call(app, 'GET', '/api/lpk/institutes/abc/reviews')).status).toBe(404);
  });

  test('the demo data has honest reviews: institute 1 shows the reviews’ average, institute 2 its own figure', async () => {
    const one = (await call(app, 'GET', '/api/lpk/institutes/1/reviews')).body.data;
    expect(one.summary.count).toBeGreaterThanOrEqual(3);
    expect(one.summary.rating_source).toBe('reviews');
    expect(one.items.some((r: { reply: unknown }) => r.reply !== null)).toBe(true);
  });
});

describe('rate limit', () => {
  test('writing reviews counts in the message limit (429 with Retry-After)', async () => {
    const limited = await createTestApp({ ...withMail(), rateLimit: rateLimits({ message: { max: 2, windowSeconds: 60 } }) });
    try {
      const { token } = await registerCaregiver(limited.app);
      const send = () => call(limited.app, 'POST', '/api/lpk/reviews', { token, body: body(1), lang: 'en' });
      expect((await send()).status).toBe(403);
      expect((await send()).status).toBe(403);
      const third = await send();
      expect(third.status).toBe(429);
      expect(third.res.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe('the author’s data', () => {
  test('the data export holds the reviews the user wrote, with their state', async () => {
    const lpkId = await takeLpk(false);
    const { token } = await alumnus(lpkId, 'Eksport Data');
    const id = (await write(token, body(lpkId))).body.data.id as number;
    const res = await call(app, 'GET', '/api/lpk/me/export', { token });
    expect(res.status).toBe(200);
    expect(res.body.data.reviews).toEqual([expect.objectContaining({ id, lpk_id: lpkId, state: 'visible', body: TEXT })]);
  });
});

describe('account deletion', () => {
  test('the author’s reviews go with the account and the LPK’s rating is put right', async () => {
    const lpkId = await takeLpk(false);
    const authors = [];
    for (let i = 0; i < 3; i += 1) authors.push(await alumnus(lpkId, `Hapus ${'ABC'[i]}`));
    for (const a of authors) await write(a.token, body(lpkId));
    expect((await call(app, 'GET', `/api/lpk/institutes/${lpkId}`)).body.data.rating_source).toBe('reviews');
    const gone = authors[0]!;
    const res = await call(app, 'DELETE', '/api/lpk/me', { token: gone.token, body: { password: 'Kaigo#Jepang2026' } });
    expect(res.status).toBe(200);
    expect(await app.db.selectFrom('reviews').select('id').where('user_id', '=', gone.id).execute()).toEqual([]);
    expect((await call(app, 'GET', `/api/lpk/institutes/${lpkId}`)).body.data).toMatchObject({ rating_source: 'self_declared', verified_review_count: 2 });
  });
});

test('the review column defaults leave seeded institutes self-declared until reviewed', async () => {
  const row = await app.db
    .selectFrom('institutes')
    .select(['review_count', 'self_rating'])
    .where('id', '=', await freshLpk(false, used))
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ review_count: 0, self_rating: null });
});
