import { z } from 'zod';
import { defineSection, filled } from './define';
import { ALWAYS, bool, choice, group, int, isoDate, isRecord, list, optionalBool, optionalDecimal, optionalInt, optionalLine, optionalParagraph, optionalPastDate, todayIso } from './fields';

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

const vaccination = group({
  type: choice(VACCINES),
  doses: optionalInt(1, 10),
  last_dose_on: optionalPastDate('1950-01-01'),
});

const passportNumber = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/\s/g, '').toUpperCase() || undefined : v),
  z
    .string()
    .regex(/^[A-Z]{1,2}\d{6,7}$/, { message: 'profile.additional_info.passport_number_format' })
    .optional()
    .nullable()
    .transform((v) => v ?? null),
);

/** The latest acceptable passport expiry: 10 years (the longest validity) from today. */
function latestExpiry(): string {
  const today = todayIso();
  return `${Number(today.slice(0, 4)) + 10}${today.slice(4)}`;
}

const passportExpiry = z
  .preprocess(
    (v) => (v === '' ? undefined : v),
    isoDate()
      .pipe(z.string().refine((d) => d <= latestExpiry(), { message: 'profile.additional_info.passport_expiry_range' }))
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
  chronic_illness: optionalParagraph(500),
  allergies: optionalParagraph(500),
  disability: optionalParagraph(500),
  hobbies: optionalLine(300),
  skills: optionalParagraph(500),
  driving_licences: list(choice(LICENCES), 0, LICENCES.length)
    .refine((list) => new Set(list).size === list.length, { message: 'profile.additional_info.licences_unique' })
    .optional()
    .nullable()
    .transform((v) => v ?? []),
  vaccinations: list(vaccination, 0, 10)
    .optional()
    .nullable()
    .transform((v) => v ?? []),
  has_passport: bool(),
  passport_number: passportNumber,
  passport_expiry: passportExpiry,
}).superRefine((value, ctx) => {
  // An expiry date is needed once the applicant says they hold a passport.
  const raw: unknown = value;
  if (isRecord(raw) && raw.has_passport === true && (raw.passport_expiry === null || raw.passport_expiry === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['passport_expiry'], message: 'validation.required' });
  }
}, ALWAYS).transform((v) => (v.has_passport ? v : { ...v, passport_number: null, passport_expiry: null }));

export type AdditionalInfoData = z.output<typeof additionalInfoSchema>;

export const additionalInfoSection = defineSection({
  key: 'additional_info',
  path: 'additional-info',
  schema: additionalInfoSchema,
  checklist: (d) => [
    filled(d.height_cm),
    filled(d.weight_kg),
    filled(d.blood_type),
    filled(d.dominant_hand),
    filled(d.wears_glasses),
    filled(d.smoking),
    filled(d.alcohol),
    filled(d.tattoo),
    filled(d.has_passport) && (d.has_passport !== true || filled(d.passport_expiry)),
    // Recommended: employers ask for vaccinations (hepatitis B for care work), hobbies and skills.
    filled(d.vaccinations),
    filled(d.hobbies),
    filled(d.skills),
  ],
});
