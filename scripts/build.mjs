#!/usr/bin/env node
/**
 * Production builds of the front end, each on its own:
 *   node scripts/build.mjs shell          -> dist/shell/
 *   node scripts/build.mjs mf-public      -> dist/mf-public/<version>/   (version: REMOTE_VERSION or package.json)
 *   node scripts/build.mjs all            -> all three
 *   --if-missing                          -> skip a package whose output already exists (npm start)
 * Building a remote never touches the shell or the other remote. Every file is written beside a
 * gzip and a brotli copy, which the server sends to browsers that accept them. The first build
 * writes dist/rollout.json with the built versions as stable; after that only `npm run release`
 * changes it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
export const deployDir = path.resolve(process.env.DEPLOY_DIR || path.join(root, 'dist'));
export const REMOTES = ['mf-public', 'mf-account'];
const PACKAGES = ['shell', ...REMOTES];
const COMPRESSIBLE = /\.(?:js|css|html|json|svg|txt|map)$/;

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

function build(pkg) {
  const version = pkg === 'shell' ? packageVersion('shell') : process.env.REMOTE_VERSION || packageVersion(pkg);
  const target = outputDir(pkg, version);
  // Build into a fresh folder beside the target, then swap: a half-written version is never served.
  const staging = `${target}.staging-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js'), '--config', path.join(root, pkg, 'webpack.config.js'), '--mode', 'production'],
    { cwd: path.join(root, pkg), stdio: 'inherit', env: { ...process.env, BUILD_OUTPUT_DIR: staging } },
  );
  if (result.status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(`${pkg}: webpack failed`);
  }
  const compressed = precompress(staging);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(path.dirname(target), { recursive: true });
  renameSync(staging, target);
  console.log(`${pkg}${pkg === 'shell' ? '' : `@${version}`}: built in ${((Date.now() - started) / 1000).toFixed(1)} s -> ${path.relative(root, target)} (${compressed} files precompressed)`);
  return { pkg, version, dir: target };
}

/** A first rollout manifest naming the built versions as stable (never overwrites one). */
export function ensureRollout() {
  const file = path.join(deployDir, 'rollout.json');
  if (existsSync(file)) return false;
  const remotes = Object.fromEntries(REMOTES.map((remote) => [remote, { stable: packageVersion(remote) }]));
  mkdirSync(deployDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify({ schema: 1, baseUrl: '/remotes', remotes, updatedAt: new Date().toISOString() }, null, 2)}\n`);
  console.log(`rollout.json written: ${REMOTES.map((r) => `${r}@${remotes[r].stable}`).join(', ')}`);
  return true;
}

export function buildPackages(targets, { ifMissing = false } = {}) {
  const built = [];
  for (const pkg of targets) {
    if (ifMissing && existsSync(entryFile(pkg, outputDir(pkg)))) continue;
    built.push(build(pkg));
  }
  ensureRollout();
  return built;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const ifMissing = args.includes('--if-missing');
  const names = args.filter((a) => !a.startsWith('--'));
  const targets = names.length === 0 || names.includes('all') ? PACKAGES : names;
  const unknown = targets.filter((t) => !PACKAGES.includes(t));
  if (unknown.length) {
    console.error(`unknown package(s): ${unknown.join(', ')} (one of: ${PACKAGES.join(', ')}, all)`);
    process.exit(2);
  }
  try {
    buildPackages(targets, { ifMissing });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
