import {
  ageAllowed,
  ageOn,
  cleanNik,
  findProvince,
  nikDatePart,
  nikMatchesBirth,
  nikProblem,
  provinceByCode,
  PROVINCES,
  QUESTIONS,
  selfAssessmentScore,
  todayIso,
} from '../src';

/** The profile's rules (contracts/src/rules, contracts/src/reference): what the API's KTP rule and the KTP form both apply. */
describe('NIK rules', () => {
  test.each([
    ['3201015708950001', undefined],
    ['1101010101000001', undefined],
    ['9601014101990001', undefined], // Papua Barat Daya (2022), a woman born 1 Jan 1999
    ['320101570895000', 'labels.profile.ktp.nik_format'],
    ['32010157089500011', 'labels.profile.ktp.nik_format'],
    ['3201O15708950001', 'labels.profile.ktp.nik_format'],
    ['2001015708950001', 'labels.profile.ktp.nik_region'], // 20: no province
    ['9701015708950001', 'labels.profile.ktp.nik_region'],
    ['3200015708950001', 'labels.profile.ktp.nik_region'],
    ['3201005708950001', 'labels.profile.ktp.nik_region'],
    ['3201010008950001', 'labels.profile.ktp.nik_birth_date'],
    ['3201013208950001', 'labels.profile.ktp.nik_birth_date'],
    ['3201014008950001', 'labels.profile.ktp.nik_birth_date'],
    ['3201017208950001', 'labels.profile.ktp.nik_birth_date'],
    ['3201015700950001', 'labels.profile.ktp.nik_birth_date'],
    ['3201015708950000', 'labels.profile.ktp.nik_serial'],
  ])('%s -> %s', (nik, problem) => {
    expect(nikProblem(nik)).toBe(problem);
  });

  test('date part: women add 40 to the day', () => {
    expect(nikDatePart('1995-08-17', 'female')).toBe('570895');
    expect(nikDatePart('1995-08-07', 'male')).toBe('070895');
    expect(nikDatePart('2001-01-31', 'female')).toBe('710101');
  });

  test('age in whole years', () => {
    expect(ageOn('2000-06-15', '2025-06-14')).toBe(24);
    expect(ageOn('2000-06-15', '2025-06-15')).toBe(25);
    expect(ageOn('2000-02-29', '2025-02-28')).toBe(24);
    expect(ageOn('2000-02-29', '2025-03-01')).toBe(25);
  });

  test('applicants are 17 to 50 years old', () => {
    expect(ageAllowed('2008-06-15', '2025-06-14')).toBe(false);
    expect(ageAllowed('2008-06-15', '2025-06-15')).toBe(true);
    expect(ageAllowed('1974-06-15', '2025-06-14')).toBe(true);
    expect(ageAllowed('1974-06-15', '2025-06-15')).toBe(false);
  });

  test('a NIK as written is reduced to its digits and carries the birth date and sex', () => {
    expect(cleanNik('3201 0157.0895-0001')).toBe('3201015708950001');
    expect(nikMatchesBirth('3201015708950001', '1995-08-17', 'female')).toBe(true);
    expect(nikMatchesBirth('3201015708950001', '1995-08-17', 'male')).toBe(false);
  });
});

test('38 provinces with unique codes, found by name, alias or code', () => {
  expect(PROVINCES).toHaveLength(38);
  expect(new Set(PROVINCES.map((p) => p.code)).size).toBe(38);
  expect(findProvince('Daerah Istimewa Yogyakarta')?.name).toBe('DI Yogyakarta');
  expect(findProvince('  SULAWESI   selatan ')?.code).toBe('73');
  expect(findProvince('Provinsi Bali')?.name).toBe('Bali');
  expect(findProvince('NTT')?.name).toBe('Nusa Tenggara Timur');
  expect(findProvince('Selangor')).toBeUndefined();
  expect(provinceByCode('96').name).toBe('Papua Barat Daya');
  expect(() => provinceByCode('20')).toThrow();
});

test('today is the date in eastern Indonesia (UTC+9)', () => {
  expect(todayIso(new Date('2026-03-31T14:59:59Z'))).toBe('2026-03-31');
  expect(todayIso(new Date('2026-03-31T15:00:00Z'))).toBe('2026-04-01');
});

test('self-assessment score: 0 for the lowest choices, 100 for the highest', () => {
  const ids = Object.keys(QUESTIONS) as (keyof typeof QUESTIONS)[];
  expect(selfAssessmentScore(Object.fromEntries(ids.map((id) => [id, QUESTIONS[id][0]])))).toBe(0);
  expect(selfAssessmentScore(Object.fromEntries(ids.map((id) => [id, QUESTIONS[id][QUESTIONS[id].length - 1]])))).toBe(100);
});
