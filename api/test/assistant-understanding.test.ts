import { median } from '../src/modules/catalogue/stats';
import { call, createTestApp, type TestApp } from './helpers';

/**
 * What caregivers actually ask (issue 25), against the real API and database (SQLite, or
 * PostgreSQL with DATABASE_URL): the topic read from the whole question, not its first keyword;
 * earlier turns only filling what a new question leaves open; superlatives read from the
 * catalogue; colloquial Indonesian; a how-to answered with steps; figures computed from the
 * catalogue; a decline only when the site lacks the answer, naming what it can answer.
 */
const URL = '/api/lpk/assistant';

interface Source {
  title: string;
  url: string;
  kind: string;
  date?: string;
  title_lang?: string;
}
interface Answer {
  answer: string;
  sources: Source[];
  kind: string;
}
type Turn = { role: 'user' | 'assistant'; content: string };

let t: TestApp;
const savedEnv = { ...process.env };
beforeAll(async () => {
  process.env.RATE_LIMIT_ASSISTANT = '10000/60';
  delete process.env.ASSISTANT_LLM_URL;
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  process.env = savedEnv;
});

async function ask(message: string, lang = 'id', history: Turn[] = []): Promise<Answer> {
  const res = await call(t.app, 'POST', URL, { lang, body: { message, history } });
  expect(res.status).toBe(200);
  return res.body.data as Answer;
}

/** Asks `questions` in one conversation and returns the last answer. */
async function conversation(lang: string, ...questions: string[]): Promise<Answer> {
  const history: Turn[] = [];
  let answer: Answer | undefined;
  for (const question of questions) {
    answer = await ask(question, lang, history);
    history.push({ role: 'user', content: question }, { role: 'assistant', content: answer.answer.slice(0, 1000) });
  }
  return answer!;
}

const urls = (a: Answer) => a.sources.map((s) => s.url);
const lpkIds = (a: Answer) => a.sources.flatMap((s) => /^\/lpk\/(\d+)$/.exec(s.url)?.[1] ?? []).map(Number);

async function spreadOf(column: 'training_months' | 'registration_fee') {
  const rows = await t.app.db.selectFrom('institutes').select(column).execute();
  const values = rows.map((r) => Number(r[column])).sort((x, y) => x - y);
  return { count: values.length, min: values[0]!, max: values.at(-1)!, median: median(values) };
}

