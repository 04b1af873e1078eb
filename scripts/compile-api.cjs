/**
 * Compiles the API host as it runs in production: the contracts package, then the API
 * (`tsc -p tsconfig.build.json` in each, to contracts/dist and api/dist). Used by `npm start`
 * and the search bench, which measures that build. Importing runs nothing.
 */
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

/** Runs tsc for contracts then api; returns the failing exit status, or 0. */
function compileApi() {
  // The contracts package first: the API loads its compiled copy (contracts/dist).
  for (const pkg of ['contracts', 'api']) {
    const tsc = spawnSync(process.execPath, [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json'], {
      cwd: path.join(root, pkg),
      stdio: 'inherit',
    });
    if (tsc.status !== 0) return tsc.status ?? 1;
  }
  return 0;
}

module.exports = { compileApi };
