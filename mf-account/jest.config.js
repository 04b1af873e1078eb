module.exports = require('../scripts/jest/frontend.cjs')('mf-account', __dirname);
