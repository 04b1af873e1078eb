/**
 * Checks a built remote version before it may serve browsers: its files are all there and its
 * shared singletons accept what the shell provides. Reads only the deploy folder:
 *   <deploy>/<remote>/<version>/remoteEntry.js + mf-manifest.json (+ every asset it lists)
 *   <deploy>/shell/mf-manifest.json (the shared versions the shell provides)
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAME, VERSION } from '../../shell/src/rollout/manifest';
import { satisfies } from './semver';

interface AssetList {
  sync?: string[];
  async?: string[];
}
interface Assets {
  js?: AssetList;
  css?: AssetList;
}
export interface SharedEntry {
  name: string;
  version?: string;
  requiredVersion?: string | false;
  singleton?: boolean;
  assets?: Assets;
}
interface FederationManifest {
  name?: string;
  metaData?: { name?: string; buildInfo?: { buildVersion?: string }; remoteEntry?: { name?: string; path?: string } };
  shared?: SharedEntry[];
  exposes?: Array<{ name?: string; path?: string; assets?: Assets }>;
}

/** Module Federation container name of a remote: `mf-public` -> `mf_public`. */
export const containerOf = (remote: string) => remote.replace(/-/g, '_');

export function versionDir(deployDir: string, remote: string, version: string): string {
  return path.join(deployDir, remote, version);
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

function assetFiles(assets: Assets | undefined): string[] {
  if (!assets) return [];
  return [...(assets.js?.sync ?? []), ...(assets.js?.async ?? []), ...(assets.css?.sync ?? []), ...(assets.css?.async ?? [])];
}

/** The shared modules the shell provides: name -> version (from its mf-manifest.json). */
export function shellShared(deployDir: string): Map<string, string> | null {
  const manifest = readJson<FederationManifest>(path.join(deployDir, 'shell', 'mf-manifest.json'));
  if (!manifest || !Array.isArray(manifest.shared)) return null;
  return new Map(manifest.shared.filter((s) => typeof s.version === 'string').map((s) => [s.name, s.version as string]));
}

/** The contract version of the API this checkout deploys (contracts/package.json). */
export const API_CONTRACT_VERSION: string = (
  JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'contracts', 'package.json'), 'utf8')) as { version: string }
).version;

/**
 * A remote speaks the contract it was built against (contract.json, written by its build). Within a
 * major version changes are additive, so a remote built against a newer minor version still works
 * with the API (it treats the fields it knows and the API lacks as absent) and an older one too;
 * another major version is refused (docs/contract.md, Versions).
 */
export function contractProblems(dir: string, label: string, apiVersion = API_CONTRACT_VERSION): string[] {
  const built = readJson<{ contract?: unknown }>(path.join(dir, 'contract.json'))?.contract;
  if (typeof built !== 'string') return [`${label}: contract.json is missing (a build older than contract versioning): rebuild it`];
  const major = (v: string) => v.split('.')[0];
  if (major(built) !== major(apiVersion)) return [`${label}: built against contract ${built}, the API speaks ${apiVersion} (another major version)`];
  return [];
}

/** Problems that make a version unfit to serve, one line each; empty when it may go out. */
export function verifyVersion(deployDir: string, remote: string, version: string): string[] {
  if (!REMOTE_NAME.test(remote)) return [`"${remote}" is not a remote name (mf-...)`];
  if (!VERSION.test(version)) return [`"${version}" is not a version (letters, digits, . + _ -)`];
  const dir = versionDir(deployDir, remote, version);
  if (!existsSync(dir) || !statSync(dir).isDirectory())
    return [`${remote}@${version}: ${dir} does not exist (build it: REMOTE_VERSION=${version} node scripts/build.mjs ${remote})`];
  const problems: string[] = [];
  const entry = path.join(dir, 'remoteEntry.js');
  if (!existsSync(entry) || statSync(entry).size === 0) problems.push(`${remote}@${version}: remoteEntry.js is missing or empty`);
  const manifest = readJson<FederationManifest>(path.join(dir, 'mf-manifest.json'));
  if (!manifest) return [...problems, `${remote}@${version}: mf-manifest.json is missing or not JSON`];

  const name = manifest.metaData?.name ?? manifest.name;
  if (name !== containerOf(remote)) problems.push(`${remote}@${version}: container is "${name ?? '?'}", the shell loads "${containerOf(remote)}"`);
  const built = manifest.metaData?.buildInfo?.buildVersion;
  if (built !== undefined && built !== version) problems.push(`${remote}@${version}: the folder holds a build of version ${built} (copied or renamed?)`);
  const app = (manifest.exposes ?? []).find((e) => e.path === './app' || e.name === 'app');
  if (!app) problems.push(`${remote}@${version}: does not expose ./app`);

  const listed = new Set<string>([
    ...(manifest.exposes ?? []).flatMap((e) => assetFiles(e.assets)),
    ...(manifest.shared ?? []).flatMap((s) => assetFiles(s.assets)),
  ]);
  const missing = [...listed].filter((file) => !existsSync(path.join(dir, file)));
  if (missing.length)
    problems.push(`${remote}@${version}: ${missing.length} file(s) missing: ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', ...' : ''}`);

  problems.push(...contractProblems(dir, `${remote}@${version}`));

  const provided = shellShared(deployDir);
  if (!provided) {
    problems.push('the shell is not built (shell/mf-manifest.json missing): cannot check shared versions');
    return problems;
  }
  for (const shared of manifest.shared ?? []) {
    if (!shared.singleton) continue;
    const shellVersion = provided.get(shared.name);
    if (shellVersion === undefined) continue; // the shell does not provide it: the remote brings its own
    const range = shared.requiredVersion;
    if (typeof range === 'string' && range !== '*' && !satisfies(shellVersion, range)) {
      problems.push(`${remote}@${version}: shared singleton ${shared.name} requires ${range}, the shell provides ${shellVersion}`);
    }
  }
  return problems;
}
