import { profileCompleteness } from '../src/modules/profile/completeness';
import { percent } from '../src/modules/profile/sections/define';
import { detectImageType, isWellFormed } from '../src/modules/uploads/image';
import { isPublicPath } from '../src/modules/uploads/storage';
import { solidImage } from './helpers/uploads';

test('completeness: percentages, missing sections 0, odd stored data 0', () => {
  expect(percent([true, false, false])).toBe(33);
  expect(percent([])).toBe(0);
  const c = profileCompleteness({ essay: { work_history: [], motivation: 'x'.repeat(60) }, quiz: 'not an object', family: [] });
  expect(c).toEqual({ ktp: 0, education: 0, family: 0, additional_info: 0, quiz: 0, essay: 50, overall: 8 });
});

describe('image checks', () => {
  test('magic bytes decide the type', async () => {
    const base = solidImage(8, 8, '#000');
    expect(detectImageType(await base.clone().png().toBuffer())).toBe('png');
    expect(detectImageType(await base.clone().jpeg().toBuffer())).toBe('jpeg');
    expect(detectImageType(await base.clone().webp().toBuffer())).toBe('webp');
    expect(detectImageType(await base.clone().gif().toBuffer())).toBeUndefined();
    expect(detectImageType(Buffer.from('%PDF-1.7'))).toBeUndefined();
    expect(detectImageType(Buffer.alloc(0))).toBeUndefined();
  });

  test('PNG and WebP must end where their container says', async () => {
    const png = await solidImage(8, 8, '#000').png().toBuffer();
    const webp = await solidImage(8, 8, '#000').webp().toBuffer();
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
