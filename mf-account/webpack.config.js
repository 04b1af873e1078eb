// remote "mf-account" (the logged-in area): the build every remote shares, scripts/webpack/remote.cjs.
const { remoteConfig } = require('../scripts/webpack/remote.cjs');

module.exports = remoteConfig({ name: 'mf_account', dir: __dirname, pkg: require('./package.json') });
