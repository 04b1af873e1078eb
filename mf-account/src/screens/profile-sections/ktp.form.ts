import { z } from 'zod';
import { PROVINCE_CODES, PROVINCES } from './shared/provinces';
import { ALWAYS, checked, isIsoDate, makeRules, str, text, textOrNull, todayIso, type Translate } from './shared/rules';

/** KTP section (api/src/modules/profile/sections/ktp.ts): form values, rules and payload. */

export const AGE_MIN = 17;
export const AGE_MAX = 50;
export const SEXES = ['male', 'female'] as const;
export const RELIGIONS = ['islam', 'protestant', 'catholic', 'hindu', 'buddhist', 'confucian', 'other'] as const;
export const MARITAL_STATUSES = ['single', 'married', 'divorced', 'widowed'] as const;
export const NATIONALITIES = ['WNI', 'WNA'] as const;

/** What POST /api/lpk/profile/ktp takes. */
export interface KtpPayload {
  nik: string;
  full_name: string;
  birth_place: string;
  birth_date: string;
  sex: string;
  address: string;
  rt: string;
  rw: string;
  village: string;
  district: string;
  regency: string;
  province: string;
  postal_code: string | null;
  religion: string;
  marital_status: string;
  occupation: string | null;
  nationality: string;
}

/** Every control holds a string. */
export type KtpValues = { [K in keyof KtpPayload]: string };

const cleanNik = (v: string) => v.replace(/[\s.-]/g, '');

/** The NIK on its own: an i18n key under ktp.errors, or undefined. */
export function nikProblem(nik: string): string | undefined {
  if (!/^\d{16}$/.test(nik)) return 'nik_format';
  if (!PROVINCE_CODES.has(nik.slice(0, 2)) || nik.slice(2, 4) === '00' || nik.slice(4, 6) === '00') return 'nik_region';
  const day = Number(nik.slice(6, 8));
  const month = Number(nik.slice(8, 10));
  const plainDay = day > 40 ? day - 40 : day;
  if (month < 1 || month > 12 || plainDay < 1 || plainDay > 31 || (day > 31 && day < 41)) return 'nik_birth_date';
  if (nik.slice(12) === '0000') return 'nik_serial';
  return undefined;
}

/** The DDMMYY part a NIK carries for a birth date and sex (women: day + 40). */
export function nikDatePart(birthDate: string, sex: string): string {
  const [y = '', m = '', d = ''] = birthDate.split('-');
  const day = Number(d) + (sex === 'female' ? 40 : 0);
  return `${String(day).padStart(2, '0')}${m}${y.slice(2)}`;
}

export function ageOn(birthDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return day.slice(5) >= birthDate.slice(5) ? years : years - 1;
}

export function ktpSchema(t: Translate) {
  const r = makeRules(t);
  const e = (key: string, options?: Record<string, unknown>) => t(`ktp.errors.${key}`, options);
  const rtRw = checked(r.checks.required((v) => (/^\d{1,3}$/.test(v) && Number(v) > 0 ? undefined : e('rt_rw_format'))));
  return z
    .object({
      nik: checked(
        r.checks.required((v) => {
          const problem = nikProblem(cleanNik(v));
          return problem ? e(problem) : undefined;
        }),
      ),
      full_name: r.personName(),
      birth_place: r.placeName(60),
      birth_date: checked(
        r.checks.required((v) => {
          if (!isIsoDate(v)) return r.msg('date');
          const age = ageOn(v, todayIso());
          return age < AGE_MIN || age > AGE_MAX ? e('age_range', { min: AGE_MIN, max: AGE_MAX }) : undefined;
        }),
      ),
      sex: r.choice(SEXES),
      address: r.line(200, 5),
      rt: rtRw,
      rw: rtRw,
      village: r.placeName(80),
      district: r.placeName(80),
      regency: r.placeName(80),
      province: r.choice(PROVINCES.map((p) => p.name)),
      postal_code: checked(r.checks.optional((v) => (/^[1-9]\d{4}$/.test(v) ? undefined : e('postal_code_format')))),
      religion: r.choice(RELIGIONS),
      marital_status: r.choice(MARITAL_STATUSES),
      occupation: r.optionalLine(80),
      nationality: r.choice(NATIONALITIES),
    })
    .superRefine((v, ctx) => {
      // The birth date inside the NIK must match the birth date and sex, once all three are valid.
      const nik = cleanNik(v.nik);
      if (nikProblem(nik) || !isIsoDate(v.birth_date) || !(SEXES as readonly string[]).includes(v.sex)) return;
      if (nik.slice(6, 12) !== nikDatePart(v.birth_date, v.sex)) ctx.addIssue({ code: 'custom', path: ['nik'], message: e('nik_birth_date') });
    }, ALWAYS);
}

export const emptyKtp = (): KtpValues => ({
  nik: '',
  full_name: '',
  birth_place: '',
  birth_date: '',
  sex: '',
  address: '',
  rt: '',
  rw: '',
  village: '',
  district: '',
  regency: '',
  province: '',
  postal_code: '',
  religion: '',
  marital_status: '',
  occupation: '',
  nationality: 'WNI',
});

export function ktpFromSaved(saved: Record<string, unknown>): KtpValues {
  const blank = emptyKtp();
  const values = { ...blank };
  for (const key of Object.keys(blank) as (keyof KtpValues)[]) values[key] = str(saved[key]) || blank[key];
  return values;
}

export function ktpPayload(v: KtpValues): KtpPayload {
  return {
    nik: cleanNik(v.nik),
    full_name: text(v.full_name),
    birth_place: text(v.birth_place),
    birth_date: v.birth_date,
    sex: v.sex,
    address: text(v.address),
    rt: text(v.rt),
    rw: text(v.rw),
    village: text(v.village),
    district: text(v.district),
    regency: text(v.regency),
    province: v.province,
    postal_code: textOrNull(v.postal_code),
    religion: v.religion,
    marital_status: v.marital_status,
    occupation: textOrNull(v.occupation),
    nationality: v.nationality,
  };
}
