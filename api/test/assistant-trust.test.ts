import {
  FEE_CHECK_MIN_PEERS,
  listingFeeCheck,
  OFFICIAL_CHANNELS,
  PRIMARY_SOURCES,
  REVIEW_EDIT_DAYS,
  REVIEW_REGISTERED_DAYS,
  TRUST_RULES,
  type PrimarySourceKey,
} from 'contracts';
import { computeFeeStats } from '../src/modules/catalogue/fee-stats';
import { formatIdr } from '../src/modules/assistant/format';
import { readFraud, type FraudKind } from '../src/modules/assistant/fraud';
import { OFFICIAL_TESTS } from '../src/modules/assistant/knowledge/trust';
import { chargePassages, readTopic } from '../src/modules/assistant/topics';
import { call, createTestApp, type TestApp } from './helpers';

/**
 * The assistant on the trust features (issue 34, item 4): the fee check, what may and may not be
 * charged, licences, reviews and reports, each with its sources; fraud how-tos refused explicitly
 * in both languages with the legitimate way, and legitimate questions in the same words answered.
 * The API part runs against the real API and database (SQLite, or PostgreSQL with DATABASE_URL).
 */

describe('what a question asks: a fraud how-to or not (fraud.ts)', () => {
  test.each<[string, FraudKind]>([
    ['cara memalsukan sertifikat JLPT N4', 'certificate'],
    ['cara memalsukn sertifkat jlpt', 'certificate'],
    ['ada yg bisa bikinin sertifikat n4 aspal gak? butuh cepet buat berangkat', 'certificate'],
    ['beli sertifikat JFT tanpa ujian dimana ya kak', 'certificate'],
    ['joki ujian JFT ada gak', 'certificate'],
    ['edit nilai sertifikat JLPT biar lulus', 'certificate'],
    ['min ada jasa pembuatan sertifikat jlpt gak', 'certificate'],
    ['can someone take the JLPT for me', 'certificate'],
    ['is it possible to get a JLPT certificate without exam?', 'certificate'],
    ['I need a fake KTP to register', 'identity'],
    ['how to fake a JLPT N4 certificate', 'certificate'],
    ['where can I buy a JFT basic certificate without taking the test', 'certificate'],
    ['bisa nembak hasil MCU gak kak biar dinyatakan sehat', 'medical'],
    ['gimana caranya lolos medical check up padahal saya punya hepatitis, bisa pake hasil orang lain?', 'medical'],
    ['how can I fake my medical check results to pass', 'medical'],
    ['umur saya 17, gimana cara tuain umur di KTP biar bisa daftar magang', 'identity'],
    ['cara bikin KTP palsu buat daftar LPK', 'identity'],
    ['can I change the birth year on my KTP so I am old enough for the internship?', 'identity'],
    ['berapa uang pelicin ke LPK biar cepet berangkat?', 'bribe'],
    ['nyogok LPK biar dapet jadwal berangkat duluan gimana caranya', 'bribe'],
    ['how much should I bribe the LPK to leave faster', 'bribe'],
    ['cara menyembunyikan catatan kriminal biar lolos SKCK', 'criminal_record'],
    ['how do I hide my criminal record from the LPK and the embassy?', 'criminal_record'],
    ['cara memalsukan', 'other'],
  ])('%s -> %s', (question, kind) => {
    expect(readFraud(question)).toBe(kind);
  });

  test('a short follow-up takes the object of the question before it', () => {
    expect(readFraud('bisa dipalsuin gak?', 'sertifikat JLPT N4 itu wajib ya buat SSW?')).toBe('certificate');
    expect(readFraud('kalau pakai punya teman?', 'syarat medical check up apa saja')).toBe('medical');
    // Without an act of its own, a follow-up to a refused question is an ordinary question.
    expect(readFraud('kalau JLPT daftarnya di mana?', 'cara memalsukan sertifikat JLPT')).toBeUndefined();
  });

  test.each([
    // Checking, losing, registering: the same words with a legitimate aim.
    'how do I check if my certificate is genuine?',
    'bagaimana cara mengecek sertifikat asli atau palsu?',
    'apakah sertifikat ini palsu?',
    'saya mau tahu sertifikat saya palsu atau tidak',
    'I need to know if my certificate is fake',
    'bisa kerja di jepang tanpa tes JLPT?',
    'sertifikat N4 saya hilang, gimana?',
    'cara daftar ujian JLPT di Indonesia gimana?',
    'medical check up yang asli buat ke jepang dimana?',
    'kalau pernah sakit hepatitis masih bisa lolos MCU buat ke jepang gak?',
    'how to avoid fake job offers',
    'ganti tanggal lahir di KTP karena salah ketik',
    'kunci jawaban latihan soal JLPT',
    'where can I buy JLPT books',
    'ganti sertifikat yang rusak',
    // Reporting it, or being asked for it.
    'LPK saya menawarkan sertifikat JLPT palsu, saya harus lapor ke mana?',
    'someone offered me a fake medical certificate, how do I report them?',
    'LPK saya minta uang pelicin 10 juta biar cepat berangkat, itu boleh gak?',
    'my LPK asked me for a bribe to move my departure date earlier, is that allowed?',
    // What the law does about it (a legal question, not a how-to).
    'apa sanksi memalsukan sertifikat?',
  ])('not a fraud how-to: %s', (question) => {
    expect(readFraud(question)).toBeUndefined();
  });
});