describe('the topic comes from the whole question', () => {
  test('how long LPK training lasts is answered with the training length computed from the catalogue, not the fee text', async () => {
    const months = await spreadOf('training_months');
    const a = await ask('berapa lama sih pendidikan di LPK sampai bisa berangkat?');
    expect(a.kind).toBe('knowledge');
    expect(a.answer).toContain(`Di katalog kami (${months.count} LPK): ${months.min}–${months.max} bulan, median ${months.median} bulan.`);
    expect(a.answer).not.toMatch(/rendah \(di bawah Rp5 juta\)/);
    expect(urls(a)).toContain('/about#faq-training');
    const en = await ask('How long does training at an LPK take?', 'en');
    expect(en.answer).toContain(`${months.min}–${months.max} months, median ${months.median} months`);
  });

  test('what LPK training costs: the range and median of the registration fees in the catalogue', async () => {
    const fees = await spreadOf('registration_fee');
    const a = await ask('biaya LPK kaigo biasanya habis berapa juta?');
    const idr = (n: number) => `Rp${new Intl.NumberFormat('id-ID').format(n)}`;
    expect(a.answer).toContain(`biaya pendaftaran ${idr(fees.min)}–${idr(fees.max)}, median ${idr(fees.median)}`);
    expect(urls(a)).toContain('/about#faq-fees');
  });

  test('the SSW / care worker visa difference, in both languages, from each pathway with its dated source', async () => {
    for (const [q, lang, facts] of [
      ['bedanya visa SSW sama kaigo fukushishi apa sih?', 'id', ['Paling lama 5 tahun', 'boleh membawa keluarga']],
      ["What's the difference between SSW and the care worker visa?", 'en', ['At most 5 years', 'family allowed']],
    ] as const) {
      const a = await ask(q, lang);
      expect(a.kind).toBe('knowledge');
      for (const fact of facts) expect(a.answer).toContain(fact);
      expect(a.sources.some((s) => s.kind === 'fact' && s.date === '2025')).toBe(true);
    }
  });

  test('moving from TITP to SSW gets the exemption and the route, not a generic overview', async () => {
    const a = await ask('habis magang 3 tahun bisa lanjut ke SSW gak? caranya gimana?');
    expect(a.answer).toContain('dibebaskan dari ujian keterampilan perawatan');
    expect(urls(a)).toContain('/about#faq-switch');
    const en = await ask('Can I switch from TITP to SSW after my internship?', 'en');
    expect(en.answer).toContain('exempt from the nursing care skills test');
  });

  test('age limits in both languages: the legal minimum with its sources, no upper limit in law, the practice said too', async () => {
    const id = await ask('Min, batas umur buat kerja kaigo di Jepang berapa ya? Umur 35 masih bisa gak?');
    expect(id.answer).toContain('Usia minimal 18 tahun');
    expect(id.answer).toContain('tidak menetapkan batas usia atas');
    expect(id.answer).toContain('Dalam praktik');
    const en = await ask("Is there an age limit to work as a caregiver in Japan? I'm 40.", 'en');
    expect(en.answer).toContain('The minimum age is 18');
    expect(en.answer).toContain('In practice');
    // The rules, dated; an English title on the Indonesian answer says its language.
    const rule = id.sources.find((s) => s.kind === 'fact' && s.title.startsWith('Immigration Services Agency of Japan'));
    expect(rule).toMatchObject({ date: '2019-04', title_lang: 'en' });
    expect(en.sources.find((s) => s.title.startsWith('Undang-Undang Nomor 18 Tahun 2017'))).toMatchObject({ title_lang: 'id' });
  });

  test('health and education requirements are answered, not declined', async () => {
    expect((await ask('syarat kesehatan buat kerja di jepang apa aja? harus medical check up ya?')).answer).toContain('sehat jasmani dan rohani');
    expect(urls(await ask('What are the health requirements for the SSW visa?', 'en'))).toContain('/about#faq-health');
    expect(urls(await ask('Lulusan SMP bisa daftar kaigo ke jepang nggak?'))).toContain('/about#faq-education');
  });

  test('who receives my data, asked on its own', async () => {
    const a = await ask('data pribadi saya nanti dikasih ke siapa aja?');
    expect(a.answer).toContain('hanya dibagikan kepada LPK yang Anda pilih');
    expect(urls(a)).toEqual(expect.arrayContaining(['/about#about-data', '/about#faq-share']));
  });

  test('a how-to question about withdrawing gets the steps, not a yes or no', async () => {
    const a = await ask('gimana cara batalin pendaftaran di LPK yang udah saya pilih?');
    expect(a.answer).toMatch(/1\. .*2\. .*3\. Tekan "Batalkan pendaftaran"\. 4\. Tekan "Ya, batalkan"/);
    const en = await ask('How do I withdraw my application?', 'en');
    expect(en.answer).toContain('Press "Withdraw registration"');
  });

  test('health insurance is a deduction, not a health requirement; a minimum wage is not the average pay', async () => {
    expect(urls(await ask('Berapa potongan asuransi kesehatan dari gaji?'))).toContain('/inexperienced#salary-simulation');
    expect((await ask('Berapa upah minimum di Tokyo?')).answer).toContain('1.226');
  });
});

describe('the conversation', () => {
  test('a new topic after a list of vacancies is a new topic: who receives my data gets the data answer', async () => {
    const a = await conversation('id', 'ada lowongan kaigo di Osaka?', 'terus yang nerima data saya siapa?');
    expect(a.kind).toBe('knowledge');
    expect(a.sources.some((s) => s.kind === 'job')).toBe(false);
    expect(urls(a)).toContain('/about#about-data');
    const en = await conversation('en', 'Show me jobs in Tokyo', 'What documents do I need?');
    expect(en.kind).toBe('knowledge');
    expect(urls(en)).toContain('/about#faq-documents');
  });

  test('an elliptic follow-up asks the earlier topic about what it names now', async () => {
    const a = await conversation('id', 'SSW kaigo boleh bawa istri sama anak nggak?', 'kalau kaigo fukushishi gimana?');
    expect(a.answer).toContain('Kaigo Fukushishi: lulus ujian nasional');
    expect(a.answer).toContain('boleh membawa keluarga');
    const en = await conversation('en', 'How long can I stay in Japan with SSW?', 'And with Kaigo Fukushishi?');
    expect(en.answer).toContain('Renewable without limit');
  });

  test('a short follow-up of a search refines it ("yang ada asramanya aja")', async () => {
    const a = await conversation('id', 'LPK di Jawa Barat', 'yang ada asramanya aja');
    const ids = lpkIds(a);
    expect(ids.length).toBeGreaterThan(0);
    const rows = await t.app.db.selectFrom('institutes').select(['province', 'has_dormitory']).where('id', 'in', ids).execute();
    for (const row of rows) expect(row).toEqual({ province: 'Jawa Barat', has_dormitory: 1 });
  });
});

