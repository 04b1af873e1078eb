/**
 * The one check of a built remote version before it may serve browsers (docs/releasing.md): used
 * by the release tool on a folder (`npm run release` on this machine) and by the release API on
 * an upload, so both refuse the same things for the same reasons:
 *   - remoteEntry.js and mf-manifest.json are there, and every file the manifest lists;
 *   - the manifest names the container the shell loads, was built as this version, exposes ./app;
 *   - the contracts major version it was built against is the API's (contract.json);
 *   - each shared singleton's range accepts the version the deployed shell provides;
 *   - the manifest's publicPath is `auto` or on this deployment's origin (no getPublicPath code);
 *   - (when a version is stored or put in front of browsers: compressedProblems) every `.gz`/`.br`
 *     copy, which the static server sends instead of its original, decompresses to exactly it.
 *
 * Ranges are checked with the federation runtime's own `satisfy` (@module-federation/runtime-core,
 * the version the shell's build bundles): what the release tool accepts is what the browser's
 * runtime accepts (strictVersion), to the same pre-release and wildcard rules.
 */
import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';
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
  metaData?: { name?: string; buildInfo?: { buildVersion?: string }; publicPath?: unknown; getPublicPath?: unknown };
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
  /** APP_URL: an absolute publicPath must be on its origin (without it, only `auto` and `/...` paths pass). */
  appUrl?: string;
}

const originOf = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
};

/**
 * Where the federation runtime loads a remote's chunks from (the manifest's metaData.publicPath):
 * `auto` (beside remoteEntry.js, what scripts/webpack/remote.cjs builds), a path on this origin with
 * a single leading `/`, or an absolute URL on APP_URL's origin. Anything else would make browsers
 * run code from elsewhere, as would getPublicPath (code the runtime evaluates): both are refused.
 */
export function publicPathProblems(manifest: FederationManifest, appUrl?: string): Problem[] {
  const meta = manifest.metaData;
  if (meta?.getPublicPath !== undefined) return [{ key: 'public_path', params: { value: 'getPublicPath' } }];
  const value = meta?.publicPath;
  if (value === undefined || value === 'auto') return [];
  const shown = (typeof value === 'string' ? value : (JSON.stringify(value) ?? '?')).slice(0, 200);
  const refused = [{ key: 'public_path', params: { value: shown } }];
  // Backslashes (read as `/` by browsers), white space and control characters are never part of a path we build.
  if (typeof value !== 'string' || /[\\\s\p{Cc}]/u.test(value)) return refused;
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return refused;
    // Resolved against an origin, a path stays on it (dot segments cannot leave it).
    const base = 'http://same-origin.invalid';
    return originOf(new URL(value, base).href) === base ? [] : refused;
  }
  const app = originOf(appUrl);
  const own = originOf(value);
  return app !== null && own === app && value.toLowerCase().startsWith(`${app.toLowerCase()}/`) ? [] : refused;
}

const gunzipAsync = promisify(gunzip);
const brotliAsync = promisify(brotliDecompress);

/**
 * Every precompressed copy (`x.gz`, `x.br`) decompresses to exactly its original `x`: the static
 * server sends the copy to a browser that accepts the encoding, so a copy that differs would serve
 * JavaScript nobody checked. A copy without its original is refused too (it would be served under
 * the original's name). Decompression stops one byte past the original's size: a bomb costs nothing.
 */
export async function compressedProblems(files: VersionFiles): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const [name] of files.sizes) {
    const match = /^(.+)\.(gz|br)$/.exec(name);
    if (!match) continue;
    const original = match[1]!;
    const size = files.sizes.get(original);
    if (size === undefined) {
      problems.push({ key: 'compressed_orphan', params: { file: name, original } });
      continue;
    }
    const [copy, plain] = await Promise.all([files.read(name), files.read(original)]);
    let same = false;
    if (copy && plain) {
      try {
        const options = { maxOutputLength: Math.max(1, plain.length) };
        const inflated = match[2] === 'gz' ? await gunzipAsync(copy, options) : await brotliAsync(copy, options);
        same = inflated.equals(plain);
      } catch {
        same = false; // damaged, or larger than the original
      }
    }
    if (!same) problems.push({ key: 'compressed_mismatch', params: { file: name, original } });
  }
  return problems;
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

  problems.push(...publicPathProblems(manifest, options.appUrl));
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