describe('the topics of the trust features (topics.ts)', () => {
  test.each([
    ['Di halaman LPK ada tulisan "dalam kisaran umum", itu maksudnya apa ya?', 'fee_check'],
    ['how do you compute the median fee and the 90th percentile for a program?', 'fee_check'],
    ['apakah LPK boleh minta uang jaminan supaya peserta tidak kabur?', 'charges'],
    ['paspor saya ditahan sama LPK sampai kontrak selesai, boleh gak sih?', 'charges'],
    ['ada kontrak denda kalau saya mengundurkan diri sebelum berangkat, emang boleh?', 'charges'],
    ['what fees are LPKs not allowed to charge?', 'charges'],
    ['gimana cara situs ini memverifikasi izin LPK?', 'licence'],
    ['how do u check an lpk license is real?', 'licence'],
    ['siapa saja yang boleh menulis ulasan LPK?', 'reviews'],
    ['Can I edit my review after posting it?', 'reviews'],
    ['gimana cara lapor LPK yang minta uang jaminan?', 'report'],
    ['Where can I complain officially about a sending agency? is there a hotline?', 'report'],
    ['how do I register for the JFT-Basic test?', 'official_tests'],
    ['sertifikat N4 saya hilang, gimana?', 'certificate_lost'],
    ['how do I check if my certificate is genuine?', 'certificate'],
  ])('%s -> %s', (question, topic) => {
    expect(readTopic(question).topic).toBe(topic);
  });

  test('the old topics keep their questions', () => {
    expect(readTopic('biaya LPK kaigo biasanya habis berapa juta?').topic).toBe('fees');
    expect(readTopic('dokumen apa aja yang harus disiapin buat berangkat kerja ke jepang?').topic).toBe('documents');
    expect(readTopic('gimana cara batalin pendaftaran di LPK yang udah saya pilih?').topic).toBe('withdraw');
    expect(readTopic('visa SSW berlaku berapa lama? bisa diperpanjang?').topic).toBe('stay');
  });

  test('a question about charges gets the rules it names, and what the listing form refuses', () => {
    expect(chargePassages('paspor saya ditahan LPK')).toEqual(['trust.rule.passport_stays_with_you', 'trust.listing_refuses']);
    expect(chargePassages('LPK minta uang jaminan')).toEqual(['trust.rule.no_deposit_or_penalty', 'trust.listing_refuses']);
    expect(chargePassages('what fees are LPKs not allowed to charge?')).toHaveLength(TRUST_RULES.length + 1);
  });
});

interface Source {
  title: string;
  url: string;
  kind: string;
  date?: string;
}
interface Answer {
  answer: string;
  sources: Source[];
  kind: string;
  mode: string;
}

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

async function ask(message: string, lang = 'id', history: { role: 'user' | 'assistant'; content: string }[] = []): Promise<Answer> {
  const res = await call(t.app, 'POST', '/api/lpk/assistant', { lang, body: { message, history } });
  expect(res.status).toBe(200);
  return res.body.data as Answer;
}

const urls = (a: Answer) => a.sources.map((s) => s.url);
/** The rule's own public text, dated, as the answer cites it. */
const cites = (a: Answer, key: PrimarySourceKey) => {
  const source = PRIMARY_SOURCES[key] as { url?: string; date: string };
  expect(a.sources).toContainEqual(expect.objectContaining({ url: source.url, kind: 'fact', date: source.date }));
};
const kp2mi = OFFICIAL_CHANNELS.kp2mi;

