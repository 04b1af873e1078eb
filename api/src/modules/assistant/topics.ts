import { foldText } from 'contracts';

/**
 * What a knowledge question is about, read from the whole question rather than its first
 * keyword: each topic has cues (patterns over the question in plain words, colloquial forms
 * already made standard), and the topic with the strongest cues wins when it is clear. "Berapa
 * lama pelatihan di LPK" is about training length although "LPK" and "biaya" share words with
 * the fee answer; "bisa lanjut ke SSW setelah magang" is about moving between pathways, not a
 * pathway overview. A question with no clear topic is left to full-text retrieval (retrieval.ts).
 */

export const TOPICS = [
  'age',
  'education',
  'health',
  'documents',
  'training',
  'fees',
  'site_cost',
  'family',
  'stay',
  'switch',
  'exams',
  'salary',
  'take_home',
  'salary_claim',
  'minimum_wage',
  'withdraw',
  'apply',
  'data',
  'certificate',
  'fee_check',
  'charges',
  'licence',
  'reviews',
  'report',
  'official_tests',
  'certificate_lost',
] as const;
export type Topic = (typeof TOPICS)[number];

/** The passages (knowledge/passages.ts ids) that answer each topic, in the order given. */
export const TOPIC_PASSAGES: Readonly<Record<Topic, readonly string[]>> = {
  age: ['faq.age'],
  education: ['faq.education'],
  health: ['faq.health'],
  documents: ['faq.documents'],
  training: ['faq.training'],
  fees: ['faq.fees'],
  site_cost: ['faq.cost'],
  family: ['faq.family'],
  stay: ['faq.stay'],
  switch: ['faq.switch'],
  exams: ['faq.exams'],
  salary: ['salary.average'],
  take_home: ['salary.deductions', 'salary.take_home'],
  salary_claim: ['salary.claim'],
  minimum_wage: ['salary.minimum_wage'],
  withdraw: ['faq.withdraw'],
  apply: ['faq.apply', 'about.flow'],
  data: ['about.data', 'faq.share'],
  certificate: ['faq.certificate'],
  // The trust features (knowledge/trust.ts). Charges: the rules a question names first (chargePassages).
  fee_check: ['trust.fee_check'],
  charges: ['trust.rule.no_deposit_or_penalty', 'trust.rule.passport_stays_with_you', 'trust.rule.no_placement_cost', 'trust.listing_refuses'],
  licence: ['trust.licence'],
  reviews: ['trust.reviews'],
  report: ['trust.report', 'trust.channels'],
  official_tests: ['tests.official'],
  certificate_lost: ['tests.certificate_lost'],
};

/** Cues of each charging rule: a question naming one gets that rule (and what the site refuses), not all three. */
const CHARGE_RULE_CUES: readonly [RegExp, string][] = [
  [/\b(?:paspor\w*|passports?|zairyu|residence card|kartu izin tinggal)\b/, 'trust.rule.passport_stays_with_you'],
  [
    /\b(?:jaminan|deposit\w*|denda|penalt\w*|ganti rugi|guarantee|bond|collateral|kabur|run away|quit|resign|mengundurkan|mundur)\b/,
    'trust.rule.no_deposit_or_penalty',
  ],
  [
    /\b(?:penempatan|placement|terima kasih|thank you|pelicin|suap|sogok\w*|bribe\w*|pungli|pungutan|berangkat|departure|leave sooner|leave faster)\b/,
    'trust.rule.no_placement_cost',
  ],
];

/** The passages answering a question about charges: the rules it names (all when none), then what the listing form refuses. */
export function chargePassages(question: string): string[] {
  const plain = plainWords(question);
  const named = CHARGE_RULE_CUES.filter(([cue]) => cue.test(plain)).map(([, id]) => id);
  const rules = named.length ? named : TOPIC_PASSAGES.charges.filter((id) => id.startsWith('trust.rule.'));
  return [...rules, 'trust.listing_refuses'];
}

/**
 * Colloquial and abbreviated Indonesian (as typed in chats and forums) made standard, word by
 * word, before the question is read: "gimana" -> "bagaimana", "nggak"/"gak" -> "tidak",
 * "yg" -> "yang", "batalin" -> "batalkan"... ("sama" stays: it means "and/with" as often as "same").
 */
