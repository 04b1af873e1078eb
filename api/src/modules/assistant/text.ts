import { foldText } from 'contracts';
import type { Language } from '../../i18n';

/**
 * Text processing of the assistant's retrieval, the same for the indexed passages and the
 * questions: fold (lower case, no diacritics), phrases joined, punctuation dropped, stop words
 * dropped, synonyms mapped to one term, and a light stemmer for the common Indonesian affixes
 * (particles -lah/-kah/-pun, possessives -ku/-mu/-nya, suffixes -kan/-an/-i, prefixes
 * me-/ber-/di-/ter-/ke-/pe-/se- and their variants) or English inflections (-s, -es, -ing, -ed).
 */

/** Multi-word expressions turned into one token before splitting (folded text, word-bounded). */
const PHRASES: readonly [RegExp, string][] = [
  [/\btake[\s-]?home\b/g, 'takehome'],
  [/\bgaji bersih\b/g, 'gaji takehome'],
  [/\bnet (?:pay|salary|income)\b/g, 'takehome gaji'],
  [/\bkaigo fukushishi\b/g, 'fukushishi'],
  [/\bcertified care workers?\b/g, 'fukushishi'],
  [/\b(?:care worker|nursing care) visas?\b/g, 'fukushishi visa'],
  [/\bspecified skilled workers?\b/g, 'ssw'],
  [/\bpekerja berketerampilan (?:spesifik|khusus)\b/g, 'ssw'],
  [/\btokutei gino[u]?\b/g, 'ssw'],
  [/\btechnical intern(?:ship)?(?: training)?\b/g, 'titp'],
  [/\bgino jisshu\b/g, 'titp'],
  [/\bjft[\s-]?basic\b/g, 'jft'],
  [/\bemployment for skill development\b/g, 'ikusei'],
  [/\bikusei shuro\b/g, 'ikusei'],
  [/\bminimum wages?\b/g, 'upahminimum'],
  [/\bupah minimum\b/g, 'upahminimum'],
  [/\bexchange rates?\b/g, 'kurs'],
  [/\bnilai tukar\b/g, 'kurs'],
  [/\bpermanent residen(?:ce|cy)\b/g, 'tinggaltetap'],
  [/\bizin tinggal tetap\b/g, 'tinggaltetap'],
  [/\bsending organi[sz]ations?\b/g, 'lembagapengirim'],
  [/\blembaga pengirim\b/g, 'lembagapengirim'],
  [/\bsign[\s-]?up\b/g, 'daftar'],
  [/\bwhats ?app\b/g, 'whatsapp'],
];

const STOP: Record<Language, ReadonlySet<string>> = {
  id: new Set(
    (
      'yang dan di ke dari untuk pada dalam dengan atau juga ini itu ada adalah apa apakah bagaimana gimana berapa kapan mana siapa ' +
      'saya aku anda kamu kami kita dia mereka sy gue gw nya ya dong sih deh kok kah lah pun tolong mohon bisa dapat akan sudah telah punya ' +
      'masih belum harus perlu mau ingin pengen tentang soal seperti jika kalau kalo agar supaya karena oleh sebagai bagi para hal ' +
      'sangat lebih paling cara bagaimanakah apakah berapakah saja aja tidak tak bukan jadi lalu kemudian atau sebuah suatu semua ' +
      'banyak sekali tsb dgn utk yg dr pd brp gmn bgmn gimana knp kpn apa2 gak ga nggak enggak tdk blm sdh udh udah bs bsa aja sj krn trus terus sebelum setelah sesudah menjadi biasanya umumnya halo hai nik hp katanya terjadi the a an is are of to in'
    ).split(' '),
  ),
  en: new Set(
    (
      'the a an is are was were be been being am do does did doing have has had what how much many when where which who whom why ' +
      'i me my mine we our you your he she it its they them their this that these those there here of to in on at for from by with ' +
      'about as into than then so and or but if can could would should will shall may might must please tell know want need get ' +
      'any some all just also very more most not no yes do does there s t before after become becoming usually typically hi hello hey ' +
      'whats whos hows wheres thats between happen happens happened happening'
    ).split(' '),
  ),
};