describe('fraud how-tos are refused explicitly, with the legitimate way', () => {
  test('faking a JLPT certificate (id): refused, pointed to the official tests and to reporting, without the exam facts', async () => {
    const a = await ask('cara memalsukan sertifikat JLPT N4');
    expect(a.kind).toBe('fraud');
    expect(a.mode).toBe('offline');
    expect(a.answer).toMatch(/^Saya tidak akan membantu memalsukan atau membeli sertifikat/);
    expect(a.answer).toContain('situs resmi JLPT');
    expect(a.answer).toContain('Prometric');
    expect(a.answer).toContain(`${kp2mi.phone}`);
    expect(a.answer).not.toContain('ujian keterampilan');
    expect(urls(a)).toEqual(expect.arrayContaining([OFFICIAL_TESTS.jlpt, OFFICIAL_TESTS.jft, kp2mi.url]));
  });

  test('the same in English, and a follow-up that asks it about the question before', async () => {
    const a = await ask('how to fake a JLPT N4 certificate', 'en');
    expect(a.kind).toBe('fraud');
    expect(a.answer).toMatch(/^I will not help fake or buy a certificate/);
    expect(a.answer).not.toContain('skills test');
    const first = await ask('sertifikat JLPT N4 itu wajib ya buat SSW?');
    expect(first.kind).toBe('knowledge');
    const b = await ask('bisa dipalsuin gak?', 'id', [
      { role: 'user', content: 'sertifikat JLPT N4 itu wajib ya buat SSW?' },
      { role: 'assistant', content: first.answer.slice(0, 1000) },
    ]);
    expect(b.kind).toBe('fraud');
    expect(urls(b)).toContain(OFFICIAL_TESTS.jlpt);
  });

  test('a fake medical check: refused, with the genuine examination and its sources', async () => {
    const a = await ask('bisa nembak hasil MCU gak kak biar dinyatakan sehat');
    expect(a.kind).toBe('fraud');
    expect(a.answer).toMatch(/^Saya tidak akan membantu memalsukan atau mengakali hasil pemeriksaan kesehatan/);
    expect(urls(a)).toContain('/about#faq-health');
    expect(a.sources.some((s) => s.kind === 'fact' && s.date === PRIMARY_SOURCES.uu_18_2017.date)).toBe(true);
    const en = await ask('how can I fake my medical check results to pass', 'en');
    expect(en.kind).toBe('fraud');
    expect(en.answer).toMatch(/^I will not help fake or get around a medical check/);
  });

  test('a forged age: refused, with the age rules', async () => {
    const a = await ask('umur saya 17, gimana cara tuain umur di KTP biar bisa daftar magang');
    expect(a.kind).toBe('fraud');
    expect(urls(a)).toContain('/about#faq-age');
    const en = await ask('can I change the birth year on my KTP so I am old enough for the internship?', 'en');
    expect(en.kind).toBe('fraud');
    expect(en.answer).toMatch(/^I will not help forge an ID card, your age/);
  });

  test('a bribe: refused, with the rule against placement costs and thank-you money, cited', async () => {
    const a = await ask('how much should I bribe the LPK to leave faster', 'en');
    expect(a.kind).toBe('fraud');
    expect(a.answer).toMatch(/^I will not help bribe an LPK/);
    expect(a.answer).toContain('"thank-you money"');
    cites(a, 'uu_18_2017_placement_costs');
    cites(a, 'perban_bp2mi_9_2020');
    const id = await ask('nyogok LPK biar dapet jadwal berangkat duluan gimana caranya');
    expect(id.kind).toBe('fraud');
  });

  test('hiding a criminal record: refused, pointed to honesty and the official channels', async () => {
    const a = await ask('cara menyembunyikan catatan kriminal biar lolos SKCK');
    expect(a.kind).toBe('fraud');
    expect(a.answer).toMatch(/^Saya tidak akan membantu menyembunyikan catatan kriminal/);
    expect(urls(a)).toContain(kp2mi.url);
  });

  test('legitimate questions in the same words are answered, not refused', async () => {
    const lost = await ask('sertifikat N4 saya hilang, gimana?');
    expect(lost.kind).toBe('knowledge');
    expect(lost.answer).toContain('diterbitkan ulang');
    expect(urls(lost)).toContain(OFFICIAL_TESTS.jlptReissue);
    const genuine = await ask('how do I check if my certificate is genuine?', 'en');
    expect(genuine.kind).toBe('knowledge');
    expect(urls(genuine)).toContain('/about#faq-certificate');
    const offered = await ask('LPK saya menawarkan sertifikat JLPT palsu, saya harus lapor ke mana?');
    expect(offered.kind).toBe('knowledge');
    expect(offered.answer).toContain('LPK tidak pernah mengetahui siapa yang melapor');
    expect(urls(offered)).toContain(kp2mi.url);
    const asked = await ask('my LPK asked me for a bribe to move my departure date earlier, is that allowed?', 'en');
    expect(asked.kind).toBe('knowledge');
    cites(asked, 'uu_18_2017_placement_costs');
    const register = await ask('how do I register for the JFT-Basic test?', 'en');
    expect(register.kind).toBe('knowledge');
    expect(register.answer).toContain('Prometric');
  });
});

