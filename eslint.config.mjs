// ESLint for every package (flat config): TypeScript, React hooks, accessibility of JSX, and the
// import boundaries of the composition (docs/architecture.md): no remote imports another remote or
// the shell, the shell imports no remote code, mf-shared and contracts import no app, the API imports
// no front end. `npm run lint` runs it with Prettier's check; CI (.ci/run) runs `npm run lint`.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FRONT_ENDS = ['shell', 'mf-public', 'mf-account'];
const PACKAGES = ['api', 'contracts', 'mf-shared', ...FRONT_ENDS];

/** Which packages each package must not import (by path or by package name). */
const FORBIDDEN = {
  shell: ['mf-public', 'mf-account', 'api'],
  'mf-public': ['shell', 'mf-account', 'api'],
  'mf-account': ['shell', 'mf-public', 'api'],
  'mf-shared': ['shell', 'mf-public', 'mf-account', 'api'],
  contracts: ['shell', 'mf-public', 'mf-account', 'mf-shared', 'api'],
  api: ['shell', 'mf-public', 'mf-account', 'mf-shared'],
};

const boundaries = PACKAGES.map((pkg) => ({
  files: [`${pkg}/**/*.{ts,tsx,js,cjs,mjs}`],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      { zones: FORBIDDEN[pkg].map((other) => ({ target: `./${pkg}`, from: `./${other}`, message: `${pkg} must not import ${other} (docs/architecture.md)` })) },
    ],
    'no-restricted-imports': [
      'error',
      {
        // By package name (`import … from 'mf-account'`); relative paths are the zones above.
        patterns: [
          { regex: `^(?:${FORBIDDEN[pkg].join('|')})(?:/.*)?$`, message: `${pkg} must not import ${FORBIDDEN[pkg].join(', ')} (docs/architecture.md)` },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'coverage/**', 'api/data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json', 'scripts/e2e/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // `import('x').T` stays allowed in annotations: typed jest.requireActual and ambient declarations need it.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'import-x/no-duplicates': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-cycle': 'off', // costly on this tree; the boundaries below are what the architecture needs
    },
  },
  {
    files: ['**/*.{cjs,js}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['{shell,mf-public,mf-account,mf-shared}/src/**/*.{ts,tsx}', '{shell,mf-public,mf-account,mf-shared}/test/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrolling region (a wide table) takes focus so a keyboard can scroll it (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region'], tags: [] }],
    },
  },
  {
    // The HTML of mails (react-dom/server on the API): the same accessibility rules as the front ends' JSX.
    files: ['api/src/**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: { ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    // Benchmarks hand functions to the browser (page.evaluate): `window` there is the page's.
    files: ['scripts/bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // No production function grows past 80 lines without a reason (issue 36): above it, split it, or say on the line
    // before it why it is one function (`// eslint-disable-next-line max-lines-per-function -- <the reason>`); none
    // passes 120 (scripts/lint/function-length.test.ts, which no comment turns off). Tests, test helpers and migrations (a schema written out as one table) are not held to it.
    files: ['{api,contracts,mf-shared,shell,mf-public,mf-account}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**', '**/__mocks__/**', 'api/src/db/migrations/**'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', 'scripts/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
  ...boundaries,
);
