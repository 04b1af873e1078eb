import { foldText, type Experience, type Pathway, type Program } from 'contracts';
import { findIndonesianPlaces, findPrefectures, type IndonesianPlace } from './places';
import { DOMAIN_TERMS, processToken, tokens } from './text';
import { standardWords } from './topics';

/**
 * What a question asks, read with rules (no model): a greeting, legal advice (declined), a list
 * of institutes with filters ("LPK dengan asrama di Jawa Barat di bawah Rp5 juta"), institutes
 * by name, a list of vacancies, or anything else (answered from the knowledge, or declined).
 */

export interface LpkFilters {
  /** One province, or all provinces of an island. */
  provinces?: readonly string[];
  city?: string;
  /** How the place was named (for the answer). */
  place?: string;
  dormitory?: 0 | 1;
  /** Registration fee bounds in IDR; `below`/`above` exclusive, `max`/`min` inclusive. */
  fee?: { below?: number; max?: number; above?: number; min?: number };
  /**
   * "Murah", "a low fee": the search page's fee level Rendah (below LOW_FEE_BELOW). A condition
   * like the others; when nothing meets them all, the answer says so and shows the closest (the
   * same conditions, any fee, cheapest first), each with what it does not meet.
   */
  lowFee?: true;
  /** "Biaya dalam kisaran umum", "fees within the usual range": the search's fee-check filter (fee_check=within). */
  usualFees?: true;
  program?: Program;
  /** Best rated first, cheapest first, or best exam pass rate first ("tingkat kelulusan tertinggi"). */
  sort: 'rating' | 'price' | 'pass_rate';
  /** "The nearest LPK": when the place has none, the nearest provinces that have some. */
  nearest?: boolean;
}

export interface JobFilters {
  prefecture?: string;
  pathway?: Pathway;
  experience?: Experience;
}

export type Intent =
  | { type: 'greeting' }
  | { type: 'thanks' }
  | { type: 'legal' }
  | { type: 'lpk_list'; filters: LpkFilters }
  | { type: 'lpk_name'; words: string[]; shown: string; capitalised: boolean; filters: LpkFilters }
  | { type: 'job_list'; filters: JobFilters }
  | { type: 'knowledge' };

const GREETING =
  /^(?:(?:halo|hallo|hai|hi|hello|hey|hei|pagi|siang|sore|malam|selamat (?:pagi|siang|sore|malam)|good (?:morning|afternoon|evening)|assalamu ?alaikum|salam|permisi|min|admin|kak|bot|asisten|assistant)[\s!.,?]*)+$/;
const THANKS =
  /^(?:(?:terima ?kasih|makasih|trims|thanks|thank you|thx|ok(?:e|ay)?|baik|sip|mantap|good|great|nice)[\s!.,]*(?:banyak|a lot|so much|ya|kak|min)?[\s!.,]*)+$/;

const LEGAL = new RegExp(
  [
    'nasihat hukum',
    'nasehat hukum',
    'saran hukum',
    'konsultasi hukum',
    'bantuan hukum',
    'pengacara',
    'advokat',
    'gugat',
    'tuntut',
    'lapor(?:kan)? (?:ke )?polisi',
    'pengadilan',
    'pidana',
    'perdata',
    'legal advice',
    'lawyer',
    'attorney',
    '\\bsue\\b',
    '\\bsuing\\b',
    'lawsuit',
    '\\bcourt\\b',
    'overstay',
    'deport',
    'kabur dari',
    'run away from',
    'melanggar kontrak',
    'pelanggaran kontrak',
    'breach of contract',
    'ilegal',
    'illegal',
    'undang-undang',
    'melanggar hukum',
    'against the law',
    'is it legal',
  ].join('|'),
);

const LPK_WORD =
  /\blpks?\b|lembaga pelatihan|tempat pelatihan|training (?:centers?|centres?|institutes?|schools?)|\binstitut(?:e|es)?\b|\bsekolah\b|\bschools?\b/;
const JOB_WORD = /\blowongan|\bloker\b|vacanc(?:y|ies)|\bjobs?\b|\bpekerjaan\b|\bposisi\b|\bopenings?\b/;
const LIST_VERB =
  /\b(?:cari|carikan|mencari|temukan|tampilkan|tunjukkan|sebutkan|rekomendasi(?:kan)?|rekomen|sarankan|list|find|show|recommend|suggest|search|which|mana|adakah|apa saja|any)\b/;
