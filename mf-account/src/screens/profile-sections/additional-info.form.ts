import { z } from 'zod';
import { ALWAYS, boolOrNull, boolStr, checked, isIsoDate, makeRules, numberOrNull, records, rowList, str, textOrNull, todayIso, type Translate } from './shared/rules';

/** Additional-info section (api/src/modules/profile/sections/additional-info.ts). */

export const BLOOD_TYPES = ['A', 'B', 'AB', 'O', 'unknown'] as const;
export const HANDS = ['right', 'left', 'both'] as const;
export const SMOKING = ['never', 'former', 'current'] as const;
export const ALCOHOL = ['never', 'sometimes', 'regular'] as const;
export const LICENCES = ['A', 'B1', 'B2', 'C', 'D'] as const;
export const VACCINES = ['covid19', 'hepatitis_b', 'measles_rubella', 'tetanus', 'influenza', 'bcg', 'other'] as const;
export const VACCINATIONS_MAX = 10;

/** What POST /api/lpk/profile/additional-info takes. */
export interface AdditionalInfoPayload {
  height_cm: number;
  weight_kg: number;
  blood_type: string;
  dominant_hand: string;
  wears_glasses: boolean;
  color_blind: boolean | null;
  eyesight_left: number | null;
  eyesight_right: number | null;
  smoking: string;
  alcohol: string;
  tattoo: boolean;
  chronic_illness: string | null;
  allergies: string | null;
  disability: string | null;
  hobbies: string | null;
  skills: string | null;
  driving_licences: string[];
  vaccinations: { type: string; doses: number | null; last_dose_on: string | null }[];
  has_passport: boolean;
  passport_number: string | null;
  passport_expiry: string | null;
}

const passportNumber = (v: string) => v.replace(/\s/g, '').toUpperCase();

/** The latest acceptable passport expiry: 10 years from today. */
function latestExpiry(): string {
  const today = todayIso();
  return `${Number(today.slice(0, 4)) + 10}${today.slice(4)}`;
}

export function additionalInfoSchema(t: Translate) {
  const r = makeRules(t);
  const e = (key: string) => t(`additionalInfo.errors.${key}`);
  const vaccination = z.object({
    type: r.choice(VACCINES),
    doses: r.optionalInt(1, 10),
    last_dose_on: r.optionalPastDate('1950-01-01'),
  });
  return z
    .object({
      height_cm: r.int(130, 220),
      weight_kg: r.int(30, 200),
      blood_type: r.choice(BLOOD_TYPES),
      dominant_hand: r.choice(HANDS),
      wears_glasses: z.boolean(),
      color_blind: r.optionalBool(),
      eyesight_left: r.optionalDecimal(0.01, 2),
      eyesight_right: r.optionalDecimal(0.01, 2),
      smoking: r.choice(SMOKING),
      alcohol: r.choice(ALCOHOL),
      tattoo: z.boolean(),
      chronic_illness: r.optionalParagraph(500),
      allergies: r.optionalParagraph(500),
      disability: r.optionalParagraph(500),
      hobbies: r.optionalLine(300),
      skills: r.optionalParagraph(500),
      driving_licences: z.array(z.string()),
      vaccinations: rowList(r, vaccination, 0, VACCINATIONS_MAX),
      has_passport: z.boolean(),
      passport_number: checked(() => undefined),
      passport_expiry: checked(() => undefined),
    })
    .superRefine((v, ctx) => {
      // Passport details count only for someone who holds one (the server drops them otherwise).
      if (!v.has_passport) return;
      const number = passportNumber(v.passport_number);
      if (number !== '' && !/^[A-Z]{1,2}\d{6,7}$/.test(number)) ctx.addIssue({ code: 'custom', path: ['passport_number'], message: e('passport_number_format') });
      const expiry = v.passport_expiry.trim();
      let problem: string | undefined;
      if (expiry === '') problem = r.msg('required');
      else if (!isIsoDate(expiry)) problem = r.msg('date');
      else if (expiry > latestExpiry()) problem = e('passport_expiry_range');
      if (problem) ctx.addIssue({ code: 'custom', path: ['passport_expiry'], message: problem });
    }, ALWAYS);
}

export type AdditionalInfoValues = z.input<ReturnType<typeof additionalInfoSchema>>;
export type VaccinationValues = AdditionalInfoValues['vaccinations'][number];

export const emptyVaccination = (): VaccinationValues => ({ type: '', doses: '', last_dose_on: '' });

export const emptyAdditionalInfo = (): AdditionalInfoValues => ({
  height_cm: '',
  weight_kg: '',
  blood_type: '',
  dominant_hand: '',
  wears_glasses: false,
  color_blind: '',
  eyesight_left: '',
  eyesight_right: '',
  smoking: '',
  alcohol: '',
  tattoo: false,
  chronic_illness: '',
  allergies: '',
  disability: '',
  hobbies: '',
  skills: '',
  driving_licences: [],
  vaccinations: [],
  has_passport: false,
  passport_number: '',
  passport_expiry: '',
});

export function additionalInfoFromSaved(s: Record<string, unknown>): AdditionalInfoValues {
  return {
    height_cm: str(s.height_cm),
    weight_kg: str(s.weight_kg),
    blood_type: str(s.blood_type),
    dominant_hand: str(s.dominant_hand),
    wears_glasses: s.wears_glasses === true,
    color_blind: boolStr(s.color_blind),
    eyesight_left: str(s.eyesight_left),
    eyesight_right: str(s.eyesight_right),
    smoking: str(s.smoking),
    alcohol: str(s.alcohol),
    tattoo: s.tattoo === true,
    chronic_illness: str(s.chronic_illness),
    allergies: str(s.allergies),
    disability: str(s.disability),
    hobbies: str(s.hobbies),
    skills: str(s.skills),
    driving_licences: Array.isArray(s.driving_licences) ? s.driving_licences.filter((l): l is string => typeof l === 'string') : [],
    vaccinations: records(s.vaccinations).map((v) => ({ type: str(v.type), doses: str(v.doses), last_dose_on: str(v.last_dose_on) })),
    has_passport: s.has_passport === true,
    passport_number: str(s.passport_number),
    passport_expiry: str(s.passport_expiry),
  };
}

export function additionalInfoPayload(v: AdditionalInfoValues): AdditionalInfoPayload {
  return {
    height_cm: Number(v.height_cm),
    weight_kg: Number(v.weight_kg),
    blood_type: v.blood_type,
    dominant_hand: v.dominant_hand,
    wears_glasses: v.wears_glasses,
    color_blind: boolOrNull(v.color_blind),
    eyesight_left: numberOrNull(v.eyesight_left),
    eyesight_right: numberOrNull(v.eyesight_right),
    smoking: v.smoking,
    alcohol: v.alcohol,
    tattoo: v.tattoo,
    chronic_illness: textOrNull(v.chronic_illness),
    allergies: textOrNull(v.allergies),
    disability: textOrNull(v.disability),
    hobbies: textOrNull(v.hobbies),
    skills: textOrNull(v.skills),
    // In the order of the SIM classes, whatever order they were ticked in.
    driving_licences: LICENCES.filter((l) => v.driving_licences.includes(l)),
    vaccinations: v.vaccinations.map((x) => ({ type: x.type, doses: numberOrNull(x.doses), last_dose_on: textOrNull(x.last_dose_on) })),
    has_passport: v.has_passport,
    passport_number: v.has_passport ? passportNumber(v.passport_number) || null : null,
    passport_expiry: v.has_passport ? textOrNull(v.passport_expiry) : null,
  };
}