const COLLOQUIAL: Readonly<Record<string, string>> = {
  gimana: 'bagaimana',
  gmn: 'bagaimana',
  gmna: 'bagaimana',
  bgmn: 'bagaimana',
  gmana: 'bagaimana',
  nggak: 'tidak',
  ngga: 'tidak',
  engga: 'tidak',
  enggak: 'tidak',
  gak: 'tidak',
  ga: 'tidak',
  gk: 'tidak',
  kagak: 'tidak',
  tdk: 'tidak',
  nda: 'tidak',
  ndak: 'tidak',
  udah: 'sudah',
  udh: 'sudah',
  sdh: 'sudah',
  blm: 'belum',
  yg: 'yang',
  dgn: 'dengan',
  utk: 'untuk',
  brp: 'berapa',
  aja: 'saja',
  aj: 'saja',
  dikasih: 'diberikan',
  dikasi: 'diberikan',
  ngasih: 'memberikan',
  nerima: 'menerima',
  batalin: 'batalkan',
  cancelin: 'batalkan',
  nyari: 'cari',
  dapet: 'dapat',
  dpt: 'dapat',
  pengen: 'ingin',
  pingin: 'ingin',
  kalo: 'kalau',
  klo: 'kalau',
  emang: 'memang',
  bs: 'bisa',
  bsa: 'bisa',
  sm: 'sama',
  tau: 'tahu',
  thn: 'tahun',
  bln: 'bulan',
  gaji2: 'gaji',
  kira2: 'kira kira',
  dll: 'dan lain lain',
  mcu: 'medical check up',
  jd: 'jadi',
  jg: 'juga',
  krn: 'karena',
  tp: 'tapi',
  trs: 'terus',
  ama: 'sama',
  bareng: 'bersama',
  disiapin: 'disiapkan',
  nyiapin: 'menyiapkan',
  ngurus: 'mengurus',
  diurus: 'diurus',
};

const COLLOQUIAL_WORD = new RegExp(`(?<![\\p{L}\\p{N}])(?:${Object.keys(COLLOQUIAL).join('|')})(?![\\p{L}\\p{N}])`, 'gu');

/** Folded text (punctuation kept) with colloquial words made standard ("Gimana, LPK yg murah?" -> "bagaimana, lpk yang murah?"). */
export function standardWords(text: string): string {
  return foldText(text).replace(COLLOQUIAL_WORD, (word) => COLLOQUIAL[word] ?? word);
}

