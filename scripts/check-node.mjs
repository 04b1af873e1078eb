/**
 * Stops a script at once, with what is needed, when the running Node.js is too old. Imported
 * first by every script (start, dev, build, test, bench, release) so nothing fails later with a
 * native-module abort. The range matches `engines.node` in package.json.
 */
export const REQUIRED = 'Node 22.19 or 24';

/** True when `version` (as in process.versions.node) is 22.19+ or 24+. */
export function nodeSupported(version) {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return major >= 24 || (major === 22 && minor >= 19);
}

if (!nodeSupported(process.versions.node)) {
  console.error(
    `${REQUIRED} is required, this is ${process.versions.node}.\n` +
      'On a machine that has only an older Node, `source scripts/use-node24.sh` fetches Node 24 from the npm registry\n' +
      'and puts it first on PATH for this shell (see README, Requirements).',
  );
  process.exit(1);
}