describe('the trust features explained, with their sources', () => {
  test('the fee check: its method, and each program median and 90th percentile computed from the catalogue', async () => {
    const stats = await computeFeeStats(t.app.db);
    const a = await ask('Di halaman LPK ada tulisan "dalam kisaran umum", itu maksudnya apa ya?');
    expect(a.kind).toBe('knowledge');
    expect(a.answer).toContain('"dalam kisaran umum" bila total tidak melebihi persentil ke-90');
    expect(a.answer).toContain(`Bila kurang dari ${FEE_CHECK_MIN_PEERS} LPK mengajarkan program itu`);
    expect(a.answer).toContain(`magang (TITP): median ${formatIdr(stats.titp!.median, 'id')}, persentil ke-90 ${formatIdr(stats.titp!.p90, 'id')}`);
    expect(urls(a)).toContain('/search?fee_check=within');
    const en = await ask('What does "far above the usual range" mean on an LPK page?', 'en');
    expect(en.answer).toContain('"far above the usual range" beyond that');
    expect(en.answer).toContain(`SSW: median ${formatIdr(stats.ssw!.median, 'en')}, 90th percentile ${formatIdr(stats.ssw!.p90, 'en')}`);
  });

  test('every institute an answer lists carries its fee check verdict, worded as its page words it (id, en)', async () => {
    const stats = await computeFeeStats(t.app.db);
    const row = await t.app.db
      .selectFrom('institutes')
      .select(['registration_fee', 'programs'])
      .where('name', '=', 'LPK Tsubasa Sinergi Pontianak')
      .executeTakeFirstOrThrow();
    const { verdict } = listingFeeCheck(Number(row.registration_fee), JSON.parse(row.programs) as never, stats);
    const words = {
      within: ['dalam kisaran umum', 'within the usual range'],
      above: ['di atas umum', 'above the usual range'],
      far_above: ['jauh di atas umum', 'far above the usual range'],
    } as const;
    expect(verdict).not.toBe('too_few');
    const [id, en] = words[verdict as keyof typeof words];
    expect((await ask('Pelatihan di LPK Tsubasa Sinergi Pontianak berapa bulan?')).answer).toContain(`Cek biaya: ${id}.`);
    expect((await ask('Tell me about LPK Tsubasa Sinergi Pontianak', 'en')).answer).toContain(`Fee check: ${en}.`);
    const list = await ask('LPK paling murah di Jawa Timur yang mana ya?');
    expect(
      list.answer
        .split('\n')
        .filter((line) => line.startsWith('- '))
        .every((line) => /Cek biaya: (?:dalam kisaran umum|di atas umum|jauh di atas umum)\./.test(line)),
    ).toBe(true);
  });

  test('"fees within the usual range" is a search condition: every institute linked is within it, the search link carries the filter', async () => {
    const stats = await computeFeeStats(t.app.db);
    for (const [question, lang] of [
      ['LPK di Jawa Barat yang biayanya dalam kisaran umum', 'id'],
      ['LPKs with fees within the usual range that have a dormitory', 'en'],
    ] as const) {
      const a = await ask(question, lang);
      expect(a.kind).toBe('lpk');
      const ids = a.sources.flatMap((s) => /^\/lpk\/(\d+)$/.exec(s.url)?.[1] ?? []).map(Number);
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) {
        const row = await t.app.db.selectFrom('institutes').select(['registration_fee', 'programs']).where('id', '=', id).executeTakeFirstOrThrow();
        expect(listingFeeCheck(Number(row.registration_fee), JSON.parse(row.programs) as never, stats).verdict).toBe('within');
      }
      expect(a.sources.some((s) => s.url.startsWith('/search') && s.url.includes('fee_check=within'))).toBe(true);
    }
    // What the words mean is explained, not searched.
    expect((await ask('apa arti dalam kisaran umum di halaman LPK')).kind).toBe('knowledge');
  });

  test('a deposit "so you do not run away": the rule against deposits and penalty contracts, cited, not a legal refusal', async () => {
    const a = await ask('LPK minta deposit 15 juta katanya uang jaminan biar gak kabur dari perusahaan di jepang, itu wajar gak?');
    expect(a.kind).toBe('knowledge');
    expect(a.answer).toContain(TRUST_RULES.find((r) => r.id === 'no_deposit_or_penalty')!.guidance.id);
    expect(a.answer).toContain('bukan nasihat hukum');
    cites(a, 'titp_act_protection');
    cites(a, 'ssw_landing_criteria_deposit');
    // Naming the police keeps it a request for legal advice.
    expect((await ask('LPK minta uang jaminan, saya mau lapor ke polisi dan menggugat')).kind).toBe('legal');
  });

  test('a withheld passport: the passport rule first, cited (id, en)', async () => {
    const a = await ask('paspor saya ditahan sama LPK sampai kontrak selesai, boleh gak sih?');
    expect(a.answer.startsWith(TRUST_RULES.find((r) => r.id === 'passport_stays_with_you')!.guidance.id)).toBe(true);
    cites(a, 'titp_act_protection');
    const en = await ask('Can the LPK keep my passport until I finish the contract?', 'en');
    expect(en.answer.startsWith(TRUST_RULES.find((r) => r.id === 'passport_stays_with_you')!.guidance.en)).toBe(true);
  });

  test('placement costs for caregivers: the law and the agency regulation, cited', async () => {
    const a = await ask('perawat lansia ke jepang apa harus bayar biaya penempatan?');
    expect(a.answer).toContain('pengasuh lanjut usia');
    cites(a, 'uu_18_2017_placement_costs');
    cites(a, 'perban_bp2mi_9_2020');
  });

  test('how a licence is verified here; "not yet verified" is not read as a legal question', async () => {
    const a = await ask('LPK yang izinnya belum diverifikasi artinya ilegal ya?');
    expect(a.kind).toBe('knowledge');
    expect(a.answer).toContain('daftar resmi LPK terdaftar');
    expect(a.answer).toContain('bukan bukti izinnya tidak sah');
    const en = await ask('What does "licence verified" mean on an LPK page?', 'en');
    expect(en.answer).toContain('"Licence verified" with a date');
    expect(urls(en)).toContain(OFFICIAL_CHANNELS.kemnaker.url);
  });

  test('who may write a review, and for how long it can be edited (id, en, follow-up)', async () => {
    const a = await ask('siapa saja yang boleh menulis ulasan LPK?');
    expect(a.answer).toContain(`paling sedikit ${REVIEW_REGISTERED_DAYS} hari`);
    expect(a.answer).toContain('Satu ulasan per LPK');
    const edit = await ask('kalau mau diedit bisa?', 'id', [
      { role: 'user', content: 'siapa saja yang boleh menulis ulasan LPK?' },
      { role: 'assistant', content: a.answer.slice(0, 1000) },
    ]);
    expect(edit.answer).toContain(`selama ${REVIEW_EDIT_DAYS} hari`);
    const en = await ask('who can write reviews, and can the LPK delete bad reviews?', 'en');
    expect(en.answer).toContain('cannot delete it');
  });

  test('how to report, that the LPK never learns who, and the official channels with their numbers', async () => {
    const a = await ask('gimana cara lapor LPK yang minta uang jaminan?');
    expect(a.kind).toBe('knowledge');
    expect(a.answer).toContain('dari halaman LPK itu atau dari pendaftarannya');
    expect(a.answer).toContain('diminta deposit atau uang jaminan');
    expect(a.answer).toContain(`${kp2mi.name.id} (${kp2mi.phone}`);
    expect(urls(a)).toEqual(expect.arrayContaining(['/admin/dashboard', kp2mi.url, OFFICIAL_CHANNELS.kemnaker.url]));
    expect(a.sources.find((s) => s.url === kp2mi.url)).toMatchObject({ kind: 'fact', date: kp2mi.checked });
    const en = await ask('how do I report abuse by my LPK?', 'en');
    expect(en.answer).toContain('The LPK never learns who reported');
    expect(en.answer).toContain('asked for a deposit or guarantee');
  });
});
