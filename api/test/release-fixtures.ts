import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { CONTRACT_VERSION } from 'contracts';

/**
 * Small stand-in builds for the release tests: a remote version folder as scripts/build.mjs writes
 * it (remoteEntry.js, mf-manifest.json listing its chunks, contract.json) and a deployed shell
 * (shell/mf-manifest.json with the shared versions it provides, shell/index.html). Checking a
 * release needs no real webpack build; the browser tests use real ones.
 */
export const SHELL_SHARED = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
  { name: 'react-dom', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
  { name: 'i18next', version: '26.7.2', requiredVersion: '~26.7.2', singleton: true },
  { name: 'mf-shared', version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
];

/** A deployed shell in `deployDir` (what each API node serves from STATIC_DIR). */
export function writeShell(deployDir: string): void {
  mkdirSync(path.join(deployDir, 'shell'), { recursive: true });
  writeFileSync(path.join(deployDir, 'shell', 'mf-manifest.json'), JSON.stringify({ name: 'shell', shared: SHELL_SHARED }));
  writeFileSync(
    path.join(deployDir, 'shell', 'index.html'),
    '<!doctype html><html lang="id"><head><title>LPK</title><!--LPK_CONFIG--></head><body><div id="app-mf-public"></div></body></html>',
  );
}

export interface FakeBuildOptions {
  react?: string;
  buildVersion?: string;
  skipChunk?: boolean;
  contract?: string | null;
  /** The manifest's metaData.publicPath (a build writes `auto`); left out when not given. */
  publicPath?: unknown;
  /** metaData.getPublicPath (code the federation runtime evaluates). */
  getPublicPath?: string;
  /** Writes `x.gz` and `x.br` beside every .js/.json file, as scripts/build.mjs precompresses a build. */
  precompress?: boolean;
}

/** `<deployDir>/<remote>/<version>/` as a build writes it; returns the folder. */
export function fakeBuild(deployDir: string, remote: string, version: string, options: FakeBuildOptions = {}): string {
  const dir = path.join(deployDir, remote, version);
  const container = remote.replace(/-/g, '_');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'remoteEntry.js'), `var ${container}; /* ${remote} ${version} */`);
  writeFileSync(path.join(dir, '__federation_expose_app.1234abcd.js'), '/* app */');
  if (!options.skipChunk) writeFileSync(path.join(dir, '707.deadbeef.js'), '/* chunk */');
  const manifest = {
    name: container,
    metaData: {
      name: container,
      buildInfo: { buildVersion: options.buildVersion ?? version, buildName: remote },
      ...(options.publicPath !== undefined ? { publicPath: options.publicPath } : {}),
      ...(options.getPublicPath !== undefined ? { getPublicPath: options.getPublicPath } : {}),
    },
    exposes: [
      {
        name: 'app',
        path: './app',
        assets: { js: { sync: ['__federation_expose_app.1234abcd.js'], async: ['707.deadbeef.js'] }, css: { sync: [], async: [] } },
      },
    ],
    shared: [
      {
        name: 'react',
        version: '19.3.1',
        requiredVersion: options.react ?? '^19.3.1',
        singleton: true,
        assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
      },
      { name: 'react-router', version: '7.18.5', requiredVersion: '^7.18.5', singleton: true },
      { name: 'mf-shared', version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
    ],
  };
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  if (options.contract !== null) writeFileSync(path.join(dir, 'contract.json'), JSON.stringify({ contract: options.contract ?? CONTRACT_VERSION }));
  if (options.precompress) {
    for (const name of readdirSync(dir).filter((f) => /\.(?:js|json)$/.test(f))) {
      const raw = readFileSync(path.join(dir, name));
      writeFileSync(path.join(dir, `${name}.gz`), gzipSync(raw));
      writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(raw));
    }
  }
  return dir;
}
