/** One jest run, one project per package (front-end packages join in their own issue). */
module.exports = {
  projects: ['<rootDir>/api', '<rootDir>/mf-shared'],
};
