/**
 * The webpack config of a remote (mf-public, mf-account): exposes ./app (the single-spa lifecycles,
 * mf-shared/src/remote). Output: dist/<package>/<version>/ with an unhashed remoteEntry.js (the
 * version is in its URL) and content-hashed chunks. Each remote's webpack.config.js only names itself:
 *
 *   module.exports = require('../scripts/webpack/remote.cjs').remoteConfig({ name: 'mf_public', dir: __dirname, pkg: require('./package.json') });
 */
const path = require('path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const fed = require('./federation.cjs');
const { PageHeadsPlugin } = require('./page-heads.cjs');

/** The version of the contracts package a remote is built against (docs/contract.md, Versions). */
const CONTRACT_VERSION = require('../../contracts/package.json').version;

/** Writes contract.json ({ "contract": "1.2.0" }) beside remoteEntry.js: the release tool checks it against the API's. */
class ContractVersionPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ContractVersionPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ContractVersionPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('contract.json', new RawSource(JSON.stringify({ contract: CONTRACT_VERSION })));
      });
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.name        Module Federation container name (a JS identifier: mf_public)
 * @param {string} [options.uniqueName] webpack output.uniqueName; default `name`
 * @param {string} options.dir         the remote's folder (webpack context)
 * @param {{ name: string, version: string, dependencies?: Record<string, string> }} options.pkg its package.json
 */
function remoteConfig({ name, uniqueName = name, dir, pkg }) {
  return (_env = {}, argv = {}) => {
    const production = argv.mode !== 'development';
    const version = process.env.REMOTE_VERSION || pkg.version;
    return {
      ...fed.baseConfig({ production, context: dir }),
      entry: {}, // the container entry (remoteEntry.js) is the only entry
      output: {
        path: process.env.BUILD_OUTPUT_DIR || path.join(fed.deployDir(), pkg.name, version),
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        publicPath: 'auto', // chunks load from wherever remoteEntry.js was loaded
        uniqueName,
        clean: false,
      },
      plugins: [
        new fed.MfContentHashFix(),
        new ContractVersionPlugin(),
        new PageHeadsPlugin({ srcDir: path.join(dir, 'src'), container: `app-${pkg.name}` }), // page-heads.json (page-heads.cjs)
        new fed.RemoteVersionPlugin(uniqueName, version), // __REMOTE_VERSION__, a chunk global per version
        new fed.MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' }),
        new ModuleFederationPlugin({
          name,
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
          // Not `forms: true` (react-hook-form and the zod resolver shared): /login's first visit
          // measured 2.2 KB gzip bigger with it (a shared module is provided whole, not tree-shaken).
          shared: fed.sharedSingletons(pkg, { router: true, strict: true }),
        }),
      ],
    };
  };
}

module.exports = { remoteConfig };