describe('superlatives and places read from the catalogue', () => {
  test('the highest pass rate lists by pass rate, not by rating', async () => {
    const a = await ask('LPK mana yang tingkat kelulusannya paling tinggi?');
    expect(a.kind).toBe('lpk');
    const best = await t.app.db.selectFrom('institutes').select('pass_rate').orderBy('pass_rate', 'desc').executeTakeFirstOrThrow();
    const shown = await t.app.db.selectFrom('institutes').select(['id', 'pass_rate']).where('id', 'in', lpkIds(a)).execute();
    const first = shown.find((r) => r.id === lpkIds(a)[0])!;
    expect(first.pass_rate).toBe(best.pass_rate);
    expect(a.answer).toContain('Tingkat kelulusan ujian');
    const en = await ask('Which LPK has the best pass rate?', 'en');
    expect(lpkIds(en)[0]).toBe(lpkIds(a)[0]);
  });

  test('the cheapest in a province, colloquially: cheapest first, all in that province', async () => {
    const a = await ask('ada LPK murah yg ada asramanya di jateng?');
    const rows = await t.app.db.selectFrom('institutes').select(['id', 'province', 'has_dormitory', 'registration_fee']).where('id', 'in', lpkIds(a)).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect([row.province, row.has_dormitory]).toEqual(['Jawa Tengah', 1]);
    const cheapest = await t.app.db
      .selectFrom('institutes')
      .select('registration_fee')
      .where('province', '=', 'Jawa Tengah')
      .where('has_dormitory', '=', 1)
      .orderBy('registration_fee')
      .executeTakeFirstOrThrow();
    expect(rows.find((r) => r.id === lpkIds(a)[0])!.registration_fee).toBe(cheapest.registration_fee);
  });

  test('"LPK in Bandung with a dormitory and a low fee": none meets every condition, so it says so and shows the closest, each with what it does not meet (issue 33)', async () => {
    const inBandung = await t.app.db.selectFrom('institutes').select(['id', 'registration_fee', 'has_dormitory']).where('city', '=', 'Bandung').execute();
    expect(inBandung.some((r) => r.has_dormitory === 1 && r.registration_fee < 5_000_000)).toBe(false);
    expect(inBandung.some((r) => r.has_dormitory === 1)).toBe(true);
    for (const [question, lang, intro, lowFee, place] of [
      [
        'Cari LPK di Bandung yang ada asrama dan biayanya murah',
        'id',
        'Tidak ada LPK di Bandung dengan asrama dan biaya pendaftaran rendah (di bawah Rp5.000.000) di katalog kami. Yang paling mendekati, tetapi tidak memenuhi semua syarat Anda:',
        '— tidak memenuhi: biaya pendaftaran rendah (di bawah Rp5.000.000).',
        '— tidak memenuhi: berlokasi di Bandung.',
      ],
      [
        'LPK in Bandung with a dormitory and a low fee',
        'en',
        'There is no LPK in Bandung with a dormitory and a low registration fee (below Rp5,000,000) in our catalogue. The closest, though they do not meet every condition you gave:',
        '— does not meet: a low registration fee (below Rp5,000,000).',
        '— does not meet: located in Bandung.',
      ],
    ] as const) {
      const a = await ask(question, lang);
      expect(a.kind).toBe('lpk');
      expect(a.answer.startsWith(intro)).toBe(true);
      const rows = await t.app.db
        .selectFrom('institutes')
        .select(['id', 'name', 'city', 'registration_fee', 'has_dormitory'])
        .where('id', 'in', lpkIds(a))
        .execute();
      expect(rows.length).toBeGreaterThan(0);
      // The closest first: the Bandung ones with a dormitory (any fee); then low-fee ones with a dormitory elsewhere in the province.
      expect(rows.some((r) => r.city === 'Bandung')).toBe(true);
      const lines = a.answer.split('\n').slice(1);
      expect(lines).toHaveLength(rows.length);
      for (const row of rows) {
        const line = lines.find((l) => l.includes(row.name))!;
        expect(row.has_dormitory).toBe(1);
        // Each says exactly what it misses: a dearer one is never passed off as cheap.
        expect(line.endsWith(row.city === 'Bandung' ? lowFee : place)).toBe(true);
        if (row.city === 'Bandung') expect(row.registration_fee).toBeGreaterThanOrEqual(5_000_000);
        else expect(row.registration_fee).toBeLessThan(5_000_000);
      }
    }
  });

  test('a low fee that exists is listed plainly: every one below Rp5.000.000, nothing marked as missed', async () => {
    const a = await ask('LPK murah dengan asrama di Jawa Barat');
    expect(a.answer).toMatch(/^Saya menemukan \d+ LPK di Jawa Barat dengan asrama dan biaya pendaftaran rendah \(di bawah Rp5\.000\.000\)/);
    expect(a.answer).not.toContain('tidak memenuhi');
    const rows = await t.app.db.selectFrom('institutes').select(['registration_fee', 'has_dormitory', 'province']).where('id', 'in', lpkIds(a)).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect([row.province, row.has_dormitory, row.registration_fee < 5_000_000]).toEqual(['Jawa Barat', 1, true]);
    expect(urls(a)).toContain('/search?province=Jawa+Barat&dormitory=1&fee=low&sort=price_asc');
  });

  test('the nearest LPK from a province the catalogue has none in: the nearest provinces that have some', async () => {
    const inMaluku = await t.app.db.selectFrom('institutes').select('id').where('province', '=', 'Maluku').execute();
    expect(inMaluku).toEqual([]);
    const a = await ask('Saya dari Ambon, LPK terdekat di mana ya?');
    expect(a.answer).toMatch(/^Tidak ada LPK di Maluku di katalog kami\. LPK terdekat ada di Sulawesi Tenggara/);
    const rows = await t.app.db.selectFrom('institutes').select('province').where('id', 'in', lpkIds(a)).execute();
    for (const row of rows) expect(['Sulawesi Tenggara', 'Sulawesi Utara', 'Gorontalo', 'Nusa Tenggara Timur', 'Sulawesi Tengah']).toContain(row.province);
  });

  test('"do the LPKs in a city have a dormitory?" lists them with the answer when none has one', async () => {
    const a = await ask('LPK di Pontianak ada asrama nggak?');
    expect(a.answer).toMatch(/^Tidak ada LPK di Pontianak dengan asrama di katalog kami\. LPK di Pontianak tanpa asrama:/);
    expect(lpkIds(a).length).toBeGreaterThan(0);
  });

  test('an institute named in the question: its own training length', async () => {
    const row = await t.app.db.selectFrom('institutes').select(['id', 'name', 'training_months']).where('id', '=', 25).executeTakeFirstOrThrow();
    const a = await ask(`Pelatihan di ${row.name} berapa bulan?`);
    expect(lpkIds(a)).toContain(row.id);
    expect(a.answer).toContain(`pelatihan ${row.training_months} bulan`);
  });
});

describe('declines', () => {
  test('only when the site lacks the answer, naming what it can answer', async () => {
    for (const [q, lang] of [
      ['punya tato bisa kerja di jepang gak?', 'id'],
      ['tiket pesawat ke jepang kira-kira berapa?', 'id'],
      ['How do I open a bank account in Japan?', 'en'],
    ] as const) {
      const a = await ask(q, lang);
      expect(a.kind).toBe('unknown');
      expect(a.answer).toContain(
        lang === 'id' ? 'Yang dapat saya jawab: jalur TITP, SSW dan Kaigo Fukushishi' : 'What I can answer: the TITP, SSW and Kaigo Fukushishi pathways',
      );
    }
  });
});

test('GET /facts carries the catalogue figures the FAQ shows', async () => {
  const res = await call(t.app, 'GET', '/api/lpk/facts');
  const months = await spreadOf('training_months');
  const fees = await spreadOf('registration_fee');
  expect(res.body.data.catalogue).toEqual({
    institutes: months.count,
    training_months: { min: months.min, median: months.median, max: months.max },
    registration_fee: { min: fees.min, median: fees.median, max: fees.max },
  });
  expect(res.body.data.pathways.titp.source_lang).toBe('en');
});
