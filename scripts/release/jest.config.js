/** The release tool's tests (node, no browser): node node_modules/jest/bin/jest.js --config scripts/release/jest.config.js */
const path = require('path');
const api = require('../../api/jest.config.js');

module.exports = {
  displayName: 'release',
  rootDir: path.resolve(__dirname, '..', '..'),
  testEnvironment: 'node',
  testMatch: ['<rootDir>/scripts/release/**/*.test.ts'],
  // The tool runs the API's release module (api/src/modules/release): the API's transforms and its view of contracts.
  transform: api.transform,
  transformIgnorePatterns: api.transformIgnorePatterns,
  moduleNameMapper: { '^contracts$': '<rootDir>/contracts/src/index.ts' },
};
