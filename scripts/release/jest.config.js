/** The release tool's tests (node, no browser): node node_modules/jest/bin/jest.js --config scripts/release/jest.config.js */
const path = require('path');

module.exports = {
  displayName: 'release',
  rootDir: path.resolve(__dirname, '..', '..'),
  testEnvironment: 'node',
  testMatch: ['<rootDir>/scripts/release/**/*.test.ts'],
  transform: {
    '^.+\\.tsx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
};
