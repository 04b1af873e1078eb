// shell (host) — the configuration that measured smallest for a first visit to `/`.
// Build: node ../scripts/clean.js dist && webpack --config webpack.config.js
const path = require('path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const deps = require('../package.json').dependencies;
const MODERN = 'chrome >= 111, edge >= 111, firefox >= 111, safari >= 16.4';

// webpack 5.111.x + @module-federation/enhanced 2.9.x fail with "Path variable [contenthash:8] not
// implemented in this context" (module-federation/core#5077, webpack/webpack#22199): the federation
// runtime module resolves its own chunk's file name while webpack is still hashing. It only needs the
// directory part, so resolve the template with the hash blanked out when no hash exists yet.
class MfContentHashFix {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('MfContentHashFix', (compilation) => {
      const getPath = compilation.getPath.bind(compilation);
      compilation.getPath = (filename, data = {}) => {
        try {
          return getPath(filename, data);
        } catch (err) {
          if (typeof filename !== 'string' || !/not implemented in this context/.test(err.message)) throw err;
          return getPath(filename.replace(/\[(?:content|chunk|full)?hash(?::\d+)?\]/g, '_'), data);
        }
      };
    });
  }
}

// `experiments.provideExternalRuntime: true` registers the CommonJS build of this plugin, which drags a
// second (CJS) copy of runtime-core and sdk into main.js (+25 KB gzip). Register its ESM build instead.
const injectExternalRuntimeCore = require
  .resolve('@module-federation/inject-external-runtime-core-plugin')
  .replace(/index\.cjs$/, 'index.js');

const singleton = (requiredVersion, extra = {}) => ({ singleton: true, requiredVersion, ...extra });

module.exports = {
  mode: 'production',
  context: __dirname,
  target: `browserslist:${MODERN}`,
  entry: { main: './src/index.js' }, // index.js -> import('./bootstrap') (async boundary)
  output: {
    path: path.resolve(__dirname, 'dist'),
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    publicPath: '/',
    uniqueName: 'shell',
    // not `clean: true`: shared tree shaking writes full fallback builds to dist/independent-packages/
    // from a child compiler before this compilation emits, and clean would delete them (the runtime then
    // 404s when a consumer needs more exports than the tree-shaken copy has). The build script empties dist.
    clean: false,
  },
  resolve: { extensions: ['.js', '.jsx'] },
  module: {
    rules: [{
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'swc-loader',
        options: {
          jsc: { parser: { syntax: 'ecmascript', jsx: true }, transform: { react: { runtime: 'automatic' } } },
          env: { targets: MODERN },
        },
      },
    }],
  },
  optimization: {
    minimizer: [new TerserPlugin({
      extractComments: false,
      terserOptions: { ecma: 2020, compress: { passes: 2, pure_getters: true }, format: { comments: false } },
    })],
  },
  devtool: false,
  performance: { hints: false },
  plugins: [
    new MfContentHashFix(),
    // mf-shared loads axios with the first API request instead of with the first page (-21 KB gzip)
    new webpack.DefinePlugin({ __DEFER_AXIOS__: 'true' }),
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {}, // registered at run time (registerRemotes) from /rollout.json
      dts: false,
      shareStrategy: 'loaded-first',
      // drop the snapshot/manifest-preload plugin and the Node code paths from the MF runtime
      experiments: { optimization: { disableSnapshot: true, target: 'web' } },
      // hand runtime-core to the remotes (they are built with experiments.externalRuntime)
      runtimePlugins: [injectExternalRuntimeCore],
      shared: {
        // eager: inside main.js instead of one request each
        react: singleton(deps.react, { eager: true }),
        'react-dom': singleton(deps['react-dom'], { eager: true }),
        'react-dom/client': singleton(deps['react-dom'], { eager: true }),
        'react/jsx-runtime': singleton(deps.react, { eager: true }),
        i18next: singleton(deps.i18next, { eager: true }),
        'mf-shared-spike': singleton('^1.0.0', { version: '1.0.0', eager: true }),
        // tree-shaken shared module (cannot be eager): only the exports listed here are provided; a consumer
        // that needs more loads the full build from dist/independent-packages/. List what ALL apps use.
        'react-i18next': singleton(deps['react-i18next'], {
          treeShaking: { mode: 'runtime-infer', usedExports: ['useTranslation', 'I18nextProvider'] },
        }),
        // the shell itself does not import react-router; the remote provides it (see remote config)
      },
    }),
    // index.html fetches /rollout.json and preloads each remoteEntry.js while main.js downloads
    new HtmlWebpackPlugin({ template: './public.early.html', scriptLoading: 'defer', inject: 'head' }),
  ],
};
