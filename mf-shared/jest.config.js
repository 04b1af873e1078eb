/** @type {import('jest').Config} */
module.exports = {
  displayName: 'mf-shared',
  testEnvironment: 'jsdom',
  testEnvironmentOptions: { url: 'http://localhost/' },
  rootDir: __dirname,
  testMatch: ['<rootDir>/test/**/*.test.ts?(x)'],
  setupFiles: ['<rootDir>/test/setup/polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/test/setup/after-env.ts', '<rootDir>/../scripts/jest/act-warnings.ts'],
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
