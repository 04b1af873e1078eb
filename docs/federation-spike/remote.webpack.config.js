// remote "mf-public" — the configuration that measured smallest for a first visit to `/`.
// Build: node ../scripts/clean.js dist && webpack --config webpack.config.js
// Output: dist/remoteEntry.js (not hashed: the deploy puts each build under dist/<remote>/<version>/)
// and content-hashed chunks.
const path = require('path');
const webpack = require('webpack');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const deps = require('../package.json').dependencies;
const MODERN = 'chrome >= 111, edge >= 111, firefox >= 111, safari >= 16.4';

// Same work-around as in shell/webpack.config.js (webpack 5.111.x + MF 2.9.x + [contenthash]).
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

const singleton = (requiredVersion, extra = {}) => ({ singleton: true, requiredVersion, ...extra });

module.exports = {
  mode: 'production',
  context: __dirname,
  target: `browserslist:${MODERN}`,
  entry: {}, // the container entry (remoteEntry.js) is the only entry; see the note on externalRuntime
  output: {
    path: path.resolve(__dirname, 'dist'),
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    publicPath: 'auto', // chunks load from wherever remoteEntry.js was loaded
    uniqueName: 'mf_public',
    clean: false, // see shell/webpack.config.js (independent-packages/ of shared tree shaking)
  },
  resolve: {
    extensions: ['.js', '.jsx'],
    // spike switches (src/Root.*.jsx, src/router.*.js, src/about.*.js): BrowserRouter + Routes,
    // imports from `react-router` (v7; not react-router-dom), About page behind React.lazy
    alias: {
      '@root$': path.resolve(__dirname, 'src/Root.routes.jsx'),
      '@router$': path.resolve(__dirname, 'src/router.rr.js'),
      '@about$': path.resolve(__dirname, 'src/about.lazy.js'),
    },
  },
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
    new webpack.DefinePlugin({ __DEFER_AXIOS__: 'true' }),
    new ModuleFederationPlugin({
      name: 'mf_public',
      filename: 'remoteEntry.js',
      exposes: { './app': './src/app.jsx' },
      dts: false,
      shareStrategy: 'loaded-first',
      experiments: {
        // runtime-core comes from the shell (its inject-external-runtime-core runtime plugin): remoteEntry.js
        // drops from ~27 KB to ~8.5 KB gzip. The remote then only runs inside a host that provides it.
        externalRuntime: true,
        optimization: { disableSnapshot: true, target: 'web' },
      },
      shared: {
        react: singleton(deps.react),
        'react-dom': singleton(deps['react-dom']),
        'react-dom/client': singleton(deps['react-dom']),
        'react/jsx-runtime': singleton(deps.react),
        i18next: singleton(deps.i18next),
        'mf-shared-spike': singleton('^1.0.0', { version: '1.0.0' }),
        'react-i18next': singleton(deps['react-i18next'], {
          treeShaking: { mode: 'runtime-infer', usedExports: ['useTranslation', 'I18nextProvider'] },
        }),
        // shared AND tree-shaken: 13 KB gzip instead of 61 KB for the whole react-router 7 package.
        // usedExports must list what every app that shares it uses (union over remotes).
        'react-router': singleton(deps['react-router'], {
          treeShaking: { mode: 'runtime-infer', usedExports: ['BrowserRouter', 'Routes', 'Route', 'Link', 'Outlet'] },
        }),
      },
    }),
  ],
};
