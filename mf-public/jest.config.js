module.exports = require('../scripts/jest/frontend.cjs')('mf-public', __dirname);
