import { z } from 'zod';
import { todayIso } from '../../rules/dates';
import {
  ALWAYS,
  bool,
  choice,
  group,
  int,
  isoDate,
  isRecord,
  list,
  optionalBool,
  optionalDecimal,
  optionalInt,
  optionalLine,
  optionalParagraph,
  optionalPastDate,
} from './fields';

/**
 * Health, habits and documents: what a Japanese employer's medical and placement forms ask.
 * POST /api/lpk/profile/additional-info
 *
 * {
 *   "height_cm": 158, "weight_kg": 52,             130-220 cm, 30-200 kg
 *   "blood_type": "O",                              A | B | AB | O | unknown
 *   "dominant_hand": "right",                       right | left | both
 *   "wears_glasses": false, "color_blind": false,
 *   "eyesight_left": 1.0, "eyesight_right": 0.8,    optional, decimal visual acuity 0.01-2.0
 *   "smoking": "never",                             never | former | current
 *   "alcohol": "never",                             never | sometimes | regular
 *   "tattoo": false,
 *   "chronic_illness": null, "allergies": null, "disability": null,   optional text
 *   "hobbies": "Memasak, membaca", "skills": "Merawat lansia",          optional text
 *   "driving_licences": ["C"],                      optional, SIM classes A, B1, B2, C, D
 *   "vaccinations": [                               optional, 0-10
 *     { "type": "hepatitis_b", "doses": 3, "last_dose_on": "2023-05-01" }
 *   ],
 *   "has_passport": true,
 *   "passport_number": "C1234567",                  when has_passport: optional, 1-2 letters + 6-7 digits
 *   "passport_expiry": "2030-01-31"                 when has_passport: required, at most 10 years ahead
 * }
 *
 * Passport fields are dropped when has_passport is false.
 */

export const BLOOD_TYPES = ['A', 'B', 'AB', 'O', 'unknown'] as const;
export const HANDS = ['right', 'left', 'both'] as const;
export const SMOKING = ['never', 'former', 'current'] as const;
export const ALCOHOL = ['never', 'sometimes', 'regular'] as const;
/** Indonesian driving licence (SIM) classes. */
export const LICENCES = ['A', 'B1', 'B2', 'C', 'D'] as const;
export const VACCINES = ['covid19', 'hepatitis_b', 'measles_rubella', 'tetanus', 'influenza', 'bcg', 'other'] as const;

/** The limits of the section (forms show them as input lengths and hints). */
export const HEALTH_TEXT_MAX = 500;
export const HOBBIES_MAX = 300;
export const VACCINATIONS_MAX = 10;
/** The longest validity of a passport, in years: the latest acceptable expiry is this far from today. */
export const PASSPORT_VALIDITY_YEARS = 10;

/** A passport number as people write it ("c 123 4567") in the form it is checked and stored in. */
export const cleanPassportNumber = (value: string): string => value.replace(/\s/g, '').toUpperCase();

/** The latest acceptable passport expiry (YYYY-MM-DD). */
export function latestPassportExpiry(today: string = todayIso()): string {
  return `${Number(today.slice(0, 4)) + PASSPORT_VALIDITY_YEARS}${today.slice(4)}`;
}

const vaccination = group({
  type: choice(VACCINES),
  doses: optionalInt(1, 10),
  last_dose_on: optionalPastDate('1950-01-01'),
});

const passportNumber = z.preprocess(
  (v) => (typeof v === 'string' ? cleanPassportNumber(v) || undefined : v),
  z
    .string()
    .regex(/^[A-Z]{1,2}\d{6,7}$/, { message: 'labels.profile.additional_info.passport_number_format' })
    .optional()
    .nullable()
    .transform((v) => v ?? null),
);

const passportExpiry = z
  .preprocess(
    (v) => (v === '' ? undefined : v),
    isoDate()
      .pipe(z.string().refine((d) => d <= latestPassportExpiry(), { message: 'labels.profile.additional_info.passport_expiry_range' }))
      .optional()
      .nullable(),
  )
  .transform((v) => v ?? null);

export const additionalInfoSchema = group({
  height_cm: int(130, 220),
  weight_kg: int(30, 200),
  blood_type: choice(BLOOD_TYPES),
  dominant_hand: choice(HANDS),
  wears_glasses: bool(),
  color_blind: optionalBool(),
  eyesight_left: optionalDecimal(0.01, 2),
  eyesight_right: optionalDecimal(0.01, 2),
  smoking: choice(SMOKING),
  alcohol: choice(ALCOHOL),
  tattoo: bool(),
  chronic_illness: optionalParagraph(HEALTH_TEXT_MAX),
  allergies: optionalParagraph(HEALTH_TEXT_MAX),
  disability: optionalParagraph(HEALTH_TEXT_MAX),
  hobbies: optionalLine(HOBBIES_MAX),
  skills: optionalParagraph(HEALTH_TEXT_MAX),
  driving_licences: list(choice(LICENCES), 0, LICENCES.length)
    .refine((list) => new Set(list).size === list.length, { message: 'labels.profile.additional_info.licences_unique' })
    .optional()
    .nullable()
    .transform((v) => v ?? []),
  vaccinations: list(vaccination, 0, VACCINATIONS_MAX)
    .optional()
    .nullable()
    .transform((v) => v ?? []),
  has_passport: bool(),
  passport_number: passportNumber,
  passport_expiry: passportExpiry,
})
  .superRefine((value, ctx) => {
    // An expiry date is needed once the applicant says they hold a passport.
    const raw: unknown = value;
    if (isRecord(raw) && raw.has_passport === true && (raw.passport_expiry === null || raw.passport_expiry === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['passport_expiry'], message: 'validation.required' });
    }
  }, ALWAYS)
  .transform((v) => (v.has_passport ? v : { ...v, passport_number: null, passport_expiry: null }));

export type AdditionalInfoInput = z.input<typeof additionalInfoSchema>;

/** The additional-info section as stored and answered. */
export const additionalInfoData = z
  .object({
    height_cm: z.number().int(),
    weight_kg: z.number().int(),
    blood_type: z.enum(BLOOD_TYPES),
    dominant_hand: z.enum(HANDS),
    wears_glasses: z.boolean(),
    color_blind: z.boolean().nullable(),
    eyesight_left: z.number().nullable(),
    eyesight_right: z.number().nullable(),
    smoking: z.enum(SMOKING),
    alcohol: z.enum(ALCOHOL),
    tattoo: z.boolean(),
    chronic_illness: z.string().nullable(),
    allergies: z.string().nullable(),
    disability: z.string().nullable(),
    hobbies: z.string().nullable(),
    skills: z.string().nullable(),
    driving_licences: z.array(z.enum(LICENCES)),
    vaccinations: z.array(z.object({ type: z.enum(VACCINES), doses: z.number().int().nullable(), last_dose_on: z.string().nullable() })),
    has_passport: z.boolean(),
    passport_number: z.string().nullable(),
    passport_expiry: z.string().nullable(),
  })
  .meta({ id: 'AdditionalInfoSection' });

export type AdditionalInfoData = z.infer<typeof additionalInfoData>;
