// shell (host): layout, session, language, chat button, rollouts. Loads the remotes at run time from
// /rollout.json (src/rollout), never from URLs in this build.
const fs = require('fs');
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const fed = require('../scripts/webpack/federation.cjs');
const pkg = require('./package.json');

// `experiments.provideExternalRuntime: true` registers the CommonJS build of this plugin, which drags a
// second (CJS) copy of runtime-core into main.js (+25 KB gzip). Register its ESM build instead.
const injectExternalRuntimeCore = require.resolve('@module-federation/inject-external-runtime-core-plugin').replace(/index\.cjs$/, 'index.js');

const EARLY_DIR = path.join(fed.deployDir(), '.build', 'shell-early');

/**
 * The page's early script (src/rollout/early.ts): fetches /rollout.json and preloads the first
 * remote's entry while main.js downloads. Built on its own (no federation runtime) and inlined
 * into index.html by the second config.
 */
const earlyConfig = (production) => ({
  ...fed.baseConfig({ production, context: __dirname }),
  name: 'rollout-early',
  entry: './src/rollout/early.ts',
  output: { path: EARLY_DIR, filename: 'early.js', iife: true, clean: true },
  devtool: false,
  // No devServer here: webpack-cli serves the whole array with the shell config's devServer.
});

/** `npm run dev` (scripts/dev.mjs): the shell with live reload; everything else proxied to the API host. */
const devServer = () => ({
  port: Number(process.env.DEV_PORT || 8080),
  historyApiFallback: { index: '/shell/index.html' },
  // The early script is read from disk when index.html is generated.
  devMiddleware: { publicPath: '/shell/', writeToDisk: (file) => file.startsWith(EARLY_DIR) },
  hot: false,
  liveReload: true,
  proxy: [
    { context: ['/api', '/broadcasting', '/storage', '/remotes', '/rollout.json', '/health'], target: `http://127.0.0.1:${process.env.API_PORT || 8081}` },
  ],
});

module.exports = (_env = {}, argv = {}) => {
  const production = argv.mode !== 'development';
  return [
    earlyConfig(production),
    {
      ...fed.baseConfig({ production, context: __dirname }),
      name: 'shell',
      dependencies: ['rollout-early'],
      entry: { main: './src/index.ts' }, // index.ts -> import('./bootstrap') (async boundary)
      output: {
        path: process.env.BUILD_OUTPUT_DIR || path.join(fed.deployDir(), 'shell'),
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        publicPath: '/shell/',
        uniqueName: 'shell',
        // Not `clean: true`: the build script empties the folder (docs/architecture.md: shared treeShaking's fallbacks).
        clean: false,
      },
      plugins: [
        new fed.MfContentHashFix(),
        new fed.MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' }),
        new ModuleFederationPlugin({
          name: 'shell',
          remotes: {}, // registered at run time (registerRemotes) from /rollout.json
          dts: false,
          shareStrategy: 'loaded-first',
          experiments: { optimization: fed.RUNTIME_OPTIMIZATION },
          // hand runtime-core to the remotes (they are built with experiments.externalRuntime)
          runtimePlugins: [injectExternalRuntimeCore],
          shared: fed.sharedSingletons(pkg, { eager: true }),
        }),
        // index.html fetches /rollout.json and preloads each remoteEntry.js while main.js downloads.
        new HtmlWebpackPlugin({
          template: './public/index.html',
          scriptLoading: 'defer',
          inject: 'head',
          minify: production && { collapseWhitespace: true, removeComments: false, minifyCSS: true },
          templateParameters: () => ({ earlyScript: fs.readFileSync(path.join(EARLY_DIR, 'early.js'), 'utf8').replace(/<\/script/gi, '<\\/script') }),
        }),
      ],
      devServer: devServer(),
    },
  ];
};
