import {
  CAMPUS_FACILITIES,
  PROGRAMS,
  feeLevel,
  foldText,
  type Accreditation,
  type Exam,
  type FeeItem,
  type FeeLevel,
  type Program,
  type SendingOrgStatus,
} from 'contracts';
import { instituteSearchText, programFlags, provinceKey } from '../../../modules/catalogue/columns';
import type { InstituteDetailsJson } from '../../../modules/catalogue/types';
import type { NewInstitute } from '../../schema';
import { PREFECTURES } from './japan';
import { createRng, type Rng } from './random';
import { CITIES, STREETS, type IndonesianCity } from './regions';

/**
 * Generator of training institutes (LPK). The demo catalogue is its first institutes; the
 * benchmark asks it for 10,000 with the same code. Names are invented from a Japanese and an
 * Indonesian word plus the city, and do not stand for real organisations; contact addresses use
 * the reserved `.test` domain.
 */
const JAPANESE_WORDS = [
  'Sakura',
  'Hikari',
  'Midori',
  'Aozora',
  'Kibou',
  'Nozomi',
  'Yume',
  'Hoshi',
  'Tsubasa',
  'Kizuna',
  'Himawari',
  'Kaede',
  'Momiji',
  'Asahi',
  'Haruka',
  'Wakaba',
  'Sumire',
  'Tsubaki',
  'Kokoro',
  'Egao',
  'Hinode',
  'Niji',
  'Mizuho',
  'Akari',
  'Yuuki',
  'Hanabi',
  'Kirameki',
  'Shizuku',
  'Komorebi',
  'Hotaru',
] as const;

const INDONESIAN_WORDS = [
  'Mandiri',
  'Nusantara',
  'Sejahtera',
  'Cemerlang',
  'Harapan',
  'Mulia',
  'Abadi',
  'Prima',
  'Utama',
  'Insani',
  'Bakti',
  'Karya',
  'Sentosa',
  'Lestari',
  'Makmur',
  'Gemilang',
  'Persada',
  'Amanah',
  'Sinergi',
  'Madani',
  'Citra',
  'Bestari',
  'Wiyata',
  'Cendekia',
  'Berdikari',
  'Pertiwi',
  'Santika',
  'Wibawa',
] as const;

/** Share of each fee band, as a repeating pattern (30% low, 50% medium, 20% high). */
const FEE_PATTERN: readonly FeeLevel[] = ['medium', 'low', 'medium', 'high', 'low', 'medium', 'low', 'medium', 'high', 'medium'];

const ROMAN_MONTHS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];

const PROGRAM_PROSE: Record<Program, { id: string; en: string }> = {
  titp: { id: 'magang TITP (Ginō Jisshū)', en: 'TITP technical internship' },
  ssw: { id: 'Tokutei Ginō (SSW) bidang kaigo', en: 'Specified Skilled Worker (SSW) nursing care' },
  kaigo_fukushishi: { id: 'persiapan ujian nasional Kaigo Fukushishi', en: 'Kaigo Fukushishi national-exam preparation' },
  language: { id: 'kursus bahasa Jepang', en: 'Japanese language course' },
};

/** Typical training length in months per program; an institute trains as long as its longest program. */
const PROGRAM_MONTHS: Record<Program, [number, number]> = {
  titp: [4, 6],
  ssw: [3, 6],
  kaigo_fukushishi: [6, 12],
  language: [3, 6],
};

type Sentence = (v: { name: string; city: string; province: string; founded: number }) => { id: string; en: string };

const INTROS: readonly Sentence[] = [
  (v) => ({
    id: `${v.name} adalah lembaga pelatihan kerja (LPK) di ${v.city}, ${v.province}, yang menyiapkan calon perawat lansia (kaigo) untuk bekerja di Jepang.`,
    en: `${v.name} is a job-training institute (LPK) in ${v.city}, ${v.province}, preparing future caregivers (kaigo) to work in Japan.`,
  }),
  (v) => ({
    id: `Berdiri sejak ${v.founded}, ${v.name} melatih calon kaigo dari ${v.city} dan sekitarnya sebelum berangkat ke Jepang.`,
    en: `Founded in ${v.founded}, ${v.name} trains future caregivers from ${v.city} and the surrounding area before they leave for Japan.`,
  }),
  (v) => ({
    id: `${v.name} di ${v.city}, ${v.province}, berfokus pada pelatihan perawatan lansia dan bahasa Jepang bagi peserta yang ingin berkarier di Jepang.`,
    en: `${v.name} in ${v.city}, ${v.province}, focuses on elderly-care and Japanese-language training for people who want a career in Japan.`,
  }),
];