const HOW_TO = /\b(?:cara|bagaimana|gimana|how to|how do|how can|how should|tips|memilih|pilih|choose|choosing|apa itu|what is|what are)\b/;
/** The exam pass rate asked for as a superlative ("tingkat kelulusan paling tinggi", "best pass rate"), not the rating. */
const PASS_RATE = /\b(?:kelulusan(?:nya)?|tingkat lulus|persentase lulus|pass(?:ing)? rates?|success rates?|lulus(?:an)? (?:paling|ter)\w*)\b/;
const NEAREST = /\b(?:terdekat|paling dekat|dekat dengan|dekat dari|nearest|closest|near me|near to|nearby)\b/;
const CHEAP =
  /\b(?:termurah|paling murah|murah|cheapest|cheaper|cheap|affordable|terjangkau|lowest fees?|low[\s-]cost|low (?:registration )?fees?|biaya rendah)\b/;
/** The cheapest (a sort, not a condition): "termurah", "paling murah", "cheapest", "lowest fee". */
const CHEAPEST = /\b(?:termurah|paling murah|paling rendah|terendah|cheapest|lowest(?: registration)? fees?)\b/g;
/** A low fee asked for as a condition: "murah", "biaya rendah", "cheap", "a low fee", "affordable". */
const LOW_FEE =
  /\b(?:murah|cheap|affordable|terjangkau|low[\s-]cost|low (?:registration )?fees?|(?:biaya|biayanya|harga|harganya) (?:yang |yg )?(?:rendah|murah))\b/;

/** Fees within the usual range asked for as a condition (not what the words mean: EXPLAIN). */
const USUAL_FEES = /\b(?:kisaran (?:umum|biasa|wajar)|(?:within|in) (?:the )?usual range|usual range of fees)\b/;
const EXPLAIN =
  /\b(?:arti|artinya|maksud|maksudnya|mean|means|meaning|dihitung|diitung|dihitungnya|computed|calculated|compute|calculate|median|persentil|percentile)\b/;

const DORM_WORD = '(?:asrama(?:nya)?|dormitor(?:y|ies)|dorms?|mess|tempat tinggal|housing|accommodation|akomodasi)';
const DORM = new RegExp(`\\b${DORM_WORD}\\b`);
const NO_DORM = new RegExp(`\\b(?:tanpa|tidak ada|tdk ada|tak ada|tidak punya|tidak menyediakan|bukan|without|no|non)\\s+(?:\\w+\\s+)?${DORM_WORD}\\b`);

const INEXPERIENCED =
  /\b(?:(?:tanpa|belum|tidak|tdk|tak|no|without|zero)\s+(?:ada\s+|punya\s+|memiliki\s+)?(?:ber)?pengalaman|pemula|beginners?|inexperienced|no experience|entry[\s-]level|fresh graduate|lulusan baru|never worked)\b/;
const EXPERIENCED = /\b(?:berpengalaman|experienced|sudah (?:ber)?pengalaman|punya pengalaman|with experience|pernah bekerja)\b/;

const PROGRAMS: readonly [RegExp, Program][] = [
  [/kaigo fukushishi|fukushishi|certified care worker/, 'kaigo_fukushishi'],
  [/\bssw\b|tokutei|specified skilled|berketerampilan/, 'ssw'],
  [/\btitp\b|magang|\bintern(?:ship|s)?\b|gino jisshu|technical intern/, 'titp'],
  [/kursus bahasa|kelas bahasa|program bahasa|language (?:course|program|class|school)/, 'language'],
];

const CEILING =
  '(?:di ?bawah|kurang dari|kurang dr|maksimal|maksimum|maks\\.?|max\\.?|paling mahal|tidak lebih dari|tak lebih dari|tidak sampai|under|below|less than|at most|up to|maximum|no more than|cheaper than|sampai|hingga|<=?|≤)';
