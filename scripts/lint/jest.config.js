/** @type {import('jest').Config} */
module.exports = {
  displayName: 'lint',
  testEnvironment: 'node',
  rootDir: __dirname,
  testMatch: ['<rootDir>/*.test.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }] },
};
