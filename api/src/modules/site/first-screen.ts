import { createRequire } from 'node:module';
import { promises as fs } from 'node:fs';
import path from 'node:path';

/**
 * First screens with their data (docs/architecture.md, "First paint"): the markup of a public
 * route's first screenful, rendered with react-dom/server by the remote's own components, which
 * scripts/build.mjs compiles into `api/dist/first-screen/<remote>.cjs` (with the CSS they import
 * and the bundle's fingerprint). That is code of this repository, built with the host: a version a
 * team uploads is data to the host (page-heads.json), never run here. The host renders a route
 * only for a stable version whose page-heads.json names the same fingerprint (its components are
 * these), so the remote's first render draws the same DOM; otherwise the page keeps its plain head.
 *
 * The screen's GETs are answered by the host's own routes (`get`), in the page's language, as the
 * remote would have asked them: public catalogue data only.
 */

/** An API GET inside this host: the JSON body of a 200 answer, else null. */
export type HostGet = (pathAndQuery: string, lang: 'id' | 'en') => Promise<unknown>;

export interface RenderedScreen {
  html: string;
  /** `[query key, data]` the markup was rendered with, for the remote's query cache. */
  queries: [unknown[], unknown][];
}

interface Bundle {
  renderFirstScreen: (url: string, lang: 'id' | 'en', get: (pathAndQuery: string) => Promise<unknown>) => Promise<RenderedScreen | null>;
  FIRST_SCREENS: readonly { path: string }[];
}

export interface FirstScreens {
  /** The fingerprint of the bundle built for `remote`, or null when the host has none. */
  fingerprint(remote: string): Promise<string | null>;
  /** The CSS the bundle's components import. */
  css(remote: string): Promise<string>;
  /** The first screen of `url` in `lang`, or null (no such screen, a GET failed, no bundle). */
  render(remote: string, url: string, lang: 'id' | 'en', get: HostGet): Promise<RenderedScreen | null>;
}

/** Where scripts/build.mjs writes the bundles: api/dist/first-screen (the same folder from api/src and api/dist). */
export const FIRST_SCREEN_DIR = path.resolve(__dirname, '..', '..', '..', 'dist', 'first-screen');
const REMOTE = /^mf-[a-z][a-z0-9-]*$/;

/** The bundles in `dir`, each loaded once (a missing one is looked for again after a minute). */
export function firstScreens(dir: string = FIRST_SCREEN_DIR): FirstScreens {
  const loaded = new Map<string, { at: number; bundle: Bundle | null; fingerprint: string | null; css: string }>();
  const load = createRequire(__filename);

  async function of(remote: string) {
    const known = loaded.get(remote);
    if (known && (known.bundle || Date.now() - known.at < 60_000)) return known;
    let entry = { at: Date.now(), bundle: null as Bundle | null, fingerprint: null as string | null, css: '' };
    if (REMOTE.test(remote)) {
      try {
        const meta = JSON.parse(await fs.readFile(path.join(dir, `${remote}.json`), 'utf8')) as { fingerprint?: unknown };
        const css = await fs.readFile(path.join(dir, `${remote}.css`), 'utf8');
        const bundle = load(path.join(dir, `${remote}.cjs`)) as Bundle;
        if (typeof meta.fingerprint === 'string' && typeof bundle.renderFirstScreen === 'function')
          entry = { ...entry, bundle, fingerprint: meta.fingerprint, css };
      } catch {
        // Not built (a host started from its sources before a build): pages keep their plain heads.
      }
    }
    loaded.set(remote, entry);
    return entry;
  }

  return {
    fingerprint: async (remote) => (await of(remote)).fingerprint,
    css: async (remote) => (await of(remote)).css,
    async render(remote, url, lang, get) {
      const { bundle } = await of(remote);
      if (!bundle) return null;
      return bundle.renderFirstScreen(url, lang, (pathAndQuery) => get(pathAndQuery, lang));
    },
  };
}
