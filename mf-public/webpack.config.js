// remote "mf-public" (every public route): the build every remote shares, scripts/webpack/remote.cjs.
const { remoteConfig } = require('../scripts/webpack/remote.cjs');

module.exports = remoteConfig({ name: 'mf_public', dir: __dirname, pkg: require('./package.json') });
