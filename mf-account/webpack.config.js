// remote "mf-account": exposes ./app (single-spa lifecycles). Output: dist/mf-account/<version>/ with an
// unhashed remoteEntry.js (the version is in its URL) and content-hashed chunks.
const path = require('path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const fed = require('../scripts/webpack/federation.cjs');
const pkg = require('./package.json');

module.exports = (env = {}, argv = {}) => {
  const production = argv.mode !== 'development';
  const version = process.env.REMOTE_VERSION || pkg.version;
  return {
    ...fed.baseConfig({ production, context: __dirname }),
    entry: {}, // the container entry (remoteEntry.js) is the only entry
    output: {
      path: process.env.BUILD_OUTPUT_DIR || path.join(fed.deployDir(), pkg.name, version),
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      publicPath: 'auto', // chunks load from wherever remoteEntry.js was loaded
      uniqueName: 'mf_account',
      clean: false,
    },
    plugins: [
      new fed.MfContentHashFix(),
      new fed.RemoteVersionPlugin('mf_account', version), // __REMOTE_VERSION__, a chunk global per version
      new fed.MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' }),
      new ModuleFederationPlugin({
        name: 'mf_account',
        filename: 'remoteEntry.js',
        exposes: { './app': './src/app.tsx' },
        dts: false,
        manifest: { fileName: 'mf-manifest.json' },
        shareStrategy: 'loaded-first',
        experiments: {
          // runtime-core comes from the shell: remoteEntry.js drops from ~27 KB to ~8.5 KB gzip.
          externalRuntime: true,
          optimization: fed.RUNTIME_OPTIMIZATION,
        },
        shared: fed.sharedSingletons(pkg, { router: true, strict: true }),
      }),
    ],
  };
};
