/** One jest run, one project per package. */
module.exports = {
  projects: [
    '<rootDir>/contracts',
    '<rootDir>/api',
    '<rootDir>/mf-shared',
    '<rootDir>/shell',
    '<rootDir>/mf-public',
    '<rootDir>/mf-account',
    '<rootDir>/scripts/release/jest.config.js',
    '<rootDir>/scripts/lint/jest.config.js',
    '<rootDir>/scripts/start/jest.config.js',
  ],
  // A global option: the projects' own testTimeout is not read in a multi-project run (jest's default, 5 s, applied).
  testTimeout: 30_000,
};
