/** One jest run, one project per package. */
module.exports = {
  projects: ['<rootDir>/api', '<rootDir>/mf-shared', '<rootDir>/shell', '<rootDir>/mf-public', '<rootDir>/mf-account', '<rootDir>/scripts/release/jest.config.js'],
};
