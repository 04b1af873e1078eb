import { PROVINCE_CODES } from '../reference/provinces';

/**
 * The NIK (Nomor Induk Kependudukan), the 16-digit number of the KTP: province(2) regency(2)
 * district(2) DDMMYY(6) serial(4); women's day of birth is written plus 40. The API's KTP rule
 * and the KTP form check it with these functions.
 */
export type NikSex = 'male' | 'female';

/** A NIK as people write it ("3201 0157.0895-0001") reduced to its digits. */
export const cleanNik = (value: string): string => value.replace(/[\s.-]/g, '');

/** Form problems of a NIK on its own (an i18n key), or undefined when it looks right. */
export function nikProblem(nik: string): string | undefined {
  if (!/^\d{16}$/.test(nik)) return 'labels.profile.ktp.nik_format';
  if (!PROVINCE_CODES.has(nik.slice(0, 2)) || nik.slice(2, 4) === '00' || nik.slice(4, 6) === '00') return 'labels.profile.ktp.nik_region';
  const day = Number(nik.slice(6, 8));
  const month = Number(nik.slice(8, 10));
  const plainDay = day > 40 ? day - 40 : day;
  if (month < 1 || month > 12 || plainDay < 1 || plainDay > 31 || (day > 31 && day < 41)) return 'labels.profile.ktp.nik_birth_date';
  if (nik.slice(12) === '0000') return 'labels.profile.ktp.nik_serial';
  return undefined;
}

/** The DDMMYY part a NIK must carry for this birth date and sex (women: day + 40). */
export function nikDatePart(birthDate: string, sex: NikSex): string {
  const [y = '', m = '', d = ''] = birthDate.split('-');
  const day = Number(d) + (sex === 'female' ? 40 : 0);
  return `${String(day).padStart(2, '0')}${m}${y.slice(2)}`;
}

/** Whether a (well-formed) NIK carries this birth date and sex. */
export const nikMatchesBirth = (nik: string, birthDate: string, sex: NikSex): boolean => nik.slice(6, 12) === nikDatePart(birthDate, sex);