/**
 * Synonyms: every term of a group becomes the group's first term (cross-language groups let an
 * English word find an Indonesian passage and back). Looked up before and after stemming.
 */
const SYNONYM_GROUPS: readonly string[][] = [
  [
    'gaji',
    'upah',
    'salary',
    'salaries',
    'wage',
    'wages',
    'pay',
    'paid',
    'income',
    'penghasilan',
    'pendapatan',
    'earn',
    'earning',
    'earnings',
    'bayaran',
    'gajinya',
    'hasil',
  ],
  ['takehome', 'bersih', 'net'],
  ['kotor', 'gross'],
  [
    'biaya',
    'harga',
    'ongkos',
    'tarif',
    'fee',
    'fees',
    'cost',
    'costs',
    'price',
    'prices',
    'bayar',
    'membayar',
    'dibayar',
    'mahal',
    'expensive',
    'berbayar',
    'charge',
    'charges',
    'rupiah',
    'idr',
  ],
  ['potong', 'potongan', 'deduction', 'deductions', 'deduct', 'dipotong'],
  ['pajak', 'tax', 'taxes'],
  ['asuransi', 'insurance'],
  ['pensiun', 'pension'],
  ['asrama', 'dormitory', 'dormitories', 'dorm', 'dorms', 'mess', 'housing', 'accommodation', 'akomodasi', 'menginap', 'inap'],
  ['bahasa', 'language', 'nihongo', 'languages'],
  ['jlpt', 'noryoku', 'level', 'levels', 'tingkat', 'mahir', 'fasih', 'fluent', 'proficiency', 'kemampuan'],
  ['titp', 'magang', 'intern', 'interns', 'internship', 'trainee', 'trainees', 'pemagang', 'jisshu'],
  ['ssw', 'tokutei', 'skilled'],
  ['fukushishi', 'kaigofukushishi'],
  ['lpk', 'lpks', 'institute', 'institutes', 'institut', 'lembaga', 'school', 'schools', 'sekolah', 'kursus'],
  ['dokumen', 'document', 'documents', 'berkas', 'paspor', 'passport', 'ktp', 'ijazah', 'diploma', 'paperwork'],
  ['syarat', 'persyaratan', 'requirement', 'requirements', 'require', 'required', 'eligible', 'eligibility', 'qualify'],
  ['daftar', 'ikut', 'join', 'register', 'registration', 'registrations', 'registering', 'signup', 'apply', 'applying', 'application', 'lamar', 'melamar'],
  ['akun', 'account', 'accounts'],
  ['lowongan', 'vacancy', 'vacancies', 'job', 'jobs', 'loker', 'opening', 'openings', 'posisi', 'position'],
  ['jepang', 'japan', 'japanese', 'nihon'],
  ['kerja', 'work', 'works', 'working', 'bekerja', 'pekerjaan', 'employment', 'worker', 'workers', 'pekerja'],
  ['perawat', 'caregiver', 'caregivers', 'carer', 'carers', 'nurse', 'nursing', 'care', 'kaigo', 'perawatan', 'rawat'],
  ['lansia', 'elderly', 'manula', 'werdha', 'jompo'],
  ['keluarga', 'family', 'families', 'istri', 'suami', 'anak', 'wife', 'husband', 'children', 'spouse'],
  ['visa'],
  ['ujian', 'exam', 'exams', 'test', 'tests', 'tes', 'examination', 'lulus', 'pass'],
  ['sertifikat', 'certificate', 'certificates', 'sertifikatnya'],
  ['batal', 'membatalkan', 'cancel', 'withdraw', 'withdrawal', 'tarik', 'menarik', 'undur', 'mengundurkan'],
  ['data', 'privacy', 'privasi', 'personal', 'pribadi'],
  ['gratis', 'free', 'cuma'],
  ['kurs'],
  ['yen', 'jpy'],
  ['lama', 'durasi', 'duration', 'long'],
  ['tahun', 'year', 'years', 'tahunan'],
  ['bulan', 'month', 'months', 'monthly', 'bulanan', 'perbulan'],
  ['pengalaman', 'experience', 'experienced', 'inexperienced', 'berpengalaman', 'pemula', 'beginner', 'beginners', 'fresh'],
  ['pilih', 'memilih', 'choose', 'choosing', 'select', 'pilihan', 'bagus', 'best', 'terbaik', 'trusted', 'terpercaya', 'legit'],
  ['izin', 'licence', 'license', 'licensed', 'licenses', 'licences', 'permit', 'resmi', 'official', 'terdaftar', 'legal'],
  ['akreditasi', 'accreditation', 'accredited', 'terakreditasi'],
  ['perpanjang', 'diperpanjang', 'renew', 'renewal', 'renewable', 'extend', 'perpanjangan'],
  ['jalur', 'pathway', 'pathways', 'route', 'routes', 'program', 'programs', 'programme', 'skema', 'scheme'],
  ['latih', 'pelatihan', 'training', 'train', 'belajar', 'study', 'studying', 'learn', 'learning', 'class', 'kelas'],
  ['hubung', 'hubungi', 'contact', 'kontak', 'whatsapp', 'wa', 'chat', 'telepon', 'phone'],
  ['situs', 'site', 'website', 'web', 'platform', 'layanan', 'service', 'aplikasi'],
  ['berangkat', 'keberangkatan', 'leave', 'leaving', 'depart', 'departure', 'go', 'going'],
  ['simulasi', 'simulation', 'simulate', 'hitung', 'calculate', 'calculator', 'perkiraan', 'estimate', 'estimated'],
  ['minimum', 'minimal', 'lowest', 'terendah'],
  ['rata', 'average', 'rerata'],
  [
    'ganti',
    'diganti',
    'digantikan',
    'gantikan',
    'pengganti',
    'replace',
    'replaced',
    'replacement',
    'hapus',
    'dihapus',
    'abolish',
    'abolished',
    'abolition',
    'end',
    'ended',
  ],
  ['bandingkan', 'banding', 'compare', 'comparison', 'perbandingan', 'beda', 'perbedaan', 'difference', 'differences', 'versus', 'vs'],
];

