import sharp from 'sharp';
import { profileCompleteness } from '../src/modules/profile/completeness';
import { findProvince, PROVINCES } from '../src/modules/profile/data/provinces';
import { percent } from '../src/modules/profile/sections/define';
import { todayIso } from '../src/modules/profile/sections/fields';
import { ageOn, nikDatePart, nikProblem } from '../src/modules/profile/sections/ktp';
import { QUESTIONS, selfAssessmentScore } from '../src/modules/profile/sections/quiz';
import { detectImageType, isWellFormed } from '../src/modules/uploads/image';
import { isPublicPath } from '../src/modules/uploads/storage';

describe('NIK rules', () => {
  test.each([
    ['3201015708950001', undefined],
    ['1101010101000001', undefined],
    ['9601014101990001', undefined], // Papua Barat Daya (2022), a woman born 1 Jan 1999
    ['320101570895000', 'profile.ktp.nik_format'],
    ['32010157089500011', 'profile.ktp.nik_format'],
    ['3201O15708950001', 'profile.ktp.nik_format'],
    ['2001015708950001', 'profile.ktp.nik_region'], // 20: no province
    ['9701015708950001', 'profile.ktp.nik_region'],
    ['3200015708950001', 'profile.ktp.nik_region'],
    ['3201005708950001', 'profile.ktp.nik_region'],
    ['3201010008950001', 'profile.ktp.nik_birth_date'],
    ['3201013208950001', 'profile.ktp.nik_birth_date'],
    ['3201014008950001', 'profile.ktp.nik_birth_date'],
    ['3201017208950001', 'profile.ktp.nik_birth_date'],
    ['3201015700950001', 'profile.ktp.nik_birth_date'],
    ['3201015708950000', 'profile.ktp.nik_serial'],
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
});

test('38 provinces with unique codes, found by name, alias or code', () => {
  expect(PROVINCES).toHaveLength(38);
  expect(new Set(PROVINCES.map((p) => p.code)).size).toBe(38);
  expect(findProvince('Daerah Istimewa Yogyakarta')?.name).toBe('DI Yogyakarta');
  expect(findProvince('  SULAWESI   selatan ')?.code).toBe('73');
  expect(findProvince('Provinsi Bali')?.name).toBe('Bali');
  expect(findProvince('NTT')?.name).toBe('Nusa Tenggara Timur');
  expect(findProvince('Selangor')).toBeUndefined();
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

test('completeness: percentages, missing sections 0, odd stored data 0', () => {
  expect(percent([true, false, false])).toBe(33);
  expect(percent([])).toBe(0);
  const c = profileCompleteness({ essay: { work_history: [], motivation: 'x'.repeat(60) }, quiz: 'not an object', family: [] });
  expect(c).toEqual({ ktp: 0, education: 0, family: 0, additional_info: 0, quiz: 0, essay: 50, overall: 8 });
});

describe('image checks', () => {
  test('magic bytes decide the type', async () => {
    const base = sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } });
    expect(detectImageType(await base.clone().png().toBuffer())).toBe('png');
    expect(detectImageType(await base.clone().jpeg().toBuffer())).toBe('jpeg');
    expect(detectImageType(await base.clone().webp().toBuffer())).toBe('webp');
    expect(detectImageType(await base.clone().gif().toBuffer())).toBeUndefined();
    expect(detectImageType(Buffer.from('%PDF-1.7'))).toBeUndefined();
    expect(detectImageType(Buffer.alloc(0))).toBeUndefined();
  });

  test('PNG and WebP must end where their container says', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer();
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).webp().toBuffer();
    expect(isWellFormed(png, 'png')).toBe(true);
    expect(isWellFormed(Buffer.concat([png, Buffer.from('x')]), 'png')).toBe(false);
    expect(isWellFormed(png.subarray(0, png.length - 1), 'png')).toBe(false);
    expect(isWellFormed(webp, 'webp')).toBe(true);
    expect(isWellFormed(Buffer.concat([webp, Buffer.from('xx')]), 'webp')).toBe(false);
  });

  test('public paths', () => {
    expect(isPublicPath(`/avatars/${'0'.repeat(32)}.webp`)).toBe(true);
    expect(isPublicPath(`/avatars/${'0'.repeat(31)}.webp`)).toBe(false);
    expect(isPublicPath(`/avatars/../${'0'.repeat(32)}.webp`)).toBe(false);
    expect(isPublicPath(`/certificates/${'0'.repeat(32)}.webp`)).toBe(false);
    expect(isPublicPath(`/constructor/${'0'.repeat(32)}.webp`)).toBe(false);
  });
});
