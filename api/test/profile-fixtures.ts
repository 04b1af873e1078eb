import { QUIZ_ANSWERS_EXAMPLE, todayIso } from 'contracts';

/** Valid section payloads as the front end would post them, dated relative to today. */
export const thisYear = Number(todayIso().slice(0, 4));

/** A woman born on 17 August, 30 years ago: NIK day part is 17 + 40 = 57. */
export const birthYear = thisYear - 30;
export const birthDate = `${birthYear}-08-17`;
export const nik = `3201015708${String(birthYear).slice(2)}0001`;

export function ktpPayload(overrides: Record<string, unknown> = {}) {
  return {
    nik,
    full_name: 'Siti Rahayu',
    birth_place: 'Bogor',
    birth_date: birthDate,
    sex: 'female',
    address: 'Jl. Melati No. 5',
    rt: '3',
    rw: 12,
    village: 'Cibinong',
    district: 'Cibinong',
    regency: 'Kabupaten Bogor',
    province: 'jawa barat',
    religion: 'islam',
    marital_status: 'single',
    ...overrides,
  };
}

export function educationPayload(overrides: Record<string, unknown> = {}) {
  return {
    history: [
      { level: 'smp', school_name: 'SMP Negeri 1 Cibinong', start_year: birthYear + 12, end_year: birthYear + 15, graduated: true },
      { level: 'smk', school_name: 'SMK Kesehatan Bogor', major: 'Keperawatan', start_year: birthYear + 15, end_year: birthYear + 18, graduated: true },
    ],
    ...overrides,
  };
}

export function familyPayload(overrides: Record<string, unknown> = {}) {
  return {
    members: [
      { relation: 'father', full_name: 'Budi Santoso', birth_year: birthYear - 28 },
      { relation: 'mother', full_name: 'Sri Wahyuni', birth_year: birthYear - 25, occupation: 'Ibu rumah tangga' },
    ],
    emergency_contact: { full_name: 'Budi Santoso', relation: 'father', phone: '0813 1111 2222', address: 'Jl. Melati No. 5, Bogor' },
    dependents_count: 2,
    ...overrides,
  };
}

export function additionalInfoPayload(overrides: Record<string, unknown> = {}) {
  return {
    height_cm: 158,
    weight_kg: '52',
    blood_type: 'O',
    dominant_hand: 'right',
    wears_glasses: false,
    smoking: 'never',
    alcohol: 'never',
    tattoo: false,
    has_passport: false,
    ...overrides,
  };
}

/** Every question answered (the documented example). */
export const allAnswers = QUIZ_ANSWERS_EXAMPLE;

export function quizPayload(overrides: Record<string, unknown> = {}) {
  return {
    japanese_certificates: [],
    study_hours: 300,
    answers: allAnswers,
    ...overrides,
  };
}

export const MOTIVATION =
  'Saya ingin bekerja sebagai perawat lansia di Jepang karena saya senang membantu orang tua dan ingin belajar sistem perawatan Jepang.';

export function essayPayload(overrides: Record<string, unknown> = {}) {
  return {
    work_history: [],
    motivation: MOTIVATION,
    ...overrides,
  };
}
