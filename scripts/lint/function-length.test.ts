/**
 * The cap on function length (issue 36, item 4). ESLint's max-lines-per-function holds production
 * functions to 80 lines and lets a reasoned disable comment pass a longer one; nothing in ESLint then
 * stops it growing. Here no production function passes 120 lines, whatever comment it carries, and
 * each one over 80 says why on the line before it.
 */
import { HARD_CAP, SOFT_CAP, functionLengths, longFunctions, productionFiles } from './functionLength';

const body = (lines: number) => Array.from({ length: lines }, (_, i) => `  const v${i} = ${i};`).join('\n');
const describeFn = (fn: { file: string; line: number; name: string; lines: number }) => `${fn.file}:${fn.line} ${fn.name} (${fn.lines} lines)`;

test('lines are counted as ESLint counts them: blank lines and comments are not', () => {
  const text = ['function f() {', '', '  // a comment', '  /* another', '     one */', '  return 1;', '}'].join('\n');
  expect(functionLengths(text)).toEqual([{ name: 'f', line: 1, lines: 3, disable: null }]);
});

test('JSX, arrow functions and methods are measured, with the disable comment before them', () => {
  const text = [
    'export const A = () => (',
    '  <p>',
    '    text',
    '  </p>',
    ');',
    'class B {',
    '  // eslint-disable-next-line max-lines-per-function -- one step of the wizard',
    '  run() {',
    body(2),
    '  }',
    '}',
  ].join('\n');
  expect(functionLengths(text)).toEqual([
    { name: 'A', line: 1, lines: 5, disable: null },
    { name: 'run', line: 8, lines: 4, disable: '-- one step of the wizard' },
  ]);
});

test('a function over 120 lines is found even with the disable comment ESLint accepts', () => {
  const text = `// eslint-disable-next-line max-lines-per-function -- a long one\nfunction long() {\n${body(HARD_CAP)}\n}\n`;
  const [fn] = functionLengths(text);
  expect(fn).toMatchObject({ name: 'long', lines: HARD_CAP + 2, disable: '-- a long one' });
});

test('the production sources are read (the test would pass vacuously otherwise)', () => {
  const files = productionFiles();
  expect(files).toEqual(expect.arrayContaining(['api/src/app.ts', 'mf-account/src/app.tsx']));
  expect(files.some((file) => /\.test\.tsx?$|\/test\/|migrations\//.test(file))).toBe(false);
});

test(`no production function is over ${HARD_CAP} lines`, () => {
  expect(longFunctions(HARD_CAP).map(describeFn)).toEqual([]);
});

test(`every production function over ${SOFT_CAP} lines gives its reason on the line before it`, () => {
  const unexplained = longFunctions(SOFT_CAP).filter((fn) => !/^--\s*\S/.test(fn.disable ?? ''));
  expect(unexplained.map(describeFn)).toEqual([]);
});
