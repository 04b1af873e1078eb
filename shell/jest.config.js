module.exports = require('../scripts/jest/frontend.cjs')('shell', __dirname);
