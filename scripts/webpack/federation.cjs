/**
 * Pieces every front-end webpack config uses (shell/webpack.config.js, mf-public/…, mf-account/…):
 * the TypeScript loader, CSS, minifier, the Module Federation shared singletons and the
 * work-around for webpack 5.111 + @module-federation/enhanced 2.9 with [contenthash].
 * Measured choices are explained in docs/architecture.md ("Why the federation build looks as it does").
 */
const path = require('path');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');

const ROOT = path.resolve(__dirname, '../..');
const MODERN = 'chrome >= 111, edge >= 111, firefox >= 111, safari >= 16.4';

/** Where builds go: DEPLOY_DIR or <repo>/dist (dist/shell, dist/<remote>/<version>, dist/rollout.json). */
function deployDir() {
  return path.resolve(process.env.DEPLOY_DIR || path.join(ROOT, 'dist'));
}

/**
 * webpack 5.111.x + @module-federation/enhanced 2.9.x fail with "Path variable [contenthash:8] not
 * implemented in this context" (module-federation/core#5077): the federation runtime module resolves
 * its own chunk's file name while webpack is still hashing. It only needs the directory part, so the
 * template is resolved with the hash blanked out when no hash exists yet.
 */
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

/**
 * What makes a remote build a versioned, side-by-side build (docs/architecture.md section 4):
 * - `__REMOTE_VERSION__` in the code (the remote shows it on its root element: data-version);
 * - its own chunk-loading global per version (`webpackChunkmf_public_1_1_0`), so a canary that
 *   failed half-way and the stable version loaded after it in the same page never mix chunks.
 */
class RemoteVersionPlugin {
  constructor(uniqueName, version) {
    this.uniqueName = uniqueName;
    this.version = version;
  }

  apply(compiler) {
    const { DefinePlugin } = compiler.webpack;
    new DefinePlugin({ __REMOTE_VERSION__: JSON.stringify(this.version) }).apply(compiler);
    compiler.options.output.chunkLoadingGlobal = `webpackChunk${this.uniqueName}_${this.version.replace(/[^0-9A-Za-z]/g, '_')}`;
  }
}

function version(pkg) {
  return require(path.join(ROOT, pkg, 'package.json')).version;
}

function depRange(pkgJson, name) {
  const range = (pkgJson.dependencies || {})[name];
  if (!range) throw new Error(`${pkgJson.name}: ${name} is shared but not a dependency`);
  return range;
}

/**
 * The shared singletons of docs/architecture.md section 1. The shell provides them eagerly (inside its main
 * chunk, no extra request); remotes consume the shell's copy and only fall back to their own when
 * run without the shell. `requiredVersion` comes from each package's own package.json, so the
 * release tool can compare a remote's ranges with the shell's (mf-manifest.json).
 */
/**
 * What the remotes use of react-router-dom (union over both, tests' MemoryRouter aside; check with
 * grep for "from 'react-router-dom'" in both remotes' src). Adding a name here costs a few hundred bytes.
 */
const ROUTER_EXPORTS = [
  'BrowserRouter',
  'Routes',
  'Route',
  'Link',
  'Navigate',
  'Outlet',
  'useLocation',
  'useNavigate',
  'useNavigationType',
  'useParams',
  'useSearchParams',
];

/** The version of `name` installed for a package (its own node_modules first, then the root's). */
function installedVersion(pkgJson, name) {
  const file = require.resolve(`${name}/package.json`, { paths: [path.join(ROOT, pkgJson.name), ROOT] });
  return require(file).version;
}

function sharedSingletons(pkgJson, { eager = false, router = false, strict = false, forms = false } = {}) {
  // strict (remotes): a singleton outside the remote's range makes its load fail (the shell then
  // falls back to the stable version) instead of running against a React it was not built for.
  const strictness = strict ? { strictVersion: true } : {};
  const single = (name, extra = {}) => ({ singleton: true, requiredVersion: depRange(pkgJson, name), eager, ...strictness, ...extra });
  const shared = {
    react: single('react'),
    'react/jsx-runtime': { ...single('react'), requiredVersion: depRange(pkgJson, 'react') },
    'react-dom': single('react-dom'),
    'react-dom/client': { ...single('react-dom'), requiredVersion: depRange(pkgJson, 'react-dom') },
    i18next: single('i18next'),
    'react-i18next': single('react-i18next'),
    'mf-shared': { singleton: true, eager, requiredVersion: `^${version('mf-shared')}`, version: version('mf-shared'), ...strictness },
  };
  if (router) {
    // Remotes route with react-router 7, imported from `react-router-dom` only (it re-exports
    // `react-router`, which is bundled inside this share and never imported on its own: one router
    // at run time). Shared AND tree-shaken: the copy provided holds only ROUTER_EXPORTS (~13 KB gzip
    // instead of ~61 KB for the whole package). `runtime-infer`: a remote version that needs an
    // export outside the list gets the full package instead (bigger, never broken).
    shared['react-router-dom'] = single('react-router-dom', { treeShaking: { mode: 'runtime-infer', usedExports: ROUTER_EXPORTS } });
  }
  if (forms) {
    // The remotes' forms (mf-shared/forms: useApiForm and its fields, compiled into each remote):
    // one react-hook-form and one zod resolver at run time, whichever remote loads first. Not the
    // shell's (it has no form): its eager bundle stays without them. The resolver's sub-package
    // says version 1.0.0 of itself: the version given is @hookform/resolvers' own. OFF in
    // remote.cjs: measured on 2026-11-29, /login's first visit was 2.2 KB gzip bigger with it than
    // without (224,716 against 222,514 B: a shared module is provided whole, react-hook-form's
    // chunk alone 16.3 KB, instead of each remote's tree-shaken part); one copy per remote costs
    // nothing on a first visit, which loads one remote.
    shared['react-hook-form'] = single('react-hook-form');
    shared['@hookform/resolvers/zod'] = {
      ...single('@hookform/resolvers'),
      version: installedVersion(pkgJson, '@hookform/resolvers'),
    };
  }
  return shared;
}

function swcRule() {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
        env: { targets: MODERN },
      },
    },
  };
}

function cssRule(production) {
  return {
    test: /\.css$/,
    use: [production ? MiniCssExtractPlugin.loader : 'style-loader', { loader: 'css-loader', options: { importLoaders: 0 } }],
  };
}

function minimizers() {
  return [
    new TerserPlugin({
      extractComments: false,
      terserOptions: { ecma: 2020, compress: { passes: 2, pure_getters: true }, format: { comments: false } },
    }),
  ];
}

/** Options common to every front-end build. */
function baseConfig({ production, context }) {
  return {
    mode: production ? 'production' : 'development',
    context,
    target: `browserslist:${MODERN}`,
    resolve: { extensions: ['.tsx', '.ts', '.js', '.jsx'], conditionNames: ['source', '...'] }, // `source`: the contracts package as TypeScript
    module: { rules: [swcRule(), cssRule(production)] },
    optimization: { minimizer: minimizers() },
    devtool: production ? false : 'eval-cheap-module-source-map',
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** Settings of the federation runtime measured smallest (no snapshot plugin, no Node paths). */
const RUNTIME_OPTIMIZATION = { disableSnapshot: true, target: 'web' };

module.exports = {
  ROOT,
  MODERN,
  RUNTIME_OPTIMIZATION,
  MfContentHashFix,
  MiniCssExtractPlugin,
  RemoteVersionPlugin,
  baseConfig,
  deployDir,
  sharedSingletons,
  version,
};