const EXTRAS: readonly { id: string; en: string }[] = [
  { id: 'Kelas kecil, paling banyak 20 peserta per kelas.', en: 'Small classes of at most 20 trainees.' },
  {
    id: 'Praktik perawatan di laboratorium dengan tempat tidur perawatan dan kursi roda.',
    en: 'Hands-on care practice in a lab with care beds and wheelchairs.',
  },
  { id: 'Pendampingan ujian JFT-Basic dan ujian keterampilan kaigo.', en: 'Coaching for the JFT-Basic and nursing-care skills tests.' },
  { id: 'Praktik singkat di panti werdha setempat sebelum keberangkatan.', en: 'A short placement at a local nursing home before departure.' },
  { id: 'Kelas malam dan akhir pekan untuk peserta yang masih bekerja.', en: 'Evening and weekend classes for trainees who still work.' },
  { id: 'Sebagian pengajar adalah alumni yang pernah bekerja di Jepang.', en: 'Some instructors are alumni who have worked in Japan.' },
  { id: 'Bimbingan dokumen, wawancara kerja dan persiapan keberangkatan.', en: 'Help with documents, job interviews and preparing for departure.' },
];

function joinList(items: string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

const slug = (text: string) =>
  foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const round = (value: number, unit: number) => Math.round(value / unit) * unit;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

function chooseCity(index: number, rng: Rng): IndonesianCity {
  return index < CITIES.length ? CITIES[index]! : rng.weighted(CITIES);
}

function choosePrograms(index: number, rng: Rng): Program[] {
  // Institutes 1 and 2 (demo staff accounts) offer every program.
  if (index < 2) return [...PROGRAMS];
  const chosen = new Set<Program>();
  if (rng.chance(0.7)) chosen.add('titp');
  if (rng.chance(0.6)) chosen.add('ssw');
  if (rng.chance(chosen.size ? 0.25 : 0.1)) chosen.add('kaigo_fukushishi');
  if (rng.chance(0.45) || chosen.size === 0) chosen.add('language');
  return PROGRAMS.filter((p) => chosen.has(p));
}

function feeAmount(level: FeeLevel, rng: Rng): number {
  switch (level) {
    case 'low':
      return rng.step(2_500_000, 4_950_000, 50_000);
    case 'medium':
      return rng.step(5_000_000, 15_000_000, 250_000);
    case 'high':
      return rng.step(15_500_000, 32_000_000, 500_000);
  }
}

/** Splits the registration fee into its parts; the parts always add up to the total. */
function feeBreakdown(total: number, programs: Program[], hasDormitory: boolean): { key: FeeItem; amount: number }[] {
  const items: { key: FeeItem; amount: number }[] = [
    { key: 'registration', amount: round(total * 0.06, 10_000) },
    { key: 'materials', amount: round(total * 0.06, 10_000) },
    { key: 'medical_check', amount: Math.min(750_000, round(total * 0.08, 10_000)) },
    { key: 'uniform', amount: round(total * 0.03, 10_000) },
  ];
  if (hasDormitory) items.push({ key: 'dormitory', amount: round(total * 0.15, 10_000) });
  if (programs.includes('ssw') || programs.includes('kaigo_fukushishi')) items.push({ key: 'exam', amount: round(total * 0.07, 10_000) });
  const rest = total - items.reduce((sum, item) => sum + item.amount, 0);
  return [{ key: 'training', amount: rest }, ...items];
}

function passRates(programs: Program[], overall: number, year: number, rng: Rng): InstituteDetailsJson['pass_rates'] {
  const exams: Exam[] = ['jlpt_n4'];
  if (programs.includes('ssw')) exams.push('jft_basic', 'kaigo_skills', 'kaigo_japanese');
  if (programs.includes('kaigo_fukushishi')) exams.push('kaigo_fukushishi_exam');
  return {
    year,
    exams: exams.map((key) => {
      // The national care-worker exam is harder: lower rates than the entry tests.
      const base = key === 'kaigo_fukushishi_exam' ? overall - 25 : overall + rng.int(-6, 4);
      return { key, rate: oneDecimal(Math.max(20, Math.min(99.5, base + rng.next()))), candidates: rng.int(8, 120) };
    }),
  };
}

export interface GenerateInstitutesOptions {
  /** PRNG seed; the demo catalogue uses the default. */
  seed?: number;
  /** Creation timestamp and reference date for founded/issued years. */
  now?: Date;
  /** Mark institutes as invented (details.fictional); true for demo and benchmark data. */
  fictional?: boolean;
}

export const DEFAULT_SEED = 20_251_001;

/** Generates `count` institutes, deterministic for a given seed and date. */
export function generateInstitutes(count: number, options: GenerateInstitutesOptions = {}): NewInstitute[] {
  const now = options.now ?? new Date();
  const run: Run = {
    rng: createRng(options.seed ?? DEFAULT_SEED),
    createdAt: now.toISOString(),
    thisYear: now.getUTCFullYear(),
    fictional: options.fictional ?? true,
    usedNames: new Set<string>(),
  };
  const out: NewInstitute[] = [];
  for (let index = 0; index < count; index += 1) out.push(generateInstitute(index, run));
  return out;
}

/** What the institutes of one run share: the random numbers (drawn in a fixed order: the order of the calls below is the data), the dates and the names taken. */
interface Run {
  rng: Rng;
  createdAt: string;
  thisYear: number;
  fictional: boolean;
  usedNames: Set<string>;
}

/** The choices an institute's details and description are written from. */
interface Profile {
  place: IndonesianCity;
  name: string;
  programs: Program[];
  fee: number;
  hasDormitory: boolean;
  trainingMonths: number;
  founded: number;
  accreditation: Accreditation;
  passRate: number;
  rating: number;
  sendingOrg: SendingOrgStatus;
}

/** The institute at `index` of a run. */
function generateInstitute(index: number, run: Run): NewInstitute {
  const { rng, thisYear } = run;
  const place = chooseCity(index, rng);
  const name = uniqueName(index, place, run);
  const programs = choosePrograms(index, rng);
  const level = FEE_PATTERN[index % FEE_PATTERN.length]!;
  const fee = feeAmount(level, rng);
  const hasDormitory = index === 0 ? true : index === 1 ? false : rng.chance(0.6);
  const monthsMin = Math.max(...programs.map((p) => PROGRAM_MONTHS[p][0]));
  const monthsMax = Math.max(...programs.map((p) => PROGRAM_MONTHS[p][1]));
  const trainingMonths = rng.int(monthsMin, monthsMax);
  const founded = rng.int(1998, thisYear - 3);
  const standing = chooseStanding(programs, rng);
  const profile: Profile = { place, name, programs, fee, hasDormitory, trainingMonths, founded, ...standing };

  const permitYear = rng.int(founded, thisYear - 1);
  const permitMonth = rng.int(1, 12);
  const licenceNumber = `KEP.${rng.int(100, 9999)}/${place.provinceCode}.${String(rng.int(1, 79)).padStart(2, '0')}/LP.01.01/${ROMAN_MONTHS[permitMonth - 1]}/${permitYear}`;
  const soSince = standing.sendingOrg === 'registered' ? rng.int(Math.max(founded, 2010), thisYear - 1) : null;
  const street = rng.pick(STREETS);
  const address = `${street} No. ${rng.int(1, 250)}, ${place.city}, ${place.province} ${place.postalPrefix}${String(rng.int(10, 99))}`;

  const intro = rng.pick(INTROS)({ name, city: place.city, province: place.province, founded });
  const extras = rng.sample(EXTRAS, 2);
  const prose = (lang: 'id' | 'en') => description(lang, profile, intro, extras);
  const details = instituteDetails(profile, { licenceNumber, permitYear, permitMonth, soSince }, run);

  return {
    name,
    province: place.province,
    city: place.city,
    address,
    programs: JSON.stringify(programs),
    ...programFlags(programs),
    registration_fee: fee,
    fee_level: feeLevel(fee),
    has_dormitory: hasDormitory ? 1 : 0,
    training_months: trainingMonths,
    licence_number: licenceNumber,
    sending_org_status: standing.sendingOrg,
    accreditation: standing.accreditation,
    pass_rate: standing.passRate,
    rating: standing.rating,
    description_id: prose('id'),
    description_en: prose('en'),
    details: JSON.stringify(details),
    search_text: instituteSearchText(name, place.city, place.province),
    province_key: provinceKey(place.province),
    created_at: run.createdAt,
  };
}

/** An invented name (a Japanese and an Indonesian word and the city) no earlier institute of the run has; numbered after eight tries. */
function uniqueName(index: number, place: IndonesianCity, { rng, usedNames }: Run): string {
  let name = '';
  for (let attempt = 0; attempt < 8 && (name === '' || usedNames.has(name)); attempt += 1) {
    const jp = rng.pick(JAPANESE_WORDS);
    const id = rng.pick(INDONESIAN_WORDS);
    name = rng.chance(0.8) ? `LPK ${jp} ${id} ${place.city}` : `LPK ${id} ${jp} ${place.city}`;
  }
  if (usedNames.has(name)) name = `${name} ${index + 1}`;
  usedNames.add(name);
  return name;
}

/** Accreditation, and the pass rate and rating that go with it; the sending-organisation status (most TITP institutes are registered). */
function chooseStanding(programs: Program[], rng: Rng): Pick<Profile, 'accreditation' | 'passRate' | 'rating' | 'sendingOrg'> {
  const accreditation: Accreditation = rng.weighted([
    { value: 'A' as const, weight: 35 },
    { value: 'B' as const, weight: 40 },
    { value: 'C' as const, weight: 15 },
    { value: 'none' as const, weight: 10 },
  ]).value;
  const quality = { A: 8, B: 3, C: -3, none: -6 }[accreditation];
  const passRate = oneDecimal(Math.max(55, Math.min(98.5, 78 + quality + rng.next() * 14 - 4)));
  const rating = oneDecimal(Math.max(3.4, Math.min(4.9, 4.1 + quality / 20 + rng.next() * 0.6 - 0.3)));
  const sendingOrg: SendingOrgStatus = programs.includes('titp')
    ? rng.chance(0.7)
      ? 'registered'
      : 'in_process'
    : rng.weighted([
        { value: 'not_registered' as const, weight: 60 },
        { value: 'registered' as const, weight: 25 },
        { value: 'in_process' as const, weight: 15 },
      ]).value;
  return { accreditation, passRate, rating, sendingOrg };
}

/** The description in a language: the introduction, the programs and training length, the dormitory, and two extras. */
function description(
  lang: 'id' | 'en',
  { programs, trainingMonths, hasDormitory }: Profile,
  intro: { id: string; en: string },
  extras: readonly { id: string; en: string }[],
): string {
  return [
    intro[lang],
    lang === 'id'
      ? `Program yang tersedia: ${joinList(
          programs.map((p) => PROGRAM_PROSE[p].id),
          'dan',
        )}, dengan masa pelatihan sekitar ${trainingMonths} bulan.`
      : `Programs offered: ${joinList(
          programs.map((p) => PROGRAM_PROSE[p].en),
          'and',
        )}, with about ${trainingMonths} months of training.`,
    hasDormitory
      ? lang === 'id'
        ? 'Asrama tersedia untuk peserta dari luar kota.'
        : 'A dormitory is available for trainees from outside the city.'
      : lang === 'id'
        ? 'Tidak ada asrama; peserta mengatur tempat tinggal sendiri.'
        : 'There is no dormitory; trainees arrange their own accommodation.',
    ...extras.map((e) => e[lang]),
  ].join(' ');
}

/** The licence numbers and dates already drawn for an institute. */
interface Permit {
  licenceNumber: string;
  permitYear: number;
  permitMonth: number;
  soSince: number | null;
}

/** The institute's details (the JSON column): size, facilities, fees, pass rates, licences, contact and dormitory. */
function instituteDetails(profile: Profile, permit: Permit, { rng, thisYear, fictional }: Run): InstituteDetailsJson {
  const { place, name, programs, fee, hasDormitory, founded, accreditation, passRate, sendingOrg } = profile;
  const { licenceNumber, permitYear, permitMonth, soSince } = permit;
  const web = slug(name.replace(/^LPK /, ''));
  return {
    fictional,
    founded_year: founded,
    capacity_per_year: rng.step(40, 400, 10),
    instructors: rng.int(4, 30),
    alumni_in_japan: rng.int(20, 1500),
    review_count: rng.int(12, 640),
    facilities: [
      'care_lab',
      ...rng.sample(
        CAMPUS_FACILITIES.filter((f) => f !== 'care_lab'),
        rng.int(1, 4),
      ),
    ],
    partner_prefectures: rng.sample(PREFECTURES, rng.int(1, 4)).map((p) => p.prefecture),
    fees: { currency: 'IDR', items: feeBreakdown(fee, programs, hasDormitory), instalments: rng.chance(0.5) },
    pass_rates: passRates(programs, passRate, thisYear - 1, rng),
    licences: {
      lpk_permit: {
        number: licenceNumber,
        issuer: `Dinas Tenaga Kerja ${place.city}`,
        issued_on: `${permitYear}-${String(permitMonth).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
      },
      sending_org: {
        status: sendingOrg,
        number: sendingOrg === 'registered' ? `SO.${place.provinceCode}.${String(rng.int(1, 9999)).padStart(4, '0')}/${soSince}` : null,
        since: soSince,
      },
      accreditation: { grade: accreditation, body: 'LA-LPK', year: accreditation === 'none' ? null : rng.int(Math.max(founded, 2016), thisYear - 1) },
    },
    contact: {
      phone: `+62 ${place.areaCode} ${rng.int(500, 799)} ${String(rng.int(0, 9999)).padStart(4, '0')}`,
      whatsapp: `+62 8${rng.int(11, 59)} ${rng.int(1000, 9999)} ${String(rng.int(0, 9999)).padStart(4, '0')}`,
      email: `info@${web}.test`,
      website: `https://${web}.test`,
      office_hours: { days: rng.chance(0.6) ? 'mon_fri' : 'mon_sat', open: '08:00', close: rng.pick(['15:00', '16:00', '17:00']) },
    },
    dormitory: hasDormitory
      ? { capacity: rng.step(20, 200, 10), monthly_fee_idr: rng.chance(0.5) ? 0 : rng.step(300_000, 900_000, 50_000), separate_by_gender: true }
      : null,
  };
}
