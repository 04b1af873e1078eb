/**
 * Browser tests (its own jest run, not a project of the root config): headless Chromium against
 * the real build served by the real API host. `npm test` runs it as its own pass after the SQLite
 * pass (beside the PostgreSQL pass, which runs at the lowest CPU priority); alone:
 * node node_modules/jest/bin/jest.js --config scripts/e2e/jest.config.js --runInBand
 * Set E2E_BUILD_DIR to an existing deploy folder to skip the build (developer re-runs).
 */
const path = require('path');

module.exports = {
  displayName: 'e2e',
  rootDir: path.resolve(__dirname, '..', '..'),
  testEnvironment: 'node',
  testMatch: ['<rootDir>/scripts/e2e/**/*.e2e.test.ts'],
  globalSetup: '<rootDir>/scripts/e2e/global-setup.cjs',
  globalTeardown: '<rootDir>/scripts/e2e/global-teardown.cjs',
  transform: {
    '^.+\\.tsx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  testTimeout: 120000,
  slowTestThreshold: 60,
};
