#!/usr/bin/env node
/**
 * The stack's floor (part of `npm run bench`; alone: node scripts/bench/stack-floor.mjs): what the
 * libraries every first visit needs weigh on their own, before any line of the product. Each group
 * is bundled alone with esbuild (minified, production React, only the exports the shell uses) from
 * the shell's own dependencies, and compressed as the server sends it (gzip level 9, brotli).
 *
 * This is the part of the issue-37 target "first visit of / <= 120 KB gzip JavaScript" that no change
 * inside the product can remove while the client's stack (React, Module Federation, single-spa,
 * i18next) runs the page: docs/performance.md explains the figures.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const esbuild = createRequire(import.meta.url)('esbuild');

/** Each group: what the shell's first visit imports of it. */
export const STACK_GROUPS = [
  {
    name: 'React 19 (react, react-dom/client, scheduler)',
    source: "import { createRoot } from 'react-dom/client'; import { jsx } from 'react/jsx-runtime'; createRoot(document.body).render(jsx('p', {}));",
  },
  {
    name: 'Module Federation runtime',
    source: "import { init, loadRemote, registerRemotes } from '@module-federation/runtime'; globalThis.x = [init, loadRemote, registerRemotes];",
  },
  {
    name: 'i18next + react-i18next',
    source:
      "import i18next from 'i18next'; import { initReactI18next, useTranslation, I18nextProvider } from 'react-i18next'; i18next.use(initReactI18next).init({ lng: 'id', resources: {} }); globalThis.x = [useTranslation, I18nextProvider];",
    external: ['react'],
  },
  {
    name: 'single-spa',
    source: "import { registerApplication, start, navigateToUrl } from 'single-spa'; globalThis.x = [registerApplication, start, navigateToUrl];",
  },
];

/** Bytes of each group and their sum: `{ groups: [{ name, raw, gzip, brotli }], gzip, brotli }`. */
export async function measureStackFloor() {
  const groups = [];
  for (const group of STACK_GROUPS) {
    const result = await esbuild.build({
      stdin: { contents: group.source, resolveDir: path.join(root, 'shell'), loader: 'js' },
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
      logLevel: 'silent',
      external: group.external ?? [],
      define: { 'process.env.NODE_ENV': '"production"' },
    });
    const code = result.outputFiles[0].contents;
    groups.push({ name: group.name, raw: code.length, gzip: gzipSync(code, { level: 9 }).length, brotli: brotliCompressSync(code).length });
  }
  return { groups, gzip: groups.reduce((sum, g) => sum + g.gzip, 0), brotli: groups.reduce((sum, g) => sum + g.brotli, 0) };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

export function printStackFloor(floor, { homeGzip, target } = {}) {
  console.log("\n## The stack's floor: its libraries alone, before any line of the product\n");
  console.log('| library | gzip KB | brotli KB |\n|---|---:|---:|');
  for (const g of floor.groups) console.log(`| ${g.name} | ${kb(g.gzip)} | ${kb(g.brotli)} |`);
  console.log(`| **together** | **${kb(floor.gzip)}** | **${kb(floor.brotli)}** |`);
  if (homeGzip !== undefined && target !== undefined)
    console.log(
      `\nfirst visit of / ${kb(homeGzip)} KB gzip JS against a target of ${kb(target)} KB: the libraries alone take ${kb(floor.gzip)} KB of it, ` +
        `${kb(Math.max(0, target - floor.gzip))} KB would be left for the shell, the remote's entry and the screen.`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printStackFloor(await measureStackFloor());
}
