/**
 * Benchmark only: the shell and both remotes built into ONE bundle, no Module Federation — the
 * baseline `npm run bench` compares the federated build with (scripts/bench/frontend.mjs).
 * Same shell code (shell/src/bootstrap.tsx), same remotes (their ./src/app, imported directly by
 * mono/loader.ts in place of shell/src/rollout/loader.ts), same loaders, minifier and targets;
 * the remotes' screens stay lazy chunks as in their route tables. Output: BUILD_OUTPUT_DIR (served
 * as /shell/ by the API host, like the shell) with the shell's own index.html template, the rollout
 * early script left empty (there is no rollout to fetch).
 */
const path = require('path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const fed = require('../webpack/federation.cjs');

const SHELL = path.join(fed.ROOT, 'shell');

module.exports = (_env = {}, argv = {}) => {
  const production = argv.mode !== 'development';
  return {
    ...fed.baseConfig({ production, context: SHELL }),
    name: 'mono',
    entry: { main: path.join(SHELL, 'src', 'bootstrap.tsx') },
    output: {
      path: process.env.BUILD_OUTPUT_DIR || path.join(fed.deployDir(), '.bench-mono', 'shell'),
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      publicPath: '/shell/',
      uniqueName: 'mono',
      clean: true,
    },
    plugins: [
      // shell/src/apps/register.ts loads remotes through shell/src/rollout/loader (the footer's RemoteVersions reads its event name
      // there too): every import of it gets mono/loader.ts, which hands over the bundled apps.
      new webpack.NormalModuleReplacementPlugin(/\/rollout\/loader$/, (resource) => {
        if (path.resolve(resource.context, resource.request) === path.join(SHELL, 'src', 'rollout', 'loader'))
          resource.request = path.join(__dirname, 'mono', 'loader.ts');
      }),
      new fed.MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' }),
      new HtmlWebpackPlugin({
        template: path.join(SHELL, 'public', 'index.html'),
        templateParameters: { earlyScript: '' },
        scriptLoading: 'defer',
        inject: 'head',
        minify: production && { collapseWhitespace: true, removeComments: false, minifyCSS: true },
      }),
    ],
  };
};
