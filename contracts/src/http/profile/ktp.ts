import { z } from 'zod';
import { findProvince } from '../../reference/provinces';
import { ageAllowed } from '../../rules/age';
import { todayIso } from '../../rules/dates';
import { cleanNik, nikMatchesBirth, nikProblem } from '../../rules/nik';
import { fullName } from '../person';
import { KTP_EXAMPLE } from './examples';
import { ALWAYS, choice, group, isIsoDate, isoDate, isRecord, isString, line, optionalLine, placeName } from './fields';

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
 *   "province": "Jawa Barat",           one of the 38 provinces (reference/provinces.ts); aliases accepted
 *   "postal_code": "16911",             optional
 *   "religion": "islam",                see RELIGIONS
 *   "marital_status": "single",         see MARITAL_STATUSES
 *   "occupation": "Karyawan swasta",    optional (Pekerjaan)
 *   "nationality": "WNI"                WNI (default) | WNA
 * }
 */

export const SEXES = ['male', 'female'] as const;
/** The six religions recognised on the KTP, plus other (Kepercayaan terhadap Tuhan YME etc.). */
export const RELIGIONS = ['islam', 'protestant', 'catholic', 'hindu', 'buddhist', 'confucian', 'other'] as const;
export const MARITAL_STATUSES = ['single', 'married', 'divorced', 'widowed'] as const;
export const NATIONALITIES = ['WNI', 'WNA'] as const;

const nik = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? cleanNik(v) : v),
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
    .refine((v) => v === '' || (/^\d{1,3}$/.test(v) && Number(v) > 0), { message: 'labels.profile.ktp.rt_rw_format' })
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
      ctx.addIssue({ code: 'custom', message: 'labels.profile.ktp.province_unknown' });
      return z.NEVER;
    }
    return found.name;
  });

const birthDate = isoDate().pipe(z.string().refine((d) => ageAllowed(d, todayIso()), { message: 'labels.profile.ktp.age_range' }));

const postalCode = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v === '' ? undefined : v),
  z
    .string()
    .trim()
    .regex(/^[1-9]\d{4}$/, { message: 'labels.profile.ktp.postal_code_format' })
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
  if (!nikMatchesBirth(raw.nik, raw.birth_date, sex)) ctx.addIssue({ code: 'custom', path: ['nik'], message: 'labels.profile.ktp.nik_birth_date' });
}, ALWAYS);

export type KtpInput = z.input<typeof ktpSchema>;

/** The KTP section as stored and answered. */
export const ktpData = z
  .object({
    nik: z.string(),
    full_name: z.string(),
    birth_place: z.string(),
    birth_date: z.string(),
    sex: z.enum(SEXES),
    address: z.string(),
    rt: z.string(),
    rw: z.string(),
    village: z.string(),
    district: z.string(),
    regency: z.string(),
    province: z.string(),
    postal_code: z.string().nullable(),
    religion: z.enum(RELIGIONS),
    marital_status: z.enum(MARITAL_STATUSES),
    occupation: z.string().nullable(),
    nationality: z.enum(NATIONALITIES),
  })
  .meta({ id: 'KtpSection', examples: [KTP_EXAMPLE] });

export type KtpData = z.infer<typeof ktpData>;
