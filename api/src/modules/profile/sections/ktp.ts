import { z } from 'zod';
import { fullName } from '../../auth/schemas';
import { findProvince, PROVINCE_CODES, PROVINCES } from '../data/provinces';
import { defineSection, filled } from './define';
import { ALWAYS, choice, group, isIsoDate, isoDate, isRecord, isString, line, optionalLine, placeName, todayIso } from './fields';

/**
 * KTP (Kartu Tanda Penduduk, the Indonesian identity card): the fields as printed on the card.
 * POST /api/lpk/profile/ktp
 *
 * {
 *   "nik": "3201015708950001",          16 digits: province(2) regency(2) district(2) DDMMYY(6) serial(4)
 *   "full_name": "Siti Rahayu",
 *   "birth_place": "Bogor",
 *   "birth_date": "1995-08-17",         age 17-50 on the day of submission
 *   "sex": "female",                    male | female (women: NIK day + 40)
 *   "address": "Jl. Melati No. 5",
 *   "rt": "3", "rw": "12",              1-3 digits, stored zero-padded ("003")
 *   "village": "Cibinong",              kelurahan / desa
 *   "district": "Cibinong",             kecamatan
 *   "regency": "Kabupaten Bogor",       kabupaten / kota
 *   "province": "Jawa Barat",           one of the 38 provinces (data/provinces.ts); aliases accepted
 *   "postal_code": "16911",             optional
 *   "religion": "islam",                see RELIGIONS
 *   "marital_status": "single",         see MARITAL_STATUSES
 *   "occupation": "Karyawan swasta",    optional (Pekerjaan)
 *   "nationality": "WNI"                WNI (default) | WNA
 * }
 */

export const AGE_MIN = 17;
export const AGE_MAX = 50;

export const SEXES = ['male', 'female'] as const;
/** The six religions recognised on the KTP, plus other (Kepercayaan terhadap Tuhan YME etc.). */
export const RELIGIONS = ['islam', 'protestant', 'catholic', 'hindu', 'buddhist', 'confucian', 'other'] as const;
export const MARITAL_STATUSES = ['single', 'married', 'divorced', 'widowed'] as const;
export const NATIONALITIES = ['WNI', 'WNA'] as const;

/** Form problems of a NIK on its own (an i18n key), or undefined when it looks right. */
export function nikProblem(nik: string): string | undefined {
  if (!/^\d{16}$/.test(nik)) return 'profile.ktp.nik_format';
  if (!PROVINCE_CODES.has(nik.slice(0, 2)) || nik.slice(2, 4) === '00' || nik.slice(4, 6) === '00') return 'profile.ktp.nik_region';
  const day = Number(nik.slice(6, 8));
  const month = Number(nik.slice(8, 10));
  const plainDay = day > 40 ? day - 40 : day;
  if (month < 1 || month > 12 || plainDay < 1 || plainDay > 31 || (day > 31 && day < 41)) return 'profile.ktp.nik_birth_date';
  if (nik.slice(12) === '0000') return 'profile.ktp.nik_serial';
  return undefined;
}

/** The DDMMYY part a NIK must carry for this birth date and sex (women: day + 40). */
export function nikDatePart(birthDate: string, sex: (typeof SEXES)[number]): string {
  const [y, m, d] = birthDate.split('-');
  const day = Number(d) + (sex === 'female' ? 40 : 0);
  return `${String(day).padStart(2, '0')}${m}${y!.slice(2)}`;
}

/** Whole years between a birth date and a day (both YYYY-MM-DD). */
export function ageOn(birthDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return day.slice(5) >= birthDate.slice(5) ? years : years - 1;
}

const nik = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.replace(/[\s.-]/g, '') : v),
  z
    .string()
    .min(1)
    .superRefine((value, ctx) => {
      if (value === '') return;
      const problem = nikProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
);

const rtRw = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z
    .string()
    .trim()
    .min(1)
    .refine((v) => v === '' || (/^\d{1,3}$/.test(v) && Number(v) > 0), { message: 'profile.ktp.rt_rw_format' })
    .transform((v) => v.padStart(3, '0')),
);

const province = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .transform((value, ctx) => {
    const found = findProvince(value);
    if (!found) {
      ctx.addIssue({ code: 'custom', message: 'profile.ktp.province_unknown' });
      return z.NEVER;
    }
    return found.name;
  });

const birthDate = isoDate().pipe(
  z.string().refine(
    (d) => {
      const age = ageOn(d, todayIso());
      return age >= AGE_MIN && age <= AGE_MAX;
    },
    { message: 'profile.ktp.age_range' },
  ),
);

const postalCode = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v === '' ? undefined : v),
  z
    .string()
    .trim()
    .regex(/^[1-9]\d{4}$/, { message: 'profile.ktp.postal_code_format' })
    .optional()
    .nullable()
    .transform((v) => v ?? null),
);

export const ktpSchema = group({
  nik,
  full_name: fullName,
  birth_place: placeName(60),
  birth_date: birthDate,
  sex: choice(SEXES),
  address: line(200, 5),
  rt: rtRw,
  rw: rtRw,
  village: placeName(80),
  district: placeName(80),
  regency: placeName(80),
  province,
  postal_code: postalCode,
  religion: choice(RELIGIONS),
  marital_status: choice(MARITAL_STATUSES),
  occupation: optionalLine(80),
  nationality: z.preprocess((v) => (v === undefined || v === null || v === '' ? 'WNI' : v), z.enum(NATIONALITIES)),
}).superRefine((value, ctx) => {
  // The birth date inside the NIK must match the birth date and sex given, once all three are valid.
  const raw: unknown = value;
  if (!isRecord(raw) || !isString(raw.nik) || nikProblem(raw.nik)) return;
  const sex = raw.sex;
  if (!isIsoDate(raw.birth_date) || (sex !== 'male' && sex !== 'female')) return;
  if (raw.nik.slice(6, 12) !== nikDatePart(raw.birth_date, sex)) {
    ctx.addIssue({ code: 'custom', path: ['nik'], message: 'profile.ktp.nik_birth_date' });
  }
}, ALWAYS);

export type KtpData = z.output<typeof ktpSchema>;

export const ktpSection = defineSection({
  key: 'ktp',
  path: 'ktp',
  schema: ktpSchema,
  checklist: (d) =>
    [d.nik, d.full_name, d.birth_place, d.birth_date, d.sex, d.address, d.rt, d.rw, d.village, d.district, d.regency, d.province, d.religion, d.marital_status].map(
      filled,
    ),
  options: () => ({ provinces: PROVINCES.map((p) => ({ code: p.code, name: p.name })) }),
});
