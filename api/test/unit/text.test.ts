import { escapeLike, foldText } from '../../src/lib/text';

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
