import { DEFAULT_RATE_LIMITS } from '../src/config';
import { readIntent } from '../src/modules/assistant/intents';
import { numbersIn, unknownNumbers } from '../src/modules/assistant/numbers';
import { redact } from '../src/modules/assistant/privacy';
import { normalise, stemEnglish, stemIndonesian, terms } from '../src/modules/assistant/text';
import { plainWords, readTopic } from '../src/modules/assistant/topics';
import { call, createTestApp } from './helpers';

/** The assistant's text rules: normalisation, stemmer, synonyms, reading filters, redaction, numbers. */

describe('normalisation, stemming and synonyms', () => {
  test('lower case, no diacritics, no punctuation, phrases joined', () => {
    expect(normalise('Gaji BERSIH di Jepang?!')).toBe('gaji takehome di jepang');
    expect(normalise('Ginō Jisshū / Tokutei Ginō')).toBe('titp ssw');
    expect(normalise('Kaigo-Fukushishi, take-home pay')).toBe('fukushishi takehome pay');
  });

  test.each([
    ['pendaftaran', 'daftar'],
    ['mendaftar', 'daftar'],
    ['biayanya', 'biaya'],
    ['dibutuhkan', 'butuh'],
    ['menyiapkan', 'siap'],
    ['berangkatlah', 'angkat'],
    ['perpanjangan', 'panjang'],
    ['asrama', 'asrama'],
  ])('Indonesian stem of %s is %s', (word, stem) => {
    expect(stemIndonesian(word)).toBe(stem);
  });

  test('English stems', () => {
    expect(['vacancies', 'dormitories', 'working', 'registered', 'fees'].map(stemEnglish)).toEqual(['vacancy', 'dormitory', 'work', 'register', 'fee']);
  });

  test('synonyms in both languages meet on one term; stop words are dropped', () => {
    expect(terms('Berapa upah perawat?', 'id')).toEqual(['gaji', 'perawat']);
    expect(terms('What is the salary of a caregiver?', 'en')).toEqual(['gaji', 'perawat']);
    expect(terms('Apakah ada asrama untuk pemagang?', 'id')).toEqual(['asrama', 'titp']);
    expect(terms('Is there a dormitory for interns?', 'en')).toEqual(['asrama', 'titp']);
  });
});

describe('reading a question', () => {
  const cities = ['Bandung', 'Jakarta Timur', 'Yogyakarta', 'Cirebon'];

  test('institute filters: province, dormitory, fee ceiling', () => {
    expect(readIntent('LPK dengan asrama di Jawa Barat di bawah Rp5 juta', { cities })).toEqual({
      type: 'lpk_list',
      filters: { provinces: ['Jawa Barat'], place: 'Jawa Barat', dormitory: 1, fee: { below: 5_000_000 }, sort: 'price' },
    });
    expect(readIntent('LPKs without a dormitory in Central Java, at most Rp 7,500,000, offering SSW', { cities })).toMatchObject({
      type: 'lpk_list',
      filters: { provinces: ['Jawa Tengah'], dormitory: 0, fee: { max: 7_500_000 }, program: 'ssw' },
    });
  });

  test('amounts: "5 juta", "5jt", "Rp5.000.000", "7,5 juta", "5 million"', () => {
    for (const text of ['5 juta', '5jt', 'Rp5.000.000', 'rp 5,000,000', '5 million', '5']) {
      expect(readIntent(`LPK di bawah ${text}`, { cities })).toMatchObject({ filters: { fee: { below: 5_000_000 } } });
    }
    expect(readIntent('LPK kurang dari 7,5 juta', { cities })).toMatchObject({ filters: { fee: { below: 7_500_000 } } });
    expect(readIntent('LPK di atas 15 juta', { cities })).toMatchObject({ filters: { fee: { above: 15_000_000 } } });
  });

  test('"murah" / "a low fee" is a condition (the fee level Rendah); "the cheapest" only sorts; a stated bound wins (issue 33)', () => {
    for (const q of [
      'LPK murah di Bandung',
      'LPK di Bandung yang biayanya murah',
      'LPK dengan biaya rendah',
      'LPK in Bandung with a dormitory and a low fee',
      'cheap LPKs',
    ])
      expect(readIntent(q, { cities })).toMatchObject({ filters: { lowFee: true, sort: 'price' } });
    for (const q of ['LPK termurah di Bandung', 'LPK paling murah', 'Which LPK has the lowest fee?', 'the cheapest LPK', 'LPK murah di bawah Rp7 juta']) {
      const intent = readIntent(q, { cities });
      expect(intent).toMatchObject({ filters: { sort: 'price' } });
      expect(intent).not.toMatchObject({ filters: { lowFee: true } });
    }
  });

  test('places: a city, the longest name winning, an island, an abbreviation', () => {
    expect(readIntent('LPK di Jakarta Timur', { cities })).toMatchObject({ filters: { city: 'Jakarta Timur' } });
    expect(readIntent('LPK di Yogyakarta', { cities })).toMatchObject({ filters: { provinces: ['DI Yogyakarta'] } });
    expect(readIntent('LPK murah di Jatim', { cities })).toMatchObject({ filters: { provinces: ['Jawa Timur'], sort: 'price' } });
    expect(readIntent('LPKs in Sulawesi', { cities })).toMatchObject({ filters: { place: 'Sulawesi' } });
  });

  test('vacancies, names, greetings, legal questions, everything else', () => {
    expect(readIntent('Lowongan di Osaka untuk pemula jalur SSW', { cities })).toEqual({
      type: 'job_list',
      filters: { prefecture: 'Osaka', pathway: 'ssw', experience: 'inexperienced' },
    });
    expect(readIntent('Berapa biaya LPK Sakura Mandiri?', { cities })).toMatchObject({
      type: 'lpk_name',
      words: ['sakura', 'mandiri'],
      shown: 'Sakura Mandiri',
      capitalised: true,
    });
    expect(readIntent('Selamat pagi!', { cities })).toEqual({ type: 'greeting' });
    expect(readIntent('Terima kasih banyak', { cities })).toEqual({ type: 'thanks' });
    expect(readIntent('Can I sue my employer?', { cities })).toEqual({ type: 'legal' });
    expect(readIntent('Bagaimana cara memilih LPK?', { cities })).toEqual({ type: 'knowledge' });
  });
});

