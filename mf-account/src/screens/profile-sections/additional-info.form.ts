import { cleanPassportNumber, LICENCES, type AdditionalInfoInput, type StoredSectionOf } from 'contracts';
import { boolOrNull, boolStr, numberOrNull, numeric, records, str, textOrNull } from 'mf-shared/forms';

/** Additional-info section: form values and the payload of POST /api/lpk/profile/additional-info (rules: contracts' additionalInfoSchema). */

export interface VaccinationValues {
  type: string;
  doses: string;
  last_dose_on: string;
}

export interface AdditionalInfoValues {
  height_cm: string;
  weight_kg: string;
  blood_type: string;
  dominant_hand: string;
  wears_glasses: boolean;
  color_blind: '' | 'true' | 'false';
  eyesight_left: string;
  eyesight_right: string;
  smoking: string;
  alcohol: string;
  tattoo: boolean;
  chronic_illness: string;
  allergies: string;
  disability: string;
  hobbies: string;
  skills: string;
  driving_licences: string[];
  vaccinations: VaccinationValues[];
  has_passport: boolean;
  passport_number: string;
  passport_expiry: string;
}

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

export function additionalInfoFromSaved(s: StoredSectionOf<'additional-info'>): AdditionalInfoValues {
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
    driving_licences: Array.isArray(s.driving_licences) ? s.driving_licences.filter((l): l is (typeof LICENCES)[number] => typeof l === 'string') : [],
    vaccinations: records(s.vaccinations).map((v) => ({ type: str(v.type), doses: str(v.doses), last_dose_on: str(v.last_dose_on) })),
    has_passport: s.has_passport === true,
    passport_number: str(s.passport_number),
    passport_expiry: str(s.passport_expiry),
  };
}

export function additionalInfoPayload(v: AdditionalInfoValues): AdditionalInfoInput {
  return {
    height_cm: numeric(v.height_cm),
    weight_kg: numeric(v.weight_kg),
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
    // Passport details count only for someone who holds one (the server drops them otherwise).
    passport_number: v.has_passport ? cleanPassportNumber(v.passport_number) || null : null,
    passport_expiry: v.has_passport ? textOrNull(v.passport_expiry) : null,
  };
}
