#!/usr/bin/env node
/**
 * Production builds of the front end, each on its own:
 *   node scripts/build.mjs shell          -> dist/shell/
 *   node scripts/build.mjs mf-public      -> dist/mf-public/<version>/   (version: REMOTE_VERSION or package.json)
 *   node scripts/build.mjs all            -> all three
 *   --if-missing                          -> skip a package whose output already exists (npm start)
 *   --force                               -> replace a remote version folder whose content differs
 * Building a remote never touches the shell or the other remote. A remote version is immutable:
 * rebuilding an existing version that comes out identical keeps the folder; one that differs is
 * refused (bump the version) unless --force. Every file is written beside a
 * gzip and a brotli copy, which the server sends to browsers that accept them. The first build
 * writes dist/rollout.json with the built versions as stable; after that only `npm run release`
 * changes it.
 */
import './check-node.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
export const deployDir = path.resolve(process.env.DEPLOY_DIR || path.join(root, 'dist'));
export const REMOTES = ['mf-public', 'mf-account'];
const PACKAGES = ['shell', ...REMOTES];
const COMPRESSIBLE = /\.(?:js|css|html|json|svg|txt|map)$/;
/** Version folder names (the rollout manifest, contracts/src/rollout/manifest.ts, accepts the same). */
export const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;
const DERIVED = /\.(?:gz|br)$/;

export function packageVersion(pkg) {
  return JSON.parse(readFileSync(path.join(root, pkg, 'package.json'), 'utf8')).version;
}

export function outputDir(pkg, version = process.env.REMOTE_VERSION || packageVersion(pkg)) {
  return pkg === 'shell' ? path.join(deployDir, 'shell') : path.join(deployDir, pkg, version);
}

function entryFile(pkg, dir) {
  return path.join(dir, pkg === 'shell' ? 'index.html' : 'remoteEntry.js');
}

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Writes `x.gz` and `x.br` beside every text file of a folder. */
export function precompress(dir) {
  let count = 0;
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const raw = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }));
    count += 1;
  }
  return count;
}

/** Relative path -> content of a build's own files (not the .gz/.br copies). */
function snapshot(dir) {
  const out = new Map();
  for (const file of files(dir)) if (!DERIVED.test(file)) out.set(path.relative(dir, file), readFileSync(file));
  return out;
}

/** The files that differ between two build folders (added, removed or changed); empty when the same. */
export function buildDifferences(a, b) {
  const left = snapshot(a);
  const right = snapshot(b);
  const names = new Set([...left.keys(), ...right.keys()]);
  return [...names].filter((name) => !left.get(name)?.equals(right.get(name) ?? Buffer.alloc(0)) || !right.has(name)).sort();
}

function build(pkg, { force = false } = {}) {
  const version = pkg === 'shell' ? packageVersion('shell') : process.env.REMOTE_VERSION || packageVersion(pkg);
  if (!VERSION.test(version)) throw new Error(`${pkg}: "${version}" is not a version folder name (letters, digits, . + _ -)`);
  const target = outputDir(pkg, version);
  // Build into a fresh folder beside the target, then swap: a half-written version is never served.
  const staging = `${target}.staging-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js'), '--config', path.join(root, pkg, 'webpack.config.js'), '--mode', 'production'],
    { cwd: path.join(root, pkg), stdio: 'inherit', env: { ...process.env, BUILD_OUTPUT_DIR: staging, REMOTE_VERSION: version, MF_BUILD_VERSION: version } },
  );
  if (result.status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(`${pkg}: webpack failed`);
  }
  if (pkg !== 'shell' && existsSync(target)) {
    const differences = buildDifferences(staging, target);
    if (differences.length === 0) {
      rmSync(staging, { recursive: true, force: true });
      console.log(`${pkg}@${version}: unchanged, ${path.relative(root, target) || target} kept`);
      return { pkg, version, dir: target, unchanged: true };
    }
    if (!force) {
      rmSync(staging, { recursive: true, force: true });
      throw new Error(
        `${pkg}@${version} already exists in ${target} with different content (${differences.slice(0, 5).join(', ')}${differences.length > 5 ? ', ...' : ''}): a published version is immutable. ` +
          'Build a new version (REMOTE_VERSION=<new> or bump package.json), or pass --force to replace it.',
      );
    }
    console.warn(`${pkg}@${version}: --force, replacing a version folder whose content differs (browsers may hold the old files for a year)`);
  }
  const compressed = precompress(staging);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(path.dirname(target), { recursive: true });
  renameSync(staging, target);
  console.log(
    `${pkg}${pkg === 'shell' ? '' : `@${version}`}: built in ${((Date.now() - started) / 1000).toFixed(1)} s -> ${path.relative(root, target)} (${compressed} files precompressed)`,
  );
  return { pkg, version, dir: target };
}

/**
 * The first screens the API host renders (scripts/webpack/first-screen.cjs): each remote's
 * `src/first-screen/server.tsx` bundled into api/dist/first-screen/<remote>.cjs (and .css, .json),
 * from this repository's sources, as the API is compiled. The remote's build names the same
 * bundle's fingerprint in page-heads.json, so the host renders only for the version it matches.
 */
export async function writeApiFirstScreens() {
  const { writeFirstScreen } = createRequire(import.meta.url)('./webpack/first-screen.cjs');
  const out = path.join(root, 'api', 'dist', 'first-screen');
  for (const remote of REMOTES) {
    const fingerprint = await writeFirstScreen(path.join(root, remote, 'src'), out, remote);
    if (fingerprint) console.log(`${remote}: first screens for the API host -> ${path.relative(root, out)} (${fingerprint})`);
  }
}

/** A first rollout manifest naming the built versions as stable (never overwrites one). */
export function ensureRollout(built = []) {
  const file = path.join(deployDir, 'rollout.json');
  if (existsSync(file)) return false;
  const versionOf = (remote) => built.find((b) => b.pkg === remote)?.version ?? packageVersion(remote);
  const remotes = Object.fromEntries(REMOTES.map((remote) => [remote, { stable: versionOf(remote) }]));
  mkdirSync(deployDir, { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify({ schema: 1, baseUrl: '/remotes', remotes, updatedAt: new Date().toISOString() }, null, 2)}\n`);
  renameSync(temp, file); // atomic: the server never sends half a manifest
  console.log(`rollout.json written: ${REMOTES.map((r) => `${r}@${remotes[r].stable}`).join(', ')}`);
  return true;
}

export function buildPackages(targets, { ifMissing = false, force = false } = {}) {
  const built = [];
  for (const pkg of targets) {
    if (ifMissing && existsSync(entryFile(pkg, outputDir(pkg)))) continue;
    built.push(build(pkg, { force }));
  }
  ensureRollout(built);
  return built;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const ifMissing = args.includes('--if-missing');
  const force = args.includes('--force');
  const names = args.filter((a) => !a.startsWith('--'));
  const targets = names.length === 0 || names.includes('all') ? PACKAGES : names;
  const unknown = targets.filter((t) => !PACKAGES.includes(t));
  if (unknown.length) {
    console.error(`unknown package(s): ${unknown.join(', ')} (one of: ${PACKAGES.join(', ')}, all)`);
    process.exit(2);
  }
  try {
    buildPackages(targets, { ifMissing, force });
    if (targets.some((t) => REMOTES.includes(t))) await writeApiFirstScreens();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