const FLOOR = '(?:di ?atas|lebih dari|minimal|minimum|min\\.?|paling sedikit|above|over|more than|at least|>=?|≥)';
const AMOUNT = '(?:rp\\.?\\s*|idr\\s*)?(\\d{1,3}(?:[.,]\\d{3})+|\\d+(?:[.,]\\d+)?)\\s*(juta|jt|million|mio|m|ribu|rb|k|thousand|miliar|billion)?\\b';
const FEE_BOUND = new RegExp(`(${CEILING}|${FLOOR})\\s*${AMOUNT}`, 'g');
const IS_CEILING = new RegExp(`^${CEILING}$`);
const YEN_AFTER = /^\s*(?:yen|jpy|¥)/;

/** "5.000.000", "5,5", "5" with "juta" -> 5000000, 5500000, 5000000; a bare small number counts in millions (fees are millions of rupiah). */
export function parseAmount(digits: string, unit: string | undefined): number {
  const grouped = /^\d{1,3}(?:[.,]\d{3})+$/.test(digits);
  const value = grouped ? Number(digits.replace(/[.,]/g, '')) : Number(digits.replace(',', '.'));
  const multiplier =
    unit === undefined
      ? value < 1000
        ? 1_000_000
        : 1
      : /^(?:juta|jt|million|mio|m)$/.test(unit)
        ? 1_000_000
        : /^(?:miliar|billion)$/.test(unit)
          ? 1_000_000_000
          : 1_000;
  return Math.round(value * multiplier);
}

function feeBounds(folded: string): LpkFilters['fee'] {
  const fee: NonNullable<LpkFilters['fee']> = {};
  for (const m of folded.matchAll(FEE_BOUND)) {
    if (YEN_AFTER.test(folded.slice(m.index + m[0].length))) continue;
    const amount = parseAmount(m[2]!, m[3]);
    if (!Number.isFinite(amount) || amount <= 0) continue;
    const qualifier = m[1]!;
    const isCeiling = IS_CEILING.test(qualifier);
    const inclusive =
      /^(?:maksimal|maksimum|maks|max|at most|up to|maximum|no more than|tidak lebih dari|tak lebih dari|sampai|hingga|<=|≤|minimal|minimum|min|paling sedikit|at least|>=|≥)/.test(
        qualifier,
      );
    if (isCeiling) {
      if (inclusive) fee.max = amount;
      else fee.below = amount;
    } else if (inclusive) fee.min = amount;
    else fee.above = amount;
  }
  return Object.keys(fee).length ? fee : undefined;
}

function programOf(folded: string): Program | undefined {
  return PROGRAMS.find(([pattern]) => pattern.test(folded))?.[1];
}