const SYNONYMS: ReadonlyMap<string, string> = new Map(SYNONYM_GROUPS.flatMap((group) => group.map((term) => [term, group[0]!] as const)));

/** Canonical terms that are never stemmed further. */
const CANONICAL: ReadonlySet<string> = new Set(SYNONYM_GROUPS.map((group) => group[0]!));

/**
 * A light Indonesian stemmer (no dictionary): one particle, one possessive, one derivational
 * suffix and up to two prefixes are removed while at least four letters stay.
 */
export function stemIndonesian(word: string): string {
  let w = word;
  const keep = (candidate: string) => candidate.length >= 4;
  for (const particle of ['lah', 'kah', 'tah', 'pun']) {
    if (w.endsWith(particle) && keep(w.slice(0, -particle.length))) {
      w = w.slice(0, -particle.length);
      break;
    }
  }
  for (const possessive of ['nya', 'ku', 'mu']) {
    if (w.endsWith(possessive) && keep(w.slice(0, -possessive.length))) {
      w = w.slice(0, -possessive.length);
      break;
    }
  }
  for (const suffix of ['kan', 'an', 'i']) {
    if (w.endsWith(suffix) && keep(w.slice(0, -suffix.length))) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  for (let round = 0; round < 2; round += 1) {
    const before = w;
    w = stripPrefix(w);
    if (w === before) break;
  }
  return w;
}

function stripPrefix(w: string): string {
  const rest = (n: number) => w.slice(n);
  const ok = (candidate: string) => candidate.length >= 4;
  // meny-/peny- + s (menyusun -> susun), meng-/peng- + vowel or g/h, mem-/pem- + p/b, men-/pen- + t/c/d/j.
  if (/^(me|pe)ny[aiueo]/.test(w) && ok(`s${rest(4)}`)) return `s${rest(4)}`;
  if (/^(me|pe)ng/.test(w) && ok(rest(4))) return rest(4);
  if (/^(me|pe)m[aiueo]/.test(w) && ok(`p${rest(3)}`)) return `p${rest(3)}`;
  if (/^(me|pe)m/.test(w) && ok(rest(3))) return rest(3);
  if (/^(me|pe)n[aiueo]/.test(w) && ok(`t${rest(3)}`)) return `t${rest(3)}`;
  if (/^(me|pe)n/.test(w) && ok(rest(3))) return rest(3);
  for (const prefix of ['ber', 'ter', 'per', 'be', 'me', 'di', 'ke', 'se', 'pe']) {
    if (w.startsWith(prefix) && ok(rest(prefix.length))) return rest(prefix.length);
  }
  return w;
}

/** A light English stemmer: plural -s/-es/-ies, -ing, -ed, while at least three letters stay. */
export function stemEnglish(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 5) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ing') && word.length > 6) return word.slice(0, -3);
  if (word.endsWith('ed') && word.length > 5) return word.slice(0, -2);
  if (word.endsWith('es') && /(?:ss|sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is')) return word.slice(0, -1);
  return word;
}

/** Folded text with punctuation and hyphens turned into spaces and phrases joined ("Gaji bersih?" -> "gaji takehome"). */
export function normalise(text: string): string {
  let out = foldText(text)
    .replace(/[’'`]/g, '')
    .replace(/[^\p{L}\p{N}\s]+/gu, ' ');
  for (const [pattern, replacement] of PHRASES) out = out.replace(pattern, replacement);
  return out.replace(/\s+/g, ' ').trim();
}

/** Raw tokens of normalised text ("Kaigo-Fukushishi" is two words, joined again by the phrases). */
export function tokens(text: string): string[] {
  return normalise(text).split(' ').filter(Boolean);
}

/** One token as the index sees it: its synonym group, else its stem (and the stem's group); null for a stop word. */
export function processToken(token: string, lang: Language): string | null {
  if (STOP[lang].has(token) || (token.length <= 2 && STOP[lang === 'id' ? 'en' : 'id'].has(token))) return null;
  const direct = SYNONYMS.get(token);
  if (direct) return direct;
  if (/^\d/.test(token)) return token;
  const stem = lang === 'id' ? stemIndonesian(token) : stemEnglish(token);
  if (CANONICAL.has(stem)) return stem;
  return SYNONYMS.get(stem) ?? stem;
}

/** The index terms of a text. */
export function terms(text: string, lang: Language): string[] {
  const out: string[] = [];
  for (const token of tokens(text)) {
    if (STOP[lang].has(token)) continue;
    const term = processToken(token, lang);
    if (term) out.push(term);
  }
  return out;
}

/**
 * Terms that tell the question is about going to Japan as a caregiver (or about this site).
 * A question with none of them (and no place the catalogue knows) is off topic.
 */
export const DOMAIN_TERMS: ReadonlySet<string> = new Set([
  'gaji',
  'takehome',
  'kotor',
  'biaya',
  'potong',
  'pajak',
  'asuransi',
  'pensiun',
  'asrama',
  'bahasa',
  'jlpt',
  'titp',
  'ssw',
  'fukushishi',
  'lpk',
  'dokumen',
  'syarat',
  'daftar',
  'akun',
  'lowongan',
  'jepang',
  'kerja',
  'perawat',
  'lansia',
  'keluarga',
  'visa',
  'ujian',
  'sertifikat',
  'batal',
  'data',
  'kurs',
  'yen',
  'pengalaman',
  'izin',
  'akreditasi',
  'perpanjang',
  'jalur',
  'latih',
  'hubung',
  'situs',
  'berangkat',
  'simulasi',
  'upahminimum',
  'takehome',
  'jft',
  'ikusei',
  'tinggaltetap',
  'lembagapengirim',
  'prefektur',
  'prefecture',
  'provinsi',
  'province',
  'kontrak',
  'contract',
  'profil',
  'profile',
  'dasbor',
  'dashboard',
  'panti',
  'facility',
  'fasilitas',
  'tokyo',
  'osaka',
  'gratis',
  'rata',
  'minimum',
]);

/** Languages of a question guessed from its stop words: 'en' or 'id' when one clearly wins, else undefined. */
export function guessLanguage(text: string): Language | undefined {
  const words = tokens(text);
  let id = 0;
  let en = 0;
  for (const word of words) {
    if (word.length < 2) continue;
    if (STOP.id.has(word) && !STOP.en.has(word)) id += 1;
    if (STOP.en.has(word) && !STOP.id.has(word)) en += 1;
  }
  if (en >= 2 && id === 0) return 'en';
  if (id >= 2 && en === 0) return 'id';
  return undefined;
}
