/**
 * The first screens the API host renders (docs/architecture.md, "First paint"): a remote's
 * `src/first-screen/server.tsx` bundled for Node with esbuild, `mf-shared` replaced by
 * `src/first-screen/server-shared.ts` (its query layer answered by the host). The bundle holds
 * everything it needs (React, react-dom/server, the router, i18next), so the host runs it without
 * the front end's packages; the CSS its components import comes out beside it.
 *
 * Built from the repository (never from a team's upload) by scripts/build.mjs into
 * api/dist/first-screen/<remote>.cjs and .css; the remote's build writes the bundle's fingerprint
 * into page-heads.json (`firstScreen`), so the host renders only for the stable version whose
 * components are the ones it holds.
 */
const { createHash } = require('crypto');
const fs = require('fs');
const path = require('path');

const root = path.resolve(__dirname, '..', '..');

/** (Promise of) the bundle of `<srcDir>/first-screen/server.tsx` in memory: { js, css, fingerprint }, or null when the remote has none. */
async function bundleFirstScreen(srcDirGiven) {
  const srcDir = path.resolve(srcDirGiven);
  const entry = path.join(srcDir, 'first-screen', 'server.tsx');
  if (!fs.existsSync(entry)) return null;
  const shim = path.join(srcDir, 'first-screen', 'server-shared.ts');
  const esbuild = require('esbuild');
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    write: false,
    outdir: path.join(root, 'first-screen-out'),
    platform: 'node',
    format: 'cjs',
    target: 'node22',
    jsx: 'automatic',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
    loader: { '.css': 'css' },
    define: { 'process.env.NODE_ENV': '"production"', __REMOTE_VERSION__: '"server"' },
    plugins: [
      {
        name: 'mf-shared-for-the-server',
        setup(build) {
          build.onResolve({ filter: /^mf-shared$/ }, () => ({ path: shim }));
        },
      },
    ],
  });
  const js = result.outputFiles.find((f) => f.path.endsWith('.js'))?.text ?? '';
  const css = result.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? '';
  const fingerprint = createHash('sha256').update(js).update('\0').update(css).digest('base64url').slice(0, 22);
  return { js, css, fingerprint };
}

/** (Promise) Writes `<outDir>/<remote>.cjs`, `.css` and `.json` ({ fingerprint }); returns the fingerprint (null: none). */
async function writeFirstScreen(srcDir, outDir, remote) {
  const bundle = await bundleFirstScreen(srcDir);
  if (!bundle) return null;
  fs.mkdirSync(outDir, { recursive: true });
  // Each file written beside and renamed into place: a host starting meanwhile never reads half a file.
  const write = (file, content) => {
    const temp = path.join(outDir, `.${file}.${process.pid}.tmp`);
    fs.writeFileSync(temp, content);
    fs.renameSync(temp, path.join(outDir, file));
  };
  write(`${remote}.cjs`, bundle.js);
  write(`${remote}.css`, bundle.css);
  write(`${remote}.json`, JSON.stringify({ fingerprint: bundle.fingerprint })); // last: names what the two above are
  return bundle.fingerprint;
}

module.exports = { bundleFirstScreen, writeFirstScreen };
