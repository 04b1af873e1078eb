/**
 * jest settings of the front-end packages (shell, mf-public, mf-account): jsdom, @swc/jest for
 * TS/TSX, CSS imports stubbed, TextEncoder polyfilled (react-router), jest-dom matchers.
 */
const path = require('path');

module.exports = function frontendJest(displayName, rootDir) {
  return {
    displayName,
    testEnvironment: 'jsdom',
    testEnvironmentOptions: { url: 'http://localhost/' },
    rootDir,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    setupFiles: [path.join(__dirname, 'polyfills.ts')],
    setupFilesAfterEnv: [path.join(__dirname, 'after-env.ts'), path.join(__dirname, 'act-warnings.ts')],
    moduleNameMapper: { '\\.css$': path.join(__dirname, 'style-stub.cjs'), '^contracts$': path.join(__dirname, '..', '..', 'contracts', 'src', 'index.ts') },
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
          module: { type: 'commonjs' },
        },
      ],
    },
    testTimeout: 30000,
  };
};
