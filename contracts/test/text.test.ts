import { MAX_COMBINING_MARKS, escapeLike, foldText, isCleanText, normaliseText, sanitiseText } from '../src/rules/text';

test.each([
  ['Bándung', 'bandung'],
  ['  SURABAYA   Jawa\tTimur ', 'surabaya jawa timur'],
  ['Ｔｏｋｙｏ', 'tokyo'],
  ['Nur’aini', 'nur’aini'],
])('foldText(%p) = %p', (input, expected) => {
  expect(foldText(input)).toBe(expected);
});

test('escapeLike makes wildcards literal', () => {
  expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
});

describe('the one text rule', () => {
  test('NFC normalisation; multi-line text gets LF line ends', () => {
    expect(normaliseText('Cafe\u0301')).toBe('Café');
    expect(normaliseText('a\r\nb\rc')).toBe('a\nb\nc');
    expect(normaliseText('a\r\nb', 'line')).toBe('a\r\nb');
  });

  test.each([
    ['plain Indonesian', 'Siti Nur’aini, Jl. Melati No. 5', true],
    ['Japanese and emoji', 'こんにちは 🙏', true],
    ['Vietnamese (two marks on one letter)', normaliseText('Nguyê\u0303n'), true],
    [`${MAX_COMBINING_MARKS} marks on one letter`, `a${'\u0301'.repeat(MAX_COMBINING_MARKS)}`, true],
    [`${MAX_COMBINING_MARKS + 1} marks on one letter`, `a${'\u0301'.repeat(MAX_COMBINING_MARKS + 1)}`, false],
    ['1 letter and 99 combining marks', `a${'\u0301'.repeat(99)}`, false],
    ['right-to-left override', 'abc\u202Efdp.exe', false],
    ['left-to-right embedding', 'a\u202Ab', false],
    ['first-strong isolate', 'a\u2068b\u2069', false],
    ['NUL', 'a\u0000b', false],
    ['bell', 'a\u0007', false],
    ['C1 control', 'a\u0085b', false],
    ['DEL', 'a\u007Fb', false],
    ['lone surrogate', 'a\uD800b', false],
  ])('%s: clean = %p', (_what, value, clean) => {
    expect(isCleanText(value, 'multiline')).toBe(clean);
    expect(isCleanText(value, 'line')).toBe(clean);
  });

  test('newlines and tabs only in multi-line text', () => {
    expect(isCleanText('a\nb\tc', 'multiline')).toBe(true);
    expect(isCleanText('a\nb', 'line')).toBe(false);
    expect(isCleanText('a\tb', 'line')).toBe(false);
    expect(isCleanText('a\u2028b', 'line')).toBe(false);
  });

  test('sanitiseText keeps a bounded, printable line', () => {
    expect(sanitiseText('Loading script failed.\n(error: https://x/remoteEntry.js)\u202E', 500)).toBe(
      'Loading script failed. (error: https://x/remoteEntry.js)',
    );
    expect(sanitiseText(`a${'\u0301'.repeat(50)}b`, 500)).toBe(`á${'\u0301'.repeat(MAX_COMBINING_MARKS)}b`);
    expect(sanitiseText('x'.repeat(900), 500)).toHaveLength(500);
    expect(sanitiseText('ab🙏', 3)).toBe('ab🙏');
    expect(sanitiseText('abc🙏', 3)).toBe('abc');
    expect(sanitiseText('a\uDC00', 10)).toBe('a\uFFFD');
  });
});
