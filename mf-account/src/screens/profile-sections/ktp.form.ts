import { cleanNik, type KtpData, type KtpInput, type StoredSectionOf } from 'contracts';
import { str, text, textOrNull } from 'mf-shared/forms';

/** KTP section: form values and the payload of POST /api/lpk/profile/ktp (rules: contracts' ktpSchema). */

/** Every control holds a string. */
export type KtpValues = { [K in keyof KtpData]: string };

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

export function ktpFromSaved(saved: StoredSectionOf<'ktp'>): KtpValues {
  const blank = emptyKtp();
  const values = { ...blank };
  for (const key of Object.keys(blank) as (keyof KtpValues)[]) values[key] = str(saved[key]) || blank[key];
  return values;
}

export function ktpPayload(v: KtpValues): KtpInput {
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