/** Words after "LPK" that may be a name: up to four, stopping at the first word that is not part of one. */
function nameAfterLpk(original: string): { words: string[]; shown: string; capitalised: boolean } | undefined {
  const m = /\blpk\s+([^?!.,;:()"]{2,80})/i.exec(original);
  if (!m) return undefined;
  const shownWords: string[] = [];
  const words: string[] = [];
  for (const raw of m[1]!.trim().split(/\s+/).slice(0, 4)) {
    const word = foldText(raw).replace(/[^a-z0-9]/g, '');
    if (word.length < 3 || NOT_NAME.has(word) || processToken(word, 'id') === null || processToken(word, 'en') === null) break;
    // A word of the assistant's vocabulary (biaya, asrama, program...) ends the name.
    if (VOCABULARY.has(processToken(word, 'id') ?? '') || VOCABULARY.has(processToken(word, 'en') ?? '')) break;
    words.push(word);
    shownWords.push(raw.replace(/[^\p{L}\p{N}-]/gu, ''));
  }
  if (!words.length) return undefined;
  return { words, shown: shownWords.join(' '), capitalised: shownWords.every((w) => /^\p{Lu}/u.test(w)) };
}

/** Words that never start or continue an institute's name. */
const NOT_NAME = new Set(
  'terbaik terbagus bagus murah termurah mahal resmi terdaftar terpercaya terdekat terbesar populer mana apa yang yg dengan dgn untuk utk di ke dari dan atau ini itu tersebut saja aja mana apa berapa bisa dapat punya menyediakan ada tanpa lewat melalui via through paling tingkat kelulusan with in at for from near best cheapest cheap good official that which offering offers has have the and or is are'.split(
    ' ',
  ),
);

/** The assistant's topic words (text.ts DOMAIN_TERMS) and a few more of questions: such a word is a topic, not a name. */
const VOCABULARY: ReadonlySet<string> = new Set([...DOMAIN_TERMS, 'bulan', 'tahun', 'bandingkan', 'lama', 'pilih']);

export interface ReadOptions {
  /** The cities the catalogue has (institute filter by city). */
  cities: readonly string[];
}

/** Reads a question (the user's own words, before any redaction). */
export function readIntent(question: string, options: ReadOptions): Intent {
  const folded = standardWords(question);
  const plain = folded
    .replace(/[^\p{L}\p{N}\s']/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain || GREETING.test(plain)) return { type: 'greeting' };
  if (THANKS.test(plain)) return { type: 'thanks' };
  if (LEGAL.test(folded)) return { type: 'legal' };

  const places = findIndonesianPlaces(folded, options.cities);
  const prefectures = findPrefectures(folded);
  const program = programOf(folded);
  const dormitory = NO_DORM.test(folded) ? 0 : DORM.test(folded) ? 1 : undefined;
  const fee = feeBounds(folded);
  const cheap = CHEAP.test(folded);
  // A stated bound says more than "murah"; "the cheapest" only sorts.
  const lowFee = !fee && LOW_FEE.test(folded.replace(CHEAPEST, ' '));
  const lpkWord = LPK_WORD.test(folded);
  const jobWord = JOB_WORD.test(folded);
  const howTo = HOW_TO.test(folded);

  const passRate = PASS_RATE.test(folded);
  const lpkFilters: LpkFilters = { sort: cheap || fee ? 'price' : passRate ? 'pass_rate' : 'rating' };
  if (NEAREST.test(folded)) lpkFilters.nearest = true;
  const place = places[0];
  if (place) {
    lpkFilters.place = placeLabel(place.value, place.text);
    if (place.value.kind === 'city') lpkFilters.city = place.value.city;
    else lpkFilters.provinces = place.value.provinces;
  }
  if (dormitory !== undefined) lpkFilters.dormitory = dormitory;
  if (fee) lpkFilters.fee = fee;
  if (lowFee) lpkFilters.lowFee = true;
  if (USUAL_FEES.test(folded) && !howTo && !EXPLAIN.test(folded)) lpkFilters.usualFees = true;
  if (program) lpkFilters.program = program;

  // Vacancies: asked for with a vacancy word and something to filter (or a plain "show me").
  const experience: Experience | undefined = INEXPERIENCED.test(folded) ? 'inexperienced' : EXPERIENCED.test(folded) ? 'experienced' : undefined;
  const jobFilters: JobFilters = {};
  if (prefectures[0]) jobFilters.prefecture = prefectures[0].value;
  if (program && program !== 'language') jobFilters.pathway = program;
  if (experience) jobFilters.experience = experience;
  const jobFilterCount = Object.keys(jobFilters).length;
  if (jobWord && !lpkWord && (jobFilterCount > 0 || (LIST_VERB.test(folded) && !howTo))) return { type: 'job_list', filters: jobFilters };

  if (lpkWord) {
    const named = nameAfterLpk(question);
    if (named && named.words.some((w) => !places.some((p) => p.text.split(/\s+/).includes(w)))) {
      return { type: 'lpk_name', words: named.words, shown: named.shown, capitalised: named.capitalised, filters: lpkFilters };
    }
    const lpkFilterCount = [lpkFilters.provinces ?? lpkFilters.city, dormitory, fee, program, lpkFilters.usualFees].filter((v) => v !== undefined).length;
    if (lpkFilterCount > 0 || cheap || passRate || lpkFilters.nearest || (LIST_VERB.test(folded) && !howTo)) return { type: 'lpk_list', filters: lpkFilters };
  }
  if (jobWord && jobFilterCount > 0) return { type: 'job_list', filters: jobFilters };
  return { type: 'knowledge' };
}

/** The place as the question named it, for the answer ("Jawa Barat", "Bandung", "Jawa"). */
function placeLabel(place: IndonesianPlace, text: string): string {
  if (place.kind === 'city') return place.city;
  if (place.provinces.length === 1) return place.provinces[0]!;
  return text.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}

/** Content words of a question (for follow-up detection): index terms without stop words. */
export function contentWords(question: string): string[] {
  return tokens(question).filter((token) => processToken(token, 'id') !== null && processToken(token, 'en') !== null);
}
