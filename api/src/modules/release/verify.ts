/**
 * The one check of a built remote version before it may serve browsers (docs/releasing.md): used
 * by the release tool on a folder (`npm run release` on this machine) and by the release API on
 * an upload, so both refuse the same things for the same reasons:
 *   - remoteEntry.js and mf-manifest.json are there, and every file the manifest lists;
 *   - the manifest names the container the shell loads, was built as this version, exposes ./app;
 *   - the contracts major version it was built against is the API's (contract.json);
 *   - each shared singleton's range accepts the version the deployed shell provides.
 *
 * Ranges are checked with the federation runtime's own `satisfy` (@module-federation/runtime-core,
 * the version the shell's build bundles): what the release tool accepts is what the browser's
 * runtime accepts (strictVersion), to the same pre-release and wildcard rules.
 */
import { satisfy } from '@module-federation/runtime-core';
import { CONTRACT_VERSION, REMOTE_NAME, VERSION } from 'contracts';

/** A problem before translation: an i18n key under `release.problems` and its values. */
export interface Problem {
  key: string;
  params?: Record<string, string | number>;
}

/** What the check reads of a version: its files (path relative to the version folder -> size) and their content. */
export interface VersionFiles {
  sizes: ReadonlyMap<string, number>;
  read(file: string): Promise<Buffer | null>;
}

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
export interface FederationManifest {
  name?: string;
  metaData?: { name?: string; buildInfo?: { buildVersion?: string } };
  shared?: SharedEntry[];
  exposes?: Array<{ name?: string; path?: string; assets?: Assets }>;
}

/** Module Federation container name of a remote: `mf-public` -> `mf_public`. */
export const containerOf = (remote: string) => remote.replace(/-/g, '_');

function parseJson<T>(buffer: Buffer | null): T | null {
  if (!buffer) return null;
  try {
    const value: unknown = JSON.parse(buffer.toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as T) : null;
  } catch {
    return null;
  }
}

function assetFiles(assets: Assets | undefined): string[] {
  if (!assets) return [];
  const lists = [assets.js?.sync, assets.js?.async, assets.css?.sync, assets.css?.async];
  return lists.flatMap((list) => (Array.isArray(list) ? list.filter((f): f is string => typeof f === 'string') : []));
}

/** The shared modules a shell provides, name -> version, from its mf-manifest.json (null: not a shell manifest). */
export function sharedOfShell(manifestJson: Buffer | null): Map<string, string> | null {
  const manifest = parseJson<FederationManifest>(manifestJson);
  if (!manifest || !Array.isArray(manifest.shared)) return null;
  return new Map(manifest.shared.filter((s) => typeof s?.version === 'string').map((s) => [s.name, s.version as string]));
}

/**
 * A remote speaks the contract it was built against (contract.json, written by its build). Within a
 * major version changes are additive both ways; another major version is refused (docs/contract.md).
 */
export function contractProblems(contractJson: Buffer | null, apiVersion = CONTRACT_VERSION): Problem[] {
  const built = parseJson<{ contract?: unknown }>(contractJson)?.contract;
  if (typeof built !== 'string') return [{ key: 'contract_missing' }];
  const major = (v: string) => v.split('.')[0];
  if (major(built) !== major(apiVersion)) return [{ key: 'contract_major', params: { built, api: apiVersion } }];
  return [];
}

export interface VerifyOptions {
  /** The shared versions the deployed shell provides (sharedOfShell), or null when no shell is deployed. */
  shell: Map<string, string> | null;
  /** The contract version of this API (tests may name another). */
  apiContract?: string;
}

/** Problems of a remote name and version as names (before anything is read). */
export function nameProblems(remote: string, version: string): Problem[] {
  if (!REMOTE_NAME.test(remote)) return [{ key: 'remote_name', params: { remote } }];
  if (!VERSION.test(version)) return [{ key: 'version_name', params: { version } }];
  return [];
}

/** Problems that make a version unfit to serve; empty when it may go out. */
export async function verifyVersion(files: VersionFiles, remote: string, version: string, options: VerifyOptions): Promise<Problem[]> {
  const named = nameProblems(remote, version);
  if (named.length) return named;
  const problems: Problem[] = [];
  if (!files.sizes.get('remoteEntry.js')) problems.push({ key: 'entry_missing' });
  const manifest = parseJson<FederationManifest>(await files.read('mf-manifest.json'));
  if (!manifest) return [...problems, { key: 'manifest_missing' }];

  const name = manifest.metaData?.name ?? manifest.name;
  if (name !== containerOf(remote)) problems.push({ key: 'container', params: { found: name ?? '?', expected: containerOf(remote) } });
  const built = manifest.metaData?.buildInfo?.buildVersion;
  if (built !== undefined && built !== version) problems.push({ key: 'build_version', params: { built: String(built) } });
  const exposes = Array.isArray(manifest.exposes) ? manifest.exposes : [];
  const shared = Array.isArray(manifest.shared) ? manifest.shared : [];
  if (!exposes.some((e) => e?.path === './app' || e?.name === 'app')) problems.push({ key: 'no_app' });

  const listed = new Set<string>([...exposes.flatMap((e) => assetFiles(e?.assets)), ...shared.flatMap((s) => assetFiles(s?.assets))]);
  const missing = [...listed].filter((file) => !files.sizes.has(file));
  if (missing.length)
    problems.push({ key: 'files_missing', params: { count: missing.length, files: missing.slice(0, 5).join(', ') + (missing.length > 5 ? ', ...' : '') } });

  problems.push(...contractProblems(await files.read('contract.json'), options.apiContract));

  if (!options.shell) return [...problems, { key: 'no_shell' }];
  for (const entry of shared) {
    if (!entry?.singleton) continue;
    const provided = options.shell.get(entry.name);
    if (provided === undefined) continue; // the shell does not provide it: the remote brings its own
    const range = entry.requiredVersion;
    if (typeof range === 'string' && range !== '*' && !satisfy(provided, range)) {
      problems.push({ key: 'shared_range', params: { name: entry.name, range, provided } });
    }
  }
  return problems;
}