/** standardWords without punctuation ("Gimana cara batalin?" -> "bagaimana cara batalkan"). */
export function plainWords(text: string): string {
  return standardWords(text.replace(/[’'`]/g, ''))
    .replace(/[^\p{L}\p{N}\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const PATHWAY_CUES: readonly [RegExp, 'titp' | 'ssw' | 'kaigo_fukushishi'][] = [
  [/\b(?:titp|magang|pemagangan|intern|interns|internship|gino jisshu|technical intern\w*|jisshusei)\b/, 'titp'],
  [/\b(?:ssw|tokutei(?: ginou?)?|specified skilled|tokutei gino)\b/, 'ssw'],
  [/\b(?:kaigo fukushishi|fukushishi|certified care worker|care worker visa|nursing care visa|visa kaigo|status nursing care)\b/, 'kaigo_fukushishi'],
];

/** The pathways a question names, in the order of the pathways. */
export function pathwaysIn(plain: string): ('titp' | 'ssw' | 'kaigo_fukushishi')[] {
  return PATHWAY_CUES.filter(([cue]) => cue.test(plain)).map(([, pathway]) => pathway);
}

const HOW_LONG = /\b(?:berapa lama|lamanya|how long|how many months|berapa bulan|durasi|duration|lama pelatihan|lama pendidikan|lama belajar)\b/;
const TRAINING_SUBJECT = /\b(?:lpk|pelatihan|pendidikan|belajar|training|kursus|course|sekolah|school|diklat)\b/;
const STAY_CUE =
  /\b(?:berlaku|perpanjang|diperpanjang|perpanjangan|renew|renewal|renewable|extend|extended|stay|tinggal di jepang|izin tinggal|masa tinggal|kontrak kerja|visa\w* (?:\w+ )?(?:berapa lama|berlaku)|how long can i (?:stay|work|live))\b/;
const FEE_CUE = /\b(?:biaya|biayanya|harga|ongkos|bayar|berbayar|membayar|cost|costs|fee|fees|price|prices|mahal|juta|budget|modal|dana)\b/;
const SITE_CUE = /\b(?:situs|web|website|sini|aplikasi|platform|layanan ini|this site|this website|this service|the site|here|akun)\b/;
const FREE_CUE = /\b(?:gratis|free|berbayar|cost anything|charge)\b/;
const COMPARE_CUE =
  /\b(?:beda|bedanya|perbedaan|membedakan|difference|differences|differ|vs|versus|banding|bandingkan|dibanding|compare|comparison|mana yang lebih)\b/;
const SWITCH_CUE =
  /\b(?:lanjut|melanjutkan|pindah|berpindah|beralih|alih|ganti|switch|switching|move|moving|transfer|change|changing|naik|upgrade|setelah|habis|selesai|after|finishing|finished)\b/;
const BECOME_CUE = /\b(?:jadi|menjadi|become|becoming|get|obtain|dapat|mendapat)\b/;
const SALARY_CUE = /\b(?:gaji|gajinya|upah|salary|salaries|wage|wages|earn|earning|earnings|income|penghasilan|pendapatan|paid|pay|bayaran)\b/;
const TAKE_HOME_CUE =
  /\b(?:bersih|bersihnya|take home|takehome|net|potong|potongan|dipotong|pajak|tax|taxes|deduction|deductions|deducted|asuransi|insurance|pensiun|pension|diterima|keep)\b/;
const MINIMUM_WAGE_CUE = /\b(?:upah minimum|minimum wages?|upah minimal|umr|ump|saitei chingin)\b/;
const CLAIM_CUE = /\b(?:20 juta|20 million|rp ?20|rp20)\b/;
const HEALTH_INSURANCE = /\b(?:asuransi kesehatan|health insurance)\b/g;

const FEE_CHECK_CUE =
  /\b(?:kisaran umum|kisaran biasa|kisaran wajar|usual range|normal range|di ?atas umum|above (?:the )?usual|jauh di ?atas|far above|cek biaya|pemeriksaan biaya|fee check|persentil|percentile|p90|90th|median (?:biaya|fee|fees))\b/;
const CHARGES_CUE =
  /\b(?:uang jaminan|jaminan(?! (?:sosial|kesehatan|hari tua|kecelakaan|kematian|pensiun))|deposit\w*|denda|penalt\w*|ganti rugi|biaya penempatan|placement (?:fees?|costs?)|uang terima kasih|thank you money|pelicin|bribe\w*|suap|sogok\w*|pungutan|pungli|(?:tahan|ditahan|menahan|nahan|disimpan|menyimpan|dipegang|pegang|disita|menyita|diambil|keep|kept|keeps|hold|holds|held|holding|retain\w*|withh[eo]ld\w*|confiscat\w*|took|taken) (?:\w+ ){0,3}(?:paspor\w*|passports?)|(?:paspor\w*|passports?) (?:\w+ ){0,3}(?:ditahan|disimpan|dipegang|disita|diambil|held|kept|retained|taken|confiscated)|boleh (?:ditarik|dipungut|diminta|dibebankan|dimintai)|(?:allowed|permitted) to charge|(?:can|may)(?:not)? charge)\b/;
const LICENCE_WORD = /\b(?:izin\w*|lisensi|licen[cs]es?|permits?)\b(?! tinggal)/;
const LICENCE_CHECK =
  /\b(?:verif\w*|diverifikasi|terverifikasi|cek|check|checked|asli|real|sah|valid|resmi|registri|registry|terdaftar|registered|official|ilegal|illegal|legal|palsu|fake|lpk)\b/;
const REVIEW_CUE = /\b(?:ulasan\w*|review|reviews|reviewer|reviewed|mengulas|ulas|testimoni|alumni terverifikasi|verified alumni)\b/;
const RATING_ORIGIN = /\b(?:rating|penilaian|bintang)\b.*\b(?:dihitung|hitung|computed|calculated|dari mana|darimana|asal|self declared|dinyatakan sendiri)\b/;
const REPORT_CUE =
  /\b(?:lapor|melapor|laporkan|melaporkan|dilaporkan|pelaporan|laporan|laporannya|ngadu|mengadu|adukan|mengadukan|pengaduan|aduan|komplain|complain\w*|report|reports|reporting|reported|hotline|saluran resmi|official channels?|whistleblow\w*)\b/;
const TEST_NAME = /\b(?:jlpt|jft|ujian bahasa jepang|japanese (?:language )?test)\b/;
const TEST_SIGNUP =
  /\b(?:daftar|mendaftar|pendaftaran|register|registration|registering|sign up|book|booking|pesan|jadwal|schedule|dates|dimana|di mana|where|tempat ujian|lokasi|test centres?|test centers?)\b/;
const CERTIFICATE_LOST =
  /\b(?:(?:sertifikat\w*|certificates?|jlpt|n[1-5])\b(?! pendaftaran)(?:\s+\w+){0,4}?\s+(?:hilang|ilang|rusak|lost|damaged)|(?:hilang|ilang|rusak|lost|lose|damaged|reissu\w*|terbit ulang|diterbitkan ulang|penerbitan ulang|duplikat)(?:\s+\w+){0,4}?\s+(?:sertifikat\w*|certificates?|jlpt|n[1-5]))\b/;
const CHECK_GENUINE =
  /\b(?:cek|mengecek|ngecek|periksa|memeriksa|check|verify|tell)\b.*\b(?:sertifikat|certificates?)\b.*\b(?:asli|genuine|authentic|palsu|fake|real|valid)\b/;

interface Cue {
  topic: Topic;
  /** The question must match this. */
  when: RegExp;
  /** Extra weight when it also matches this. */
  plus?: RegExp;
  weight: number;
}

/** The cues of each topic: weight 3 names the topic by itself, weight 2 needs nothing against it. */
const CUES: readonly Cue[] = [
  {
    topic: 'age',
    when: /\b(?:umur|umurnya|usia|usianya|berumur|batas umur|batas usia|age|aged|ages|too old|terlalu tua|years old|tahun ke atas)\b/,
    weight: 3,
  },
  {
    topic: 'education',
    when: /\b(?:lulusan|ijazah|tamatan|tamat|sma|smk|smp|slta|sltp|d3|s1|sarjana|diploma|high school|degree|education|educational|pendidikan (?:minimal|terakhir|formal)|syarat pendidikan|graduate|graduated)\b/,
    weight: 3,
  },
  {
    topic: 'health',
    when: /\b(?:kesehatan|sehat|sakit|penyakit|medical|medical check up|check up|health|healthy|disease|diseases|illness|hepatitis|tbc|tuberculosis|hamil|pregnant|cacat|disability|disabilities|buta warna|colour blind|color blind|rontgen|x ray|psikologi|psikotes)\b/,
    weight: 3,
  },
  { topic: 'documents', when: /\b(?:dokumen|dokumennya|documents?|berkas|paperwork|paspor|passport|surat surat|persyaratan berkas)\b/, weight: 3 },
  {
    topic: 'family',
    when: /\b(?:keluarga|istri|suami|anak|anak anak|pasangan|family|families|wife|husband|spouse|kids|children|child|dependent|dependents)\b/,
    weight: 3,
  },
  { topic: 'stay', when: STAY_CUE, weight: 2 },
  {
    topic: 'exams',
    when: /\b(?:ujian|ujiannya|tes|test|tests|exam|exams|examination|sertifikat n[1-5]|jlpt|jft|skill test|skills test)\b/,
    weight: 2,
  },
  {
    topic: 'withdraw',
    when: /\b(?:batal|batalkan|membatalkan|pembatalan|dibatalkan|mundur|mengundurkan|undur|cabut|mencabut|withdraw|withdrawal|withdrawing|cancel|canceling|cancelling|unregister)\b/,
    weight: 3,
  },
  {
    topic: 'apply',
    when: /\b(?:daftar|mendaftar|pendaftaran|registrasi|register|registering|apply|applying|application|sign up|signup|melamar)\b/,
    plus: /\b(?:cara|caranya|bagaimana|how|langkah|steps|prosedur|alur|proses)\b/,
    weight: 0,
  },
  {
    topic: 'data',
    when: /\b(?:data|datanya|privasi|privacy|informasi pribadi|personal information|personal data|profil saya)\b/,
    plus: /\b(?:siapa|who|diberikan|dibagikan|dibagi|menerima|terima|lihat|melihat|see|sees|share|shared|gets|get|receive|receives|access|akses|aman|safe|dijual|sold|dipakai|used)\b/,
    weight: 1,
  },
  {
    topic: 'certificate',
    when: /\b(?:sertifikat pendaftaran|registration certificate|verifikasi sertifikat|verify (?:my )?certificate|cek sertifikat|kode verifikasi)\b/,
    weight: 3,
  },
  // Whether a certificate is genuine ("cara mengecek sertifikat asli atau palsu", "check if my certificate is genuine").
  { topic: 'certificate', when: CHECK_GENUINE, weight: 3 },
  // The trust features (issue 34): each named by its own words, strongly enough to win over the words they share
  // with other topics ("biaya" with fees, "paspor" with documents, "mengundurkan diri" with withdrawals).
  { topic: 'fee_check', when: FEE_CHECK_CUE, weight: 4 },
  { topic: 'charges', when: CHARGES_CUE, weight: 4 },
  { topic: 'licence', when: LICENCE_WORD, plus: LICENCE_CHECK, weight: 2 },
  { topic: 'reviews', when: REVIEW_CUE, weight: 4 },
  { topic: 'reviews', when: RATING_ORIGIN, weight: 3 },
  { topic: 'report', when: REPORT_CUE, weight: 4 },
  { topic: 'official_tests', when: TEST_NAME, plus: TEST_SIGNUP, weight: 0 },
  { topic: 'certificate_lost', when: CERTIFICATE_LOST, weight: 5 },
];

export interface TopicReading {
  topic: Topic | undefined;
  pathways: ('titp' | 'ssw' | 'kaigo_fukushishi')[];
  /** The question compares pathways ("beda SSW dan Kaigo Fukushishi"). */
  compare: boolean;
}

/** Reads the topic of a question (its own words only; follow-ups are resolved by the caller). */
export function readTopic(question: string): TopicReading {
  const plain = plainWords(question).replace(HEALTH_INSURANCE, 'asuransi');
  const pathways = pathwaysIn(plain);
  const compare = COMPARE_CUE.test(plain) && pathways.length >= 2;
  const reading = (topic: Topic | undefined): TopicReading => ({ topic, pathways, compare });

  // Several pathways with a move between them: moving between pathways (before comparing them).
  const becomeKf = pathways.includes('kaigo_fukushishi') && BECOME_CUE.test(plain) && /\b(?:cara|caranya|bagaimana|how|bisa|can|syarat)\b/.test(plain);
  if (!compare && ((pathways.length >= 2 && SWITCH_CUE.test(plain)) || becomeKf)) return reading('switch');

  const scores = new Map<Topic, number>();
  const add = (topic: Topic, weight: number) => scores.set(topic, (scores.get(topic) ?? 0) + weight);
  for (const cue of CUES) {
    if (!cue.when.test(plain)) continue;
    add(cue.topic, cue.weight + (cue.plus?.test(plain) ? 2 : 0));
  }
  // Length of the training (not of a stay), and what it costs (the LPK's fee, or this site's).
  if (HOW_LONG.test(plain) && TRAINING_SUBJECT.test(plain) && !STAY_CUE.test(plain)) add('training', 4);
  if (FEE_CUE.test(plain) || FREE_CUE.test(plain)) {
    if (SITE_CUE.test(plain) || (FREE_CUE.test(plain) && !TRAINING_SUBJECT.test(plain))) add('site_cost', 3);
    else if (TRAINING_SUBJECT.test(plain) && !scores.has('training')) add('fees', 3);
  }
  if (MINIMUM_WAGE_CUE.test(plain)) add('minimum_wage', 4);
  else if (SALARY_CUE.test(plain)) {
    if (CLAIM_CUE.test(plain)) add('salary_claim', 4);
    else if (TAKE_HOME_CUE.test(plain)) add('take_home', 3);
    else add('salary', 3);
  } else if (
    TAKE_HOME_CUE.test(plain) &&
    /\b(?:gaji|pajak|tax|taxes|bersih|take home|takehome|net|potong|potongan|dipotong|deduction|deductions|deducted)\b/.test(plain)
  )
    add('take_home', 3);
  // How long one may stay: a pathway with "how long" (its own passage answers a plain "how long is TITP").
  if (HOW_LONG.test(plain) && pathways.length && STAY_CUE.test(plain)) add('stay', 2);
  // A withdrawal is about a registration, not an exam ("batal ujian" is not asked here).
  if (scores.has('withdraw')) scores.delete('apply');

  // The strongest cue wins; of two as strong, the one that says more about what is asked (PRIORITY).
  const ranked = [...scores.entries()].filter(([, score]) => score >= 2).sort((x, y) => y[1] - x[1] || PRIORITY.indexOf(x[0]) - PRIORITY.indexOf(y[0]));
  return reading(ranked[0]?.[0]);
}

/** Of two topics cued as strongly, the earlier one here wins ("cara batal daftar" is a withdrawal). */
const PRIORITY: readonly Topic[] = [
  'report',
  'certificate_lost',
  'charges',
  'fee_check',
  'licence',
  'reviews',
  'official_tests',
  'withdraw',
  'switch',
  'age',
  'health',
  'education',
  'family',
  'training',
  'site_cost',
  'fees',
  'documents',
  'stay',
  'salary_claim',
  'minimum_wage',
  'take_home',
  'salary',
  'exams',
  'data',
  'apply',
  'certificate',
];