describe('redaction before a model', () => {
  test('e-mail, telephone numbers, NIK and account numbers go; amounts, years and dates stay', () => {
    expect(redact('Saya rina.k@mail.co.id, HP 0812-3456-7890 / +62 813 9876 5432, NIK 3201234567890123, rekening 1234567890.')).toBe(
      'Saya [email], HP [number] / [number], NIK [number], rekening [number].',
    );
    const kept = 'Gaji 200.000 yen, biaya Rp15.000.000 atau Rp 1.250.000.000, sejak 2025-10-01, tahun 2027.';
    expect(redact(kept)).toBe(kept);
  });
});

describe('numbers stated', () => {
  test('thousands separators of both languages, decimals, millions in words', () => {
    expect([...numbersIn('204.100 JPY, 204,100 JPY, 9,25%, 2.5%, Rp5 juta, 70–78%')].sort()).toEqual([
      '2',
      '2.5',
      '204100',
      '25',
      '5',
      '5000000',
      '70',
      '78',
      '9',
      '9.25',
    ]);
    expect(unknownNumbers('Gaji 223.000 JPY (2023)', ['SSW perawatan 223,000 JPY, survei 2023'])).toEqual([]);
    expect(unknownNumbers('Gaji 250.000 JPY', ['SSW perawatan 223.000 JPY'])).toEqual(['250000']);
  });
});

test('pathological questions answer quickly and never fail', async () => {
  const { app, close } = await createTestApp({ rateLimit: { enabled: false, limits: DEFAULT_RATE_LIMITS } });
  try {
    const inputs = [
      '9'.repeat(1000),
      '1 '.repeat(500),
      'lpk '.repeat(250),
      'di bawah Rp'.repeat(90),
      'a@'.repeat(500),
      `${'a.'.repeat(499)}@`,
      'asrama tanpa '.repeat(75),
      '\u{1F600}'.repeat(500),
      'LPK Jawa Barat Jawa Timur Jawa Tengah Bali Bandung '.repeat(19),
    ];
    for (const message of inputs) {
      const started = performance.now();
      const res = await call(app, 'POST', '/api/lpk/assistant', { body: { message } });
      expect(performance.now() - started).toBeLessThan(500);
      expect([200, 422]).toContain(res.status);
    }
  } finally {
    await close();
  }
});

describe('topics of a question, read from the whole of it', () => {
  test('colloquial Indonesian is made standard before reading', () => {
    expect(plainWords('Gimana cara batalin? Yg udah dikasih, gak bisa?')).toBe('bagaimana cara batalkan yang sudah diberikan tidak bisa');
    expect(plainWords('brp lama kalo magang, kira2?')).toBe('berapa lama kalau magang kira kira');
  });

  test.each([
    ['berapa lama sih pendidikan di LPK sampai bisa berangkat?', 'training'],
    ['Berapa biaya pelatihan di LPK?', 'fees'],
    ['daftar di web ini bayar nggak?', 'site_cost'],
    ['habis magang 3 tahun bisa lanjut ke SSW gak?', 'switch'],
    ['gimana caranya jadi kaigo fukushishi kalau sekarang SSW?', 'switch'],
    ['gimana cara batalin pendaftaran di LPK?', 'withdraw'],
    ['Umur 35 masih bisa daftar gak?', 'age'],
    ['Do I need a high school diploma to apply?', 'education'],
    ['Berapa potongan asuransi kesehatan?', 'take_home'],
    ['Berapa upah minimum di Tokyo?', 'minimum_wage'],
    ['Who gets my personal data if I apply?', 'data'],
    ['visa SSW berlaku berapa lama? bisa diperpanjang?', 'stay'],
    ['When is the Kaigo Fukushishi national exam held?', 'exams'],
    ['Apa itu Kaigo Fukushishi?', undefined],
    ['Apa beda TITP dan SSW?', undefined],
  ])('%s -> %s', (question, topic) => {
    expect(readTopic(question).topic).toBe(topic);
  });

  test('two pathways with a difference word are a comparison, not a move', () => {
    expect(readTopic('bedanya SSW sama kaigo fukushishi apa?')).toMatchObject({ compare: true, pathways: ['ssw', 'kaigo_fukushishi'] });
  });
});
