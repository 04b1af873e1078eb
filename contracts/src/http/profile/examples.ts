import type { QuizData } from './quiz';

/**
 * Sections as stored, shown as examples in the OpenAPI document; the tests of the API and of the
 * forms start from them (contracts/test/profile-examples.test.ts keeps them valid: the KTP one
 * cannot be typed by KtpData here, the schema shows it as its example).
 */

/** A woman born on 17 August 1995 in Bogor: the NIK's day is 17 + 40 = 57. */
export const KTP_EXAMPLE = {
  nik: '3201015708950001',
  full_name: 'Siti Rahayu',
  birth_place: 'Bogor',
  birth_date: '1995-08-17',
  sex: 'female',
  address: 'Jl. Melati No. 5',
  rt: '003',
  rw: '012',
  village: 'Cibinong',
  district: 'Cibinong',
  regency: 'Kabupaten Bogor',
  province: 'Jawa Barat',
  postal_code: '16911',
  religion: 'islam',
  marital_status: 'single',
  occupation: null,
  nationality: 'WNI',
} as const;

/** Every question of the quiz's self-assessment answered. */
export const QUIZ_ANSWERS_EXAMPLE = {
  kana: 'fluent',
  kanji: '100_300',
  self_introduction: 'yes',
  conversation: 'basic',
  listening: 'slow',
  keigo: 'basic',
  care_vocabulary: 'some',
  care_records: 'no',
} as const satisfies QuizData['answers'];
